import type { IncomingMessage, Server, ServerResponse } from 'node:http';

// Graceful stop of the HTTP side (SIGTERM, see src/main.ts):
//   1. /readyz answers 503 "stopping" and new connections are refused (server.close());
//      responses sent from now on carry `Connection: close`;
//   2. websockets are closed with 1012 (service restart: graphql-ws clients reconnect, to
//      another instance behind the load balancer) and SSE streams are ended;
//   3. requests in flight (a mint waiting for its receipt, …) are allowed to finish, up to
//      SHUTDOWN_TIMEOUT_SECONDS; whatever is left then is cut;
//   4. the caller then stops the money engine, the chain (anvil saves its state), Redis and the
//      database, and the process exits 0.

interface Call {
  req: IncomingMessage;
  res: ServerResponse;
}

export interface InFlight {
  /** Counts a request until its response is finished or its connection closes. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** Requests in flight now, streams (SSE, multipart) excluded. */
  readonly count: number;
  /** Ends the streaming responses (SSE subscriptions); their clients reconnect. */
  endStreams(): void;
  /** Resolves true once no request is in flight, false when `ms` passes first. */
  settled(ms: number): Promise<boolean>;
}

const isStream = (res: ServerResponse) => /^(text\/event-stream|multipart\/mixed)/i.test(String(res.getHeader('content-type') ?? ''));

export function createInFlight(): InFlight {
  const calls = new Set<Call>();
  let waiters: Array<() => void> = [];
  const changed = () => {
    const pending = [...calls].filter((c) => !isStream(c.res)).length;
    if (pending > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  return {
    track(req, res) {
      const call = { req, res };
      calls.add(call);
      const done = () => {
        if (calls.delete(call)) changed();
      };
      res.once('finish', done);
      res.once('close', done);
    },
    get count() {
      return [...calls].filter((c) => !isStream(c.res)).length;
    },
    endStreams() {
      for (const call of calls) if (isStream(call.res)) call.req.socket.destroy();
    },
    settled(ms) {
      if (this.count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake);
          resolve(false);
        }, ms);
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(wake);
      });
    },
  };
}

export interface DrainOptions {
  server: Server;
  inFlight: InFlight;
  /** Closes the websockets (with 1012). */
  closeRealtime: () => Promise<void>;
  timeoutMs: number;
}

/** Steps 1 to 3 above. Resolves with whether every request finished in time. */
export async function drain({ server, inFlight, closeRealtime, timeoutMs }: DrainOptions): Promise<boolean> {
  const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
  server.closeIdleConnections();
  await closeRealtime();
  inFlight.endStreams();
  const finished = await inFlight.settled(timeoutMs);
  server.closeAllConnections();
  await closed;
  return finished;
}
