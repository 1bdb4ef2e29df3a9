/** Who acts: what the services need to know of the signed-in user (no token, no transport). */
export interface Actor {
  id: number;
  uuid: string;
}

/** What an API token may be given (docs/api-tokens.md); stored as the ApiTokenScope enum. */
export const API_TOKEN_SCOPES = ['READ', 'CHAT', 'PROFILE', 'MONEY', 'SECRETS', 'WEBHOOKS'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * What a field asks of the caller's token (src/schema/builder.ts): an API token scope, or
 * ACCOUNT for what only a signed-in user may do (sign-out, passcode, API tokens themselves).
 */
export type Scope = ApiTokenScope | 'ACCOUNT';

/** An access token may do everything its account may. */
export const ACCESS_TOKEN_SCOPES: ReadonlySet<Scope> = new Set<Scope>([...API_TOKEN_SCOPES, 'ACCOUNT']);

/** The signed-in user, resolved from a bearer token (sessions.ts): the actor and its session. */
export interface Viewer extends Actor {
  tokenHash: string;
  tokenExpiresAt: Date;
  /** What the token may do: every scope for an access token, the chosen ones for an API token. */
  scopes: ReadonlySet<Scope>;
  /** The API token's row; null for an access token. */
  apiToken: { id: number; lastUsedAt: Date | null } | null;
  /** The device session (sign-in) of an access token; null for an API token or a token from before sessions. */
  deviceSession?: { id: number; lastUsedAt: Date } | null;
  /** Whether the account's e-mail address is verified (REQUIRE_VERIFIED_EMAIL gates MONEY fields on it). */
  emailVerified?: boolean;
}
