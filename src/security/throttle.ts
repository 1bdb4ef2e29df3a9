import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';

// Throttles, per account and per client address. With Redis the counts are shared by every
// instance (keys under REDIS_PREFIX); if Redis fails, each instance falls back to its own
// in-memory count instead of failing the request. Every call counts once, so an operation
// repeated under aliases in one GraphQL document, or batched, is counted each time it runs.
//
// A refusal carries the IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers), one
// policy per scope, named `<throttle>-account` and `<throttle>-address`; so does an answer that
// consumed a rate limit (a new deposit, withdrawal or payment):
//   RateLimit-Policy: "sign-in-account";q=5;w=900, "sign-in-address";q=20;w=900
//   RateLimit: "sign-in-account";r=0;t=840, "sign-in-address";r=14;t=840
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

function limiter(o: ThrottleOptions, scope: string, points: number): RateLimiterAbstract {
  const opts = { keyPrefix: `${o.prefix ?? 'fas:'}${o.name}:${scope}`, points, duration: o.windowSeconds };
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

/** The RateLimit fields of both scopes, as they stand after this attempt. */
export type RateLimitFields = { 'ratelimit-policy': string; ratelimit: string };

function fields(o: ThrottleOptions, account: Taken, address: Taken): RateLimitFields {
  const policy = (scope: string, quota: number) => `"${o.name}-${scope}";q=${quota};w=${o.windowSeconds}`;
  const state = (scope: string, t: Taken) => `"${o.name}-${scope}";r=${t.remaining};t=${t.resetSeconds}`;
  return {
    'ratelimit-policy': `${policy('account', o.maxPerAccount)}, ${policy('address', o.maxPerAddress)}`,
    ratelimit: `${state('account', account)}, ${state('address', address)}`,
  };
}

/** RATE_LIMITED with Retry-After and the RateLimit fields of both scopes. */
function refusal(o: ThrottleOptions, what: string, account: Taken, address: Taken): AppError | null {
  const wait = Math.max(account.wait, address.wait);
  if (wait === 0) return null;
  return new AppError('RATE_LIMITED', `${what}; try again in ${wait} seconds`, {
    retryAfter: wait,
    headers: fields(o, account, address),
  });
}

/** Counts failed attempts (sign-in, passcode checks). */
export interface FailureThrottle {
  /**
   * Counts the attempt before it is checked (atomically, in Redis when shared), so concurrent
   * attempts (parallel requests, batched operations, aliased fields resolved together) cannot
   * all slip under the limit. Throws RATE_LIMITED when the account or the address is over it.
   */
  assertAllowed(account: string, address: string): Promise<void>;
  /** The attempt failed: it stays counted (nothing more to do; kept for the callers' clarity). */
  recordFailure(account: string, address: string): Promise<void>;
  /** The attempt succeeded: the account's count is cleared and the address gets its point back. */
  recordSuccess(account: string, address?: string): Promise<void>;
}

// Past the limit every attempt, right or wrong, is refused with 429 and Retry-After until the
// window (counted from the first counted attempt) passes, before any password is checked.
export function createFailureThrottle(o: ThrottleOptions): FailureThrottle {
  const byAccount = limiter(o, 'account', o.maxPerAccount);
  const byAddress = limiter(o, 'address', o.maxPerAddress);
  return {
    async assertAllowed(account, address) {
      const refused = refusal(
        o,
        'too many failed attempts',
        await take(byAccount, account),
        await take(byAddress, address),
      );
      if (refused) throw refused;
    },
    async recordFailure() {
      // Counted by assertAllowed.
    },
    async recordSuccess(account, address) {
      await Promise.all([byAccount.delete(account), address ? byAddress.reward(address, 1) : undefined]);
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
  const byAccount = limiter(o, 'account', o.maxPerAccount);
  const byAddress = limiter(o, 'address', o.maxPerAddress);
  return {
    async consume(account, address) {
      const [a, b] = [await take(byAccount, account), await take(byAddress, address)];
      const refused = refusal(o, `too many ${o.what}`, a, b);
      if (refused) throw refused;
      return fields(o, a, b);
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
