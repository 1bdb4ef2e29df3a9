import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { Actor, Viewer } from '../../kernel/viewer.js';
import type { Events, TypingPayload } from '../../events/pubsub.js';
import type { Live } from '../../events/live.js';
import { notFound, UnprocessableError } from '../../kernel/errors.js';

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

const DONE = { done: true, value: undefined } as const;

/**
 * The viewer's typing events, with a synthetic `typing: false` (expired) when a typing member
 * sends no renewal within the TTL. Timers run on the injected clock.
 */
function withExpiry(
  source: AsyncIterableIterator<TypingPayload>,
  clock: Clock,
  ttlMs: number,
): AsyncIterableIterator<TypingPayload> {
  const queue: TypingPayload[] = [];
  const timers = new Map<string, () => void>();
  let waiting: ((r: IteratorResult<TypingPayload>) => void) | null = null;
  let ended = false;
  const push = (event: TypingPayload) => {
    if (ended) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ done: false, value: event });
    } else queue.push(event);
  };
  const end = () => {
    if (ended) return;
    ended = true;
    for (const cancel of timers.values()) cancel();
    timers.clear();
    const resolve = waiting;
    waiting = null;
    resolve?.(DONE);
  };
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
              push({ ...event, typing: false, expiresAt: null, expired: true });
            }),
          );
        }
        push(event);
      }
    } catch {
      // The source failed: the stream ends.
    }
    end();
  })();
  const it: AsyncIterableIterator<TypingPayload> = {
    next() {
      const value = queue.shift();
      if (value) return Promise.resolve({ done: false, value });
      if (ended) return Promise.resolve(DONE);
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    async return() {
      end();
      await source.return?.();
      return DONE;
    },
    async throw(error: unknown) {
      end();
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
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
        return: () => all.return?.() ?? Promise.resolve(DONE),
        [Symbol.asyncIterator]: () => filtered,
      };
      return filtered;
    },
  };
}

export type Typing = ReturnType<typeof createTyping>;
