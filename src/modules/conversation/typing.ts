import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { Actor, Viewer } from '../../kernel/viewer.js';
import type { Events, TypingPayload } from '../../events/pubsub.js';
import type { Live } from '../../events/live.js';
import { notFound, UnprocessableError } from '../../kernel/errors.js';
import { PushQueue } from '../../kernel/push-queue.js';
import { MAX_PENDING } from '../../events/bus.js';

// Typing indicators (docs/chat.md "Typing"). Ephemeral: never written to the database or the
// event outbox. setTyping publishes on the event bus (Redis across instances) to the other
// members, each with their own conversation's id; a "typing" state expires on the receiving
// side TYPING_TTL_MS after it was last published unless renewed, so a client that vanishes (or
// an instance that dies) leaves no one "typing" for ever.

/** How long a typing: true lasts without renewal. */
export const TYPING_TTL_MS = 5_000;
/** The same state from the same user in the same conversation is published at most this often. */
export const TYPING_COALESCE_MS = 1_000;

export interface TypingDeps {
  prisma: PrismaClient;
  clock: Clock;
  events: Events;
  live: Live;
}

/** The viewer's typing stream: bounded like a bus subscription; returning it stops its source and timers. */
class TypingStream extends PushQueue<TypingPayload> {
  constructor(private readonly stop: () => void) {
    super(MAX_PENDING);
  }
  protected override release() {
    this.stop();
  }
}

/**
 * The viewer's typing events, with a synthetic `typing: false` (expired) when a typing member
 * sends no renewal within the TTL. Timers run on the injected clock. The source is read as fast
 * as it comes (the timers need every event at once) into a queue bounded like the bus's: a reader
 * that stops reading (a stalled SSE client) is ended with SlowReaderError past MAX_PENDING events
 * instead of holding them all until its session ends.
 */
function withExpiry(source: AsyncIterableIterator<TypingPayload>, clock: Clock, ttlMs: number): TypingStream {
  const timers = new Map<string, () => void>();
  const cancelTimers = () => {
    for (const cancel of timers.values()) cancel();
    timers.clear();
  };
  const out = new TypingStream(() => {
    cancelTimers();
    void source.return?.();
  });
  void (async () => {
    try {
      for (;;) {
        const next = await source.next();
        if (next.done) break;
        const event = next.value;
        const key = `${event.conversationId}:${event.userId}`;
        timers.get(key)?.();
        timers.delete(key);
        if (event.typing) {
          const at = new Date(clock.now().getTime() + ttlMs);
          timers.set(
            key,
            clock.setTimer(at, () => {
              timers.delete(key);
              out.push({ ...event, typing: false, expiresAt: null, expired: true });
            }),
          );
        }
        out.push(event);
      }
    } catch {
      // The source failed: the stream ends.
    }
    cancelTimers();
    out.end();
  })();
  return out;
}

export function createTyping({ prisma, clock, events, live }: TypingDeps) {
  /** When each user's state in each conversation was last published (this instance). */
  const published = new Map<string, { typing: boolean; at: number }>();

  return {
    /**
     * The viewer is (or stopped) typing in one of their conversations: the other members hear
     * it in their own conversations. A group the viewer left is an UnprocessableError.
     */
    async set(viewer: Actor, conversationId: string, typing: boolean) {
      const conversation = await prisma.conversation.findFirst({
        where: { id: conversationId, ownerId: viewer.id },
        select: {
          id: true,
          contactId: true,
          groupId: true,
          owner: { select: { usertag: { select: { usertag: true } } } },
        },
      });
      if (!conversation) throw notFound('conversation', 'conversationId');
      const now = clock.now().getTime();
      const expiresAt = typing ? new Date(now + TYPING_TTL_MS) : null;
      const key = `${viewer.id}:${conversation.id}`;
      const last = published.get(key);
      // A renewal within the coalescing interval changes nothing the others see.
      if (last && last.typing === typing && now - last.at < TYPING_COALESCE_MS) {
        return { conversationId: conversation.id, typing, expiresAt, delivered: false };
      }
      let targets: { id: string; ownerId: number }[] = [];
      if (conversation.contactId !== null) {
        targets = await prisma.conversation.findMany({
          where: { ownerId: conversation.contactId, contactId: viewer.id },
          select: { id: true, ownerId: true },
        });
      } else if (conversation.groupId !== null) {
        const members = await prisma.groupMember.findMany({
          where: { groupId: conversation.groupId },
          select: { userId: true },
        });
        if (!members.some((m) => m.userId === viewer.id))
          throw new UnprocessableError('you are no longer a member of this group');
        targets = await prisma.conversation.findMany({
          where: {
            groupId: conversation.groupId,
            ownerId: { in: members.map((m) => m.userId).filter((id) => id !== viewer.id) },
          },
          select: { id: true, ownerId: true },
        });
      }
      if (typing) published.set(key, { typing, at: now });
      else published.delete(key);
      if (published.size > 100_000) published.clear();
      for (const t of targets) {
        events.publish('typingUpdated', t.ownerId, {
          conversationId: t.id,
          userId: viewer.uuid,
          username: conversation.owner.usertag?.usertag ?? null,
          typing,
          expiresAt: expiresAt?.toISOString() ?? null,
          expired: false,
        });
      }
      return { conversationId: conversation.id, typing, expiresAt, delivered: true };
    },

    /** The viewer's typing events (in one conversation, or all), expiring on their own. */
    stream(viewer: Viewer, conversationId?: string | null): AsyncIterableIterator<TypingPayload> {
      const source = live.whileSignedIn(viewer, events.subscribe('typingUpdated', viewer.id));
      const all = withExpiry(source, clock, TYPING_TTL_MS);
      if (!conversationId) return all;
      const filtered: AsyncIterableIterator<TypingPayload> = {
        async next() {
          for (;;) {
            const n = await all.next();
            if (n.done || n.value.conversationId === conversationId) return n;
          }
        },
        return: () => all.return(),
        [Symbol.asyncIterator]: () => filtered,
      };
      return filtered;
    },
  };
}

export type Typing = ReturnType<typeof createTyping>;
