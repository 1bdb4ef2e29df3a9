import { type RailProvider, RailUnavailable, RailUnknownOutcome } from './types.js';

export interface ProviderAnswer {
  status: number;
  /** Parsed JSON, or undefined for an empty or non-JSON body. */
  json: unknown;
}

export interface CallOptions {
  provider: RailProvider;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * One provider call. A 5xx or an unreachable provider throws RailUnavailable. A POST whose answer
 * never came (dropped connection, time-out) throws RailUnknownOutcome: it may have executed.
 * Every other answer (2xx, 4xx) is returned for the adapter to read.
 */
export async function callProvider(o: CallOptions): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await (o.fetch ?? fetch)(o.url, {
      method: o.method,
      headers: o.body === undefined ? o.headers : { 'content-type': 'application/json', ...o.headers },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  } catch (err) {
    const what = describe(err);
    // Refused or unresolvable: nothing reached the provider.
    if (o.method === 'GET' || /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(what)) {
      throw new RailUnavailable(o.provider, `${o.method} ${path(o.url)} failed: ${what}`);
    }
    throw new RailUnknownOutcome(o.provider, `${o.method} ${path(o.url)}: no answer (${what})`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    const Err = o.method === 'POST' ? RailUnknownOutcome : RailUnavailable;
    throw new Err(o.provider, `${o.method} ${path(o.url)}: answer cut (${describe(err)})`);
  }
  if (res.status >= 500) throw new RailUnavailable(o.provider, `${o.method} ${path(o.url)} answered ${res.status}`);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json };
}

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return 'timed out';
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? err.message;
}

/** The path only: query strings may carry tokens and are never put in messages. */
function path(url: string) {
  return new URL(url).pathname;
}
