import type { Clock } from '../../kernel/clock.js';
import { ACCESS_TOKEN_SCOPES, type Viewer } from '../../kernel/viewer.js';
import type { EventCatalogue, Events } from '../../events/pubsub.js';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { outageOf } from '../../kernel/outage.js';
import { hashToken, isApiToken } from '../../security/tokens.js';

// One session check for every door: an HTTP request, every operation on an open socket, and
// every live stream (graphql-ws sockets, SSE and graphql-ws subscriptions) go through here.
//
// - A token is read from the database and then trusted for at most SESSION_CACHE_SECONDS.
// - A revocation event on the bus (sign-out on any instance; Redis across instances) drops
//   the cached token at once and ends its live streams: a revoked token is refused everywhere
//   within the bus latency.
// - Sessions end on the database's word. A revocation or an expiry that bypasses the bus (a row
//   changed by hand, a lost message) takes effect within SESSION_CACHE_SECONDS: the next check
//   reads the row again, and while streams are open a periodic sweep re-reads, in one query, the
//   expiry and revocation of every token with an open stream on this instance (every
//   SESSION_CACHE_SECONDS, at least every second and at most every SWEEP_MAX_MS), and ends the
//   streams of those now expired, revoked or gone, as a revocation does.
// - Between reads, expiry is compared with the injected clock, whose timers end live streams at
//   the moment the token expires (tests move that clock instead of waiting); a sweep that finds
//   another expiry in the row moves those timers to it.

export type SessionEnd = 'expired' | 'revoked';

interface Watcher {
  viewer: Viewer;
  end(reason: SessionEnd): void;
  /** When its timer ends it: the viewer's expiry, or the row's as a sweep last found it. */
  expiresAt: number;
  /** Moves the expiry timer to the row's expiry (a sweep found another one). */
  expireAt(at: Date): void;
}

interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  events: Events;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** SESSION_CACHE_SECONDS in milliseconds; 0 reads the database on every check. */
  cacheMs: number;
}

/** Cached tokens at most; the oldest are dropped first (a bound against token spraying). */
const MAX_CACHED = 10_000;
const MIN_SWEEP_MS = 1_000;
/** A session ended in the database ends its open streams at most this late (SESSION_CACHE_SECONDS may be 60). */
export const SWEEP_MAX_MS = 30_000;
/** How often an API token's lastUsedAt is written at most. */
const LAST_USED_MS = 5 * 60_000;

