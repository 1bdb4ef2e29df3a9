import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import type { Redis } from 'ioredis';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import { AppError } from '../../kernel/errors.js';
import { createQuota } from '../../kernel/quota.js';
import type { Events } from '../../events/pubsub.js';
import type { Logger } from '../../logger.js';

// Presence (docs/chat.md "Presence"): online / away / offline and last seen, derived from the
// live graphql-ws connections of every instance. Ephemeral: never in the database (only the
// user's privacy choice, hideLastSeen, is stored). Embedded: in memory. With Redis: each
// instance keeps, per connected user, an entry with an expiry (its id → now + TTL) that its
// heartbeat renews every TTL/3; an instance that dies stops renewing, and the first living
// instance to notice (its heartbeat sweeps instances past their expiry) takes its users offline.
//
// Changes are batched: the users whose presence changed within BATCH_MS are looked up once,
// and each watcher (someone who shares a conversation with them) gets one event naming all of
// theirs. 1,000 contacts coming online within a window make one event per watcher, not 1,000.

export type PresenceState = 'ONLINE' | 'AWAY' | 'OFFLINE';

export interface PresenceStatus {
  state: PresenceState;
  /** When the user's last connection ended; null while online or never seen. */
  lastSeenAt: Date | null;
}

/** Where presence lives: memory (one instance) or Redis (every instance). */
interface Store {
  /** This instance's first connection of the user. */
  up(userId: number): Promise<void>;
  /** This instance's last connection of the user ended; answers whether the user is offline everywhere. */
  down(userId: number): Promise<boolean>;
  setAway(userId: number, away: boolean): Promise<void>;
  read(userIds: number[]): Promise<Map<number, PresenceStatus>>;
  /**
   * Renews this instance's entries; answers the users of dead instances now offline (`gone`),
   * and those of `local` whose entry had to be added afresh (`back`: this instance stalled past
   * its expiry and was swept as dead, or the user disconnected while the beat was under way).
   */
  heartbeat(local: number[]): Promise<{ gone: number[]; back: number[] }>;
}

function memoryStore(clock: Clock): Store {
  const online = new Set<number>();
  const away = new Set<number>();
  const seen = new Map<number, Date>();
  return {
    async up(userId) {
      online.add(userId);
    },
    async down(userId) {
      online.delete(userId);
      away.delete(userId);
      seen.set(userId, clock.now());
      return true;
    },
    async setAway(userId, value) {
      if (value && online.has(userId)) away.add(userId);
      else away.delete(userId);
    },
    async read(userIds) {
      return new Map(
        userIds.map((id) => [
          id,
          online.has(id)
            ? { state: away.has(id) ? 'AWAY' : 'ONLINE', lastSeenAt: null }
            : { state: 'OFFLINE', lastSeenAt: seen.get(id) ?? null },
        ]),
      );
    },
    async heartbeat() {
      return { gone: [], back: [] };
    },
  };
}

