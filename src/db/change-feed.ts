// The users whose data committed transactions changed, as the database tells it: triggers
// (prisma/migrations/20261127030000_viewer_change_feed) notify `fas_viewer_changed` with a user
// id at commit, for every instance of the service, whoever wrote. The response cache
// (src/schema/response-cache.ts) drops those users' answers.
//
// - PGlite runs in this process and delivers a commit's notifications before the statement
//   that committed resolves: a change is known as soon as it is written.
// - PostgreSQL: one connection of its own LISTENs (opened for the first subscriber). `barrier()` sends a `SELECT 1` on it (one for
//   every caller waiting at that moment): PostgreSQL delivers a listening session's pending
//   notifications before it answers, so once the barrier resolves every change committed before
//   it was called has been heard. A barrier unanswered within BARRIER_TIMEOUT_MS (a connection
//   gone silent) counts as the connection lost. While that connection is down nothing can be known: the feed
//   says it is not listening (a cache must neither serve nor store), and it reconnects.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The part of the database's logger used here. */
interface FeedLogger {
  warn(obj: object, msg?: string): void;
}

export const CHANGE_CHANNEL = 'fas_viewer_changed';
/**
 * Webhook work was queued (a WebhookDelivery row inserted, an endpoint enabled again): triggers of
 * prisma/migrations/20261128124500_webhook_queued_notify, at commit. The delivery workers wake on
 * it, and not on every change.
 */
export const WEBHOOK_CHANNEL = 'fas_webhook_queued';
/**
 * Events were written: the txid of the transaction that wrote them, at its commit (trigger of
 * prisma/migrations/20261128194419_event_tail). The live bus's outbox tail wakes on it.
 */
export const EVENT_CHANNEL = 'fas_event_written';
/** The listening connection's application_name (seen in pg_stat_activity). */
export const CHANGE_FEED_APPLICATION = 'fas-change-feed';
const RECONNECT_MS = [100, 500, 1000, 2000, 5000];
/** A barrier (or LISTEN) not answered within this is a connection gone silent: it is dropped and made again. */
export const BARRIER_TIMEOUT_MS = 2_000;

export interface ChangeFeed {
  /** True while every committed change is heard; false while notifications may be lost. */
  readonly listening: boolean;
  /**
   * `changed(userId)` for each change; `queued()` when webhook work was queued; `written(txid)`
   * when a transaction that wrote events committed; `state(listening)` when listening stops or
   * starts again.
   */
  subscribe(listener: {
    changed?(userId: number): void;
    queued?(): void;
    written?(txid: bigint): void;
    state(listening: boolean): void;
  }): () => void;
  /** Resolves once every change committed before the call has been delivered (rejects while not listening). */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

type Listener = Parameters<ChangeFeed['subscribe']>[0];

function listenerSet() {
  const listeners = new Set<Listener>();
  return {
    add(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    changed(payload: string | undefined) {
      const id = Number(payload);
      if (Number.isInteger(id)) for (const l of listeners) l.changed?.(id);
    },
    queued() {
      for (const l of listeners) l.queued?.();
    },
    written(payload: string | undefined) {
      if (!payload || !/^\d+$/.test(payload)) return;
      const txid = BigInt(payload);
      for (const l of listeners) l.written?.(txid);
    },
    state(listening: boolean) {
      for (const l of listeners) l.state(listening);
    },
  };
}

export async function pgliteChangeFeed(db: PGlite): Promise<ChangeFeed> {
  const listeners = listenerSet();
  const unlisten = await db.listen(CHANGE_CHANNEL, (payload) => listeners.changed(payload));
  const unlistenQueued = await db.listen(WEBHOOK_CHANNEL, () => listeners.queued());
  const unlistenWritten = await db.listen(EVENT_CHANNEL, (payload) => listeners.written(payload));
  return {
    listening: true,
    subscribe: listeners.add,
    barrier: () => Promise.resolve(),
    close: async () => {
      await unlisten();
      await unlistenQueued();
      await unlistenWritten();
    },
  };
}

export function postgresChangeFeed(connectionString: string, logger?: FeedLogger): ChangeFeed {
  const listeners = listenerSet();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  // The barrier in flight (callers join it only before it is sent) and the one being gathered.
  let gathering: Promise<void> | undefined;

  const down = (error?: unknown) => {
    const wasListening = listening;
    listening = false;
    gathering = undefined;
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    if (wasListening) listeners.state(false);
    // Once per streak of failures, not at every retry.
    if (wasListening || attempt === 0) {
      logger?.warn({ err: error }, 'change feed cannot listen to the database; the response cache is off until it can');
    }
    if (!closed && !retry) {
      const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, delay);
      retry.unref();
    }
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString,
      application_name: CHANGE_FEED_APPLICATION,
      connectionTimeoutMillis: 5_000,
      query_timeout: BARRIER_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('error', down);
    next.on('end', () => client === next && down(new Error('connection ended')));
    next.on('notification', (n) => {
      if (n.channel === CHANGE_CHANNEL) listeners.changed(n.payload);
      else if (n.channel === WEBHOOK_CHANNEL) listeners.queued();
      else if (n.channel === EVENT_CHANNEL) listeners.written(n.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${WEBHOOK_CHANNEL}; LISTEN ${EVENT_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (!closed) down(error);
      return;
    }
    if (closed) return void next.end().catch(() => {});
    client = next;
    listening = true;
    attempt = 0;
    listeners.state(true);
  };
  let started = false;

  return {
    get listening() {
      return listening;
    },
    // The connection is opened for the first listener (none when the response cache is off).
    subscribe(listener) {
      if (!started && !closed) {
        started = true;
        void connect();
      }
      return listeners.add(listener);
    },
    barrier() {
      if (!listening || !client) return Promise.reject(new Error('change feed not listening'));
      if (!gathering) {
        const on = client;
        // Gathered in this tick, sent on the next: every caller until then shares one round trip.
        const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
          if (gathering === sent) gathering = undefined;
          try {
            await on.query('SELECT 1');
          } catch (error) {
            // Unanswered or failed: nothing more can be known on this connection.
            if (client === on) down(error);
            throw error;
          }
        });
        gathering = sent;
      }
      return gathering;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      listening = false;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
