import { Webhook } from 'standardwebhooks';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import { attribute } from '../../db/attribution.js';
import type { Logger } from '../../logger.js';
import type { Keyring } from '../../security/encryption.js';
import { payloadText, pruneEvents, recordEvent, visibleBound } from '../outbox.js';
import { eventScope, sees } from '../visibility.js';
import { post, type PostResult } from './post.js';
import { allowList, checkTarget, type Resolve, TargetRefused } from './ssrf.js';

// The webhook delivery worker (docs/events.md "Delivery"). Every instance runs one; they share
// the work through the database: a pass claims due deliveries with FOR UPDATE SKIP LOCKED and a
// lease (leaseUntil), so a delivery is attempted by one instance at a time and, when that
// instance dies, again by any after the lease. The same SQL runs on PGlite (one session: the
// claim is trivially exclusive). Deliveries are at least once, with the event id as webhook-id.
//
// Wake-ups: a trigger notifies `fas_webhook_queued` at the commit that queued a delivery (or
// enabled an endpoint) on every instance; a timer covers retries and expired leases; a poll runs
// only while the change feed is not listening. A write that queues no delivery costs the worker
// nothing.
//
// Order per subject: a delivery is claimed only when no earlier delivery (log order) of the same
// endpoint and subject is still PENDING, and only once its event is visible (below the log's
// visibility bound), so an earlier event of the same subject that commits late is not overtaken.

/** Waits after failed attempt 1, 2, …; the attempt after the last wait is the last one (10 in all, ≈ 3 days). */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  20 * 3_600_000,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const BATCH = 20;
/** A claimed delivery is left alone by other instances this long by default (well above the 10 s timeout). */
export const LEASE_MS = 60_000;
/** Real-time poll, only while the change feed is not listening (a notification may be lost). */
const POLL_MS = 1_000;
/**
 * Looked at again this soon when a delivery is due but was not claimed: its event is above the
 * visibility bound (an older transaction of this database is still open), or it was queued while
 * the claim ran. Only while such a delivery exists.
 */
const RECHECK_MS = 200;

export interface WebhookMetrics {
  delivered(): void;
  retried(): void;
  failed(): void;
}

interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  keyring: Keyring;
  changes: ChangeFeed;
  logger: Logger;
  httpsOnly: boolean;
  allowedNetworks: readonly string[];
  resolve: Resolve;
  /** Events older than this are removed (EVENT_RETENTION_DAYS), their deliveries with them. */
  eventRetentionMs: number;
  /** Delivered and failed deliveries (and their attempts) older than this are removed (WEBHOOK_DELIVERY_RETENTION_DAYS). */
  deliveryRetentionMs: number;
  /** How long a claim holds (WEBHOOK_LEASE_SECONDS; LEASE_MS by default). */
  leaseMs?: number;
}

/** How often each instance runs the cleanup (on the injected clock); the deletes are idempotent. */
export const CLEANUP_EVERY_MS = 3_600_000;

interface Claimed {
  id: number;
}

