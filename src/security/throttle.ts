import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../kernel/errors.js';

// Throttles, per account and per client address. With Redis the counts are shared by every
// instance (keys under REDIS_PREFIX); if Redis fails, each instance falls back to its own
// in-memory count instead of failing the request. Every call counts once, so an operation
// repeated under aliases in one GraphQL document, or batched, is counted each time it runs.
//
// A refusal carries the IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers), one
// policy per scope, named `<throttle>-account` and `<throttle>-address`; so does an answer that
// consumed a rate limit (a new deposit, withdrawal or payment):
//   RateLimit-Policy: "sign-in-account";q=5;w=86400, "sign-in-address";q=20;w=86400
//   RateLimit: "sign-in-account";r=0;t=4, "sign-in-address";r=14;t=80000
// (q: the quota, w: the window in seconds, r: what is left, t: seconds until it resets).

export interface ThrottleOptions {
  name: string;
  maxPerAccount: number;
  maxPerAddress: number;
  windowSeconds: number;
  redis?: Redis;
  /** Key prefix (REDIS_PREFIX); default `fas:`. */
  prefix?: string;
}

type Store = Pick<ThrottleOptions, 'name' | 'redis' | 'prefix'>;

function limiter(o: Store, scope: string, points: number, duration: number): RateLimiterAbstract {
  const opts = { keyPrefix: `${o.prefix ?? 'fas:'}${o.name}:${scope}`, points, duration };
  if (!o.redis) return new RateLimiterMemory(opts);
  return new RateLimiterRedis({ ...opts, storeClient: o.redis, insuranceLimiter: new RateLimiterMemory(opts) });
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** One scope's count after this attempt. */
interface Taken {
  /** Seconds to wait; 0 when allowed. */
  wait: number;
  remaining: number;
  resetSeconds: number;
}

/** The RateLimit fields of a throttle's scopes, as they stand after this attempt. */
export type RateLimitFields = { 'ratelimit-policy': string; ratelimit: string };

interface Scope {
  /** `<throttle>-account`, `<throttle>-address`. */
  policy: string;
  quota: number;
  windowSeconds: number;
  taken: Taken;
}

function fields(scopes: Scope[]): RateLimitFields {
  return {
    'ratelimit-policy': scopes.map((s) => `"${s.policy}";q=${s.quota};w=${s.windowSeconds}`).join(', '),
    ratelimit: scopes.map((s) => `"${s.policy}";r=${s.taken.remaining};t=${s.taken.resetSeconds}`).join(', '),
  };
}

/** RATE_LIMITED with Retry-After (the longest wait) and the RateLimit fields of every scope. */
function refusal(what: string, scopes: Scope[]): AppError | null {
  const wait = Math.max(...scopes.map((s) => s.taken.wait));
  if (wait === 0) return null;
  return new AppError('RATE_LIMITED', `${what}; try again in ${wait} seconds`, {
    retryAfter: wait,
    headers: fields(scopes),
  });
}

export interface FailureThrottleOptions extends Store {
  /** Wrong guesses an account makes without waiting (AUTH_MAX_FAILURES_PER_ACCOUNT). */
  freePerAccount: number;
  /** The longest lock in seconds (AUTH_LOCKOUT_MAX_SECONDS); the back-off doubles from 1 s up to it. */
  maxLockSeconds: number;
  /**
   * Different accounts one client address may fail on per window (AUTH_MAX_FAILURES_PER_ADDRESS)
   * before its wrong guesses get no free ones. Unset: no address scope (passcode checks, made by
   * signed-in callers, are counted per account only).
   */
  maxAccountsPerAddress?: number;
  /** How long failures are remembered, from the first one (AUTH_FAILURE_WINDOW_SECONDS). */
  windowSeconds: number;
  /** The time the locks run on, in ms (the injected clock, src/kernel/clock.ts); default Date.now. */
  now?: () => number;
}

/** Counts wrong guesses of a secret (sign-in, passcode checks) and locks the account guessed at. */
export interface FailureThrottle {
  /**
   * Runs `check` as one attempt on `account` from `address`: `false` when the secret was compared
   * and did not match (a wrong guess), anything else when it matched (returned as it is).
   * While the account is locked the attempt is refused with RATE_LIMITED before `check` runs,
   * right or wrong. A `check` that throws (the database unreachable, argon2 failing) is not a
   * guess: nothing stays counted and its error goes on (a 503 for an outage).
   */
  attempt<T>(account: string, address: string, check: () => Promise<T | false>): Promise<T | false>;
}

// Per account: `freePerAccount` wrong guesses are answered at once; the last of them locks the
// account for 1 s, and every further wrong guess doubles the lock (2 s, 4 s, …) up to
// `maxLockSeconds`. While locked, every attempt, right or wrong, is 429 with Retry-After. A right
// secret clears the account's count; so does `windowSeconds` after its first failure.
//
// Per client address (sign-in only): the different accounts it failed on in the window. Past
// `maxAccountsPerAddress` (a flood over many accounts from one address) its wrong guesses get no
// free ones: each locks its account at once with the back-off. The address itself is never
// refused: a right secret for an account is answered whatever its address did.
//
// Counting is atomic, in Redis when shared, so parallel attempts (batched operations, aliased
// fields resolved together, requests sent at once) cannot slip past the back-off: an attempt that
// would lock the account if wrong takes the lock before it is checked, and holds it meanwhile.
//
// The locks run on the injected clock (`now`, src/kernel/clock.ts), so a test moves past a back-off
// instead of sleeping through it: a lock's record holds the moment it ends, on that clock; its
// expiry in the store (the same length, on the store's time) only clears it away. While an
// attempt checks the secret, its record holds a count, 1 (no end yet) and the store's expiry bounds
// it. The counting windows (AUTH_FAILURE_WINDOW_SECONDS, hours) stay on the store's time.
/** A record at least this holds a moment (ms since 1970; from 2001 on); below it, a count of takes. */
const MOMENT = 1e12;
export function createFailureThrottle(o: FailureThrottleOptions): FailureThrottle {
  const now = o.now ?? Date.now;
  const window = o.windowSeconds;
  const perAddress = o.maxAccountsPerAddress;
  const failures = limiter(o, 'failures', o.freePerAccount, window);
  const locks = limiter(o, 'lock', 1, o.maxLockSeconds);
  const accountsOf = perAddress ? limiter(o, 'address', perAddress, window) : undefined;
  const failedFrom = perAddress ? limiter(o, 'address-account', 1, window) : undefined;

  /** How long a lock record still locks, in ms: to its end on the clock, or, while taken (a count), to its expiry. */
  const lockedFor = (res: RateLimiterRes | null): number => {
    if (!res || res.msBeforeNext <= 0) return 0;
    // (A rejected take reads the record plus the point it added: a moment 1 ms later, a count + 1.)
    return res.consumedPoints >= MOMENT ? Math.max(0, res.consumedPoints - now()) : res.msBeforeNext;
  };

  /** The lock after `count` failures, when `free` of them cost no wait: 0, or 1 s doubling to the cap. */
  const lockSeconds = (count: number, free: number) =>
    count < free ? 0 : Math.min(o.maxLockSeconds, 2 ** (count - free));

  async function refused(address: string, msLocked: number): Promise<AppError> {
    const wait = seconds(msLocked);
    const scopes: Scope[] = [
      {
        policy: `${o.name}-account`,
        quota: o.freePerAccount,
        windowSeconds: window,
        taken: { wait, remaining: 0, resetSeconds: wait },
      },
    ];
    if (accountsOf && perAddress) {
      const res = await accountsOf.get(address);
      const live = res && res.msBeforeNext > 0 ? res : null;
      scopes.push({
        policy: `${o.name}-address`,
        quota: perAddress,
        windowSeconds: window,
        taken: {
          wait: 0,
          remaining: Math.max(0, perAddress - (live?.consumedPoints ?? 0)),
          resetSeconds: live ? seconds(live.msBeforeNext) : 0,
        },
      });
    }
    return refusal('too many failed attempts', scopes)!;
  }

  /** Whether the address has already failed on `maxAccountsPerAddress` accounts in the window. */
  async function flooding(address: string) {
    if (!accountsOf || !perAddress) return false;
    const res = await accountsOf.get(address);
    return res !== null && res.msBeforeNext > 0 && res.consumedPoints >= perAddress;
  }

  /** A wrong guess from `address` on `account`: the address's count of accounts, once per account. */
  async function countAddress(account: string, address: string) {
    if (!accountsOf || !failedFrom) return;
    const pair = await failedFrom.penalty(`${address}\n${account}`, 1);
    if (pair.consumedPoints === 1) await accountsOf.penalty(address, 1);
  }

  return {
    async attempt(account, address, check) {
      const held = await locks.get(account);
      const heldFor = lockedFor(held);
      if (heldFor > 0) throw await refused(address, heldFor);
      // A lock over on the clock while its record is still in the store (the clock is ahead of the
      // store's time: a test's clock moved on; on the system clock only for the instant between
      // its end and its expiry) is cleared so that this attempt can take it.
      if (held && held.msBeforeNext > 0) await locks.delete(account);
      const free = (await flooding(address)) ? 1 : o.freePerAccount;
      const count = (await failures.penalty(account, 1)).consumedPoints;
      const lock = lockSeconds(count, free);
      if (lock > 0) {
        try {
          await locks.consume(account, 1, { customDuration: lock });
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          // Another attempt holds the lock: this one was not made, so it is not counted.
          await failures.reward(account, 1);
          throw await refused(address, lockedFor(rejection));
        }
      }
      let outcome: Awaited<ReturnType<typeof check>>;
      try {
        outcome = await check();
      } catch (error) {
        // Not a guess: the secret was never compared. Its count and lock are given back.
        await Promise.all([failures.reward(account, 1), lock > 0 ? locks.delete(account) : undefined]).catch(() => {});
        throw error;
      }
      if (outcome === false) {
        // The lock runs from the answer (it was held, for as long, while the secret was checked).
        if (lock > 0) await locks.set(account, now() + lock * 1000, lock);
        await countAddress(account, address);
      } else {
        await Promise.all([failures.delete(account), locks.delete(account)]);
      }
      return outcome;
    },
  };
}

/** Consumes one point: the scope's count after it (wait 0 when allowed). */
async function take(l: RateLimiterAbstract, key: string): Promise<Taken> {
  try {
    const res = await l.consume(key, 1);
    return { wait: 0, remaining: res.remainingPoints, resetSeconds: seconds(res.msBeforeNext) };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const wait = seconds(rejection.msBeforeNext);
    return { wait, remaining: 0, resetSeconds: wait };
  }
}

/** Counts every attempt (money movements): past the limit, 429 until the window passes. */
export interface RateLimit {
  /**
   * Counts one attempt; throws RATE_LIMITED when the account or the address is over its limit,
   * and otherwise returns the RateLimit fields for the answer.
   */
  consume(account: string, address: string): Promise<RateLimitFields>;
}

export function createRateLimit(o: ThrottleOptions & { what: string }): RateLimit {
  const byAccount = limiter(o, 'account', o.maxPerAccount, o.windowSeconds);
  const byAddress = limiter(o, 'address', o.maxPerAddress, o.windowSeconds);
  const scope = (name: string, quota: number, taken: Taken): Scope => ({
    policy: `${o.name}-${name}`,
    quota,
    windowSeconds: o.windowSeconds,
    taken,
  });
  return {
    async consume(account, address) {
      const scopes = [
        scope('account', o.maxPerAccount, await take(byAccount, account)),
        scope('address', o.maxPerAddress, await take(byAddress, address)),
      ];
      const refused = refusal(`too many ${o.what}`, scopes);
      if (refused) throw refused;
      return fields(scopes);
    },
  };
}

/**
 * Counts one attempt of a signed-in caller against `limit` and puts its RateLimit fields on the
 * caller's answer (`responseHeaders`, src/context.ts).
 */
export async function consumeFor(
  limit: RateLimit,
  caller: { viewer: { uuid: string }; clientAddress: string; responseHeaders: Record<string, string> },
): Promise<void> {
  Object.assign(caller.responseHeaders, await limit.consume(caller.viewer.uuid, caller.clientAddress));
}
