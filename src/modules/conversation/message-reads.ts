import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { Context } from '../../context.js';
import type { PrismaClient } from '../../generated/prisma/client.js';

// What a page of messages shows beside its own rows, read for the whole page at once
// (Message.replyTo and Message.readBy in ./types.ts): loaders kept per request. Read one message
// at a time, a page of 50 replies in a group cost 50 statements for the quotes and 50 for the
// receipts; now one and two.

/** A reply: the quoted envelope, looked up in the reply's own conversation (the viewer's copy). */
interface QuoteKey {
  conversationId: string;
  envelopeId: string;
}
/** Message.replyTo (Quote in ./types.ts). */
export interface Quote {
  messageId: string | null;
  text: string;
  deleted: boolean;
  contactId: string | null;
}

/** A group message: its envelope, its sender and its group. */
interface ReceiptKey {
  envelopeId: string;
  senderId: number;
  groupId: string;
}
/** One of Message.readBy (ReadReceipt in ./types.ts). */
export interface Receipt {
  contactId: string;
  username: string | null;
  readAt: Date;
}

/** Quote.text when the quoted copy is gone or was deleted for everyone. */
const QUOTE_DELETED = 'deleted';

const quoteKey = (k: QuoteKey) => `${k.conversationId}:${k.envelopeId}`;

const unique = <T>(values: T[]) => [...new Set(values)];

/** Each reply's quote as it is now in the reply's conversation: "deleted" when the copy is gone or deleted for everyone. */
async function quotesOf(prisma: PrismaClient, keys: readonly QuoteKey[]): Promise<Quote[]> {
  const rows = await prisma.message.findMany({
    where: {
      conversationId: { in: unique(keys.map((k) => k.conversationId)) },
      envelopeId: { in: unique(keys.map((k) => k.envelopeId)) },
    },
    select: {
      id: true,
      conversationId: true,
      envelopeId: true,
      body: true,
      deletedAt: true,
      sender: { select: { uuid: true } },
    },
  });
  const found = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!found.has(quoteKey(r))) found.set(quoteKey(r), r);
  return keys.map((k) => {
    const quoted = found.get(quoteKey(k));
    if (!quoted) return { messageId: null, text: QUOTE_DELETED, deleted: true, contactId: null };
    return {
      messageId: quoted.id,
      text: quoted.deletedAt ? QUOTE_DELETED : quoted.body,
      deleted: quoted.deletedAt !== null,
      contactId: quoted.sender.uuid,
    };
  });
}

/**
 * Each group message's readers other than its sender, oldest read first, as `viewerId` may see
 * them: none unless the viewer is a member of the group now.
 */
async function receiptsOf(prisma: PrismaClient, viewerId: number, keys: readonly ReceiptKey[]): Promise<Receipt[][]> {
  const memberOf = new Set(
    (
      await prisma.groupMember.findMany({
        where: { userId: viewerId, groupId: { in: unique(keys.map((k) => k.groupId)) } },
        select: { groupId: true },
      })
    ).map((m) => m.groupId),
  );
  const seen = keys.filter((k) => memberOf.has(k.groupId));
  if (seen.length === 0) return keys.map(() => []);
  const copies = await prisma.message.findMany({
    where: { envelopeId: { in: unique(seen.map((k) => k.envelopeId)) }, readAt: { not: null } },
    select: {
      envelopeId: true,
      readAt: true,
      conversation: {
        select: { ownerId: true, owner: { select: { uuid: true, usertag: { select: { usertag: true } } } } },
      },
    },
    orderBy: [{ readAt: 'asc' }, { id: 'asc' }],
  });
  const byEnvelope = new Map<string, typeof copies>();
  for (const c of copies) byEnvelope.set(c.envelopeId, [...(byEnvelope.get(c.envelopeId) ?? []), c]);
  return keys.map((k) =>
    memberOf.has(k.groupId)
      ? (byEnvelope.get(k.envelopeId) ?? [])
          .filter((c) => c.conversation.ownerId !== k.senderId)
          .map((c) => ({
            contactId: c.conversation.owner.uuid,
            username: c.conversation.owner.usertag?.usertag ?? null,
            readAt: c.readAt as Date,
          }))
      : [],
  );
}

/**
 * Per context, batching only (no memo): a subscription's context lives across its events, and each
 * event must read afresh.
 */
export const messageReads = createContextCache((ctx: Context) => ({
  quote: new DataLoader<QuoteKey, Quote>((keys) => quotesOf(ctx.prisma, keys), { cache: false }),
  receipts: new DataLoader<ReceiptKey, Receipt[]>((keys) => receiptsOf(ctx.prisma, ctx.viewer?.id ?? -1, keys), {
    cache: false,
  }),
}));
