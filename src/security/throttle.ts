import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';

// Throttles, per account and per client address. With Redis the counts are shared by every
// instance (keys under REDIS_PREFIX); if Redis fails, each instance falls back to its own
// in-memory count instead of failing the request. Every call counts once, so an operation
// repeated under aliases in one GraphQL document, or batched, is counted each time it runs.

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

/** Counts failed attempts (sign-in, passcode checks). */
export interface FailureThrottle {
  /** Throws RATE_LIMITED when the account or the address has too many recent failures. */
  assertAllowed(account: string, address: string): Promise<void>;
  recordFailure(account: string, address: string): Promise<void>;
  /** A success clears the account's count (the address keeps its own). */
  recordSuccess(account: string): Promise<void>;
}

// While either key is over its limit every attempt is refused with 429 and Retry-After,
// before any password is checked.
export function createFailureThrottle(o: ThrottleOptions): FailureThrottle {
  const byAccount = limiter(o, 'account', o.maxPerAccount);
  const byAddress = limiter(o, 'address', o.maxPerAddress);
  const over = async (l: RateLimiterAbstract, key: string, max: number) => {
    const res = await l.get(key);
    return res && res.consumedPoints >= max ? seconds(res.msBeforeNext) : 0;
  };
  return {
    async assertAllowed(account, address) {
      const wait = Math.max(await over(byAccount, account, o.maxPerAccount), await over(byAddress, address, o.maxPerAddress));
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', `too many failed attempts; try again in ${wait} seconds`, { retryAfter: wait });
      }
    },
    async recordFailure(account, address) {
      // penalty() adds points without throwing when the limit is passed.
      await Promise.all([byAccount.penalty(account, 1), byAddress.penalty(address, 1)]);
    },
    async recordSuccess(account) {
      await byAccount.delete(account);
    },
  };
}

/** Counts every attempt (money movements): past the limit, 429 until the window passes. */
export interface RateLimit {
  /** Counts one attempt; throws RATE_LIMITED when the account or the address is over its limit. */
  consume(account: string, address: string): Promise<void>;
}

export function createRateLimit(o: ThrottleOptions & { what: string }): RateLimit {
  const byAccount = limiter(o, 'account', o.maxPerAccount);
  const byAddress = limiter(o, 'address', o.maxPerAddress);
  const take = async (l: RateLimiterAbstract, key: string): Promise<number> => {
    try {
      await l.consume(key, 1);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return seconds(rejection.msBeforeNext);
      throw rejection;
    }
  };
  return {
    async consume(account, address) {
      const wait = Math.max(await take(byAccount, account), await take(byAddress, address));
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', `too many ${o.what}; try again in ${wait} seconds`, { retryAfter: wait });
      }
    },
  };
}
