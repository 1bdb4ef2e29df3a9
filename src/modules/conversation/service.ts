import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { Actor, Viewer } from '../../kernel/viewer.js';
import type { Events } from '../../events/pubsub.js';
import { badInput, isUniqueViolation, notFound, NotFoundError, UnprocessableError } from '../../kernel/errors.js';
import type { ConversationPosition } from './cursors.js';
import { createGroupService, type Outbox } from './groups.js';
import { mapEach, type Live } from '../../events/live.js';
import { MAX_REACTIONS_PER_USER } from './rules.js';
import { createLiveReads } from './live-reads.js';
import { UNREAD } from './unread.js';
import { type EventInput, eventWritesAfter, recordEvent, recordEvents } from '../../events/outbox.js';
import { CONVERSATION_PAYLOAD_SELECT, conversationPayload, messagePayload } from '../../events/payloads.js';
import { createTyping } from './typing.js';
import type { Attachments } from './attachments.js';

// Conversations are each member's own view of a thread with a contact or a group; every
// conversation holds its own copy of each message (copies share `envelopeId`), so deleting a
// conversation removes the caller's copies only. Rules the spec leaves open are written in
// docs/conversations.md. Every change records its events in its own transaction (the outbox);
// live subscribers hear them from there (src/events/tail.ts), each owner only their own.

export interface ConversationDeps {
  prisma: PrismaClient;
  clock: Clock;
  events: Events;
  live: Live;
  /** Chat rules from the configuration (docs/chat.md); defaults when absent. */
  chat?: { deleteWindowMs: number };
  /** Uploaded files a message may carry (attachments.ts); without it, attachmentIds are refused. */
  attachments?: Attachments;
}

/** What a new message carries besides its text: the envelope it replies to, who it mentions. */
export interface MessageExtras {
  replyToEnvelopeId?: string | null;
  mentionIds?: number[];
  /** Other events of the caller's transaction, recorded after the copies' in the same statement. */
  events?: EventInput[];
  /** The sender's lastActiveAt moves to the message's time, in the same statement. */
  senderActive?: boolean;
}

/** `@usertag` words of a text, lower-cased, at most 50. */
export function mentionedTags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(/(?<![\w@])@([a-z0-9_]{3,30})(?![\w])/gi)) {
    tags.add(match[1].toLowerCase());
    if (tags.size >= 50) break;
  }
  return [...tags];
}

export interface ConversationFilter {
  muted?: boolean | null;
  archived?: boolean | null;
  pinned?: boolean | null;
  groupId?: string | null;
}

/** One page of a keyset: rows strictly after/before a position, `take` rows, newest first unless inverted. */
export interface Page<P> {
  after?: P;
  before?: P;
  take: number;
  inverted: boolean;
}

export interface ConversationPatch {
  pinnedMessageId?: string | null;
  isPinned?: boolean | null;
  isMuted?: boolean | null;
  archivedAt?: Date | null;
}

const newOutbox = (): Outbox => ({ conversations: [] });

/** A row deleted between the ownership check and the write or read answers 404, not 500. */
const gone =
  (what: string, field: string) =>
  (error: unknown): never => {
    if ((error as { code?: string }).code === 'P2025') throw notFound(what, field);
    throw error;
  };

const IN_CHUNK = 1000;
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / IN_CHUNK) }, (_, i) => list.slice(i * IN_CHUNK, (i + 1) * IN_CHUNK));

/**
 * The lock deliveries to the same users take (their user rows, in id order so two deliveries
 * cannot deadlock), so each user's messages commit in `seq` order: a client catching up with
 * `messages(after: cursor)` cannot miss a message numbered before its cursor but committed after
 * it. A payment takes it in the statement that records it, and tells postPaymentMessage (`locked`).
 */
export const deliveryLock = (userIds: number[]) =>
  Prisma.sql`SELECT "id" FROM "User" WHERE "id" = ANY(${[...new Set(userIds)].sort((a, b) => a - b)}::int[]) ORDER BY "id" FOR NO KEY UPDATE`;

/**
 * For a caller's own statement: the two users' conversations with each other, as JSON text
 * `{ "<ownerId>": "<conversation id>" }` (null when neither exists). A payment reads them with
 * its other reads under the wallet's lock and hands them to postPaymentMessage (`known`).
 */
export const pairConversations = (a: number, b: number) =>
  Prisma.sql`(SELECT json_object_agg("ownerId", "id")::text FROM "Conversation"
    WHERE ("ownerId" = ${a} AND "contactId" = ${b}) OR ("ownerId" = ${b} AND "contactId" = ${a}))`;

