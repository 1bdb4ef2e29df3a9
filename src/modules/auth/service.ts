import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { Actor, Viewer } from '../../kernel/viewer.js';
import type { Events } from '../../events/pubsub.js';
import { AppError, conflict, isUniqueViolation } from '../../kernel/errors.js';
import type { Passwords } from '../../security/passwords.js';
import type { FailureThrottle } from '../../security/throttle.js';
import type { AccountService, Origin } from './accounts.js';
import type { Sessions } from './sessions.js';
import { recordEvent } from '../../events/outbox.js';

// Rules the spec leaves open (documented in docs/accounts.md "Account rules").
export const emailRule = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email('email must be a valid e-mail address'));
/** A new account's address also keeps RFC 5321's 64-character limit on the local part. */
export const newEmailRule = emailRule.refine(
  (email) => email.lastIndexOf('@') <= 64,
  'email must have at most 64 characters before the @',
);
export const passwordRule = z
  .string()
  .min(8, 'password must be at least 8 characters')
  .max(128, 'password must be at most 128 characters');
export const passcodeRule = z.string().regex(/^\d{4,8}$/, 'passcode must be 4 to 8 digits');

const INVALID_CREDENTIALS = 'email, password or passcode is incorrect';

export interface Session {
  accessToken: string;
  expiresAt: Date;
  /** The refresh token of the new device session (src/modules/auth/accounts.ts). */
  refreshToken: string;
  refreshExpiresAt: Date;
  userId: number;
  userUuid: string;
  /** What the passcode check did: set at sign-up, verified at sign-in. */
  passcodeStatus: 'SET' | 'VERIFIED';
}

export interface AuthDeps {
  prisma: PrismaClient;
  clock: Clock;
  sessions: Sessions;
  signInThrottle: FailureThrottle;
  passcodeThrottle: FailureThrottle;
  events: Events;
  /** How long a passcode verified with argon2 is then checked with a keyed hash (0: never). */
  passcodeCacheMs: number;
  /** Device sessions, refresh tokens and mails (src/modules/auth/accounts.ts). */
  accounts: AccountService;
  /** argon2id at the configured cost (src/security/passwords.ts). */
  passwords: Passwords;
}

/** The account's passcode hash, when the caller has just read it with its own data (no second read). */
export type StoredPasscode = { passcodeHash: string | null };

