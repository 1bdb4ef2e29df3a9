import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import { badInput, notFound, UnprocessableError } from '../../kernel/errors.js';
import type { Keyring } from '../../security/encryption.js';
import { EVENT_TYPES, type EventTypeName, parseEventId, recordEvent } from '../../events/outbox.js';
import { checkTarget, TargetRefused } from '../../events/webhooks/ssrf.js';
import type { WebhookWorker } from '../../events/webhooks/worker.js';
import type { Viewer } from '../../kernel/viewer.js';

// Webhook endpoints (docs/events.md "Webhooks"): a user's (or an API token's user's) URLs that
// receive that user's events, signed per Standard Webhooks. The secret (whsec_…) is shown once
// and kept encrypted at rest (the keyring, like identity secrets). Every lookup is by the
// endpoint's uuid AND the caller's user id: another user's endpoint is NOT_FOUND.

const DAY_MS = 86_400_000;

export const urlRule = z
  .string()
  .trim()
  .min(1, 'url must not be empty')
  .max(2048, 'url must be at most 2048 characters');
export const descriptionRule = z
  .string()
  .trim()
  .max(200, 'description must be at most 200 characters')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'description must not contain control characters');
export const overlapHoursRule = z
  .number()
  .int('overlapHours must be a whole number')
  .min(0, 'overlapHours must be 0 to 168')
  .max(168, 'overlapHours must be 0 to 168');

/** A new signing secret: whsec_ then 32 random bytes in base64 (Standard Webhooks' form). */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  keyring: Keyring;
  worker: WebhookWorker;
  maxEndpoints: number;
}

