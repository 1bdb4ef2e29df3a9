import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { z } from 'zod';
import { unauthenticated } from '../kernel/errors.js';

// A REST route is data: the documented method and path, the GraphQL operation it runs, how
// the request maps to variables and how the result maps to the documented response. No rules
// live here; they are in the modules' services behind the schema.

export type JsonObject = Record<string, unknown>;

export interface RestRequest {
  body: JsonObject;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The access token the caller authenticated with (some documented answers echo it). */
  token: string | null;
  /** Request headers, lower-case names (for example idempotency-key). */
  headers: Record<string, string | string[] | undefined>;
  /** The route's grants that this deployment gives (see `grants` below). */
  grants: ReadonlySet<Grant>;
}

/**
 * - `none`: no credentials (sign-up, sign-in).
 * - `credentials`: `access_token` + `user_id` in the body (they must belong together), or
 *   `Authorization: Bearer`.
 * - `bearer`: `Authorization: Bearer` only (the conversation paths).
 */
export type RestAuth = 'none' | 'credentials' | 'bearer';

/**
 * - `revealSecrets`: the identity answers carry `private_key` and the government ID number
 *   without the passcode GraphQL asks for (spec 4.3). Off with REST_LEGACY_DISCLOSURE=false:
 *   the fields stay in the answers, with null.
 */
export type Grant = 'revealSecrets';

// biome-ignore lint/suspicious/noExplicitAny: the route table holds routes of every document type
export interface RestRoute<TData = any, TVars = any, TInput = any> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: RestAuth;
  /** One line for the API reference (src/rest/openapi.ts). */
  summary: string;
  /**
   * The documented request: the JSON body's fields, or for a GET the query parameters (with
   * `getBody`, also accepted as a body; a query parameter wins). The router parses the request
   * with it before the operation runs, and a failed parse is the 400 naming the field
   * (src/rest/request.ts); `variables` makes the operation's variables of its output.
   */
  request?: z.ZodObject & z.ZodType<TInput>;
  /** The success answer (src/rest/contract.ts): the envelope's `message`, or with `bare` the whole body. */
  response: z.ZodType;
  /** Reads an `Idempotency-Key` header: a retry with the same key answers the first outcome. */
  idempotent?: boolean;
  /**
   * Where `access_token` and `user_id` sit in the body, when not at its top level (the
   * identity paths carry them inside the one non-empty kind object). May throw a 400 AppError.
   */
  credentials?: (body: JsonObject) => JsonObject;
  document: TypedDocumentNode<TData, TVars>;
  /** The operation's variables (its generated type) from the parsed request, and the path, headers and grants. */
  variables?: (input: TInput, req: RestRequest) => TVars;
  /** HTTP status (and envelope `code`) of a success; may depend on the result (201 created, 200 existing). */
  status: number | ((data: Succeeded<TData>) => number);
  /**
   * The envelope's `message`, or with `bare: true` the whole body. May throw an AppError (a 404
   * for a null lookup). A mutation's typed error never reaches it: the router answers it.
   */
  reply: (data: Succeeded<TData>, req: RestRequest) => unknown;
  /** Documented exceptions to the envelope (profile view, wallet, conversations). */
  bare?: boolean;
  /**
   * A GET whose body is read too (the reference product sends JSON bodies on some GETs, for
   * example /fx/rates). Only over node:http: browsers and fetch cannot send a GET body, so query
   * parameters and `Authorization: Bearer` stay the documented way.
   */
  getBody?: boolean;
  /**
   * What this route may do that GraphQL clients may not, because the spec documents it: a
   * policy declared on the route (and visible to the authorization tests), never a branch on
   * the door inside a resolver. The operation's context carries the grants given.
   */
  grants?: Grant[];
  /**
   * GraphQL names this route's errors may mention, with the spec's word for each
   * (`{ fiatAccountUuid: 'fiat_linked_acc_uuid' }`); any other field is snake_cased.
   */
  names?: Record<string, string>;
}

/**
 * A route's data once its typed errors are answered: each root field without its Error members.
 * A REST document selects `__typename` and `... on Error { code message field }` on a payload.
 */
export type Succeeded<TData> = {
  [K in keyof TData]: Exclude<TData[K], { __typename: `${string}Error` }>;
};

export const defineRoute = <TData, TVars, TInput>(route: RestRoute<TData, TVars, TInput>) => route;

/**
 * The signed-in account of a route's answer: the route authenticated the caller, so a null
 * `viewer` means the account went away meanwhile (401, as for any unknown token).
 */
export function signedIn<T>(viewer: T | null | undefined): T {
  if (viewer == null) throw unauthenticated();
  return viewer;
}

/** `pick`'s map turned around: the REST word for each GraphQL name (a route's `names`). */
export const restNames = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([rest, graphql]) => [graphql, rest]));

/** A GraphQL DateTime (ISO 8601) as the integer epoch milliseconds of the REST answers. */
export function epochMillis(time: string): number;
export function epochMillis(time: string | null | undefined): number | null;
export function epochMillis(time: string | null | undefined): number | null {
  return time == null ? null : Date.parse(time);
}
