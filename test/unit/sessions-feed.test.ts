import { describe, expect, it } from 'vitest';
import { createEvents } from '../../src/events/pubsub.js';
import { MAX_PENDING } from '../../src/events/bus.js';
import { createSessions, type SessionEnd } from '../../src/modules/auth/sessions.js';
import { signedInViewer } from '../helpers/viewer.js';
import { systemClock } from '../../src/kernel/clock.js';

// The sessions' revocation feed (src/modules/auth/sessions.ts) over the real bus: a feed the bus
// ends for falling behind (more than MAX_PENDING revocations published before it could read) is
// followed again, so a later sign-out still ends its streams. Before, the error had nobody to
// catch it: an unhandled rejection, which stops the process.

const viewer = signedInViewer(7);

describe('the revocation feed', () => {
  it('is followed again after the bus ends it, and a later sign-out still ends the streams', async () => {
    const events = createEvents();
    const warnings: string[] = [];
    const logger = { warn: (_: object, msg?: string) => void warnings.push(msg ?? ''), error: () => {} };
    const sessions = createSessions({ prisma: {} as never, clock: systemClock, events, logger, cacheMs: 0 });
    const ended: SessionEnd[] = [];
    sessions.watch(viewer, (reason) => ended.push(reason));
    // More revocations of other accounts at once than a subscription may hold unread.
    for (let n = 0; n <= MAX_PENDING + 1; n++) events.publish('authRevoked', { userId: 1_000_000 + n });
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toContain('revocation feed ended; following it again');
    events.publish('authRevoked', { userId: viewer.id });
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toEqual(['revoked']);
    await sessions.stop();
  });
});