function redisStore(redis: Redis, prefix: string, clock: Clock, ttlMs: number): Store {
  const instance = randomUUID();
  const user = (id: number) => `${prefix}presence:u:${id}`;
  const members = (inst: string) => `${prefix}presence:i:${inst}`;
  const INSTANCES = `${prefix}presence:instances`;
  const SEEN = `${prefix}presence:seen`;
  const AWAY = `${prefix}presence:away`;
  const now = () => clock.now().getTime();
  return {
    async up(userId) {
      const until = now() + ttlMs;
      await redis
        .multi()
        .zadd(user(userId), until, instance)
        .pexpire(user(userId), ttlMs * 4)
        .sadd(members(instance), String(userId))
        .zadd(INSTANCES, until, instance)
        .exec();
    },
    async down(userId) {
      const t = now();
      const res = await redis
        .multi()
        .zrem(user(userId), instance)
        .srem(members(instance), String(userId))
        .zcount(user(userId), t, '+inf')
        .exec();
      const left = Number(res?.[2]?.[1] ?? 0);
      if (left > 0) return false;
      await redis.multi().hset(SEEN, String(userId), String(t)).srem(AWAY, String(userId)).exec();
      return true;
    },
    async setAway(userId, value) {
      if (value) await redis.sadd(AWAY, String(userId));
      else await redis.srem(AWAY, String(userId));
    },
    async read(userIds) {
      const out = new Map<number, PresenceStatus>();
      if (userIds.length === 0) return out;
      const t = now();
      const pipe = redis.pipeline();
      for (const id of userIds) pipe.zcount(user(id), t, '+inf');
      pipe.hmget(SEEN, ...userIds.map(String));
      pipe.smismember(AWAY, ...userIds.map(String));
      const res = (await pipe.exec()) ?? [];
      const seen = (res[userIds.length]?.[1] ?? []) as (string | null)[];
      const away = (res[userIds.length + 1]?.[1] ?? []) as number[];
      userIds.forEach((id, i) => {
        const online = Number(res[i]?.[1] ?? 0) > 0;
        out.set(
          id,
          online
            ? { state: away[i] ? 'AWAY' : 'ONLINE', lastSeenAt: null }
            : { state: 'OFFLINE', lastSeenAt: seen[i] ? new Date(Number(seen[i])) : null },
        );
      });
      return out;
    },
    async heartbeat(local) {
      const t = now();
      const until = t + ttlMs;
      const pipe = redis.pipeline();
      for (const id of local) pipe.zadd(user(id), until, instance).pexpire(user(id), ttlMs * 4);
      // Membership renewed too: an instance that stalled past its expiry (a pause, not a death)
      // was swept as dead, its set deleted; it must be in one again when it really dies.
      if (local.length > 0) pipe.sadd(members(instance), ...local.map(String));
      pipe.zadd(INSTANCES, until, instance);
      const renewed = (await pipe.exec()) ?? [];
      const back = local.filter((_, i) => Number(renewed[i * 2]?.[1] ?? 0) === 1);
      // Instances that stopped renewing: their users go offline (unless connected elsewhere).
      const dead = (await redis.zrangebyscore(INSTANCES, 0, t)).filter((i) => i !== instance);
      const gone: number[] = [];
      for (const inst of dead) {
        if ((await redis.zrem(INSTANCES, inst)) === 0) continue; // another instance swept it
        const ids = (await redis.smembers(members(inst))).map(Number);
        await redis.del(members(inst));
        for (const id of ids) {
          await redis.zrem(user(id), inst);
          if ((await redis.zcount(user(id), t, '+inf')) === 0) {
            await redis.multi().hset(SEEN, String(id), String(t)).srem(AWAY, String(id)).exec();
            gone.push(id);
          }
        }
      }
      return { gone, back };
    },
  };
}

export interface PresenceDeps {
  prisma: PrismaClient;
  clock: Clock;
  events: Events;
  logger: Logger;
  redis?: Redis;
  prefix?: string;
  /** How long an instance's entries live without a heartbeat (PRESENCE_TTL_SECONDS). */
  ttlMs?: number;
  /** Changes within this window go out as one event per watcher. */
  batchMs?: number;
  /** presenceUpdated subscriptions one user may hold at once on this instance (PRESENCE_MAX_SUBSCRIPTIONS). */
  maxSubscriptions?: number;
}

/**
 * Who may see each user's presence: people who share a conversation with them (each has a
 * conversation with the other, or both are current members of a group). Rows (watcher, subject)
 * for the given subjects, internal ids.
 */
const watchersOf = (subjects: number[]) => Prisma.sql`
  SELECT a."ownerId" AS watcher, a."contactId" AS subject FROM "Conversation" a
    JOIN "Conversation" b ON b."ownerId" = a."contactId" AND b."contactId" = a."ownerId"
    WHERE a."contactId" = ANY(${subjects}::int[])
  UNION
  SELECT m2."userId" AS watcher, m1."userId" AS subject FROM "GroupMember" m1
    JOIN "GroupMember" m2 ON m2."groupId" = m1."groupId" AND m2."userId" <> m1."userId"
    WHERE m1."userId" = ANY(${subjects}::int[])`;

