import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Live } from '../../events/live.js';
import type { Viewer, Actor } from '../../kernel/viewer.js';
import { cursorPosition, type EventRow, livePosition, type Position, readEvents } from '../../events/outbox.js';
import { visibleTypes } from '../../events/visibility.js';

// The event log (docs/events.md): the viewer's own events from the outbox, in log order, from a
// cursor. The subscription reads the same log: it replays from its cursor, then waits for the
// change feed (a trigger on "Event" names the user at commit, on every instance) and reads again
// from its last position. Replay and live are one loop over one query, so the hand-over can
// neither skip nor repeat an event. A poll every POLL_MS covers an event that became visible
// late (an older transaction still open when its notification came) or a lost notification.

const POLL_MS = 2_000;
const PAGE = 100;

interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  changes: ChangeFeed;
  live: Live;
  retentionMs: number;
}

export function createEventService({ prisma, clock, changes, live, retentionMs }: Deps) {
  const position = (after: string | null | undefined, field = 'after') =>
    after ? cursorPosition(after, clock.now(), retentionMs, field) : null;

  return {
    retentionMs,

    /** One page of the viewer's events after `after` (from the oldest kept without it); one more row tells if there is a next page. */
    list(
      viewer: Actor & { scopes: ReadonlySet<string> },
      args: { after?: string | null; types?: readonly string[] | null; take: number },
    ) {
      // An API token sees only the types its scopes show (src/events/visibility.ts).
      const types = visibleTypes(viewer.scopes, args.types);
      return readEvents(prisma, viewer.id, { after: position(args.after), types, take: args.take });
    },

    /** Every event after `after` (from now on without it), then the live ones; ends with the session. */
    stream(viewer: Viewer, after: string | null | undefined, requested: readonly string[] | null | undefined) {
      const types = visibleTypes(viewer.scopes, requested);
      let cursor: Position | null = position(after);
      const buffer: EventRow[] = [];
      let dirty = true;
      let closed = false;
      let wake: (() => void) | null = null;
      const poke = () => {
        dirty = true;
        wake?.();
      };
      const unsubscribe = changes.subscribe({
        changed: (userId) => userId === viewer.id && poke(),
        state: (listening) => listening && poke(),
      });
      const timer = setInterval(poke, POLL_MS);
      timer.unref();
      const close = async () => {
        closed = true;
        unsubscribe();
        clearInterval(timer);
        wake?.();
      };
      const source: AsyncIterableIterator<EventRow> = {
        async next() {
          if (!cursor) cursor = await livePosition(prisma);
          while (!closed) {
            const next = buffer.shift();
            if (next) return { done: false, value: next };
            if (dirty) {
              dirty = false;
              const rows = await readEvents(prisma, viewer.id, { after: cursor, types, take: PAGE });
              if (rows.length > 0) {
                const last = rows[rows.length - 1];
                cursor = { txid: last.txid, seq: last.seq };
                // A full page: more may be there already.
                if (rows.length === PAGE) dirty = true;
                buffer.push(...rows);
              }
              continue;
            }
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            wake = null;
          }
          return { done: true, value: undefined };
        },
        async return() {
          await close();
          return { done: true, value: undefined };
        },
        async throw(error: unknown) {
          await close();
          throw error;
        },
        [Symbol.asyncIterator]: () => source,
      };
      return live.whileSignedIn(viewer, source);
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
