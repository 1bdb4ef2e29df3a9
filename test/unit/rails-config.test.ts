import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, isPrivateHost } from '../../src/config.js';
import { createRailRegistry } from '../../src/money/rails/registry.js';
import { systemClock } from '../../src/kernel/clock.js';
import { createLogger } from '../../src/logger.js';

// RAILS and the provider credentials (src/config.ts), and the registry's routing.

const PROD = {
  NODE_ENV: 'production',
  ENCRYPTION_KEY: 'a'.repeat(64),
  WALLET_SECRET: 'w'.repeat(40),
};

const refusal = (env: Record<string, string>) => {
  try {
    configFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).not.toContain('\n');
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('rails configuration', () => {
  it('runs the simulator for every kind and currency in embedded mode; sandbox with a database', () => {
    const embedded = configFromEnv({}).rails;
    expect(embedded.simulator).toEqual({ approveMs: 2000 });
    expect(embedded.routes).toEqual([
      { provider: 'momo', kind: 'MMO', currency: '*' },
      { provider: 'paystack', kind: 'BANK', currency: '*' },
    ]);
    const shared = configFromEnv({ DATABASE_URL: 'postgresql://x/y', ...PROD, NODE_ENV: 'development' }).rails;
    expect(shared.simulator).toBeUndefined();
    expect(shared.routes).toEqual([{ provider: 'sandbox', kind: '*', currency: '*' }]);
  });

  it('refuses the simulator in production unless allowed', () => {
    expect(refusal({ ...PROD, RAIL_SIMULATOR: 'true' })).toMatch(/^Invalid configuration: RAIL_SIMULATOR is refused/);
    expect(
      configFromEnv({ ...PROD, RAIL_SIMULATOR: 'true', RAIL_SIMULATOR_ALLOWED: 'true' }).rails.simulator,
    ).toBeDefined();
    expect(configFromEnv(PROD).rails.simulator).toBeUndefined();
  });

  it.each([
    [{ RAILS: 'mpesa:MOBILE_MONEY:KES' }, 'RAILS'],
    [{ RAILS: 'momo:MOBILE_MONEY:GHS,paystack:MOBILE_MONEY:GHS' }, 'RAILS names MOBILE_MONEY:GHS twice'],
    [{ RAIL_SIMULATOR: 'false', RAILS: 'momo:MOBILE_MONEY:GHS' }, 'MOMO_API_USER is required'],
    [{ RAIL_SIMULATOR: 'false', RAILS: 'paystack:BANK:NGN' }, 'PAYSTACK_SECRET_KEYS is required'],
    [{ PAYSTACK_SECRET_KEYS: 'pk_live_abc' }, 'PAYSTACK_SECRET_KEYS'],
    [{ RAIL_CALLBACK_SECRETS: 'short' }, 'RAIL_CALLBACK_SECRETS'],
    [{ RAIL_CALLBACK_BASE_URL: 'http://10.0.0.5/hooks' }, 'RAIL_CALLBACK_BASE_URL is a private'],
    [{ RAIL_CALLBACK_BASE_URL: 'https://[::1]:8443' }, 'RAIL_CALLBACK_BASE_URL is a private'],
    [{ ...PROD, RAIL_CALLBACK_BASE_URL: 'http://api.example.com' }, 'RAIL_CALLBACK_BASE_URL must be https'],
  ])('refuses %j with one line naming %s', (env, words) => {
    expect(refusal(env)).toContain(`Invalid configuration: ${words}`);
  });

  it('takes real providers with their secrets, which never print', () => {
    const c = configFromEnv({
      ...PROD,
      RAILS: 'momo:MOBILE_MONEY:GHS,paystack:BANK:NGN,sandbox:*:*',
      MOMO_API_USER: 'user-1',
      MOMO_API_KEY: 'momo-api-key-very-secret',
      MOMO_COLLECTION_SUBSCRIPTION_KEY: 'coll-key-very-secret',
      MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: 'disb-key-very-secret',
      MOMO_TARGET_ENVIRONMENT: 'mtnghana',
      PAYSTACK_SECRET_KEYS: 'sk_live_new_very_secret,sk_live_old_very_secret',
      RAIL_CALLBACK_SECRETS: `${'n'.repeat(32)},${'o'.repeat(32)}`,
      RAIL_CALLBACK_BASE_URL: 'https://api.example.com/',
    });
    expect(c.rails.momo.apiKey?.reveal()).toBe('momo-api-key-very-secret');
    expect(c.rails.paystack.secretKeys?.map((k) => k.reveal())).toEqual([
      'sk_live_new_very_secret',
      'sk_live_old_very_secret',
    ]);
    expect(c.rails.callbackBaseUrl).toBe('https://api.example.com');
    for (const shown of [JSON.stringify(c), inspect(c, { depth: 10 }), `${c.rails.momo.apiKey}`]) {
      expect(shown).not.toMatch(/very_secret|very-secret|nnnnnnnn|oooooooo/);
    }
    const logged: string[] = [];
    createLogger('info', { write: (line: string) => logged.push(line) }).info({ config: c }, 'config');
    expect(logged.join('')).not.toMatch(/very_secret|very-secret|nnnnnnnn/);
  });

  it('routes by kind and currency, exact entries first', async () => {
    const config = configFromEnv({ RAILS: 'paystack:BANK:NGN,momo:MOBILE_MONEY:*,sandbox:*:*' });
    const registry = createRailRegistry({
      config,
      secrets: { encryptionKey: 'e'.repeat(64) },
      clock: systemClock,
      logger: createLogger('silent'),
    });
    expect(registry.providers).toEqual(['paystack', 'momo']);
    expect(registry.route('MMO', 'GHS')).toBeUndefined(); // not started yet
    await registry.start('http://127.0.0.1:4999');
    try {
      expect(registry.route('BANK', 'NGN')?.provider).toBe('paystack');
      expect(registry.route('MMO', 'GHS')?.provider).toBe('momo');
      expect(registry.route('BANK', 'GHS')).toEqual({ provider: 'sandbox' });
      expect(registry.callbackUrl('momo')).toBe('http://127.0.0.1:4999/rails/momo/callback');
      expect(registry.simulator?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await registry.stop();
    }
  });

  it('knows private hosts', () => {
    for (const h of [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '[::1]',
      'fd00::1',
      '::ffff:10.0.0.1',
      'db.internal',
    ])
      expect(isPrivateHost(h), h).toBe(true);
    for (const h of ['api.example.com', '8.8.8.8', '172.32.0.1', '2001:db8::1'])
      expect(isPrivateHost(h), h).toBe(false);
  });
});