/**
 * The same rule asked of given (watcher, subject) pairs: those of them where the watcher may see
 * the subject. Each pair is a few probes of unique indexes, where watchersOf reads every watcher
 * of a subject (50 contacts each: 23 ms a statement on a loaded machine with 100,000
 * conversations, once per presence event per subscriber).
 */
const visiblePairs = (watchers: number[], subjects: number[]) => Prisma.sql`
  SELECT v.watcher, v.subject FROM unnest(${watchers}::int[], ${subjects}::int[]) AS v(watcher, subject)
  WHERE EXISTS (SELECT 1 FROM "Conversation" a
      JOIN "Conversation" b ON b."ownerId" = a."contactId" AND b."contactId" = a."ownerId"
      WHERE a."ownerId" = v.watcher AND a."contactId" = v.subject)
    OR EXISTS (SELECT 1 FROM "GroupMember" m1
      JOIN "GroupMember" m2 ON m2."groupId" = m1."groupId"
      WHERE m1."userId" = v.subject AND m2."userId" = v.watcher)`;

/** A user's presence as one viewer sees it. */
interface PresenceView {
  userId: number;
  contactId: string;
  state: PresenceState;
  lastSeenAt: Date | null;
}

interface Pair {
  viewerId: number;
  userId: number;
}

/** Pairs per statement (two bound arrays). */
const MAX_PAIRS = 1000;

