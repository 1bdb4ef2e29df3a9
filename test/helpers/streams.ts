// The "subscribed" signal, read through the public interface: GET /metrics reports
// fas_subscriptions_open, the subscriptions whose result stream has started (graphql-ws and
// SSE; src/ops/metrics.ts). A stream counts once its resolver has returned, and the event
// streams behind it listen from then on (src/events/live.ts), so an event published after the
// count shows it reaches the subscriber. graphql-ws acknowledges a connection
// (connection_ack, the client's `on: { connected }`), never a subscription: this is the wait
// for that.
//
// Several tests may share one service, so read the count before subscribing and wait for
// `before + n`, not an absolute number.

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