export function createAuthService({
  prisma,
  clock,
  sessions,
  signInThrottle,
  passcodeThrottle,
  events,
  passcodeCacheMs,
  accounts,
  passwords: { burnVerification, hashSecret, verifySecret },
}: AuthDeps) {
  /**
   * Checks in flight, by account, address, field and passcode digest: the same check sent several
   * times at once (a client retrying a payment with its Idempotency-Key) is one attempt, one
   * argon2 verification and one point of the throttle. Different passcodes are counted apart.
   */
  const checking = new Map<string, Promise<void>>();

  /** A wrong passcode is 403 naming `field`; wrong ones lock the account (src/security/throttle.ts). */
  function verifyPasscode(
    viewer: Actor,
    passcode: string,
    clientAddress: string,
    field: string,
    stored?: StoredPasscode,
  ) {
    const key = [viewer.id, clientAddress, field, createHash('sha256').update(passcode).digest('hex')].join('\n');
    let check = checking.get(key);
    if (!check) {
      check = checkOnce(viewer, passcode, clientAddress, field, stored).finally(() => checking.delete(key));
      checking.set(key, check);
    }
    return check;
  }

  /**
   * Step-up window: for passcodeCacheMs after an argon2 verification, the same passcode of the
   * same account is checked against an HMAC under a key that lives only in this process (a
   * payment asks for the passcode every time; argon2 costs tens of milliseconds of CPU). The
   * stored hash is part of the MAC, so a changed passcode no longer matches on any instance. A
   * wrong passcode is never cached: it goes to argon2 and the throttle as before. docs/payments.md.
   */
  const macKey = randomBytes(32);
  const verified = new Map<number, { mac: Buffer; until: number }>();
  const macOf = (userId: number, hash: string, passcode: string) =>
    createHmac('sha256', macKey).update(`${userId}\n${hash}\n${passcode}`).digest();

  function recentlyVerified(userId: number, mac: Buffer) {
    const entry = verified.get(userId);
    if (!entry) return false;
    if (entry.until <= clock.now().getTime()) {
      verified.delete(userId);
      return false;
    }
    return timingSafeEqual(entry.mac, mac);
  }

  function remember(userId: number, mac: Buffer) {
    if (passcodeCacheMs <= 0) return;
    const now = clock.now().getTime();
    if (verified.size >= 100_000) for (const [id, e] of verified) if (e.until <= now) verified.delete(id);
    verified.set(userId, { mac, until: now + passcodeCacheMs });
  }

  async function checkOnce(
    viewer: Actor,
    passcode: string,
    clientAddress: string,
    field: string,
    stored?: StoredPasscode,
  ) {
    // Only a passcode compared with the stored hash and not matching counts: a read or an argon2
    // call that fails throws through the throttle uncounted (a 503 when the database is down).
    const matched = await passcodeThrottle.attempt(viewer.uuid, clientAddress, async () => {
      const { passcodeHash } =
        stored ?? (await prisma.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { passcodeHash: true } }));
      if (!passcodeHash) return false;
      const mac = macOf(viewer.id, passcodeHash, passcode);
      if (recentlyVerified(viewer.id, mac)) return true;
      if (!(await verifySecret(passcodeHash, passcode))) return false;
      remember(viewer.id, mac);
      return true;
    });
    if (!matched) throw new AppError('FORBIDDEN', `${field} is incorrect`, { field });
  }

  return {
    async signUp(input: { email: string; password: string; passcode: string }, origin: Origin): Promise<Session> {
      const [passwordHash, passcodeHash] = await Promise.all([hashSecret(input.password), hashSecret(input.passcode)]);
      try {
        // User and first token in one transaction: a failed sign-up leaves nothing behind.
        const session = await prisma.$transaction(async (tx): Promise<Session> => {
          const user = await tx.user.create({ data: { email: input.email, passwordHash, passcodeHash } });
          const issued = await accounts.startSession(tx, user, origin, false);
          return { ...issued, userId: user.id, userUuid: user.uuid, passcodeStatus: 'SET' };
        });
        // After the commit (the code's row needs the account), off the answer's path.
        accounts.sendVerification(session.userId, input.email);
        return session;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('an account with this email already exists', 'email');
        throw error;
      }
    },

    async signIn(
      input: { email: string; password: string; passcode: string },
      clientAddress: string,
      userAgent?: string | null,
    ): Promise<Session> {
      // Counted only when the credentials were compared and did not match: a failed read or
      // argon2 call throws through the throttle uncounted (a 503 when the database is down).
      const user = await signInThrottle.attempt(input.email, clientAddress, async () => {
        const found = await prisma.user.findUnique({ where: { email: input.email } });
        // Unknown e-mail, wrong password and wrong passcode give the same answer in the same time.
        if (!found?.passwordHash || !found.passcodeHash) return burnVerification(input.password);
        const matches = await Promise.all([
          verifySecret(found.passwordHash, input.password),
          verifySecret(found.passcodeHash, input.passcode),
        ]);
        return matches.every(Boolean) && found;
      });
      if (!user) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
      const issued = await prisma.$transaction((tx) =>
        accounts.startSession(tx, user, { clientAddress, userAgent }, true),
      );
      return { ...issued, userId: user.id, userUuid: user.uuid, passcodeStatus: 'VERIFIED' };
    },

    /** Revokes every active token of the account; live sockets of the account are closed. */
    async signOut(viewer: Actor): Promise<number> {
      const now = clock.now();
      const count = await prisma.$transaction(async (tx) => {
        const revoked = await tx.accessToken.updateMany({
          where: { userId: viewer.id, revokedAt: null, expiresAt: { gt: now } },
          data: { revokedAt: now },
        });
        await recordEvent(tx, {
          userId: viewer.id,
          type: 'SIGNED_OUT',
          subject: { type: 'Viewer', id: viewer.uuid },
          data: { userId: viewer.uuid, revokedAccessTokens: revoked.count },
          at: now,
        });
        return revoked.count;
      });
      // At once on this instance; the others drop it when the event reaches them.
      sessions.revoke({ userId: viewer.id });
      verified.delete(viewer.id);
      events.publish('authRevoked', { userId: viewer.id });
      return count;
    },

    /** Replaces the passcode once the current one is verified; returns the account (`query` selects it). */
    async updatePasscode<Q extends Prisma.UserDefaultArgs>(
      viewer: Actor,
      input: { currentPasscode: string; newPasscode: string },
      clientAddress: string,
      query?: Q,
    ) {
      await verifyPasscode(viewer, input.currentPasscode, clientAddress, 'currentPasscode');
      const passcodeHash = await hashSecret(input.newPasscode);
      return prisma.$transaction(async (tx) => {
        const user = await tx.user.update({ ...query, where: { id: viewer.id }, data: { passcodeHash } });
        // Says that it changed, never what it is.
        await recordEvent(tx, {
          userId: viewer.id,
          type: 'PASSCODE_CHANGED',
          subject: { type: 'Viewer', id: viewer.uuid },
          data: { userId: viewer.uuid },
          at: clock.now(),
        });
        return user;
      });
    },

    /**
     * Verifies the passcode of a signed-in user (operations that reveal secrets or move money ask
     * for it). `stored`: the account's passcode hash when the caller just read it with its own data.
     */
    checkPasscode: (viewer: Actor, passcode: string, clientAddress: string, stored?: StoredPasscode) =>
      verifyPasscode(viewer, passcode, clientAddress, 'passcode', stored),

    /** Resolves a bearer token to its viewer; null when unknown, expired or revoked (src/modules/auth/sessions.ts). */
    authenticate: (token: string | undefined | null): Promise<Viewer | null> => sessions.authenticate(token),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
