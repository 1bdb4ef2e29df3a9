import type { WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../logger.js';

// A peer gone without closing (a phone that lost its network or slept, a NAT that forgot the
// connection) leaves its socket open here: nothing is read from it and the kernel cannot tell
// while nothing is written, so its user stays ONLINE to their contacts and their subscriptions
// live on until the token expires. Each socket is pinged every tick (WEBSOCKETS_PING_SECONDS;
// browsers and graphql-ws clients answer by themselves), and one that stops answering is ended,
// which ends its subscriptions and takes its place in presence away.

/** Ticks a socket's unanswered backlog may go without shrinking before the socket is ended. */
export const STALLED_BEATS = 3;

/** What a socket has shown over the ticks since it last answered or made progress. */
export interface Beat {
  /** A pong came since the last tick. */
  answered: boolean;
  /** Bytes waiting in this process to be written to it at the last tick. */
  buffered: number;
  /** Ticks in a row with no answer and no progress. */
  stalled: number;
}

export const firstBeat = (): Beat => ({ answered: true, buffered: 0, stalled: 0 });

/**
 * Moves `beat` on by one tick and says whether the socket is to be ended. No answer to the last
 * ping and nothing waiting to be written: ended. A tick far behind its time (`stood`: this
 * process stood still, a long pause or a stalled VM) ends nothing, since the answers that came
 * meanwhile are not read yet. With frames waiting (`buffered`), the ping waits behind them: a
 * slow link still draining its backlog is kept while the backlog shrinks from tick to tick, and
 * one whose backlog has not shrunk for STALLED_BEATS ticks is ended all the same: its peer's
 * network acknowledges but nothing there reads (a frozen app), which TCP never times out.
 */
export function nextBeat(beat: Beat, buffered: number, stood: boolean): 'ping' | 'end' {
  const progress = beat.answered || stood || buffered < beat.buffered;
  beat.stalled = progress ? 0 : beat.stalled + 1;
  beat.answered = false;
  beat.buffered = buffered;
  return beat.stalled >= (buffered === 0 ? 1 : STALLED_BEATS) ? 'end' : 'ping';
}

/** Pings the server's sockets every `pingMs` and ends those `nextBeat` gives up on; returns the stop. */
export function watchHeartbeats(wss: WebSocketServer, pingMs: number, logger: Logger): () => void {
  const beats = new WeakMap<WebSocket, Beat>();
  wss.on('connection', (socket) => {
    const beat = firstBeat();
    beats.set(socket, beat);
    socket.on('pong', () => (beat.answered = true));
  });
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    const stood = now - last > pingMs * 1.5;
    last = now;
    for (const socket of wss.clients) {
      const beat = beats.get(socket);
      if (!beat) continue;
      const waiting = socket.bufferedAmount;
      if (nextBeat(beat, waiting, stood) === 'end') {
        logger.debug(
          waiting === 0 ? 'websocket closed: no answer to the last ping' : 'websocket closed: stalled reader',
        );
        socket.terminate();
      } else if (socket.readyState === socket.OPEN) socket.ping();
    }
  }, pingMs);
  timer.unref();
  return () => clearInterval(timer);
}
