import type { PrismaClient } from '../generated/prisma/client.js';
import type { ChangeFeed } from '../db/change-feed.js';
import { attribute } from '../db/attribution.js';
import { EVENT_TYPES, type LiveEventRow, livePosition, type Position, readLiveEvents } from './outbox.js';
import type { EventCatalogue, Events, OutboxTopic } from './pubsub.js';

// The live bus fed from the outbox (docs/events.md "The live bus"). Each instance tails the
// "Event" table for itself: from where the log stood when it started, it reads every user's
// visible events after its position, in log order, maps each to the catalogue's live topics and
// publishes them in this process (OUTBOX_TOPICS of src/events/pubsub.ts), then advances. So a
// subscriber hears exactly what was committed, once, in log order, whichever instance wrote it,
// with or without Redis. It reads when a transaction that wrote events commits (the change feed's
// `written(txid)`), again soon while such a txid is still above the visibility bound (an older
// transaction of the database is open), and on a poll while the change feed is not listening.

const PAGE = 500;
const POLL_MS = 1_000;
/** Re-reads while a notified transaction is not yet visible: short, growing. */
const BACKOFF_MS = [2, 5, 10, 20, 50, 100, 200];

const TYPES = [
  EVENT_TYPES.MESSAGE_CREATED,
  EVENT_TYPES.MESSAGE_UPDATED,
  EVENT_TYPES.MESSAGE_DELETED,
  EVENT_TYPES.CONVERSATION_CREATED,
  EVENT_TYPES.CONVERSATION_UPDATED,
  EVENT_TYPES.CONVERSATION_DELETED,
  EVENT_TYPES.STABLECOIN_TRANSACTION_UPDATED,
  EVENT_TYPES.PAYMENT_UPDATED,
];

type Live = { [K in OutboxTopic]: [K, ...EventCatalogue[K]] }[OutboxTopic];

/**
 * What subscribers hear of one event, as the services published it after commit before: a
 * message is messageAdded and its conversation's update; an edit or a delete for everyone names
 * the message (messageId), a delete for me the removed copy (removedMessageId).
 */
export function liveTopics(e: LiveEventRow): Live[] {
  switch (e.type) {
    case EVENT_TYPES.MESSAGE_CREATED:
      return [
        ['messageAdded', e.userId, { messageId: e.id!, conversationId: e.conversationId! }],
        ['conversationUpdated', e.userId, { conversationId: e.conversationId! }],
      ];
    case EVENT_TYPES.MESSAGE_UPDATED:
      return [['conversationUpdated', e.userId, { conversationId: e.conversationId!, messageId: e.id! }]];
    case EVENT_TYPES.MESSAGE_DELETED:
      return [
        [
          'conversationUpdated',
          e.userId,
          // Events written before message.deleted said which: a copy deleted for everyone has deletedAt.
          (e.forEveryone ?? e.deletedAt !== null)
            ? { conversationId: e.conversationId!, messageId: e.id! }
            : { conversationId: e.conversationId!, removedMessageId: e.id! },
        ],
      ];
    case EVENT_TYPES.CONVERSATION_CREATED:
    case EVENT_TYPES.CONVERSATION_UPDATED:
    case EVENT_TYPES.CONVERSATION_DELETED:
      return [['conversationUpdated', e.userId, { conversationId: e.subjectId }]];
    case EVENT_TYPES.STABLECOIN_TRANSACTION_UPDATED:
      return e.databaseId === null
        ? []
        : [
            [
              'stablecoinTransactionUpdated',
              e.userId,
              {
                transactionId: e.databaseId,
                status: e.status as EventCatalogue['stablecoinTransactionUpdated'][1]['status'],
              },
            ],
          ];
    case EVENT_TYPES.PAYMENT_UPDATED:
      return e.paymentId === null
        ? []
        : [
            [
              'paymentUpdated',
              e.userId,
              { paymentId: e.paymentId, status: e.status as EventCatalogue['paymentUpdated'][1]['status'] },
            ],
          ];
    default:
      return [];
  }
}

interface Deps {
  prisma: PrismaClient;
  changes: ChangeFeed;
  events: Events;
  logger: { warn(obj: object, msg?: string): void };
  /** Told each status of an operation or payment, from whichever instance (the money engine's waiters). */
  heard?: (subject: 'transaction' | 'payment', id: number, status: string) => void;
}

export function createOutboxTail({ prisma, changes, events, logger, heard }: Deps) {
  let position: Position | null = null;
  /** The highest txid a notification named; read again soon while it is not below the bound. */
  let notified = -1n;
  let dirty = false;
  let running = false;
  let current: Promise<void> | null = null;
  let unsubscribe: (() => void) | null = null;
  let poll: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;
  let backoff = 0;
  /** The last read failed: the poll reads again even while the feed listens. */
  let failed = false;

  const publish = (rows: LiveEventRow[]) => {
    // One transaction's repeats are heard once (a reaction updates each copy's conversation once).
    let txid = -1n;
    const seen = new Set<string>();
    for (const row of rows) {
      if (row.txid !== txid) {
        txid = row.txid;
        seen.clear();
      }
      if (row.type === EVENT_TYPES.STABLECOIN_TRANSACTION_UPDATED && row.databaseId !== null && row.status)
        heard?.('transaction', row.databaseId, row.status);
      if (row.type === EVENT_TYPES.PAYMENT_UPDATED && row.paymentId !== null && row.status)
        heard?.('payment', row.paymentId, row.status);
      for (const live of liveTopics(row)) {
        const key = JSON.stringify(live);
        if (seen.has(key)) continue;
        seen.add(key);
        // biome-ignore lint/suspicious/noExplicitAny: a catalogue entry, typed by liveTopics
        (events.publish as any)(...live);
      }
    }
  };

  async function loop() {
    try {
      if (!position) position = await livePosition(prisma);
      failed = false;
      while (running && dirty) {
        dirty = false;
        const { bound, rows } = await readLiveEvents(prisma, position, TYPES, PAGE);
        if (rows.length > 0) {
          const last = rows[rows.length - 1];
          position = { txid: last.txid, seq: last.seq };
          publish(rows);
          if (rows.length === PAGE) dirty = true;
        }
        if (!dirty && notified >= bound) later();
        else if (!dirty) backoff = 0;
      }
    } catch (error) {
      failed = true;
      logger.warn({ err: error }, 'outbox tail read failed; read again at the next poll');
    } finally {
      current = null;
      if (running && dirty) poke();
    }
  }

  function later() {
    if (retry) return;
    retry = setTimeout(
      () => {
        retry = null;
        poke();
      },
      BACKOFF_MS[Math.min(backoff++, BACKOFF_MS.length - 1)],
    );
    retry.unref();
  }

  function poke() {
    dirty = true;
    if (running && !current) current = attribute('outbox-tail', loop);
  }

  return {
    /** Starts at the log's live position at its first read (events committed from then on). */
    start() {
      if (running) return;
      running = true;
      unsubscribe = changes.subscribe({
        written: (txid) => {
          if (txid > notified) notified = txid;
          poke();
        },
        state: (listening) => listening && poke(),
      });
      // While the feed listens every commit is heard (src/db/change-feed.ts): the poll reads only
      // while it does not, or after a failed read, so an idle instance sends no statement.
      poll = setInterval(() => (!changes.listening || failed) && poke(), POLL_MS);
      poll.unref();
      poke();
    },
    async stop() {
      running = false;
      unsubscribe?.();
      if (poll) clearInterval(poll);
      if (retry) clearTimeout(retry);
      await current;
    },
  };
}

export type OutboxTail = ReturnType<typeof createOutboxTail>;