export function createConversationService({
  prisma,
  clock,
  events,
  live,
  chat = { deleteWindowMs: 24 * 3_600_000 },
  attachments,
}: ConversationDeps) {
  /** Reads batched across the requests and subscriptions of one turn of the event loop. */
  const reads = createLiveReads(prisma);

  /**
   * Records, in the transaction, conversation.updated (or `type`) once for each conversation of
   * the outbox (a message records its own message.created: deliver()).
   */
  async function record(
    tx: Prisma.TransactionClient,
    outbox: Outbox,
    type: 'CONVERSATION_CREATED' | 'CONVERSATION_UPDATED' = 'CONVERSATION_UPDATED',
  ) {
    const seen = new Set<string>();
    for (const c of outbox.conversations) {
      if (seen.has(c.conversationId)) continue;
      seen.add(c.conversationId);
      const row = await tx.conversation.findUnique({
        where: { id: c.conversationId },
        select: CONVERSATION_PAYLOAD_SELECT,
      });
      if (!row) continue;
      await recordEvent(tx, {
        userId: c.userId,
        type,
        subject: { type: 'Conversation', id: row.id },
        data: conversationPayload(row),
        at: clock.now(),
      });
    }
  }

  /**
   * The viewer's conversation, or 404 naming `field`, the input that gave the id (another user's
   * conversation answers the same).
   */
  async function own(
    db: Prisma.TransactionClient | PrismaClient,
    viewer: Actor,
    conversationId: string,
    field: 'id' | 'conversationId',
  ) {
    const conversation = await db.conversation.findFirst({
      where: { id: conversationId, ownerId: viewer.id },
      select: { id: true, contactId: true, groupId: true, contact: { select: { kind: true } } },
    });
    if (!conversation) throw notFound('conversation', field);
    return conversation;
  }

  /**
   * Creates the message copies of one envelope, moves the conversations' activity to now and
   * queues the events. `targets` are the conversations that receive a copy.
   */
  async function deliver(
    tx: Prisma.TransactionClient,
    sender: Actor,
    body: string,
    targets: { ownerId: number; conversationId: string }[],
    paymentId: number | null = null,
    locked = false,
    extras: MessageExtras = {},
  ) {
    // Deliveries to the same user are serialised (deliveryLock), so each user's messages commit
    // in `seq` order. `locked`: the caller took that lock earlier in this transaction.
    if (!locked) await tx.$queryRaw(deliveryLock(targets.map((t) => t.ownerId)));
    const now = clock.now();
    const envelopeId = randomUUID();
    const copies = targets.map((t) => ({
      id: randomUUID(),
      envelopeId,
      conversationId: t.conversationId,
      senderId: sender.id,
      body,
      paymentId,
      createdAt: now,
      updatedAt: now,
    }));
    const ids = copies.map((c) => c.id);
    const conversationIds = targets.map((t) => t.conversationId);
    const incoming = targets.map((t) => t.ownerId !== sender.id);
    const replyTo = extras.replyToEnvelopeId ?? null;
    const mentionIds = extras.mentionIds ?? [];
    const mentioned = targets.map((t) => mentionIds.includes(t.ownerId));
    // message.created for each copy's owner (the event log, webhooks), then the caller's others.
    const events = [
      ...targets.map(
        (t, i): EventInput => ({
          userId: t.ownerId,
          type: 'MESSAGE_CREATED',
          subject: { type: 'Conversation', id: t.conversationId },
          data: messagePayload({
            id: copies[i].id,
            conversationId: t.conversationId,
            sender,
            fromViewer: t.ownerId === sender.id,
            text: body,
            createdAt: now,
          }),
          at: now,
        }),
      ),
      ...(extras.events ?? []),
    ];
    // The copies (in `targets` order, so `seq` follows it), their conversations' activity
    // (`updatedAt` as Prisma sets it, the real time) and the events, in one statement.
    await tx.$executeRaw`
      WITH copies AS (
        INSERT INTO "Message" ("id", "envelopeId", "conversationId", "senderId", "incoming", "body", "paymentId", "createdAt", "updatedAt", "replyToEnvelopeId", "mentionIds", "mentioned")
        SELECT c.id, ${envelopeId}::uuid, c.conversation, ${sender.id}, c.incoming, ${body}, ${paymentId}::int, ${now}::timestamptz, ${now}::timestamptz,
               ${replyTo}::uuid, ${mentionIds}::int[], c.mentioned
        FROM unnest(${ids}::uuid[], ${conversationIds}::uuid[], ${incoming}::boolean[], ${mentioned}::boolean[]) WITH ORDINALITY AS c(id, conversation, incoming, mentioned, n)
        ORDER BY c.n
      ), activity AS (
        UPDATE "Conversation" SET "activityAt" = ${now}::timestamptz, "lastActiveAt" = ${now}::timestamptz, "updatedAt" = ${new Date()}::timestamptz
        WHERE "id" = ANY(${conversationIds}::uuid[])
      )${
        extras.senderActive
          ? Prisma.sql`, active AS (
        UPDATE "User" SET "lastActiveAt" = ${now}::timestamptz, "updatedAt" = ${new Date()}::timestamptz WHERE "id" = ${sender.id}
      )`
          : Prisma.empty
      }${eventWritesAfter(events)}
      SELECT 1`;
    return copies;
  }

  /**
   * Each owner's conversation with its contact, created (with the documented defaults) if needed,
   * ids in the order asked. INSERT … ON CONFLICT DO NOTHING, so two first
   * messages at once cannot fail the transaction; rows go in by owner id, so two transactions
   * making both sides of one pair (payments in opposite directions) take their locks alike.
   */
  async function contactConversations(
    tx: Prisma.TransactionClient,
    pairs: Array<{ ownerId: number; contactId: number }>,
  ): Promise<Array<{ id: string }>> {
    const read = () =>
      tx.conversation.findMany({ where: { OR: pairs }, select: { id: true, ownerId: true, contactId: true } });
    const pick = (found: Awaited<ReturnType<typeof read>>) =>
      pairs.map(({ ownerId, contactId }) => found.find((c) => c.ownerId === ownerId && c.contactId === contactId));
    // Usually they exist: one read. Otherwise the missing ones are made and everything read again.
    const existing = pick(await read());
    if (existing.every((row) => row !== undefined)) return existing.map((row) => ({ id: row!.id }));
    const now = clock.now();
    await tx.conversation.createMany({
      data: [...pairs].sort((a, b) => a.ownerId - b.ownerId).map((c) => ({ ...c, createdAt: now, activityAt: now })),
      skipDuplicates: true,
    });
    return pick(await read()).map((row, i) => {
      if (!row)
        throw new Error(`conversation of ${pairs[i].ownerId} with ${pairs[i].contactId} missing after its insert`);
      return { id: row.id };
    });
  }

  /** The members (of `memberIds`, internal ids) whose usertag the text names with `@`. */
  async function resolveMentions(tx: Prisma.TransactionClient, text: string, memberIds: number[]) {
    const tags = mentionedTags(text);
    if (tags.length === 0 || memberIds.length === 0) return [];
    const found = await tx.usertag.findMany({
      where: { usertag: { in: tags }, userId: { in: memberIds } },
      select: { userId: true },
    });
    return found.map((u) => u.userId).sort((a, b) => a - b);
  }

  /** Copy of a message in one of the viewer's conversations, or a 404 naming messageId. */
  async function ownCopy(tx: Prisma.TransactionClient, viewer: Actor, messageId: string) {
    const message = await tx.message.findFirst({
      where: { id: messageId, conversation: { ownerId: viewer.id } },
      select: {
        id: true,
        envelopeId: true,
        senderId: true,
        paymentId: true,
        deletedAt: true,
        createdAt: true,
        conversationId: true,
        conversation: { select: { groupId: true } },
      },
    });
    if (!message) throw notFound('message', 'messageId');
    return message;
  }

  /** The sender's own message, still a member of its group, not a payment's: what edit and delete for everyone need. */
  async function ownMessage(tx: Prisma.TransactionClient, viewer: Actor, messageId: string, what: string) {
    const message = await ownCopy(tx, viewer, messageId);
    if (message.senderId !== viewer.id)
      throw new UnprocessableError(`only the sender may ${what} a message`, { field: 'messageId' });
    if (message.paymentId !== null)
      throw new UnprocessableError(
        `a payment's message cannot be ${what === 'edit' ? 'edited' : 'deleted for everyone'}`,
        {
          field: 'messageId',
        },
      );
    if (message.deletedAt) throw new UnprocessableError('the message was deleted', { field: 'messageId' });
    const groupId = message.conversation.groupId;
    if (
      groupId &&
      !(await tx.groupMember.findUnique({
        where: { groupId_userId: { groupId, userId: viewer.id } },
        select: { userId: true },
      }))
    )
      throw new UnprocessableError('you are no longer a member of this group');
    return message;
  }

  /**
   * message.updated / message.deleted for each copy's owner (the event log, webhooks), in the
   * transaction. A deletion says whether it was for everyone or of the owner's copy only (a copy
   * already deleted for everyone may still be deleted for its owner).
   */
  async function recordMessageEvents(
    tx: Prisma.TransactionClient,
    type: 'MESSAGE_UPDATED' | 'MESSAGE_DELETED',
    ids: string[],
    deleted?: { forEveryone: boolean },
  ) {
    const rows = await tx.message.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        conversationId: true,
        senderId: true,
        body: true,
        readAt: true,
        createdAt: true,
        updatedAt: true,
        editedAt: true,
        deletedAt: true,
        sender: { select: { uuid: true } },
        conversation: { select: { ownerId: true } },
      },
    });
    await recordEvents(
      tx,
      rows.map((m) => ({
        userId: m.conversation.ownerId,
        type,
        subject: { type: 'Conversation', id: m.conversationId },
        data: {
          id: m.id,
          conversationId: m.conversationId,
          contact: { id: m.sender.uuid },
          fromViewer: m.senderId === m.conversation.ownerId,
          text: m.body,
          readAt: m.readAt?.toISOString() ?? null,
          createdAt: m.createdAt.toISOString(),
          updatedAt: m.updatedAt.toISOString(),
          editedAt: m.editedAt?.toISOString() ?? null,
          deletedAt: m.deletedAt?.toISOString() ?? null,
          ...deleted,
        },
        at: clock.now(),
      })),
    );
    return rows;
  }

  const groups = createGroupService({ prisma, clock, newOutbox, record });
  const { whileSignedIn } = live;

  const service = {
    groups,
    /** Typing indicators: ephemeral, on the event bus only (typing.ts). */
    typing: createTyping({ prisma, clock, events, live }),

    /** A user found by usertag (case-insensitive), for starting a conversation. */
    async findContact<Q extends Prisma.UserDefaultArgs>(usertag: string, query?: Q) {
      return prisma.user.findFirst({ ...query, where: { usertag: { usertag: usertag.trim().toLowerCase() } } });
    },

    /** Opens the viewer's conversation with a contact or a group; an existing one is returned as is. */
    async open<Q extends Prisma.ConversationDefaultArgs>(
      viewer: Actor,
      input: { contactId?: string | null; groupId?: string | null },
      query?: Q,
    ) {
      const { contactId, groupId } = input;
      if (!contactId && !groupId) throw badInput('contactId or groupId is required', 'contactId');
      if (contactId && groupId) throw badInput('send contactId or groupId, not both', 'groupId');
      let where: Prisma.ConversationWhereUniqueInput;
      let data: Prisma.ConversationUncheckedCreateInput;
      const now = clock.now();
      if (contactId) {
        if (contactId.toLowerCase() === viewer.uuid)
          throw badInput('contactId is your own userId: a conversation needs another user', 'contactId');
        const contact = await prisma.user.findUnique({ where: { uuid: contactId }, select: { id: true } });
        if (!contact) throw notFound('contact', 'contactId');
        where = { ownerId_contactId: { ownerId: viewer.id, contactId: contact.id } };
        data = { ownerId: viewer.id, contactId: contact.id, createdAt: now, activityAt: now };
      } else {
        const member = await prisma.groupMember.findUnique({
          where: { groupId_userId: { groupId: groupId!, userId: viewer.id } },
          select: { userId: true },
        });
        if (!member) throw notFound('group', 'groupId');
        where = { ownerId_groupId: { ownerId: viewer.id, groupId: groupId! } };
        data = { ownerId: viewer.id, groupId: groupId!, createdAt: now, activityAt: now };
      }
      const existing = await prisma.conversation.findUnique({ ...query, where });
      if (existing) return { created: false, conversation: existing };
      try {
        const outbox = newOutbox();
        const conversation = await prisma.$transaction(async (tx) => {
          const row = await tx.conversation.create({ data, select: { id: true } });
          outbox.conversations.push({ userId: viewer.id, conversationId: row.id });
          await record(tx, outbox, 'CONVERSATION_CREATED');
          return tx.conversation.findUniqueOrThrow({ ...query, where: { id: row.id } });
        });
        return { created: true, conversation: conversation as Prisma.ConversationGetPayload<Q> };
      } catch (error) {
        // Opened at the same moment by another request: that one is the conversation.
        if (!isUniqueViolation(error)) throw error;
        return { created: false, conversation: await prisma.conversation.findUniqueOrThrow({ ...query, where }) };
      }
    },

    async get<Q extends Prisma.ConversationDefaultArgs>(viewer: Actor, conversationId: string, query?: Q) {
      const conversation = await prisma.conversation.findFirst({
        ...query,
        where: { id: conversationId, ownerId: viewer.id },
      });
      if (!conversation) throw notFound('conversation', 'conversationId');
      return conversation;
    },

    /** Where one of the viewer's conversations sits in the order (Stripe-style `starting_after`). */
    async positionOf(viewer: Actor, conversationId: string, field: string): Promise<ConversationPosition> {
      const row = await prisma.conversation.findFirst({
        where: { id: conversationId, ownerId: viewer.id },
        select: { id: true, activityAt: true },
      });
      if (!row) throw badInput(`startingAfter must be the id of one of your conversations`, field);
      return row;
    },

    /** The viewer's conversations, latest activity first (ties by id), from a position. */
    async list<Q extends Prisma.ConversationDefaultArgs>(
      viewer: Actor,
      filter: ConversationFilter,
      page: Page<ConversationPosition>,
      query?: Q,
    ) {
      const and: Prisma.ConversationWhereInput[] = [{ ownerId: viewer.id }];
      if (typeof filter.muted === 'boolean') and.push({ isMuted: filter.muted });
      if (typeof filter.pinned === 'boolean') and.push({ isPinned: filter.pinned });
      if (filter.archived === true) and.push({ archivedAt: { not: null } });
      if (filter.archived === false) and.push({ archivedAt: null });
      if (filter.groupId) and.push({ groupId: filter.groupId });
      // Newest first: "after" a position means older, "before" means newer.
      if (page.after)
        and.push({
          OR: [
            { activityAt: { lt: page.after.activityAt } },
            { activityAt: page.after.activityAt, id: { lt: page.after.id } },
          ],
        });
      if (page.before)
        and.push({
          OR: [
            { activityAt: { gt: page.before.activityAt } },
            { activityAt: page.before.activityAt, id: { gt: page.before.id } },
          ],
        });
      const direction = page.inverted ? 'asc' : 'desc';
      return prisma.conversation.findMany({
        ...query,
        where: { AND: and },
        orderBy: [{ activityAt: direction }, { id: direction }],
        take: page.take,
      });
    },

    async update<Q extends Prisma.ConversationDefaultArgs>(
      viewer: Actor,
      conversationId: string,
      patch: ConversationPatch,
      query?: Q,
    ) {
      const conversation = await own(prisma, viewer, conversationId, 'id');
      const data: Prisma.ConversationUncheckedUpdateInput = {};
      if (patch.pinnedMessageId !== undefined) {
        if (patch.pinnedMessageId !== null) {
          const message = await prisma.message.findFirst({
            where: { id: patch.pinnedMessageId, conversationId: conversation.id },
            select: { id: true },
          });
          if (!message)
            throw new NotFoundError('pinnedMessageId is not a message of this conversation', {
              field: 'pinnedMessageId',
            });
        }
        data.pinnedMessageId = patch.pinnedMessageId;
      }
      for (const key of ['isPinned', 'isMuted'] as const) {
        if (patch[key] === null) throw badInput(`${key} must be a boolean`, key);
        if (patch[key] !== undefined) data[key] = patch[key];
      }
      if (patch.archivedAt !== undefined) data.archivedAt = patch.archivedAt;
      const updated = await prisma
        .$transaction(async (tx) => {
          await tx.conversation.update({ where: { id: conversation.id }, data, select: { id: true } });
          await record(tx, { conversations: [{ userId: viewer.id, conversationId: conversation.id }] });
          return tx.conversation.findUniqueOrThrow({ ...query, where: { id: conversation.id } });
        })
        .catch(gone('conversation', 'id'));
      return updated;
    },

    /** Deletes the viewer's conversation and its messages; the other side keeps theirs. */
    async remove(viewer: Actor, conversationId: string) {
      await prisma.$transaction(async (tx) => {
        const row = await tx.conversation.findFirst({
          where: { id: conversationId, ownerId: viewer.id },
          select: CONVERSATION_PAYLOAD_SELECT,
        });
        const { count } = await tx.conversation.deleteMany({ where: { id: conversationId, ownerId: viewer.id } });
        if (!row || count === 0) throw notFound('conversation', 'id');
        await recordEvent(tx, {
          userId: viewer.id,
          type: 'CONVERSATION_DELETED',
          subject: { type: 'Conversation', id: row.id },
          data: conversationPayload(row),
          at: clock.now(),
        });
      });
      return { conversationId, deleted: true as const };
    },

    /**
     * Marks the conversation read: `last_opened_at` and the `read_at` of every unread message
     * become now. In a contact conversation the contact's copies of those messages get the same
     * `read_at` (a read receipt in their conversation).
     */
    async markRead<Q extends Prisma.ConversationDefaultArgs>(viewer: Actor, conversationId: string, query?: Q) {
      const outbox = newOutbox();
      const now = clock.now();
      await prisma.$transaction(async (tx) => {
        const conversation = await own(tx, viewer, conversationId, 'id');
        const unread = await tx.message.updateManyAndReturn({
          where: { conversationId: conversation.id, ...UNREAD },
          data: { readAt: now },
          select: { envelopeId: true },
        });
        await tx.conversation.update({ where: { id: conversation.id }, data: { lastOpenedAt: now } });
        outbox.conversations.push({ userId: viewer.id, conversationId: conversation.id });
        if (conversation.contactId && unread.length > 0) {
          const theirs = await tx.conversation.findUnique({
            where: { ownerId_contactId: { ownerId: conversation.contactId, contactId: viewer.id } },
            select: { id: true },
          });
          if (theirs) {
            let receipts = 0;
            for (const part of chunks(unread.map((m) => m.envelopeId))) {
              receipts += (
                await tx.message.updateMany({
                  where: { conversationId: theirs.id, envelopeId: { in: part }, readAt: null },
                  data: { readAt: now },
                })
              ).count;
            }
            if (receipts > 0) outbox.conversations.push({ userId: conversation.contactId, conversationId: theirs.id });
          }
        }
        await record(tx, outbox);
      });
      return prisma.conversation
        .findUniqueOrThrow({ ...query, where: { id: conversationId } })
        .catch(gone('conversation', 'id'));
    },

    /**
     * Unread messages across all the viewer's conversations: counted with the other requests and
     * subscriptions asking in the same turn of the event loop, in one statement (live-reads.ts).
     */
    unreadTotal: (viewerId: number) => reads.unreadTotal(viewerId),

    /**
     * Sends a message in one of the viewer's conversations. A contact receives it in their own
     * conversation with the sender (created if needed); a group's members each in theirs.
     * Returns the sender's copy.
     */
    async send<Q extends Prisma.MessageDefaultArgs>(
      viewer: Actor,
      conversationId: string,
      body: string,
      query?: Q,
      options: { replyToId?: string | null; attachmentIds?: string[] | null } = {},
    ) {
      const attachmentIds = options.attachmentIds ?? [];
      if (attachmentIds.length > 0 && !attachments)
        throw new UnprocessableError('attachments are not available', { field: 'attachmentIds' });
      const mine = await prisma.$transaction(async (tx) => {
        // The viewer's conversation and the contact's with the viewer, in one read.
        const conversation = await tx.conversation.findFirst({
          where: { id: conversationId, ownerId: viewer.id },
          select: {
            id: true,
            contactId: true,
            groupId: true,
            contact: {
              select: {
                kind: true,
                conversations: { where: { contactId: viewer.id }, select: { id: true }, take: 1 },
              },
            },
          },
        });
        if (!conversation) throw notFound('conversation', 'conversationId');
        const extras: MessageExtras = { senderActive: true };
        if (options.replyToId) {
          // A reply quotes a message of the same conversation (the viewer's copy of it).
          const quoted = await tx.message.findFirst({
            where: { id: options.replyToId, conversationId: conversation.id },
            select: { envelopeId: true, deletedAt: true },
          });
          if (!quoted)
            throw new NotFoundError('replyToId is not a message of this conversation', { field: 'replyToId' });
          if (quoted.deletedAt) throw new UnprocessableError('the message you reply to was deleted');
          extras.replyToEnvelopeId = quoted.envelopeId;
        }
        const targets = [{ ownerId: viewer.id, conversationId: conversation.id }];
        if (conversation.contactId !== null) {
          if (conversation.contact?.kind === 'SYSTEM')
            throw new UnprocessableError('this contact is a service account and does not take messages');
          const [theirs] = conversation.contact?.conversations.length
            ? conversation.contact.conversations
            : await contactConversations(tx, [{ ownerId: conversation.contactId, contactId: viewer.id }]);
          targets.push({ ownerId: conversation.contactId, conversationId: theirs.id });
        } else if (conversation.groupId !== null) {
          const groupId = conversation.groupId;
          const members = await tx.groupMember.findMany({ where: { groupId }, select: { userId: true } });
          if (!members.some((m) => m.userId === viewer.id))
            throw new UnprocessableError('you are no longer a member of this group');
          const others = members.map((m) => m.userId).filter((id) => id !== viewer.id);
          extras.mentionIds = await resolveMentions(tx, body, others);
          if (others.length > 0) {
            const now = clock.now();
            await tx.conversation.createMany({
              data: others.map((ownerId) => ({ ownerId, groupId, createdAt: now, activityAt: now })),
              skipDuplicates: true,
            });
            const theirs = await tx.conversation.findMany({
              where: { groupId, ownerId: { in: others } },
              select: { id: true, ownerId: true },
            });
            targets.push(...theirs.map((c) => ({ ownerId: c.ownerId, conversationId: c.id })));
          }
        }
        const copies = await deliver(tx, viewer, body, targets, null, false, extras);
        if (attachmentIds.length > 0 && attachments) {
          // The sender's own uploads, on every copy (each owner reads them through their copy).
          const ids = await attachments.forMessage(tx, viewer.id, attachmentIds);
          await tx.messageAttachment.createMany({
            data: copies.flatMap((c) =>
              ids.map((attachmentId, position) => ({ messageId: c.id, attachmentId, position })),
            ),
          });
        }
        return copies[0];
      });
      return prisma.message
        .findUniqueOrThrow({ ...query, where: { id: mine.id } })
        .catch(gone('conversation', 'conversationId'));
    },

    /**
     * For service-owned contacts (User.kind SYSTEM, such as the "Wallet" contact): posts a
     * message from `fromUserId` into `toUserId`'s conversation with it, creating that
     * conversation if needed. Only the recipient gets a copy. Returns the recipient's message.
     * Ids are internal user ids. Events go out after the write commits.
     */
    async postSystemMessage<Q extends Prisma.MessageDefaultArgs>(
      input: { fromUserId: number; toUserId: number; body: string },
      query?: Q,
    ) {
      const sender = await prisma.user.findUnique({
        where: { id: input.fromUserId },
        select: { kind: true, uuid: true },
      });
      if (sender?.kind !== 'SYSTEM')
        throw new Error(`postSystemMessage: user ${input.fromUserId} is not a SYSTEM user`);
      if (input.fromUserId === input.toUserId)
        throw new Error('postSystemMessage: sender and recipient are the same user');
      const body = input.body.trim();
      if (!body) throw new Error('postSystemMessage: empty body');
      const copy = await prisma.$transaction(async (tx) => {
        const [conversation] = await contactConversations(tx, [
          { ownerId: input.toUserId, contactId: input.fromUserId },
        ]);
        const [message] = await deliver(tx, { id: input.fromUserId, uuid: sender.uuid }, body, [
          { ownerId: input.toUserId, conversationId: conversation.id },
        ]);
        return message;
      });
      return prisma.message.findUniqueOrThrow({ ...query, where: { id: copy.id } });
    },

    /**
     * A payment's message, in the payment's own database transaction: a copy in the sender's
     * conversation with the recipient and one in the recipient's with the sender (created when
     * missing), like any message (unread count, last activity). `known`: what pairConversations
     * read in this transaction (both found: no read here); `locked`: the deliveryLock of both
     * users is held. Its events are in the outbox; the live bus hears them from there.
     */
    async postPaymentMessage(
      tx: Prisma.TransactionClient,
      input: {
        sender: Actor;
        recipientId: number;
        body: string;
        paymentId: number;
        known?: string | null;
        locked?: boolean;
        /** The payment's own events, recorded with the message's (one statement). */
        events?: EventInput[];
      },
    ) {
      const found: Record<string, string> = input.known ? JSON.parse(input.known) : {};
      const [mine, theirs] =
        found[input.sender.id] && found[input.recipientId]
          ? [{ id: found[input.sender.id] }, { id: found[input.recipientId] }]
          : await contactConversations(tx, [
              { ownerId: input.sender.id, contactId: input.recipientId },
              { ownerId: input.recipientId, contactId: input.sender.id },
            ]);
      await deliver(
        tx,
        input.sender,
        input.body,
        [
          { ownerId: input.sender.id, conversationId: mine.id },
          { ownerId: input.recipientId, conversationId: theirs.id },
        ],
        input.paymentId,
        input.locked,
        { events: input.events },
      );
    },

    /** The viewer's messages, oldest first by `seq` (in one conversation, or in all of them). */
    async messages<Q extends Prisma.MessageDefaultArgs>(
      viewer: Actor,
      conversationId: string | null | undefined,
      page: Page<bigint>,
      query?: Q,
    ) {
      if (conversationId) await own(prisma, viewer, conversationId, 'conversationId');
      return prisma.message.findMany({
        ...query,
        where: {
          ...(conversationId ? { conversationId } : { conversation: { ownerId: viewer.id } }),
          seq: {
            ...(page.after !== undefined ? { gt: page.after } : {}),
            ...(page.before !== undefined ? { lt: page.before } : {}),
          },
        },
        orderBy: { seq: page.inverted ? 'desc' : 'asc' },
        take: page.take,
      });
    },

    /**
     * Adds the viewer's reaction to a message of theirs. Reactions belong to the message, not
     * to one copy: every copy of the envelope gets it, so everyone in the thread sees it.
     */
    async react<Q extends Prisma.MessageDefaultArgs>(
      viewer: Actor,
      messageId: string,
      emoji: string,
      add: boolean,
      query?: Q,
    ) {
      const outbox = newOutbox();
      await prisma.$transaction(async (tx) => {
        const message = await tx.message.findFirst({
          where: { id: messageId, conversation: { ownerId: viewer.id } },
          select: { id: true, envelopeId: true, conversation: { select: { groupId: true } } },
        });
        if (!message) throw notFound('message', 'messageId');
        const groupId = message.conversation.groupId;
        if (
          add &&
          groupId &&
          !(await tx.groupMember.findUnique({
            where: { groupId_userId: { groupId, userId: viewer.id } },
            select: { userId: true },
          }))
        ) {
          throw new UnprocessableError('you are no longer a member of this group');
        }
        const copies = await tx.message.findMany({
          where: { envelopeId: message.envelopeId },
          select: { id: true, conversationId: true, conversation: { select: { ownerId: true } } },
        });
        if (add) {
          const existing = await tx.reaction.findMany({
            where: { messageId: message.id, userId: viewer.id },
            select: { emoji: true },
          });
          if (existing.some((r) => r.emoji === emoji)) return;
          if (existing.length >= MAX_REACTIONS_PER_USER)
            throw new UnprocessableError(`at most ${MAX_REACTIONS_PER_USER} reactions per message`);
          const now = clock.now();
          await tx.reaction.createMany({
            data: copies.map((c) => ({ messageId: c.id, userId: viewer.id, emoji, createdAt: now })),
            skipDuplicates: true,
          });
        } else {
          const { count } = await tx.reaction.deleteMany({
            where: { messageId: { in: copies.map((c) => c.id) }, userId: viewer.id, emoji },
          });
          if (count === 0) return;
        }
        for (const c of copies)
          outbox.conversations.push({ userId: c.conversation.ownerId, conversationId: c.conversationId });
        await record(tx, outbox);
      });
      return prisma.message
        .findUniqueOrThrow({ ...query, where: { id: messageId } })
        .catch(gone('message', 'messageId'));
    },

    /**
     * Edits the viewer's own message: every copy gets the new text and `editedAt` (the previous
     * text is not kept). Mentions are resolved again. Answers the viewer's copy.
     */
    async edit<Q extends Prisma.MessageDefaultArgs>(viewer: Actor, messageId: string, text: string, query?: Q) {
      await prisma.$transaction(async (tx) => {
        const message = await ownMessage(tx, viewer, messageId, 'edit');
        const now = clock.now();
        let mentionIds: number[] = [];
        if (message.conversation.groupId) {
          const members = await tx.groupMember.findMany({
            where: { groupId: message.conversation.groupId, userId: { not: viewer.id } },
            select: { userId: true },
          });
          mentionIds = await resolveMentions(
            tx,
            text,
            members.map((m) => m.userId),
          );
        }
        // Every copy, each told whether the new text mentions its owner (mentioned), in one statement.
        const copies = await tx.$queryRaw<Array<{ id: string }>>`
          UPDATE "Message" m
          SET "body" = ${text}, "editedAt" = ${now}::timestamptz, "updatedAt" = ${new Date()}::timestamptz,
              "mentionIds" = ${mentionIds}::int[], "mentioned" = (c."ownerId" = ANY(${mentionIds}::int[]))
          FROM "Conversation" c
          WHERE c."id" = m."conversationId" AND m."envelopeId" = ${message.envelopeId}::uuid AND m."deletedAt" IS NULL
          RETURNING m."id"`;
        await recordMessageEvents(
          tx,
          'MESSAGE_UPDATED',
          copies.map((c) => c.id),
        );
      });
      return prisma.message
        .findUniqueOrThrow({ ...query, where: { id: messageId } })
        .catch(gone('message', 'messageId'));
    },

    /**
     * Deletes a message. For the viewer only: their copy goes (any message of theirs). For
     * everyone: only the sender, within the window after sending (CHAT_DELETE_WINDOW_HOURS);
     * every copy keeps its place but loses its text, mentions and reactions, and shows as deleted.
     */
    async deleteMessage(viewer: Actor, messageId: string, forEveryone: boolean) {
      // Attachments the deleted copies carried: dropped once no copy refers to them.
      let carried: string[] = [];
      await prisma.$transaction(async (tx) => {
        if (!forEveryone) {
          const message = await ownCopy(tx, viewer, messageId);
          carried = (
            await tx.messageAttachment.findMany({ where: { messageId: message.id }, select: { attachmentId: true } })
          ).map((a) => a.attachmentId);
          await recordMessageEvents(tx, 'MESSAGE_DELETED', [message.id], { forEveryone: false });
          await tx.conversation.updateMany({
            where: { id: message.conversationId, pinnedMessageId: message.id },
            data: { pinnedMessageId: null },
          });
          await tx.message.delete({ where: { id: message.id } });
          return;
        }
        const message = await ownMessage(tx, viewer, messageId, 'delete');
        const now = clock.now();
        if (now.getTime() - message.createdAt.getTime() > chat.deleteWindowMs)
          throw new UnprocessableError(
            `a message can be deleted for everyone only within ${Math.round(chat.deleteWindowMs / 3_600_000)} h of sending; delete it for yourself instead`,
            { field: 'messageId' },
          );
        const copies = await tx.message.updateManyAndReturn({
          where: { envelopeId: message.envelopeId },
          data: { body: '', deletedAt: now, mentionIds: [], mentioned: false },
          select: { id: true },
        });
        const ids = copies.map((c) => c.id);
        for (const part of chunks(ids)) {
          await tx.reaction.deleteMany({ where: { messageId: { in: part } } });
          const links = await tx.messageAttachment.findMany({
            where: { messageId: { in: part } },
            select: { attachmentId: true },
          });
          carried.push(...links.map((l) => l.attachmentId));
          await tx.messageAttachment.deleteMany({ where: { messageId: { in: part } } });
        }
        await recordMessageEvents(tx, 'MESSAGE_DELETED', ids, { forEveryone: true });
      });
      if (attachments && carried.length > 0) await attachments.dropUnreferenced([...new Set(carried)]);
      return { messageId, forEveryone };
    },

    /** Streams of the viewer's events; they end with its session (the one place a service needs it). */
    live: {
      /** What the subscriptions read for each event, batched across subscribers (live-reads.ts). */
      reads,
      messageAdded(viewer: Viewer, conversationId?: string | null) {
        const stream = whileSignedIn(viewer, events.subscribe('messageAdded', viewer.id));
        return conversationId ? mapEach(stream, (e) => (e.conversationId === conversationId ? e : null)) : stream;
      },
      conversationUpdated(viewer: Viewer) {
        return whileSignedIn(viewer, events.subscribe('conversationUpdated', viewer.id));
      },
      /** Batches of user ids whose presence changed, among the people sharing a conversation with the viewer. */
      presenceUpdated(viewer: Viewer) {
        return whileSignedIn(viewer, events.subscribe('presenceUpdated', viewer.id));
      },
    },
  };
  return service;
}

export type ConversationService = ReturnType<typeof createConversationService>;
