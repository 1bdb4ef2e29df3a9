import WebSocket from 'ws';
import { pool } from './http.js';

// Websocket clients for the fan-out and idle-socket figures. The same bare `ws` client is
// used against the service (speaking graphql-ws's graphql-transport-ws protocol: init with
// the token, subscribe) and against the raw ws baseline, so the client side costs the same in
// both. A message is time-stamped on arrival, before anything else is done with it.

export interface Socket {
  ws: WebSocket;
  /** Arrival time (performance.now()) of the latest message, and its text. */
  at: number;
  last: string;
  received: number;
}

const OPEN_TIMEOUT_MS = 15_000;

function open(
  url: string,
  protocol: string | undefined,
  onOpen: (s: Socket, resolve: () => void, reject: (e: Error) => void) => void,
): Promise<Socket> {
  return new Promise<Socket>((resolve, reject) => {
    const ws = new WebSocket(url, protocol ? [protocol] : [], { perMessageDeflate: false });
    const socket: Socket = { ws, at: NaN, last: '', received: 0 };
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`websocket to ${url} not ready within ${OPEN_TIMEOUT_MS} ms`));
    }, OPEN_TIMEOUT_MS);
    const done = () => (clearTimeout(timer), resolve(socket));
    const fail = (e: Error) => (clearTimeout(timer), ws.terminate(), reject(e));
    ws.once('error', fail);
    ws.once('close', (code, reason) => fail(new Error(`websocket closed ${code} ${reason}`)));
    ws.once('open', () => onOpen(socket, done, fail));
  });
}

/** One graphql-ws subscription per socket, each authenticated with tokenOf(i). */
export async function openSubscribers(
  url: string,
  count: number,
  tokenOf: (i: number) => string,
  query: string,
  concurrency = 100,
): Promise<Socket[]> {
  const wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  return pool(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    (i) =>
      open(wsUrl, 'graphql-transport-ws', (s, resolve, reject) => {
        s.ws.once('message', (data) => {
          const msg = JSON.parse(String(data));
          if (msg.type !== 'connection_ack') return reject(new Error(`expected connection_ack, got ${String(data)}`));
          s.ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
          s.ws.on('message', (text) => {
            s.at = performance.now();
            s.last = String(text);
            s.received++;
          });
          resolve();
        });
        s.ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${tokenOf(i)}` } }));
      }),
  );
}

/** Plain sockets to the raw ws baseline. */
export async function openRaw(url: string, count: number, concurrency = 100): Promise<Socket[]> {
  const wsUrl = url.replace(/^http/, 'ws');
  return pool(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    () =>
      open(wsUrl, undefined, (s, resolve) => {
        s.ws.on('message', (text) => {
          s.at = performance.now();
          s.last = String(text);
          s.received++;
        });
        resolve();
      }),
  );
}

export async function closeAll(sockets: Socket[]) {
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.ws.readyState === WebSocket.CLOSED) return resolve();
          s.ws.removeAllListeners('close');
          s.ws.once('close', () => resolve());
          s.ws.on('error', () => resolve());
          s.ws.close();
          setTimeout(() => (s.ws.terminate(), resolve()), 3000).unref();
        }),
    ),
  );
}

export interface Round {
  latencies: number[];
  lost: number;
  /** How long the trigger (mutation or broadcast request) took to answer. */
  triggerMs: number;
}

/**
 * Fires one message with `trigger` and waits (at most `timeoutMs`) until every socket has a
 * new one; latency is arrival minus the moment the trigger was sent, or answered (`from`: a
 * trigger that is a database commit, which nothing can be heard before).
 */
export async function fanOutRound(
  sockets: Socket[],
  trigger: () => Promise<void>,
  timeoutMs = 5000,
  from: 'sent' | 'answered' = 'sent',
): Promise<Round> {
  const before = sockets.map((s) => s.received);
  const sent = performance.now();
  await trigger();
  const triggerMs = performance.now() - sent;
  const t0 = from === 'sent' ? sent : sent + triggerMs;
  const until = t0 + timeoutMs;
  while (performance.now() < until && sockets.some((s, i) => s.received === before[i])) {
    await new Promise((r) => setTimeout(r, 5));
  }
  const latencies: number[] = [];
  let lost = 0;
  sockets.forEach((s, i) => {
    if (s.received === before[i]) lost++;
    else latencies.push(s.at - t0);
  });
  return { latencies, lost, triggerMs };
}
