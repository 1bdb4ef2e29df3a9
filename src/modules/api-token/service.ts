import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { Events } from '../../events/pubsub.js';
import { notFound, UnprocessableError } from '../../kernel/errors.js';
import { hashToken, newApiToken } from '../../security/tokens.js';
import type { Sessions } from '../auth/sessions.js';
import type { Actor, ApiTokenScope } from '../../kernel/viewer.js';
import { recordEvent } from '../../events/outbox.js';
import { apiTokenPayload } from '../../events/payloads.js';

// API settings: personal tokens a signed-in user makes for scripts and client libraries
// (docs/api-tokens.md). Shown once, stored as their SHA-256, limited to the scopes chosen,
// revocable one by one; a sign-out leaves them alone.

/** Active (neither revoked nor expired) tokens an account may hold at once. */
export const MAX_ACTIVE_API_TOKENS = 50;
const MAX_API_TOKEN_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export const apiTokenNameRule = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(64, 'name must be at most 64 characters')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'name must not contain control characters');
export const expiresInDaysRule = z
  .number()
  .int('expiresInDays must be a whole number')
  .min(1, 'expiresInDays must be at least 1')
  .max(MAX_API_TOKEN_DAYS, `expiresInDays must be at most ${MAX_API_TOKEN_DAYS}`);
export const scopesRule = z.array(z.string()).min(1, 'scopes must name at least one scope');

interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  sessions: Sessions;
  events: Events;
  /** After a token is made: the notice mail (src/modules/auth/accounts.ts); its failure is not the caller's. */
  onCreated?: (userId: number, token: { name: string; scopes: string[]; expiresAt: Date }) => Promise<void>;
}

export function createApiTokenService({ prisma, clock, sessions, events, onCreated }: Deps) {
  const active = (actor: Actor) => ({ userId: actor.id, revokedAt: null, expiresAt: { gt: clock.now() } });

  return {
    /** A new token: the secret (shown once) and its record (`query` selects it). */
    async create<Q extends Prisma.ApiTokenDefaultArgs>(
      actor: Actor,
      input: { name: string; scopes: ApiTokenScope[]; expiresInDays: number },
      query?: Q,
    ) {
      const token = newApiToken();
      const apiToken = await prisma.$transaction(async (tx) => {
        // One create at a time per account, so the limit holds under concurrent requests.
        await tx.$executeRaw`SELECT 1 FROM "User" WHERE "id" = ${actor.id} FOR UPDATE`;
        if ((await tx.apiToken.count({ where: active(actor) })) >= MAX_ACTIVE_API_TOKENS) {
          throw new UnprocessableError(
            `at most ${MAX_ACTIVE_API_TOKENS} API tokens can be active at once; revoke one first`,
          );
        }
        const row = await tx.apiToken.create({
          data: {
            userId: actor.id,
            name: input.name,
            tokenHash: hashToken(token),
            scopes: [...new Set(input.scopes)],
            expiresAt: new Date(clock.now().getTime() + input.expiresInDays * DAY_MS),
          },
        });
        await recordEvent(tx, {
          userId: actor.id,
          type: 'API_TOKEN_CREATED',
          subject: { type: 'ApiToken', id: row.uuid },
          data: apiTokenPayload(row),
          at: clock.now(),
        });
        return tx.apiToken.findUniqueOrThrow({ ...query, where: { id: row.id } });
      });
      onCreated?.(actor.id, {
        name: input.name,
        scopes: [...new Set(input.scopes)],
        expiresAt: new Date(clock.now().getTime() + input.expiresInDays * DAY_MS),
      }).catch(() => {});
      return { token, apiToken: apiToken as Prisma.ApiTokenGetPayload<Q> };
    },

    /** Revokes one of the caller's tokens at once everywhere; revoking it again answers it unchanged. */
    async revoke<Q extends Prisma.ApiTokenDefaultArgs>(actor: Actor, id: string, query?: Q) {
      const where = { uuid: id, userId: actor.id };
      const row = await prisma.apiToken.findFirst({ where, select: { id: true, tokenHash: true, revokedAt: true } });
      if (!row) throw notFound('API token', 'id');
      if (!row.revokedAt) {
        await prisma.$transaction(async (tx) => {
          const { count } = await tx.apiToken.updateMany({
            where: { id: row.id, revokedAt: null },
            data: { revokedAt: clock.now() },
          });
          if (count === 0) return; // revoked meanwhile: that revocation recorded its event
          await recordEvent(tx, {
            userId: actor.id,
            type: 'API_TOKEN_REVOKED',
            subject: { type: 'ApiToken', id },
            data: apiTokenPayload(await tx.apiToken.findUniqueOrThrow({ where: { id: row.id } })),
            at: clock.now(),
          });
        });
        // At once here; other instances drop it when the event reaches them (the session cache's bound otherwise).
        sessions.revoke({ userId: actor.id, tokenHash: row.tokenHash });
        events.publish('authRevoked', { userId: actor.id, tokenHash: row.tokenHash });
      }
      const answer = await prisma.apiToken.findUniqueOrThrow({ ...query, where: { id: row.id } });
      return answer as Prisma.ApiTokenGetPayload<Q>;
    },

    /** The caller's active tokens, newest first. */
    list<Q extends Prisma.ApiTokenFindManyArgs>(actor: Actor, query?: Q) {
      return prisma.apiToken.findMany({ ...query, where: active(actor), orderBy: { createdAt: 'desc' } });
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
