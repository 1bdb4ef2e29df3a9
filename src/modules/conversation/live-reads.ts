import DataLoader from 'dataloader';
import type { Conversation, Message, PrismaClient } from '../../generated/prisma/client.js';
import { UNREAD } from './unread.js';

// The rows subscriptions read for the events they hear (messageAdded, conversationUpdated),
// batched across subscribers. One message to many users is one event per user, each naming the
// user's own copy; every subscriber reading its copy alone cost one statement each (5,000
// statements for one message to 5,000 users). Here the reads that ask for the same selection
// (the Pothos query of the subscription's document) within one tick are one statement, and each
// row is handed only to the subscriber that owns it: the batch reads each row with its owner and
// checks it against the asking viewer, as the single read's `where` did. Queries count the
// viewer's unread total here too (`viewer.unreadCount`): the requests executing in one turn of the
// event loop then share a statement.

/** A selection from Pothos' queryFromInfo: `{ select }`, `{ include }` or nothing. */
type Query = Record<string, unknown>;

interface MessageKey {
  ownerId: number;
  conversationId: string;
  messageId: string;
}
interface ConversationKey {
  ownerId: number;
  conversationId: string;
}

/** Loaders kept per selection; a client can make as many as it has documents, so the map is bounded. */
const MAX_SHAPES = 256;
/** Keys per statement (each is a bound parameter or two). */
const MAX_BATCH = 1000;

const unique = <T>(values: T[]) => [...new Set(values)];

/** Each key's row among the rows read with their owners: null when missing or another user's. */
function handOut<K extends { ownerId: number }, R extends { id: string }>(
  keys: readonly K[],
  idOf: (key: K) => string,
  owned: Array<{ ownerId: number; rows: R[] }>,
): Array<R | null> {
  const found = new Map<string, { ownerId: number; row: R }>();
  for (const { ownerId, rows } of owned) for (const row of rows) found.set(row.id, { ownerId, row });
  return keys.map((k) => {
    const hit = found.get(idOf(k));
    return hit && hit.ownerId === k.ownerId ? hit.row : null;
  });
}

/**
 * `query` (a message's selection) with what the batch checks each row against: its conversation
 * and that conversation's owner. Whatever the selection already reads of the conversation stays.
 */
function withOwner(query: Query): Query {
  const owner = { select: { ownerId: true as const } };
  if ('include' in query) {
    const include = query.include as Record<string, unknown>;
    return { include: { ...include, conversation: merged(include.conversation, owner) } };
  }
  if ('select' in query) {
    const select = query.select as Record<string, unknown>;
    return { select: { ...select, conversationId: true, conversation: merged(select.conversation, owner) } };
  }
  return { include: { conversation: owner } };
}

/** A relation's selection with the owner's id added: `true` and an `include` read every column already. */
function merged(existing: unknown, owner: { select: { ownerId: true } }): unknown {
  if (existing === undefined || existing === false) return owner;
  if (existing === true || typeof existing !== 'object' || existing === null || !('select' in existing))
    return existing;
  const nested = existing as { select: Record<string, unknown> };
  return { ...nested, select: { ...nested.select, ownerId: true } };
}

export function createLiveReads(prisma: PrismaClient) {
  const loaders = new Map<string, DataLoader<never, unknown>>();

  function loader<K, V>(shape: string, batch: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
    let found = loaders.get(shape) as DataLoader<K, V> | undefined;
    if (!found) {
      // No cache: each event is read afresh (a later event must never get an earlier read). The
      // batch goes out once the tail's publication has run through every subscriber's promise
      // chain (setImmediate: after all of them, however deep), not after the first few.
      found = new DataLoader<K, V>(batch, {
        cache: false,
        maxBatchSize: MAX_BATCH,
        batchScheduleFn: (dispatch) => setImmediate(dispatch),
      });
      if (loaders.size >= MAX_SHAPES) loaders.delete(loaders.keys().next().value as string);
      loaders.set(shape, found as unknown as DataLoader<never, unknown>);
    }
    return found;
  }

  return {
    /** The viewer's copy of a message, with `query`'s selection; null when it is not the viewer's (or gone). */
    message(query: Query, shape: string, key: MessageKey): Promise<Message | null> {
      return loader<MessageKey, Message | null>(`message:${shape}`, async (keys) => {
        // The copies by their ids, each with its conversation's owner: read through the
        // conversations instead, every message of each conversation was read to find the one
        // asked for (344 ms for 1,000 copies in threads of ~255 messages; 13 ms this way).
        const rows = (await prisma.message.findMany({
          ...withOwner(query),
          where: { id: { in: unique(keys.map((k) => k.messageId)) } },
        })) as unknown as Array<Message & { conversation: { ownerId: number } }>;
        const byId = new Map(rows.map((r) => [r.id, r]));
        return keys.map((k) => {
          const row = byId.get(k.messageId);
          return row && row.conversationId === k.conversationId && row.conversation.ownerId === k.ownerId ? row : null;
        });
      }).load(key);
    },

    /** The viewer's conversation, with `query`'s selection; null when it is not the viewer's (or gone). */
    conversation(query: Query, shape: string, key: ConversationKey): Promise<Conversation | null> {
      return loader<ConversationKey, Conversation | null>(`conversation:${shape}`, async (keys) => {
        const owners = await prisma.user.findMany({
          where: { id: { in: unique(keys.map((k) => k.ownerId)) } },
          select: {
            id: true,
            conversations: { ...query, where: { id: { in: unique(keys.map((k) => k.conversationId)) } } },
          },
        });
        const owned = owners.map((o) => ({ ownerId: o.id, rows: o.conversations as Conversation[] }));
        return handOut(keys, (k) => k.conversationId, owned);
      }).load(key);
    },

    /**
     * The owner's unread messages across their conversations (UNREAD), counted for all asking
     * owners at once. Each ask is bound as it came, repeats included: the statement then shows how
     * many executions asked (test/subscriptions.test.ts "shared executions" counts them).
     */
    unreadTotal(ownerId: number): Promise<number> {
      return loader<number, number>('unreadTotal', async (owners) => {
        const rows = await prisma.conversation.findMany({
          where: { ownerId: { in: [...owners] }, messages: { some: UNREAD } },
          select: { ownerId: true, _count: { select: { messages: { where: UNREAD } } } },
        });
        const totals = new Map<number, number>();
        for (const r of rows) totals.set(r.ownerId, (totals.get(r.ownerId) ?? 0) + r._count.messages);
        return owners.map((o) => totals.get(o) ?? 0);
      }).load(ownerId);
    },
  };
}

export type LiveReads = ReturnType<typeof createLiveReads>;
