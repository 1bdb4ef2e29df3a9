import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { Prisma } from '../../src/generated/prisma/client.js';
import { type EventInput, eventWritesAfter } from '../../src/events/outbox.js';
import { messagePayload } from '../../src/events/payloads.js';

// The distinct fan-out figure's trigger: one message that concerns many users at once (an
// announcement to every follower, a very large group). The service caps groups at 256 members, so
// the bench commits what such a send would: one copy per receiver's conversation and each copy's
// message.created event, written by the service's own event writer (src/events/outbox.ts) in one
// statement, as src/modules/conversation/service.ts `deliver` does. Subscribers hear it through
// the outbox tail like any other message.

export interface Audience {
  sender: { id: number; uuid: string };
  /** Each receiver's conversation with the sender. */
  receivers: Array<{ ownerId: number; conversationId: string }>;
}

/** Commits one message to every receiver; resolves at commit. */
export async function announce(sql: pg.Client, { sender, receivers }: Audience, text: string) {
  const now = new Date();
  const ids = receivers.map(() => randomUUID());
  const conversationIds = receivers.map((r) => r.conversationId);
  const events = receivers.map(
    (r, i): EventInput => ({
      userId: r.ownerId,
      type: 'MESSAGE_CREATED',
      subject: { type: 'Conversation', id: r.conversationId },
      data: messagePayload({
        id: ids[i],
        conversationId: r.conversationId,
        sender,
        fromViewer: false,
        text,
        createdAt: now,
      }),
      at: now,
    }),
  );
  const statement = Prisma.sql`
    WITH copies AS (
      INSERT INTO "Message" ("id", "envelopeId", "conversationId", "senderId", "incoming", "body", "createdAt", "updatedAt")
      SELECT c.id, ${randomUUID()}::uuid, c.conversation, ${sender.id}, true, ${text}, ${now}::timestamptz, ${now}::timestamptz
      FROM unnest(${ids}::uuid[], ${conversationIds}::uuid[]) WITH ORDINALITY AS c(id, conversation, n)
      ORDER BY c.n
    )${eventWritesAfter(events)}
    SELECT 1`;
  await sql.query(statement.text, statement.values as unknown[]);
}
