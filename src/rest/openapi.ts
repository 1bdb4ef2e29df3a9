import { z } from 'zod';
import { envelope, errorEnvelope } from './contract.js';
import { documentation } from './request.js';
import type { RestRoute } from './route.js';

// The OpenAPI 3.1 document of the REST layer, generated from the route table: each route's
// method, path, auth, summary and its declared `request` and `response` schemas
// (src/rest/contract.ts). Served at /openapi.json (src/http/docs-routes.ts); the test suite
// checks every REST answer it receives against it (test/helpers/contract.ts).

type JsonSchema = Record<string, unknown>;

/** Named schemas (`.meta({ id })`) go to components.schemas; the rest is inlined. */
function converter() {
  const components: Record<string, JsonSchema> = {};
  const convert = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      // A request field parsed looser than it is documented (src/rest/request.ts) shows its documentation.
      override: ({ zodSchema, jsonSchema }) => {
        const doc = documentation.get(zodSchema);
        if (!doc) return;
        const { $schema: _, ...shown } = z.toJSONSchema(doc, { target: 'draft-2020-12', io: 'input' });
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
        Object.assign(jsonSchema, shown);
      },
    }) as JsonSchema;
    const { $defs, $schema: _, ...rest } = json as { $defs?: Record<string, JsonSchema>; $schema?: string };
    for (const [id, def] of Object.entries($defs ?? {})) components[id] = relink(def);
    return relink(rest);
  };
  return { convert, components };
}

const relink = (schema: JsonSchema): JsonSchema =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/'));

/** `:conversation_id` → `{conversation_id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** A status that depends on the result is 201 (made) or 200 (existing): src/rest/route.ts. */
const statuses = (route: RestRoute) => (typeof route.status === 'number' ? [route.status] : [201, 200]);

const SECURITY = {
  none: [],
  // Body credentials (access_token + user_id) are documented in the request schema.
  credentials: [{ bearer: [] }, {}],
  bearer: [{ bearer: [] }],
} as const;

export function openApiDocument(routes: RestRoute[], info: { version: string }) {
  const { convert, components } = converter();
  const paths: Record<string, Record<string, unknown>> = {};
  convert(errorEnvelope, 'output'); // registers components.schemas.Error (its `id`)

  for (const route of routes) {
    const path = openApiPath(route.path);
    const request = route.request ? convert(route.request, 'input') : undefined;
    const parameters: unknown[] = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    }));
    if (route.idempotent) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Makes retries safe: the same key and body answer the first outcome; the same key with another body is 409. 1 to 200 characters, per account.',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
      });
    }
    let requestBody: unknown;
    if (request && route.method === 'GET') {
      const properties = (request.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((request.required ?? []) as string[]);
      for (const [name, schema] of Object.entries(properties)) {
        parameters.push({ name, in: 'query', required: required.has(name), schema });
      }
    } else if (request) {
      requestBody = { required: true, content: { 'application/json': { schema: request } } };
    }
    const responses: Record<string, unknown> = {};
    for (const status of statuses(route)) {
      const body = route.bare ? route.response : envelope(route.response).extend({ code: z.literal(status) });
      responses[String(status)] = {
        description: route.bare ? 'Success (a documented exception to the envelope)' : 'Success, in the envelope',
        content: { 'application/json': { schema: convert(body, 'output') } },
      };
    }
    responses.default = {
      description: 'A refusal: the HTTP status is `code`, the error code `message.error`',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      security: SECURITY[route.auth],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Financial Account Service: REST compatibility layer',
      version: info.version,
      description:
        'The documented legacy paths (docs/spec.md). Each runs an operation of the GraphQL schema at /graphql and reshapes its answer. Credentials: `access_token` and `user_id` in the body, or `Authorization: Bearer <token>` (API tokens: Bearer only).',
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An access token or an API token' } },
    },
  };
}
