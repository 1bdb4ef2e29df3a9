import type { Clock } from '../../clock.js';
import { ACCESS_TOKEN_SCOPES, type Viewer } from './viewer.js';
import type { Events } from '../../events/pubsub.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { outageOf } from '../../ops/outage.js';
import { hashToken, isApiToken } from '../../security/tokens.js';

// One session check for every door: an HTTP request, every operation on an open socket, and
// every live stream (graphql-ws sockets, SSE and graphql-ws subscriptions) go through here.
//
// - A token is read from the database and then trusted for at most SESSION_CACHE_SECONDS.
// - A revocation event on the bus (sign-out on any instance; Redis across instances) drops
//   the cached token at once and ends its live streams: a revoked token is refused everywhere
//   within the bus latency.
// - A revocation that bypasses the bus (a row changed by hand, a lost message) takes effect
//   within SESSION_CACHE_SECONDS: the next check reads the row again, and while streams are
//   open their tokens are re-read every SESSION_CACHE_SECONDS (at least every second).
// - Expiry needs no read: the cached expiry is compared with the injected clock, whose timers
//   end live streams at the moment the token expires (tests move that clock instead of waiting).

export type SessionEnd = 'expired' | 'revoked';

interface Watcher {
  viewer: Viewer;
  end(reason: SessionEnd): void;
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
/** How often an API token's lastUsedAt is written at most. */
const LAST_USED_MS = 5 * 60_000;

export function createSessions({ prisma, clock, events, logger, cacheMs }: Deps) {
  const cache = new Map<string, { viewer: Viewer; readAt: number }>();
  const watchers = new Map<string, Set<Watcher>>();
  // Bumped by every revocation: a read that started before one is not cached.
  let epoch = 0;

  /** The token's row, from the table its prefix names (`fpat_`: API tokens). */
  async function read(tokenHash: string, api: boolean): Promise<Viewer | null> {
    const query = { where: { tokenHash }, include: { user: { select: { uuid: true } } } } as const;
    const apiRow = api ? await prisma.apiToken.findUnique(query) : null;
    const row = api ? apiRow : await prisma.accessToken.findUnique(query);
    if (!row || row.revokedAt) return null;
    return {
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
    if (!api) return;
    const now = clock.now();
    if (api.lastUsedAt && now.getTime() - api.lastUsedAt.getTime() < LAST_USED_MS) return;
    api.lastUsedAt = now;
    prisma.apiToken
      .update({ where: { id: api.id }, data: { lastUsedAt: now }, select: { id: true } })
      .catch((error) => logger.warn({ err: error }, 'API token last use not recorded'));
  }

  // Revocations from every instance (this one's too).
  const feed = events.subscribe('authRevoked')[Symbol.asyncIterator]();
  void (async () => {
    for (;;) {
      const event = await feed.next();
      if (event.done) return;
      revoke(event.value);
    }
  })();

  // While streams are open, their tokens are re-read in one query per period.
  let cancelSweep: (() => void) | null = null;
  const period = Math.max(cacheMs, MIN_SWEEP_MS);
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
    try {
      const api = hashes.filter((hash) => [...(watchers.get(hash) ?? [])][0]?.viewer.apiToken);
      const where = { tokenHash: { in: hashes }, revokedAt: null };
      const select = { tokenHash: true } as const;
      const [access, apiRows] = await Promise.all([
        api.length < hashes.length ? prisma.accessToken.findMany({ where, select }) : [],
        api.length > 0 ? prisma.apiToken.findMany({ where: { ...where, tokenHash: { in: api } }, select }) : [],
      ]);
      const valid = new Set([...access, ...apiRows].map((r) => r.tokenHash));
      for (const hash of hashes) {
        if (!valid.has(hash)) {
          cache.delete(hash);
          endWatchers(hash, 'revoked');
        }
      }
    } catch (error) {
      // Not a revocation: the streams stay, the next period reads again.
      if (outageOf(error)) logger.warn({ err: error }, 'session check skipped: the database is unavailable');
      else logger.error({ err: error }, 'session check failed');
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
     * (bus) or is found revoked (periodic read). Returns the unwatch for a stream that ends first.
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
      };
      const cancelExpiry = clock.setTimer(viewer.tokenExpiresAt, () => watcher.end('expired'));
      set.add(watcher);
      watchers.set(viewer.tokenHash, set);
      scheduleSweep();
      return stop;
    },

    revoke,

    /** Stops listening to the bus and ends the periodic reads (at shutdown). */
    async stop() {
      cancelSweep?.();
      cancelSweep = null;
      await feed.return?.();
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