export function createSessions({ prisma, clock, events, logger, cacheMs }: Deps) {
  const cache = new Map<string, { viewer: Viewer; readAt: number }>();
  const watchers = new Map<string, Set<Watcher>>();
  // Bumped by every revocation: a read that started before one is not cached.
  let epoch = 0;

  /** The token's row, from the table its prefix names (`fpat_`: API tokens). */
  async function read(tokenHash: string, api: boolean): Promise<Viewer | null> {
    const query = {
      where: { tokenHash },
      include: { user: { select: { uuid: true, emailVerifiedAt: true } } },
    } as const;
    const apiRow = api ? await prisma.apiToken.findUnique(query) : null;
    const row = api
      ? apiRow
      : await prisma.accessToken.findUnique({
          where: { tokenHash },
          include: { ...query.include, session: { select: { id: true, lastUsedAt: true, revokedAt: true } } },
        });
    if (!row || row.revokedAt) return null;
    const device = row && 'session' in row ? row.session : null;
    if (device?.revokedAt) return null;
    return {
      deviceSession: device ? { id: device.id, lastUsedAt: device.lastUsedAt } : null,
      emailVerified: row.user.emailVerifiedAt !== null,
      id: row.userId,
      uuid: row.user.uuid,
      tokenHash,
      tokenExpiresAt: row.expiresAt,
      scopes: apiRow ? new Set(apiRow.scopes) : ACCESS_TOKEN_SCOPES,
      apiToken: apiRow ? { id: apiRow.id, lastUsedAt: apiRow.lastUsedAt } : null,
    };
  }

  const live = (viewer: Viewer) => viewer.tokenExpiresAt.getTime() > clock.now().getTime();

  async function lookup(tokenHash: string, api: boolean): Promise<Viewer | null> {
    const now = clock.now().getTime();
    const hit = cache.get(tokenHash);
    if (hit && now - hit.readAt < cacheMs) return live(hit.viewer) ? hit.viewer : null;
    const started = epoch;
    const viewer = await read(tokenHash, api);
    if (!viewer || !live(viewer)) {
      cache.delete(tokenHash);
      return null;
    }
    if (cacheMs > 0 && started === epoch) {
      cache.delete(tokenHash);
      cache.set(tokenHash, { viewer, readAt: clock.now().getTime() });
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
    }
    return viewer;
  }

  function endWatchers(tokenHash: string, reason: SessionEnd) {
    for (const w of [...(watchers.get(tokenHash) ?? [])]) w.end(reason);
  }

  /**
   * Drops one token's cached session, or every access-token session of an account (a sign-out:
   * its API tokens stay, docs/api-tokens.md), and ends their live streams.
   */
  function revoke({ userId, tokenHash }: { userId: number; tokenHash?: string }) {
    epoch++;
    const hit = (hash: string, viewer: Viewer) =>
      tokenHash ? hash === tokenHash : viewer.id === userId && viewer.apiToken === null;
    for (const [hash, entry] of cache) if (hit(hash, entry.viewer)) cache.delete(hash);
    for (const [hash, set] of watchers) {
      const viewer = [...set][0]?.viewer;
      if (viewer && hit(hash, viewer)) endWatchers(hash, 'revoked');
    }
  }

  /**
   * An API token's last use, written at most every LAST_USED_MS (not a write per request). A
   * failed write is not a refusal: the token was valid; the next use after the period tries again.
   */
  function touch(viewer: Viewer) {
    const api = viewer.apiToken;
    const device = viewer.deviceSession;
    if (device) {
      // A device session's last use (viewer.sessions), at the same pace.
      const now = clock.now();
      if (now.getTime() - device.lastUsedAt.getTime() < LAST_USED_MS) return;
      device.lastUsedAt = now;
      prisma.deviceSession
        .update({ where: { id: device.id }, data: { lastUsedAt: now }, select: { id: true } })
        .catch((error) => logger.warn({ err: error }, 'session last use not recorded'));
      return;
    }
    if (!api) return;
    const now = clock.now();
    if (api.lastUsedAt && now.getTime() - api.lastUsedAt.getTime() < LAST_USED_MS) return;
    api.lastUsedAt = now;
    prisma.apiToken
      .update({ where: { id: api.id }, data: { lastUsedAt: now }, select: { id: true } })
      .catch((error) => logger.warn({ err: error }, 'API token last use not recorded'));
  }

  // Revocations from every instance (this one's too). A feed ended with an error (the bus ends
  // a subscription that falls too far behind, src/events/bus.ts) is followed again: an error here
  // had nobody to catch it. What it missed, the sweep below finds in the tokens' rows.
  let feed: AsyncIterator<EventCatalogue['authRevoked'][0]> | null = null;
  let stopped = false;
  function follow() {
    const current = events.subscribe('authRevoked')[Symbol.asyncIterator]();
    feed = current;
    void (async () => {
      try {
        for (;;) {
          const event = await current.next();
          if (event.done) return;
          revoke(event.value);
        }
      } catch (error) {
        if (stopped) return;
        logger.warn({ err: error }, 'revocation feed ended; following it again');
        follow();
      }
    })();
  }
  follow();

  // While streams are open, their tokens are re-read in one query per period.
  let cancelSweep: (() => void) | null = null;
  const period = Math.min(Math.max(cacheMs, MIN_SWEEP_MS), SWEEP_MAX_MS);
  function scheduleSweep() {
    if (cancelSweep || watchers.size === 0) return;
    cancelSweep = clock.setTimer(new Date(clock.now().getTime() + period), () => {
      cancelSweep = null;
      void sweep().finally(scheduleSweep);
    });
  }
  async function sweep() {
    const hashes = [...watchers.keys()];
    if (hashes.length === 0) return;
    const isApi = (hash: string) => Boolean([...(watchers.get(hash) ?? [])][0]?.viewer.apiToken);
    const api = hashes.filter(isApi);
    const access = hashes.filter((hash) => !isApi(hash));
    let rows: Array<{ tokenHash: string; expiresAt: Date; revokedAt: Date | null }>;
    try {
      // Both kinds in one statement, each from its own table (the prefix decided which).
      rows = await prisma.$queryRaw(Prisma.sql`
        SELECT "tokenHash", "expiresAt", "revokedAt" FROM "AccessToken" WHERE "tokenHash" = ANY(${access}::text[])
        UNION ALL
        SELECT "tokenHash", "expiresAt", "revokedAt" FROM "ApiToken" WHERE "tokenHash" = ANY(${api}::text[])`);
    } catch (error) {
      // Not a revocation: the streams stay, the next period reads again.
      if (outageOf(error)) logger.warn({ err: error }, 'session check skipped: the database is unavailable');
      else logger.error({ err: error }, 'session check failed');
      return;
    }
    const found = new Map(rows.map((row) => [row.tokenHash, row]));
    const now = clock.now().getTime();
    for (const hash of hashes) {
      const row = found.get(hash);
      const expiresAt = row ? new Date(row.expiresAt) : null;
      if (!row || row.revokedAt || !expiresAt || expiresAt.getTime() <= now) {
        cache.delete(hash);
        endWatchers(hash, row && !row.revokedAt ? 'expired' : 'revoked');
        continue;
      }
      // Still valid, but not until the moment its streams were told: the row decides.
      const set = watchers.get(hash) ?? new Set<Watcher>();
      if ([...set].some((w) => w.expiresAt !== expiresAt.getTime())) {
        cache.delete(hash);
        for (const w of set) w.expireAt(expiresAt);
      }
    }
  }

  return {
    /** The signed-in user behind a bearer token (access or API token); null when unknown, expired or revoked. */
    async authenticate(token: string | null | undefined): Promise<Viewer | null> {
      if (!token) return null;
      const viewer = await lookup(hashToken(token), isApiToken(token));
      if (viewer) touch(viewer);
      return viewer;
    },

    /** Whether a session (seen valid before) still is: before each operation on an open socket. */
    async check(viewer: Viewer): Promise<boolean> {
      return (await lookup(viewer.tokenHash, viewer.apiToken !== null)) !== null;
    },

    /**
     * Calls `onEnd` once when the session ends: its token expires (on the clock), is revoked
     * (bus) or is found expired, revoked or gone (periodic read). Returns the unwatch for a
     * stream that ends first.
     */
    watch(viewer: Viewer, onEnd: (reason: SessionEnd) => void): () => void {
      let active = true;
      const set = watchers.get(viewer.tokenHash) ?? new Set<Watcher>();
      const stop = () => {
        if (!active) return;
        active = false;
        cancelExpiry();
        set.delete(watcher);
        if (set.size === 0 && watchers.get(viewer.tokenHash) === set) watchers.delete(viewer.tokenHash);
      };
      const watcher: Watcher = {
        viewer,
        end(reason) {
          if (!active) return;
          stop();
          onEnd(reason);
        },
        expiresAt: viewer.tokenExpiresAt.getTime(),
        expireAt(at) {
          if (!active) return;
          watcher.expiresAt = at.getTime();
          cancelExpiry();
          cancelExpiry = clock.setTimer(at, () => watcher.end('expired'));
        },
      };
      let cancelExpiry = clock.setTimer(viewer.tokenExpiresAt, () => watcher.end('expired'));
      set.add(watcher);
      watchers.set(viewer.tokenHash, set);
      scheduleSweep();
      return stop;
    },

    revoke,

    /** Drops the cached sessions of an account (its e-mail was verified): the next check reads the row. */
    forget(userId: number) {
      epoch++;
      for (const [hash, entry] of cache) if (entry.viewer.id === userId) cache.delete(hash);
    },

    /** Stops listening to the bus and ends the periodic reads (at shutdown). */
    async stop() {
      cancelSweep?.();
      cancelSweep = null;
      stopped = true;
      await feed?.return?.();
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
