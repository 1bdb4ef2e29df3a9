import type { Scope } from '../kernel/viewer.js';
import { EVENT_TYPES } from './outbox.js';

// Which events a token may see (docs/events.md "Who receives what"): the same checks as the
// GraphQL fields that show the event's object. An access token carries every scope and sees all
// of its user's events; an API token sees a type only with the scope its fields ask:
// - READ: messages, conversations, the profile, aliases, identities, channels, money operations
//   and payments (viewer, conversations, stablecoinTransaction, payment are READ fields);
// - ACCOUNT: API tokens and account security: sessions, e-mail, password (viewer.apiTokens,
//   viewer.sessions, signOut, updatePasscode ask it;
//   no API token can carry it, so an API token never sees these);
// - WEBHOOKS: webhook endpoints' own events (viewer.webhookEndpoints asks it).
// The webhook worker applies it at every attempt, to the token's scopes as they are then; the
// event log applies it to the token of the request.

const ACCOUNT_TYPES = new Set<string>([
  EVENT_TYPES.API_TOKEN_CREATED,
  EVENT_TYPES.API_TOKEN_REVOKED,
  EVENT_TYPES.PASSCODE_CHANGED,
  EVENT_TYPES.SIGNED_OUT,
  EVENT_TYPES.SESSION_REVOKED,
  EVENT_TYPES.EMAIL_VERIFIED,
  EVENT_TYPES.EMAIL_CHANGED,
  EVENT_TYPES.PASSWORD_CHANGED,
]);
const WEBHOOK_TYPES = new Set<string>([EVENT_TYPES.WEBHOOK_ENDPOINT_DISABLED, EVENT_TYPES.WEBHOOK_TEST]);

/** The scope that shows an event of this type (its dotted `type`). */
export function eventScope(type: string): Scope {
  if (ACCOUNT_TYPES.has(type)) return 'ACCOUNT';
  if (WEBHOOK_TYPES.has(type)) return 'WEBHOOKS';
  return 'READ';
}

/** Whether a token with these scopes sees events of this type (every one needs READ as well: the event log's own scope). */
export function sees(scopes: ReadonlySet<string> | readonly string[], type: string): boolean {
  const has = (s: string) => (Array.isArray(scopes) ? scopes.includes(s) : (scopes as ReadonlySet<string>).has(s));
  return has('READ') && has(eventScope(type));
}

/**
 * The types to read for a viewer with these scopes, narrowing `requested` (null: every type).
 * Null when nothing is hidden from it; otherwise a list, possibly empty (then nothing is read).
 */
export function visibleTypes(
  scopes: ReadonlySet<string>,
  requested: readonly string[] | null | undefined,
): readonly string[] | null {
  const all = Object.values(EVENT_TYPES) as string[];
  const wanted = requested?.length ? requested : all;
  const shown = wanted.filter((t) => sees(scopes, t));
  if (!requested?.length && shown.length === all.length) return null;
  return shown;
}
