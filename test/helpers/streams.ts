// The "subscribed" signal, read through the public interface: GET /metrics reports
// fas_subscriptions_open, the subscriptions that are live. It counts the same moment the
// subscriber itself is told when it asks (`extensions: { live: true }`, src/realtime/live-ack.ts:
// one signal for both): the event streams behind a live subscription listen (src/events/live.ts),
// so an event published after the count shows it reaches the subscriber. Tests that speak
// graphql-ws or SSE by hand, and those that watch streams end, read the count; the client
// library's tests use the acknowledgement.
//
// Several tests may share one service, so read the count before subscribing and wait for
// `before + n`, not an absolute number.

import { type Client, type ClientOptions, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** Subscriptions open on the service at `base` now (graphql-ws and SSE). */
export async function openStreams(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const match = text.match(/^fas_subscriptions_open (\d+)$/m);
  if (!match) throw new Error(`${base}/metrics has no fas_subscriptions_open`);
  return Number(match[1]);
}

/**
 * Waits until the service at `base` has at least `count` subscriptions open (exactly `count`
 * with `exact`, e.g. to see streams end); fails after `timeout` ms saying what it last saw.
 */
export async function subscribed(
  base: string,
  count: number,
  { exact = false, timeout = 10_000 }: { exact?: boolean; timeout?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const open = await openStreams(base);
    if (exact ? open === count : open >= count) return;
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeout} ms waiting for ${exact ? 'exactly' : 'at least'} ${count} open subscriptions on ${base}/metrics (fas_subscriptions_open is ${open})`,
      );
    await new Promise((r) => setTimeout(r, 20)); // the poll interval
  }
}

/**
 * A graphql-ws client of the service at `base` (its http URL), signed in with `token` (none: no
 * authorization); `options` as graphql-ws's createClient takes them (lazy, retryAttempts, on, …).
 */
export function wsClient(base: string, token?: string | null, options: Partial<ClientOptions> = {}): Client {
  return createClient({
    url: `${base.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    ...options,
  });
}