export function createWebhookService({ prisma, clock, keyring, worker, maxEndpoints }: Deps) {
  const own = async (viewer: Viewer, id: string) => {
    const row = await prisma.webhookEndpoint.findFirst({ where: { uuid: id, userId: viewer.id } });
    if (!row) throw notFound('webhook endpoint', 'id');
    return row;
  };

  const checkUrl = async (url: string) => {
    try {
      await checkTarget(url, worker.policy);
    } catch (error) {
      if (error instanceof TargetRefused) throw badInput(error.message, 'url');
      throw error;
    }
  };

  const types = (names: readonly EventTypeName[] | null | undefined) => [
    ...new Set((names ?? []).map((n) => EVENT_TYPES[n])),
  ];

  return {
    worker,
    maxEndpoints,

    list(viewer: Viewer) {
      return prisma.webhookEndpoint.findMany({ where: { userId: viewer.id }, orderBy: { id: 'asc' } });
    },

    get: own,

    async create(
      viewer: Viewer,
      input: { url: string; eventTypes?: EventTypeName[] | null; description?: string | null },
    ) {
      await checkUrl(input.url);
      const secret = newSecret();
      const endpoint = await prisma.$transaction(async (tx) => {
        // One create at a time per account, so the limit holds under concurrent requests.
        await tx.$executeRaw`SELECT 1 FROM "User" WHERE "id" = ${viewer.id} FOR UPDATE`;
        if ((await tx.webhookEndpoint.count({ where: { userId: viewer.id } })) >= maxEndpoints) {
          throw new UnprocessableError(`at most ${maxEndpoints} webhook endpoints per account; delete or reuse one`);
        }
        return tx.webhookEndpoint.create({
          data: {
            userId: viewer.id,
            apiTokenId: viewer.apiToken?.id ?? null,
            url: input.url,
            description: input.description ?? '',
            eventTypes: types(input.eventTypes),
            secretEnc: keyring.seal(secret),
          },
        });
      });
      return { secret, endpoint };
    },

    async update(
      viewer: Viewer,
      id: string,
      input: { url?: string | null; eventTypes?: EventTypeName[] | null; description?: string | null },
    ) {
      const row = await own(viewer, id);
      if (input.url) await checkUrl(input.url);
      return prisma.webhookEndpoint.update({
        where: { id: row.id },
        data: {
          ...(input.url ? { url: input.url } : {}),
          ...(input.eventTypes ? { eventTypes: types(input.eventTypes) } : {}),
          ...(input.description !== undefined && input.description !== null ? { description: input.description } : {}),
        },
      });
    },

    /** Disables (deliveries wait) or enables (they resume, the reason is cleared) an endpoint. */
    async setEnabled(viewer: Viewer, id: string, enabled: boolean) {
      const row = await own(viewer, id);
      const updated = await prisma.webhookEndpoint.update({
        where: { id: row.id },
        data: enabled
          ? { disabledAt: null, disabledReason: null }
          : {
              disabledAt: row.disabledAt ?? clock.now(),
              disabledReason: row.disabledReason ?? 'disabled by its owner',
            },
      });
      // Enabled again: a trigger wakes the workers at commit (src/db/change-feed.ts WEBHOOK_CHANNEL).
      return updated;
    },

    /** A new secret (shown once); the old one keeps signing for `overlapHours` (default 24). */
    async rotateSecret(viewer: Viewer, id: string, overlapHours: number) {
      const row = await own(viewer, id);
      const secret = newSecret();
      const endpoint = await prisma.webhookEndpoint.update({
        where: { id: row.id },
        data: {
          secretEnc: keyring.seal(secret),
          previousSecretEnc: overlapHours > 0 ? row.secretEnc : null,
          previousSecretUntil: overlapHours > 0 ? new Date(clock.now().getTime() + overlapHours * 3_600_000) : null,
        },
      });
      return { secret, endpoint };
    },

    /** Records a webhook.test event that only this endpoint receives; returns its id. */
    async sendTest(viewer: Viewer, id: string) {
      const row = await own(viewer, id);
      const eventId = await prisma.$transaction((tx) =>
        recordEvent(tx, {
          userId: viewer.id,
          type: 'WEBHOOK_TEST',
          subject: { type: 'WebhookEndpoint', id: row.uuid },
          data: { endpointId: row.uuid, message: 'a test event sent from the API settings' },
          at: clock.now(),
          endpointId: row.id,
        }),
      );
      return eventId;
    },

    /** The endpoint's deliveries, newest first, with their attempts (oldest first). */
    async deliveries(viewer: Viewer, id: string, first: number) {
      const row = await own(viewer, id);
      return prisma.webhookDelivery.findMany({
        where: { endpointId: row.id },
        orderBy: { id: 'desc' },
        take: first,
        include: { event: true, attempts: { orderBy: { id: 'asc' } } },
      });
    },

    /**
     * Queues the event again (the same id and payload; a new timestamp and signature), or every
     * event of the user the endpoint takes created in [from, to). Returns how many were queued.
     */
    async redeliver(
      viewer: Viewer,
      id: string,
      input: { eventId?: string | null; from?: Date | null; to?: Date | null },
    ) {
      const row = await own(viewer, id);
      const now = clock.now();
      let count: number;
      if (input.eventId) {
        if (!parseEventId(input.eventId)) throw badInput('eventId must be an event id (evt_…)', 'eventId');
        count = await prisma.$executeRaw`
          INSERT INTO "WebhookDelivery" ("uuid", "endpointId", "eventSeq", "txid", "subjectKey", "nextAttemptAt", "createdAt", "updatedAt")
          SELECT gen_random_uuid(), ${row.id}, e."seq", e."txid", e."subjectType" || ':' || e."subjectId", ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
          FROM "Event" e WHERE e."publicId" = ${input.eventId} AND e."userId" = ${viewer.id}`;
        if (count === 0) throw notFound('event', 'eventId');
      } else {
        if (!input.from || !input.to) throw badInput('give eventId, or both from and to', 'from');
        if (input.to <= input.from) throw badInput('to must be after from', 'to');
        if (input.to.getTime() - input.from.getTime() > 31 * DAY_MS)
          throw badInput('from and to at most 31 days apart', 'to');
        count = await prisma.$executeRaw`
          INSERT INTO "WebhookDelivery" ("uuid", "endpointId", "eventSeq", "txid", "subjectKey", "nextAttemptAt", "createdAt", "updatedAt")
          SELECT gen_random_uuid(), ${row.id}, e."seq", e."txid", e."subjectType" || ':' || e."subjectId", ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
          FROM "Event" e
          WHERE e."userId" = ${viewer.id} AND e."createdAt" >= ${input.from}::timestamptz AND e."createdAt" < ${input.to}::timestamptz
            AND e."type" <> 'webhook.test'
            AND (cardinality(${row.eventTypes}::text[]) = 0 OR e."type" = ANY(${row.eventTypes}::text[]))
          ORDER BY e."txid", e."seq"`;
      }
      return count;
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