export function createPresence({
  prisma,
  clock,
  events,
  logger,
  redis,
  prefix = 'fas:',
  ttlMs = 30_000,
  batchMs = 250,
  maxSubscriptions = 10,
}: PresenceDeps) {
  const store = redis ? redisStore(redis, prefix, clock, ttlMs) : memoryStore(clock);
  /** Live connections of each user on this instance. */
  const local = new Map<number, number>();
  const pending = new Set<number>();
  /** presenceUpdated subscriptions of each user on this instance (PRESENCE_MAX_SUBSCRIPTIONS). */
  const watching = createQuota<number>(maxSubscriptions);
  let flushTimer: NodeJS.Timeout | null = null;

  // Every lookup of presence (a presenceUpdated event reaching each of a subject's watchers, a
  // page of contacts each asking for theirs) asked within one turn of the event loop is read
  // together: one statement for the pairs' visibility, one for the users' privacy, one store
  // read. Not cached: each event is read afresh.
  const views = new DataLoader<Pair, PresenceView | null>(
    async (pairs) => {
      const others = pairs.filter((p) => p.viewerId !== p.userId);
      const shared = new Set<string>();
      if (others.length > 0) {
        const rows = await prisma.$queryRaw<{ watcher: number; subject: number }[]>(
          visiblePairs(
            others.map((p) => p.viewerId),
            others.map((p) => p.userId),
          ),
        );
        for (const r of rows) shared.add(`${r.watcher}:${r.subject}`);
      }
      const allowed = (p: Pair) => p.viewerId === p.userId || shared.has(`${p.viewerId}:${p.userId}`);
      const ids = [...new Set(pairs.filter(allowed).map((p) => p.userId))];
      const [statuses, privacy] = await Promise.all([
        store.read(ids),
        ids.length === 0
          ? []
          : prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, uuid: true, hideLastSeen: true } }),
      ]);
      const users = new Map(privacy.map((u) => [u.id, u]));
      return pairs.map((p) => {
        const u = users.get(p.userId);
        if (!u || !allowed(p)) return null;
        const status = statuses.get(u.id) ?? { state: 'OFFLINE' as const, lastSeenAt: null };
        return {
          userId: u.id,
          contactId: u.uuid,
          state: status.state,
          lastSeenAt: u.hideLastSeen && u.id !== p.viewerId ? null : status.lastSeenAt,
        };
      });
    },
    {
      cache: false,
      maxBatchSize: MAX_PAIRS,
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
    },
  );

  async function flush() {
    flushTimer = null;
    const subjects = [...pending];
    pending.clear();
    if (subjects.length === 0) return;
    const rows = await prisma.$queryRaw<{ watcher: number; subject: number }[]>(watchersOf(subjects));
    const byWatcher = new Map<number, number[]>();
    for (const r of rows) {
      const list = byWatcher.get(r.watcher) ?? [];
      list.push(r.subject);
      byWatcher.set(r.watcher, list);
    }
    for (const [watcher, userIds] of byWatcher) events.publish('presenceUpdated', watcher, { userIds });
  }

  function changed(ids: number[]) {
    for (const id of ids) pending.add(id);
    if (!flushTimer && pending.size > 0) {
      flushTimer = setTimeout(() => {
        flush().catch((err: unknown) => logger.warn({ err }, 'presence: fan-out failed'));
      }, batchMs);
      flushTimer.unref?.();
    }
  }

  const beat = setInterval(
    () => {
      store
        .heartbeat([...local.keys()])
        .then(async ({ gone, back }) => {
          // Back after a sweep: the sweep told their watchers OFFLINE, so they are a change
          // again (ONLINE). Gone meanwhile (disconnected while the beat was under way): the beat
          // re-added an entry that down() had removed; remove it again (no change to tell).
          for (const id of back) if (!local.has(id)) await store.down(id);
          changed([...gone, ...back.filter((id) => local.has(id))]);
        })
        .catch((err: unknown) => logger.warn({ err }, 'presence: heartbeat failed'));
    },
    Math.max(100, Math.floor(ttlMs / 3)),
  );
  beat.unref?.();

  return {
    /** A live connection of the user opened on this instance. */
    async connected(userId: number) {
      const n = local.get(userId) ?? 0;
      local.set(userId, n + 1);
      if (n === 0) {
        await store.up(userId);
        changed([userId]);
      }
    },
    /** One of the user's live connections on this instance closed. */
    async disconnected(userId: number) {
      const n = local.get(userId) ?? 0;
      if (n <= 1) {
        local.delete(userId);
        if (n === 1 && (await store.down(userId))) changed([userId]);
      } else local.set(userId, n - 1);
    },
    /** The user says they are away (or back); only while connected. */
    async setAway(userId: number, away: boolean) {
      await store.setAway(userId, away);
      changed([userId]);
    },
    /**
     * Presence of users as `viewerId` may see it, in the order asked: those who share no
     * conversation with them are left out. Batched (see `views`).
     */
    async visible(viewerId: number, userIds: number[]): Promise<PresenceView[]> {
      const seen = await views.loadMany([...new Set(userIds)].map((userId) => ({ viewerId, userId })));
      const failed = seen.find((v) => v instanceof Error);
      if (failed) throw failed;
      return seen.filter((v): v is PresenceView => v !== null);
    },
    /**
     * A presenceUpdated subscription of `userId`: `open()`'s stream, counted against the cap
     * until it ends (done, failed or returned). Past the cap, RATE_LIMITED and nothing opened.
     * Per user and per instance: every event a watcher gets costs each of their subscriptions
     * a lookup (visible), so the cap bounds that work whatever number of sockets they open.
     */
    watch<T>(userId: number, open: () => AsyncIterableIterator<T>): AsyncIterableIterator<T> {
      const release = watching.take(userId);
      if (!release)
        throw new AppError(
          'RATE_LIMITED',
          `at most ${maxSubscriptions} presenceUpdated subscriptions at once per account; end one before opening another`,
        );
      let source: AsyncIterableIterator<T>;
      try {
        source = open();
      } catch (error) {
        release();
        throw error;
      }
      const it: AsyncIterableIterator<T> = {
        async next() {
          try {
            const r = await source.next();
            if (r.done) release();
            return r;
          } catch (error) {
            release();
            throw error;
          }
        },
        async return() {
          release();
          return (await source.return?.()) ?? { done: true, value: undefined };
        },
        async throw(error: unknown) {
          release();
          if (source.throw) return source.throw(error);
          throw error;
        },
        [Symbol.asyncIterator]: () => it,
      };
      return it;
    },
    /** Stops the heartbeat (the process is ending). */
    stop() {
      clearInterval(beat);
      if (flushTimer) clearTimeout(flushTimer);
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
