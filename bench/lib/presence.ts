import WebSocket from 'ws';
import { pool } from './http.js';

// Presence fan-out (issue 35): subjects connect within a window, and each one's contacts
// (watchers, each holding a presenceUpdated subscription) must hear that it came online. The same
// bare `ws` clients are used against the service (graphql-ws: init with the token, subscribe)
// and against the raw ws baseline (bench/baseline-child.ts `presence:start`), so the client side
// costs the same in both. Arrival is time-stamped before the frame is parsed.

const OPEN_TIMEOUT_MS = 15_000;

export interface Watchers {
  sockets: WebSocket[];
  /** Per watcher: contactId → arrival (performance.now()) of the first event naming it ONLINE. */
  arrived: Map<string, number>[];
  /** Frames received (all watchers). */
  frames: () => number;
}

function opened(ws: WebSocket, onOpen: (resolve: () => void, reject: (e: Error) => void) => void): Promise<WebSocket> {
  return new Promise<WebSocket>((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`websocket not ready within ${OPEN_TIMEOUT_MS} ms`));
    }, OPEN_TIMEOUT_MS);
    const fail = (e: Error) => (clearTimeout(timer), ws.terminate(), reject(e));
    ws.once('error', fail);
    ws.once('close', (code, reason) => fail(new Error(`websocket closed ${code} ${reason}`)));
    ws.once('open', () =>
      onOpen(() => {
        clearTimeout(timer);
        ws.removeAllListeners('close');
        ws.removeAllListeners('error');
        ws.on('error', () => {});
        resolve(ws);
      }, fail),
    );
  });
}

/** Records the first ONLINE of each contact in the presenceUpdated frames of one watcher. */
function record(ws: WebSocket, into: Map<string, number>, count: () => void) {
  ws.on('message', (data) => {
    const at = performance.now();
    count();
    const msg = JSON.parse(String(data));
    if (msg.type !== 'next') return;
    for (const p of msg.payload?.data?.presenceUpdated ?? [])
      if (p.state === 'ONLINE' && !into.has(p.contactId)) into.set(p.contactId, at);
  });
}

/**
 * `count` watchers: against the service (`tokenOf` given: graphql-ws with a presenceUpdated
 * subscription) or the raw baseline (`/?w=<i>`).
 */
export async function openWatchers(
  wsUrl: string,
  count: number,
  tokenOf: ((i: number) => string) | null,
  query: string,
  concurrency = 50,
): Promise<Watchers> {
  const arrived = Array.from({ length: count }, () => new Map<string, number>());
  let frames = 0;
  const counted = () => void frames++;
  const sockets = await pool(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    (i) => {
      if (!tokenOf) {
        const ws = new WebSocket(`${wsUrl}/?w=${i}`, { perMessageDeflate: false });
        return opened(ws, (resolve) => {
          record(ws, arrived[i], counted);
          resolve();
        });
      }
      const ws = new WebSocket(wsUrl, ['graphql-transport-ws'], { perMessageDeflate: false });
      return opened(ws, (resolve, reject) => {
        ws.once('message', (data) => {
          const msg = JSON.parse(String(data));
          if (msg.type !== 'connection_ack') return reject(new Error(`expected connection_ack, got ${String(data)}`));
          record(ws, arrived[i], counted);
          ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
          resolve();
        });
        ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${tokenOf(i)}` } }));
      });
    },
  );
  return { sockets, arrived, frames: () => frames };
}

export interface Connects {
  sockets: WebSocket[];
  /** When each subject's connection_init (or hello) was sent (performance.now()). */
  sentAt: number[];
  /** How long each subject's connection_ack took (the service only; NaN otherwise). */
  ackMs: number[];
  failed: number;
}

/**
 * Connects `count` subjects spread evenly over `windowMs`: subject i starts at i × windowMs/count.
 * Against the service (`tokenOf` given) its connection_init carries its token; against the
 * baseline (`/?s=<i>`) the same frame without one. Resolves once every subject has sent it.
 */
export async function connectSubjects(
  wsUrl: string,
  count: number,
  windowMs: number,
  tokenOf: ((i: number) => string) | null,
): Promise<Connects> {
  const sentAt = new Array<number>(count).fill(Number.NaN);
  const ackMs = new Array<number>(count).fill(Number.NaN);
  const sockets: WebSocket[] = [];
  let failed = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const wait = start + (i * windowMs) / count - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const ws = tokenOf
        ? new WebSocket(wsUrl, ['graphql-transport-ws'], { perMessageDeflate: false })
        : new WebSocket(`${wsUrl}/?s=${i}`, { perMessageDeflate: false });
      sockets.push(ws);
      try {
        await opened(ws, (resolve) => {
          sentAt[i] = performance.now();
          ws.once('message', () => {
            ackMs[i] = performance.now() - sentAt[i];
          });
          ws.send(
            JSON.stringify({
              type: 'connection_init',
              payload: tokenOf ? { authorization: `Bearer ${tokenOf(i)}` } : {},
            }),
          );
          resolve();
        });
      } catch {
        failed++;
      }
    }),
  );
  return { sockets, sentAt, ackMs, failed };
}

/**
 * Waits (at most `timeoutMs`) until every (subject, contact) pair has arrived, then answers the
 * latencies (arrival minus the subject's connection_init) and the pairs that never arrived.
 */
export async function pairLatencies(
  watchers: Watchers,
  connects: Connects,
  subjectIds: string[],
  contacts: number[][],
  timeoutMs: number,
): Promise<{ latencies: number[]; lost: number; lastMs: number }> {
  const total = contacts.reduce((n, c) => n + c.length, 0);
  const arrivedCount = () => watchers.arrived.reduce((n, m) => n + m.size, 0);
  const until = performance.now() + timeoutMs;
  while (arrivedCount() < total && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
  const latencies: number[] = [];
  let lost = 0;
  let last = 0;
  contacts.forEach((ws, s) => {
    for (const w of ws) {
      const at = watchers.arrived[w].get(subjectIds[s]);
      if (at === undefined || Number.isNaN(connects.sentAt[s])) lost++;
      else {
        latencies.push(at - connects.sentAt[s]);
        last = Math.max(last, at);
      }
    }
  });
  const first = Math.min(...connects.sentAt.filter((t) => !Number.isNaN(t)));
  return { latencies, lost, lastMs: last - first };
}

export async function closeSockets(sockets: WebSocket[]) {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.removeAllListeners('close');
          ws.once('close', () => resolve());
          ws.on('error', () => resolve());
          ws.close();
          setTimeout(() => (ws.terminate(), resolve()), 3000).unref();
        }),
    ),
  );
}
