import { describe, expect, it } from 'vitest';
import { MAX_PENDING } from '../../src/events/bus.js';
import { createLive } from '../../src/events/live.js';
import { createEvents, type TypingPayload } from '../../src/events/pubsub.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { systemClock } from '../../src/kernel/clock.js';
import { createTyping } from '../../src/modules/conversation/typing.js';
import { signedInViewer } from '../helpers/viewer.js';

// typingUpdated's stream (src/modules/conversation/typing.ts) for a reader that stops reading: a
// phone whose app went to the background with its SSE stream open, while a group keeps typing.

describe('a typing stream whose reader stopped reading', () => {
  it('is ended as too slow past the bus bound, after what it had queued, rather than holding everything', async () => {
    const events = createEvents();
    const live = createLive({ watch: () => () => {} });
    // Streaming reads nothing from the database.
    const typing = createTyping({ prisma: {} as PrismaClient, clock: systemClock, events, live });
    const viewer = signedInViewer(7);
    const stream = typing.stream(viewer);
    const state = (i: number): TypingPayload => ({
      conversationId: `conversation-${i % 50}`,
      userId: `member-${i}`,
      username: null,
      typing: false,
      expiresAt: null,
      expired: false,
    });
    for (let i = 0; i <= MAX_PENDING; i++) {
      events.publish('typingUpdated', viewer.id, state(i));
      if (i % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setImmediate(resolve));
    let read = 0;
    const outcome = await (async () => {
      for (;;) {
        const next = await stream.next();
        if (next.done) return 'done';
        read++;
      }
    })().catch((error: { code?: string }) => error.code);
    expect(read).toBe(MAX_PENDING);
    expect(outcome).toBe('RATE_LIMITED');
  });
});
