import { createHash } from 'node:crypto';
import type { DeviceSession, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { recordEvent, recordEvents } from '../../events/outbox.js';
import type { Clock } from '../../kernel/clock.js';
import type { Events } from '../../events/pubsub.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import { templates } from '../../mail/templates.js';
import { AppError, badInput, conflict, isUniqueViolation, notFound } from '../../kernel/errors.js';
import type { Passwords } from '../../security/passwords.js';
import type { RateLimit } from '../../security/throttle.js';
import {
  hashToken,
  newAccessToken,
  newAccountCode,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  TOKEN_TTL_MS,
} from '../../security/tokens.js';
import { deviceName, ipPrefix } from './device.js';
import type { Sessions } from './sessions.js';
import type { Actor, Viewer } from '../../kernel/viewer.js';

// Accounts people can keep (docs/accounts.md): device sessions with rotating refresh tokens,
// e-mail verification, password reset and the notice mails. Every token and code is 256 random
// bits shown once and stored as its SHA-256; lookups are by that hash (an index lookup, no
// secret-dependent comparison of the value itself).

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;

/** Where a sign-in comes from. */
export interface Origin {
  clientAddress: string;
  userAgent?: string | null;
}

export interface IssuedSession {
  accessToken: string;
  expiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

type Db = Prisma.TransactionClient | PrismaClient;

/** A device session as the public schema shows it (DeviceSession): an event's data, never a token. */
const sessionData = (s: DeviceSession) => ({
  id: s.uuid,
  device: s.device,
  ipPrefix: s.ipPrefix,
  createdAt: s.createdAt,
  lastUsedAt: s.lastUsedAt,
});

interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  sessions: Sessions;
  events: Events;
  mailer: Mailer;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Resends of a verification mail, per account and per address. */
  verificationLimit: RateLimit;
  /** Reset requests, per e-mail address asked for and per client address. */
  resetLimit: RateLimit;
  /** Codes presented (verify, reset), per client address. */
  codeLimit: RateLimit;
  /** argon2id at the configured cost (src/security/passwords.ts). */
  passwords: Passwords;
}

const INVALID_CODE = 'code is invalid, expired or already used';
const emailKey = (email: string) => createHash('sha256').update(email).digest('hex');

export function createAccountService({
  prisma,
  clock,
  sessions,
  events,
  mailer,
  logger,
  verificationLimit,
  resetLimit,
  codeLimit,
  passwords: { burnVerification, hashSecret, verifySecret },
}: Deps) {
  const now = () => clock.now();

  /** A new access token in `sessionId`. */
  async function accessToken(db: Db, userId: number, sessionId: number) {
    const token = newAccessToken();
    const expiresAt = new Date(now().getTime() + TOKEN_TTL_MS);
    await db.accessToken.create({ data: { tokenHash: hashToken(token), userId, expiresAt, sessionId } });
    return { accessToken: token, expiresAt };
  }

  async function refreshToken(db: Db, userId: number, sessionId: number) {
    const token = newRefreshToken();
    const refreshExpiresAt = new Date(now().getTime() + REFRESH_TOKEN_TTL_MS);
    await db.refreshToken.create({
      data: { tokenHash: hashToken(token), userId, sessionId, expiresAt: refreshExpiresAt },
    });
    await db.deviceSession.update({
      where: { id: sessionId },
      data: { expiresAt: refreshExpiresAt, lastUsedAt: now() },
    });
    return { refreshToken: token, refreshExpiresAt };
  }

  /** Ends the streams of revoked access tokens here and, through the bus, on every instance. */
  function announce(userId: number, tokenHashes: string[]) {
    for (const tokenHash of tokenHashes) {
      sessions.revoke({ userId, tokenHash });
      events.publish('authRevoked', { userId, tokenHash });
    }
  }

  /** Revokes device sessions (their access tokens; their refresh tokens die with them). */
  async function revokeSessions(userId: number, sessionIds: number[]) {
    if (sessionIds.length === 0) return 0;
    const at = now();
    const hashes = await prisma.$transaction(async (tx) => {
      const live = await tx.deviceSession.findMany({
        where: { id: { in: sessionIds }, userId, revokedAt: null },
        orderBy: { id: 'asc' },
      });
      await tx.deviceSession.updateMany({
        where: { id: { in: sessionIds }, userId, revokedAt: null },
        data: { revokedAt: at },
      });
      await recordEvents(
        tx,
        live.map((row) => ({
          userId,
          type: 'SESSION_REVOKED' as const,
          subject: { type: 'DeviceSession', id: row.uuid },
          data: sessionData(row),
          at,
        })),
      );
      const tokens = await tx.accessToken.findMany({
        where: { sessionId: { in: sessionIds }, revokedAt: null, expiresAt: { gt: at } },
        select: { tokenHash: true },
      });
      await tx.accessToken.updateMany({
        where: { sessionId: { in: sessionIds }, revokedAt: null },
        data: { revokedAt: at },
      });
      return tokens.map((t) => t.tokenHash);
    });
    announce(userId, hashes);
    return sessionIds.length;
  }

  type Purpose = 'VERIFY_EMAIL' | 'CHANGE_EMAIL' | 'RESET_PASSWORD';

  async function sendCode(userId: number, email: string, purpose: Purpose) {
    const code = newAccountCode();
    const ttl = purpose === 'RESET_PASSWORD' ? RESET_TTL_MS : VERIFICATION_TTL_MS;
    await prisma.$transaction(async (tx) => {
      // One live code per purpose: a new one replaces the earlier ones.
      await tx.accountCode.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now() } });
      await tx.accountCode.create({
        data: { userId, purpose, email, tokenHash: hashToken(code), expiresAt: new Date(now().getTime() + ttl) },
      });
    });
    mailer.send(
      purpose === 'VERIFY_EMAIL'
        ? templates.verification(email, code, ttl / 3_600_000)
        : purpose === 'CHANGE_EMAIL'
          ? templates.emailChange(email, code, ttl / 3_600_000)
          : templates.passwordReset(email, code, ttl / 60_000),
    );
  }

  /** Takes a code once: the row when it is live and of `purpose`, marked used atomically. */
  async function takeCode(code: string, purposes: Purpose[], clientAddress: string) {
    await codeLimit.consume(clientAddress, clientAddress);
    const row = await prisma.accountCode.findUnique({ where: { tokenHash: hashToken(code) } });
    if (!row || !purposes.includes(row.purpose) || row.usedAt || row.expiresAt.getTime() <= now().getTime())
      throw badInput(INVALID_CODE, 'code');
    const taken = await prisma.accountCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now() } });
    if (taken.count !== 1) throw badInput(INVALID_CODE, 'code');
    return row;
  }

  /** The change a CHANGE_EMAIL code proves: the new address, verified, and a notice to the old one. */
  async function moveEmail(userId: number, email: string) {
    const before = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    const at = now();
    try {
      await prisma.$transaction(async (tx) => {
        const user = await tx.user.update({
          where: { id: userId },
          data: { email, emailVerifiedAt: at },
          select: { uuid: true },
        });
        // The new address only: the old one is in the notice mailed to it.
        await recordEvent(tx, {
          userId,
          type: 'EMAIL_CHANGED',
          subject: { type: 'Viewer', id: user.uuid },
          data: { userId: user.uuid, email, emailVerifiedAt: at },
          at,
        });
      });
    } catch (error) {
      // Taken by another account since the code was sent.
      if (isUniqueViolation(error)) throw conflict('an account with this email already exists', 'email');
      throw error;
    }
    sessions.forget(userId);
    if (before.email) mailer.send(templates.emailChanged(before.email, email, at));
    return prisma.user.findUniqueOrThrow({ where: { id: userId } });
  }

  return {
    /**
     * A new device session with its first access and refresh tokens (sign-up, sign-in). At a
     * sign-in from a device name the account has never used, a notice mail goes out.
     */
    async startSession(db: Db, user: { id: number; email: string | null }, origin: Origin, notify: boolean) {
      const device = deviceName(origin.userAgent);
      const prefix = ipPrefix(origin.clientAddress);
      const known = notify
        ? await db.deviceSession.findFirst({ where: { userId: user.id, device }, select: { id: true } })
        : null;
      const at = now();
      const row = await db.deviceSession.create({
        data: { userId: user.id, device, ipPrefix: prefix, lastUsedAt: at, expiresAt: at },
      });
      const issued: IssuedSession = {
        ...(await accessToken(db, user.id, row.id)),
        ...(await refreshToken(db, user.id, row.id)),
      };
      if (notify && !known && user.email) mailer.send(templates.newDevice(user.email, device, prefix, at));
      return issued;
    },

    /**
     * Rotates a refresh token: a new access and refresh token in the same session, the old refresh
     * token used up. A used one presented again is a stolen copy or a replay: the whole session
     * (every token it issued) is revoked (OAuth 2.0 Security BCP, refresh token rotation).
     */
    async refresh(token: string): Promise<IssuedSession & { userUuid: string }> {
      const denied = () => new AppError('UNAUTHENTICATED', 'the refresh token is invalid, expired or revoked');
      const row = await prisma.refreshToken.findUnique({
        where: { tokenHash: hashToken(token) },
        include: { session: true, user: { select: { uuid: true } } },
      });
      if (!row) throw denied();
      if (row.session.revokedAt) throw denied();
      if (row.usedAt) {
        logger.warn({ session: row.session.uuid }, 'a rotated refresh token was used again: session revoked');
        await revokeSessions(row.userId, [row.sessionId]);
        throw denied();
      }
      if (row.expiresAt.getTime() <= now().getTime()) throw denied();
      const issued = await prisma.$transaction(async (tx) => {
        // Atomic: of two refreshes with one token, one wins and the other is a reuse.
        const used = await tx.refreshToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now() } });
        if (used.count !== 1) return null;
        return {
          ...(await accessToken(tx, row.userId, row.sessionId)),
          ...(await refreshToken(tx, row.userId, row.sessionId)),
        };
      });
      if (!issued) {
        await revokeSessions(row.userId, [row.sessionId]);
        throw denied();
      }
      return { ...issued, userUuid: row.user.uuid };
    },

    /** The account's live device sessions, the latest used first. */
    listSessions(actor: Actor) {
      return prisma.deviceSession.findMany({
        where: { userId: actor.id, revokedAt: null, expiresAt: { gt: now() } },
        orderBy: [{ lastUsedAt: 'desc' }, { id: 'desc' }],
      });
    },

    /** Signs one of the viewer's sessions out; another account's (or an unknown) id is NOT_FOUND. */
    async signOutSession(viewer: Viewer, uuid: string) {
      const row = await prisma.deviceSession.findFirst({
        where: { uuid, userId: viewer.id, revokedAt: null },
        select: { id: true },
      });
      if (!row) throw notFound('session', 'id');
      await revokeSessions(viewer.id, [row.id]);
      return true;
    },

    /** Signs out every session but the caller's: their access and refresh tokens stop working. */
    async signOutOtherSessions(viewer: Viewer) {
      const current = viewer.deviceSession?.id ?? -1;
      const others = await prisma.deviceSession.findMany({
        where: { userId: viewer.id, revokedAt: null, id: { not: current } },
        select: { id: true },
      });
      // Access tokens from before sessions per device have no session: revoked too.
      const at = now();
      const loose = await prisma.accessToken.findMany({
        where: {
          userId: viewer.id,
          sessionId: null,
          revokedAt: null,
          expiresAt: { gt: at },
          tokenHash: { not: viewer.tokenHash },
        },
        select: { tokenHash: true },
      });
      if (loose.length > 0) {
        await prisma.accessToken.updateMany({
          where: { tokenHash: { in: loose.map((t) => t.tokenHash) } },
          data: { revokedAt: at },
        });
        announce(
          viewer.id,
          loose.map((t) => t.tokenHash),
        );
      }
      return revokeSessions(
        viewer.id,
        others.map((s) => s.id),
      );
    },

    /** Mails a verification code for the account's address (after sign-up); failures are logged, not thrown. */
    sendVerification(userId: number, email: string) {
      sendCode(userId, email, 'VERIFY_EMAIL').catch((error) => logger.error({ err: error }, 'verification not sent'));
    },

    /** Another verification mail, rate limited per account and address; false when already verified. */
    async resendVerification(viewer: Viewer, clientAddress: string) {
      const user = await prisma.user.findUniqueOrThrow({
        where: { id: viewer.id },
        select: { email: true, emailVerifiedAt: true },
      });
      if (user.emailVerifiedAt || !user.email) return false;
      await verificationLimit.consume(viewer.uuid, clientAddress);
      await sendCode(viewer.id, user.email, 'VERIFY_EMAIL');
      return true;
    },

    /**
     * Verifies the address a code was mailed to: the account's own (VERIFY_EMAIL, if it still is
     * the account's), or the new address a changeEmail asked for, which becomes the account's
     * (verified) with a notice to the old one.
     */
    async verifyEmail(code: string, clientAddress: string) {
      const row = await takeCode(code, ['VERIFY_EMAIL', 'CHANGE_EMAIL'], clientAddress);
      if (row.purpose === 'CHANGE_EMAIL') return moveEmail(row.userId, row.email);
      const at = now();
      await prisma.$transaction(async (tx) => {
        const updated = await tx.user.updateMany({
          where: { id: row.userId, email: row.email },
          data: { emailVerifiedAt: at },
        });
        if (updated.count !== 1) throw badInput(INVALID_CODE, 'code');
        const { uuid } = await tx.user.findUniqueOrThrow({ where: { id: row.userId }, select: { uuid: true } });
        await recordEvent(tx, {
          userId: row.userId,
          type: 'EMAIL_VERIFIED',
          subject: { type: 'Viewer', id: uuid },
          data: { userId: uuid, emailVerifiedAt: at },
          at,
        });
      });
      sessions.forget(row.userId);
      return prisma.user.findUniqueOrThrow({ where: { id: row.userId } });
    },

    /**
     * Asks to move the account to a new address: the password is checked, a code goes to the new
     * address (it becomes the account's only when verifyEmail takes that code) and a notice to the
     * current one. Rate limited like verification mails.
     */
    async changeEmail(viewer: Viewer, email: string, password: string, clientAddress: string) {
      const user = await prisma.user.findUniqueOrThrow({
        where: { id: viewer.id },
        select: { email: true, passwordHash: true },
      });
      await verificationLimit.consume(viewer.uuid, clientAddress);
      const ok = user.passwordHash ? await verifySecret(user.passwordHash, password) : await burnVerification(password);
      if (!ok) throw badInput('password is incorrect', 'password');
      if (email === user.email) throw badInput("this is already the account's address", 'email');
      if (await prisma.user.findUnique({ where: { email }, select: { id: true } }))
        throw conflict('an account with this email already exists', 'email');
      await sendCode(viewer.id, email, 'CHANGE_EMAIL');
      return true;
    },

    /**
     * Mails a reset code when the address has an account. The answer is the same either way, and
     * so is its work on the request path: one indexed read and one rate-limit count; the code is
     * written and the mail queued after the answer (errors logged).
     */
    async requestPasswordReset(email: string, clientAddress: string) {
      await resetLimit.consume(emailKey(email), clientAddress);
      const user = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true, kind: true } });
      if (user?.email && user.kind === 'PERSON') {
        const { id, email: to } = user;
        setImmediate(() => {
          sendCode(id, to, 'RESET_PASSWORD').catch((error) => logger.error({ err: error }, 'password reset not sent'));
        });
      }
      return true;
    },

    /**
     * Sets a new password with a reset code: every session, access token and refresh token of the
     * account is revoked (its streams end) and a notice is mailed. API tokens stay (docs/api-tokens.md).
     */
    async resetPassword(code: string, password: string, clientAddress: string) {
      const row = await takeCode(code, ['RESET_PASSWORD'], clientAddress);
      const passwordHash = await hashSecret(password);
      const at = now();
      const user = await prisma.$transaction(async (tx) => {
        const u = await tx.user.update({
          where: { id: row.userId },
          data: { passwordHash },
          select: { id: true, uuid: true, email: true },
        });
        const revoked = await tx.deviceSession.updateMany({
          where: { userId: u.id, revokedAt: null },
          data: { revokedAt: at },
        });
        // Says that it changed, never what it is.
        await recordEvent(tx, {
          userId: u.id,
          type: 'PASSWORD_CHANGED',
          subject: { type: 'Viewer', id: u.uuid },
          data: { userId: u.uuid, revokedSessions: revoked.count },
          at,
        });
        await tx.accessToken.updateMany({ where: { userId: u.id, revokedAt: null }, data: { revokedAt: at } });
        await tx.accountCode.updateMany({
          where: { userId: u.id, purpose: 'RESET_PASSWORD', usedAt: null },
          data: { usedAt: at },
        });
        return u;
      });
      sessions.revoke({ userId: user.id });
      events.publish('authRevoked', { userId: user.id });
      if (user.email) mailer.send(templates.passwordChanged(user.email, at));
      return true;
    },

    /** The notice of a new API token, to the account's address. */
    async notifyApiToken(userId: number, token: { name: string; scopes: string[]; expiresAt: Date }) {
      const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
      if (user?.email) mailer.send(templates.apiTokenCreated(user.email, token.name, token.scopes, token.expiresAt));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
