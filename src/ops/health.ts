// Liveness and readiness.
//
// - GET /healthz: the process is up and serving HTTP (200 {"status":"ok"}). A load balancer or
//   orchestrator restarts the instance when this fails.
// - GET /readyz: every dependency answers: the database (SELECT 1), the chain (latest block
//   number), Redis (PING) when configured. 200 {"status":"ready","checks":{…}} or
//   503 {"status":"unavailable","failed":["redis"],"checks":{"redis":"failed: timed out",…}}.
//   While the instance is stopping it answers 503 {"status":"stopping"} so that traffic moves
//   to the other instances before it goes away; until the start has finished (the money engine,
//   the rails and the webhook worker start after the app takes the port over), 503
//   {"status":"starting"}, as the start-up answers before it (src/http/starting.ts).
//   `details.money` shows the money monitor's findings (per token and for the chain); a
//   difference refuses deposits and withdrawals but leaves the instance ready, so that every
//   other area keeps serving.

export type Probe = () => Promise<unknown>;

export interface ReadinessReport {
  status: number;
  body: {
    status: 'ready' | 'unavailable' | 'starting' | 'stopping';
    checks: Record<string, string>;
    failed?: string[];
    /** Findings that do not take the instance out of the load balancer (the money monitor's). */
    details?: Record<string, unknown>;
  };
}

export interface Health {
  ready(): Promise<ReadinessReport>;
  /** /readyz answers 503 starting while `on` (src/bootstrap.ts: from the app's creation to the end of the start). */
  setStarting(on: boolean): void;
  /** From now on /readyz answers 503 stopping. */
  setStopping(): void;
  readonly stopping: boolean;
}

const DEFAULT_TIMEOUT_MS = 2000;

async function within<T>(probe: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)),
  );
  try {
    return await Promise.race([probe(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `probes`: name → a promise that rejects (or resolves false) when the dependency is down.
 * `details`: extra findings shown as they are; they never make the instance unready.
 */
export function createHealth(
  probes: Record<string, Probe>,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  details?: () => Promise<Record<string, unknown>>,
): Health {
  let stopping = false;
  let starting = false;
  return {
    setStarting(on) {
      starting = on;
    },
    get stopping() {
      return stopping;
    },
    setStopping() {
      stopping = true;
    },
    async ready() {
      if (stopping) return { status: 503, body: { status: 'stopping', checks: {} } };
      if (starting) return { status: 503, body: { status: 'starting', checks: {} } };
      const names = Object.keys(probes);
      const results = await Promise.all(
        names.map(async (name) => {
          try {
            const ok = await within(probes[name], timeoutMs);
            return ok === false ? 'failed: not reachable' : 'ok';
          } catch (error) {
            // The message names the failure, never a connection string or a secret.
            const message = error instanceof Error ? error.message.split('\n')[0].slice(0, 120) : 'error';
            return `failed: ${message.replace(/\w+:\/\/\S+/g, '<url>')}`;
          }
        }),
      );
      const checks = Object.fromEntries(names.map((n, i) => [n, results[i]]));
      const failed = names.filter((_, i) => results[i] !== 'ok');
      const extra = details
        ? await within(details, timeoutMs).then(
            (d) => ({ details: d }),
            () => ({}),
          )
        : {};
      return failed.length === 0
        ? { status: 200, body: { status: 'ready', checks, ...extra } }
        : { status: 503, body: { status: 'unavailable', failed, checks, ...extra } };
    },
  };
}
