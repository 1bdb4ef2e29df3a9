import { createHash, randomBytes } from 'node:crypto';

// Access and API tokens are 256 random bits, shown once; only their SHA-256 is stored. A fast hash is
// right here: the token has full entropy, so there is nothing to brute-force.
export const TOKEN_PREFIX = 'fas_';
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** API tokens (API settings) carry their own prefix: the lookup knows the table, a log scanner the kind. */
export const API_TOKEN_PREFIX = 'fpat_';

const random = () => randomBytes(32).toString('base64url');
export const newAccessToken = () => TOKEN_PREFIX + random();
export const newApiToken = () => API_TOKEN_PREFIX + random();
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);
/** The token of an `Authorization: Bearer <token>` header. */
export const bearer = (header: string | null) => header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Refresh tokens (sign-in's second token, docs/accounts.md) and single-use account codes. */
export const REFRESH_TOKEN_PREFIX = 'fasr_';
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const newRefreshToken = () => REFRESH_TOKEN_PREFIX + random();
/** A mailed single-use code (e-mail verification, password reset): 256 random bits. */
export const newAccountCode = () => random();
