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

/**
 * A plain HTTP request to the service with this tab's token (the doors that are not GraphQL:
 * attachment bytes, the embedded developer panel); answers the parsed JSON and the status.
 */
export async function http<T = unknown>(
  path: string,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const token = loadSession()?.token;
  const answer = await fetch(path, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
  const text = await answer.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: answer.status, body: body as T };
}

/** The error envelope's detail (REST shape), or the status. */
export const detailOf = (answer: { status: number; body: unknown }) =>
  (answer.body as { message?: { detail?: string } } | null)?.message?.detail ?? `HTTP ${answer.status}`;
