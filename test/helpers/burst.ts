import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '../../src/generated/prisma/client.js';
import { type EventInput, eventWritesAfter } from '../../src/events/outbox.js';
import { messagePayload } from '../../src/events/payloads.js';

/**
 * Commits `count` messages from `senderUuid` to one conversation of its owner in one statement,
 * with their message.created events, as src/modules/conversation/service.ts `deliver` writes them
 * (bench/lib/announce.ts does the same across users): what many busy groups deliver to one member
 * at once. One sender cannot do it through the API (its rate limits). `text(i)` is the i-th body.
 */
export async function burst(
  prisma: PrismaClient,
  { senderUuid, ownerId, conversationId }: { senderUuid: string; ownerId: number; conversationId: string },
  count: number,
  text: (i: number) => string = (i) => `burst ${i}`,
) {
  const from = await prisma.user.findUniqueOrThrow({ where: { uuid: senderUuid }, select: { id: true, uuid: true } });
  const start = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), text: text(i), at: new Date(start + i) }));
  const events = rows.map(
    (r): EventInput => ({
      userId: ownerId,
      type: 'MESSAGE_CREATED',
      subject: { type: 'Conversation', id: conversationId },
      data: messagePayload({
        id: r.id,
        conversationId,
        sender: from,
        fromViewer: false,
        text: r.text,
        createdAt: r.at,
      }),
      at: r.at,
    }),
  );
  const statement = Prisma.sql`
    WITH copies AS (
      INSERT INTO "Message" ("id", "envelopeId", "conversationId", "senderId", "incoming", "body", "createdAt", "updatedAt")
      SELECT m.id, gen_random_uuid(), ${conversationId}::uuid, ${from.id}, true, m.body, m.at, m.at
      FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.text)}::text[], ${rows.map((r) => r.at)}::timestamptz[])
        WITH ORDINALITY AS m(id, body, at, n)
      ORDER BY m.n
    )${eventWritesAfter(events)}
    SELECT 1`;
  await prisma.$queryRawUnsafe(statement.text, ...statement.values);
}
