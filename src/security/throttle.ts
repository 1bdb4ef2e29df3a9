import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';

// Counts failed attempts (sign-in, passcode checks) per account and per client address.
// While either key is over its limit every attempt is refused with 429 and Retry-After,
// before any password is checked.

export interface FailureThrottle {
  /** Throws RATE_LIMITED when the account or the address has too many recent failures. */
  assertAllowed(account: string, address: string): Promise<void>;
  recordFailure(account: string, address: string): Promise<void>;
  /** A success clears the account's count (the address keeps its own). */
  recordSuccess(account: string): Promise<void>;
}

export interface ThrottleOptions {
  name: string;
  maxPerAccount: number;
  maxPerAddress: number;
  windowSeconds: number;
  redis?: Redis;
}

function limiter(o: ThrottleOptions, scope: string, points: number): RateLimiterAbstract {
  const opts = { keyPrefix: `fas:${o.name}:${scope}`, points, duration: o.windowSeconds };
  return o.redis ? new RateLimiterRedis({ ...opts, storeClient: o.redis }) : new RateLimiterMemory(opts);
}

export function createFailureThrottle(o: ThrottleOptions): FailureThrottle {
  const byAccount = limiter(o, 'account', o.maxPerAccount);
  const byAddress = limiter(o, 'address', o.maxPerAddress);
  const over = async (l: RateLimiterAbstract, key: string, max: number) => {
    const res = await l.get(key);
    return res && res.consumedPoints >= max ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
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
