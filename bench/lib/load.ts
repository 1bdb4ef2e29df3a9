import autocannon from 'autocannon';

// HTTP load with autocannon: a fixed number of connections for a fixed time. Every response
// time is kept (autocannon's own summary has no p95), and answers are checked: a non-2xx
// status or a body the check refuses counts as an error, never as throughput.

export interface Sample {
  ok: number;
  errors: number;
  seconds: number;
  latencies: number[];
  /** Why answers failed, first line of each error, counted (raw viem baselines). */
  reasons?: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** One body per connection (connection i gets bodies[i % length]). */
  bodies?: string[];
  connections: number;
  ms: number;
  /** Returns false for a wrong answer (checked on every response). */
  check?: (body: string) => boolean;
}

export async function load(o: LoadOptions): Promise<Sample> {
  const latencies: number[] = [];
  let wrong = 0; // 2xx with a body the check refuses
  let failed = 0; // other statuses
  let n = 0;
  const target = new URL(o.url);
  const instance = autocannon({
    url: target.origin,
    connections: o.connections,
    duration: Math.max(1, Math.round(o.ms / 1000)),
    timeout: 30,
    setupClient: o.bodies ? (client) => client.setBody(o.bodies![n++ % o.bodies!.length]) : undefined,
    requests: [
      {
        method: o.method ?? 'POST',
        path: target.pathname,
        headers: { 'content-type': 'application/json', ...o.headers },
        body: o.body,
        onResponse: (status, body) => {
          if (status < 200 || status > 299) failed++;
          else if (o.check && !o.check(body)) wrong++;
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status <= 299) latencies.push(ms);
  });
  const result = await instance;
  return {
    ok: latencies.length - wrong,
    errors: wrong + failed + result.errors + result.timeouts,
    seconds: result.duration,
    latencies,
  };
}

export function merge(samples: Sample[]): Sample {
  return {
    ok: samples.reduce((s, x) => s + x.ok, 0),
    errors: samples.reduce((s, x) => s + x.errors, 0),
    seconds: samples.reduce((s, x) => s + x.seconds, 0),
    latencies: samples.flatMap((x) => x.latencies),
    reasons: samples.reduce<Record<string, number>>((all, x) => {
      for (const [why, n] of Object.entries(x.reasons ?? {})) all[why] = (all[why] ?? 0) + n;
      return all;
    }, {}),
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const rate = (s: Sample) => s.ok / s.seconds;

/**
 * A closed loop of `connections` clients, each sending its next request once the previous one
 * is answered, until `ms` have passed; the requests in flight then are awaited and counted, and
 * `seconds` runs until the last answer. For operations slower than a round is long (a payment
 * answers once it is confirmed on chain), where autocannon's cut-off at the end of the round
 * would drop most of the work done. The same rule as the raw viem baselines.
 */
export async function closedLoop(o: {
  connections: number;
  ms: number;
  /** One request of client `i`: true for a right answer. */
  send: (i: number) => Promise<boolean>;
}): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + o.ms;
  await Promise.all(
    Array.from({ length: o.connections }, async (_, i) => {
      while (performance.now() < until) {
        const t = performance.now();
        const right = await o.send(i).catch(() => false);
        if (right) latencies.push(performance.now() - t);
        else errors++;
      }
    }),
  );
  return { ok: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies };
}

export interface OpenLoopSample extends Sample {
  /** Requests not sent because `maxInFlight` were already waiting for an answer. */
  refused: number;
}

/**
 * Sends request i at `i / rate` seconds after the start, for `ms`, at most `maxInFlight` waiting
 * at once (a request due beyond that is not sent and counts as refused); then waits for the
 * ones in flight. `seconds` is the offered window.
 */
export async function openLoop(o: {
  rate: number;
  ms: number;
  send: (i: number) => Promise<boolean>;
  maxInFlight?: number;
}): Promise<OpenLoopSample> {
  const maxInFlight = o.maxInFlight ?? 200;
  const latencies: number[] = [];
  const flying = new Set<Promise<void>>();
  let errors = 0;
  let refused = 0;
  const started = performance.now();
  const total = Math.floor((o.ms / 1000) * o.rate);
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / o.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    if (flying.size >= maxInFlight) {
      refused++;
      continue;
    }
    const t = performance.now();
    const request = o
      .send(i)
      .catch(() => false)
      .then((right) => {
        if (right) latencies.push(performance.now() - t);
        else errors++;
        flying.delete(request);
      });
    flying.add(request);
  }
  await Promise.all(flying);
  return { ok: latencies.length, errors, refused, seconds: o.ms / 1000, latencies };
}

/**
 * closedLoop over HTTP: client `i` POSTs `bodies[i % length]` (JSON) to `url`, again once
 * answered; a 2xx whose body `check` accepts is a right answer.
 */
export function postLoop(o: {
  url: string;
  bodies: string[];
  connections: number;
  ms: number;
  check: (body: string) => boolean;
}): Promise<Sample> {
  return closedLoop({
    connections: o.connections,
    ms: o.ms,
    send: async (i) => {
      const res = await fetch(o.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: o.bodies[i % o.bodies.length],
      });
      const text = await res.text();
      return res.ok && o.check(text);
    },
  });
}
