import { type Client, createClient } from '@financial-account-service/client';

// The signed-in session: the token lives in sessionStorage (this tab only, gone when it
// closes) and travels as `Authorization: Bearer`; no cookie, so no CSRF.

const KEY = 'fas.session';

export interface Session {
  token: string;
  userId: string;
}

export function loadSession(): Session | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

export function saveSession(session: Session | null) {
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
}

/** A client of the service that served this page. */
export const clientFor = (token: string | null): Client => createClient({ url: location.origin, token });

/** A message for a person from whatever a request threw. */
export function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String((error as Error).message);
  return 'Something went wrong; try again.';
}