export function createWebhookWorker(deps: Deps) {
  const { prisma, clock, keyring, changes, logger } = deps;
  let metrics: WebhookMetrics | undefined;
  let cancelCleanup: (() => void) | null = null;
  const allowed = allowList(deps.allowedNetworks);
  const policy = { httpsOnly: deps.httpsOnly, allowedNetworks: deps.allowedNetworks, allowed, resolve: deps.resolve };

  let running = false;
  let dirty = false;
  let current: Promise<void> | null = null;
  let cancelTimer: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  let poll: NodeJS.Timeout | null = null;

  const claim = async (): Promise<{ claimed: Claimed[]; bound: bigint }> => {
    const now = clock.now();
    const bound = await visibleBound(prisma);
    const lease = new Date(now.getTime() + (deps.leaseMs ?? LEASE_MS));
    // The heads: the first PENDING delivery (log order) of each endpoint and subject; only a head
    // may go, and only when it is due, unleased, visible and its endpoint enabled. DISTINCT ON
    // reads the pending rows once (a NOT EXISTS per row was quadratic in a subject's backlog). The
    // outer SELECT locks what it takes (SKIP LOCKED) and checks the row again as it is then, so a
    // head another instance claimed meanwhile is left to it.
    const claimed = await prisma.$queryRaw<Claimed[]>`
      UPDATE "WebhookDelivery" SET "leaseUntil" = ${lease}::timestamptz
      WHERE "id" IN (
        SELECT d."id" FROM "WebhookDelivery" d
        WHERE d."id" IN (
          SELECT h."id" FROM (
            SELECT DISTINCT ON (p."endpointId", p."subjectKey")
                   p."id", p."endpointId", p."txid", p."eventSeq", p."nextAttemptAt", p."leaseUntil"
            FROM "WebhookDelivery" p WHERE p."status" = 'PENDING'
            ORDER BY p."endpointId", p."subjectKey", p."txid", p."eventSeq", p."id") h
          JOIN "WebhookEndpoint" w ON w."id" = h."endpointId"
          WHERE h."nextAttemptAt" <= ${now}::timestamptz
            AND (h."leaseUntil" IS NULL OR h."leaseUntil" <= ${now}::timestamptz)
            AND h."txid" < ${bound}::bigint AND w."disabledAt" IS NULL
          ORDER BY h."txid", h."eventSeq", h."id"
          LIMIT ${BATCH})
          AND d."status" = 'PENDING' AND (d."leaseUntil" IS NULL OR d."leaseUntil" <= ${now}::timestamptz)
        FOR UPDATE SKIP LOCKED)
      RETURNING "id"`;
    return { claimed, bound };
  };

  /**
   * Why this endpoint's API token may not receive this event now; null when it may (or the
   * endpoint has no token: its user sees every event of theirs). Checked at every attempt against
   * the token as it is then: revoked, expired, or without a scope the event's type needs
   * (src/events/visibility.ts), the delivery is given up.
   */
  const tokenRefusal = (token: { revokedAt: Date | null; expiresAt: Date; scopes: string[] } | null, type: string) => {
    if (!token) return null;
    if (token.revokedAt) return 'the API token that made this endpoint is revoked';
    if (token.expiresAt <= clock.now()) return 'the API token that made this endpoint has expired';
    if (!token.scopes.includes('READ')) return 'the API token that made this endpoint lacks the READ scope';
    if (!sees(token.scopes, type)) {
      return `the API token that made this endpoint lacks the ${eventScope(type)} scope that ${type} events need`;
    }
    return null;
  };

  /** The headers of a signed delivery: every secret valid now signs (both during a rotation's overlap). */
  const sign = (
    endpoint: { secretEnc: string; previousSecretEnc: string | null; previousSecretUntil: Date | null },
    id: string,
    body: string,
  ) => {
    const at = clock.now();
    const secrets = [keyring.open(endpoint.secretEnc)];
    if (endpoint.previousSecretEnc && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at) {
      secrets.push(keyring.open(endpoint.previousSecretEnc));
    }
    return {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': secrets.map((s) => new Webhook(s).sign(id, at, body)).join(' '),
    };
  };

  /**
   * Attempts one claimed delivery. Delivered (or given up without disabling the endpoint): in the
   * same transaction, claims the next delivery of its endpoint and subject when it is due and
   * visible below `bound` (the claim's, which only grows), and returns its id, so a subject's
   * backlog goes one after the other without a claim over every pending row each time.
   */
  const attempt = async (deliveryId: number, bound: bigint): Promise<number | null> => {
    const d = await prisma.webhookDelivery.findUnique({
      where: { id: deliveryId },
      include: { endpoint: { include: { apiToken: true } }, event: true },
    });
    if (d?.status !== 'PENDING') return null;
    const started = clock.now();
    let result: PostResult;
    let final = false;
    const refusal = tokenRefusal(d.endpoint.apiToken, d.event.type);
    if (refusal) {
      // Not sent, and never will be under this token: given up at once.
      result = { statusCode: null, latencyMs: 0, body: '', error: refusal };
      final = true;
    } else {
      const body = payloadText(d.event);
      try {
        const target = await checkTarget(d.endpoint.url, policy);
        result = await post(target, sign(d.endpoint, d.event.publicId, body), body);
      } catch (error) {
        if (!(error instanceof TargetRefused)) throw error;
        result = { statusCode: null, latencyMs: 0, body: '', error: error.message };
      }
    }
    const ok = !final && result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const attempts = d.attemptCount + 1;
    const giveUp = !ok && (final || attempts >= MAX_ATTEMPTS);
    const now = clock.now();
    return prisma.$transaction(async (tx) => {
      await tx.webhookAttempt.create({
        data: {
          deliveryId: d.id,
          attemptedAt: started,
          statusCode: result.statusCode,
          latencyMs: result.latencyMs,
          responseBody: result.body,
          error: result.error,
        },
      });
      await tx.webhookDelivery.update({
        where: { id: d.id },
        data: {
          attemptCount: attempts,
          leaseUntil: null,
          status: ok ? 'DELIVERED' : giveUp ? 'FAILED' : 'PENDING',
          nextAttemptAt: ok || giveUp ? d.nextAttemptAt : new Date(now.getTime() + RETRY_DELAYS_MS[attempts - 1]),
        },
      });
      // A whole schedule failed (not a token refusal): the endpoint is disabled and its user told.
      if (giveUp && !final && !d.endpoint.disabledAt) {
        const last = result.statusCode !== null ? `HTTP ${result.statusCode}` : (result.error ?? 'no answer');
        const reason = `every attempt of event ${d.event.publicId} failed for ${MAX_ATTEMPTS} attempts over about 3 days (last: ${last})`;
        const { count } = await tx.webhookEndpoint.updateMany({
          where: { id: d.endpoint.id, disabledAt: null },
          data: { disabledAt: now, disabledReason: reason },
        });
        if (count > 0) {
          await recordEvent(tx, {
            userId: d.endpoint.userId,
            type: 'WEBHOOK_ENDPOINT_DISABLED',
            subject: { type: 'WebhookEndpoint', id: d.endpoint.uuid },
            data: { id: d.endpoint.uuid, url: d.endpoint.url, disabledAt: now.toISOString(), disabledReason: reason },
            at: now,
          });
        }
      }
      if (ok) metrics?.delivered();
      else if (giveUp) metrics?.failed();
      else metrics?.retried();
      if (!(ok || (giveUp && final)) || !running) return null;
      // The next of the subject, if it may go now: the outer WHERE checks the row again once
      // locked, so one another instance claimed meanwhile is left to it.
      const [next] = await tx.$queryRaw<Claimed[]>`
        UPDATE "WebhookDelivery" SET "leaseUntil" = ${new Date(now.getTime() + (deps.leaseMs ?? LEASE_MS))}::timestamptz
        WHERE "id" = (
            SELECT n."id" FROM "WebhookDelivery" n
            WHERE n."endpointId" = ${d.endpointId} AND n."subjectKey" = ${d.subjectKey} AND n."status" = 'PENDING'
            ORDER BY n."txid", n."eventSeq", n."id" LIMIT 1)
          AND "status" = 'PENDING' AND "nextAttemptAt" <= ${now}::timestamptz
          AND ("leaseUntil" IS NULL OR "leaseUntil" <= ${now}::timestamptz) AND "txid" < ${bound}::bigint
          AND EXISTS (SELECT 1 FROM "WebhookEndpoint" w WHERE w."id" = ${d.endpointId} AND w."disabledAt" IS NULL)
        RETURNING "id"`;
      return next?.id ?? null;
    });
  };
  /** A claim's delivery, then those of its subject that follow it, at most CHAIN in a row (others get their turn). */
  const CHAIN = 50;
  const run = async (first: number, bound: bigint) => {
    let next: number | null = first;
    for (let i = 0; next !== null && i < CHAIN; i++) {
      const id: number = next;
      next = await attempt(id, bound).catch((error: unknown) => {
        logger.error({ err: error, deliveryId: id }, 'webhook delivery');
        return null;
      });
    }
    // The chain's turn is over: its next goes back to the claim (its lease released).
    if (next !== null) {
      await prisma.webhookDelivery
        .updateMany({ where: { id: next, status: 'PENDING' }, data: { leaseUntil: null } })
        .catch(() => {});
    }
  };

  /** Claims and attempts due deliveries until none is left; returns how many were attempted. */
  const pass = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const { claimed, bound } = await claim();
      // One per (endpoint, subject) in a batch (the claim's rule), so they may go in parallel.
      await Promise.all(claimed.map((c) => run(c.id, bound)));
      total += claimed.length;
      if (claimed.length === 0) return total;
    }
  };

  /**
   * Arms the clock's timer for the next work no notification will announce: a retry coming due,
   * another instance's lease running out (it may have died). Only the first pending delivery of
   * each (endpoint, subject) counts: the ones behind it move when it is finished, in the same
   * pass. One that is due and unleased yet was not claimed is waiting for the visibility bound:
   * looked at again in RECHECK_MS.
   */
  const armTimer = async () => {
    const [next] = await prisma.$queryRaw<{ at: Date | null }[]>`
      SELECT min(GREATEST(h."nextAttemptAt", COALESCE(h."leaseUntil", h."nextAttemptAt"))) AS "at"
      FROM (
        SELECT DISTINCT ON (p."endpointId", p."subjectKey") p."endpointId", p."nextAttemptAt", p."leaseUntil"
        FROM "WebhookDelivery" p WHERE p."status" = 'PENDING'
        ORDER BY p."endpointId", p."subjectKey", p."txid", p."eventSeq", p."id") h
      JOIN "WebhookEndpoint" w ON w."id" = h."endpointId"
      WHERE w."disabledAt" IS NULL`;
    cancelTimer?.();
    cancelTimer = null;
    if (!next?.at) return;
    const soonest = clock.now().getTime() + RECHECK_MS;
    cancelTimer = clock.setTimer(next.at.getTime() > clock.now().getTime() ? next.at : new Date(soonest), poke);
  };

  const loop = async () => {
    while (running && dirty) {
      dirty = false;
      try {
        await pass();
        await armTimer();
      } catch (error) {
        if (running) logger.warn({ err: error }, 'webhook worker pass failed; retried on the next poll');
      }
    }
    current = null;
  };

  // A poke may come from inside a request (PGlite tells a commit's notification before the
  // statement resolves): the loop runs under its own label, not counted as the request's.
  function poke() {
    dirty = true;
    if (running && !current) current = attribute('webhook-worker', loop);
  }

  /** Keeps the tables bounded: events past their retention, finished deliveries past theirs. */
  const cleanup = async () => {
    const now = clock.now().getTime();
    const events = await pruneEvents(prisma, new Date(now - deps.eventRetentionMs));
    const deliveries = await prisma.$executeRaw`
      DELETE FROM "WebhookDelivery"
      WHERE "status" <> 'PENDING' AND "updatedAt" < ${new Date(now - deps.deliveryRetentionMs)}::timestamptz`;
    return { events, deliveries };
  };

  const scheduleCleanup = () => {
    cancelCleanup = clock.setTimer(new Date(clock.now().getTime() + CLEANUP_EVERY_MS), () => {
      if (!running) return;
      cleanup()
        .catch((error: unknown) => logger.warn({ err: error }, 'event and delivery cleanup failed; tried again later'))
        .finally(() => running && scheduleCleanup());
    });
  };

  return {
    pass,
    poke,
    cleanup,
    /** Where delivered, retried and failed attempts are counted (the app's /metrics). */
    setMetrics(m: WebhookMetrics) {
      metrics = m;
    },
    /** Resolves once no pass is running (tests: what the start-up pass did is over). */
    async idle() {
      while (current) await current;
    },
    /** Replaces the resolver (tests: a name that later resolves to a private address). */
    useResolver(resolve: Resolve) {
      policy.resolve = resolve;
    },
    policy,
    start() {
      if (running) return;
      running = true;
      // Woken by queued work (any instance's commit), by its timer, and by a poll only while the
      // change feed is not listening; not by every change of every user.
      const polling = (on: boolean) => {
        if (poll) clearInterval(poll);
        poll = null;
        if (!on) return;
        poll = setInterval(poke, POLL_MS);
        poll.unref();
      };
      unsubscribe = changes.subscribe({
        queued: poke,
        state: (listening) => {
          polling(!listening);
          if (listening) poke();
        },
      });
      polling(!changes.listening);
      poke();
      scheduleCleanup();
    },
    async stop() {
      running = false;
      unsubscribe?.();
      if (poll) clearInterval(poll);
      cancelTimer?.();
      cancelCleanup?.();
      await current;
    },
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
