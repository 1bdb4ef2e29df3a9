import type { PrismaClient } from './generated/prisma/client.js';
import type { ChangeFeed } from './db/change-feed.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Events } from './events/pubsub.js';
import type { Logger } from './logger.js';
import type { Redis } from 'ioredis';
import type { Keyring } from './security/encryption.js';
import type { Secrets } from './security/secrets.js';
import { createFailureThrottle, createRateLimit } from './security/throttle.js';
import { createAuthService } from './modules/auth/service.js';
import { createSessions } from './modules/auth/sessions.js';
import { createApiTokenService } from './modules/api-token/service.js';
import { createProfileService } from './modules/profile/service.js';
import { createIdentityService } from './modules/identity/service.js';
import { createConversationService } from './modules/conversation/service.js';
import { createChannelService } from './modules/channel/service.js';
import { createFundingService } from './modules/funding/service.js';
import { createMoneyEngine } from './money/engine.js';
import { sandboxRail } from './money/rail.js';
import { createWalletService } from './modules/wallet/service.js';
import { createFxService } from './modules/fx/service.js';
import { createLive } from './events/live.js';
import { createPaymentService } from './modules/payments/service.js';
import type { ChainRuntime } from './chain/runtime.js';
import { createRailRegistry } from './money/rails/registry.js';
import { createEventService } from './modules/events/service.js';
import { createWebhookWorker } from './events/webhooks/worker.js';
import { systemResolve } from './events/webhooks/ssrf.js';
import { createWebhookService } from './modules/webhooks/service.js';

/** What the services are built from; assembled in src/main.ts (or by tests). */
export interface Infrastructure {
  config: Config;
  prisma: PrismaClient;
  /** Which users' data committed transactions changed (src/db/change-feed.ts). */
  changes: ChangeFeed;
  clock: Clock;
  events: Events;
  logger: Logger;
  keyring: Keyring;
  secrets: Secrets;
  chain: ChainRuntime;
  redis?: Redis;
}

export function createServices(infra: Infrastructure) {
  const { config, prisma, clock, events, redis } = infra;
  // Wrong guesses lock the account guessed at (a back-off); the address scope is for sign-in
  // floods over many accounts and never refuses a right secret (src/security/throttle.ts).
  const throttle = (name: string, perAddress: boolean) =>
    createFailureThrottle({
      name,
      redis,
      prefix: config.redisPrefix,
      freePerAccount: config.auth.maxFailuresPerAccount,
      maxLockSeconds: config.auth.lockoutMaxSeconds,
      maxAccountsPerAddress: perAddress ? config.auth.maxFailuresPerAddress : undefined,
      windowSeconds: config.auth.failureWindowSeconds,
    });
  const sessions = createSessions({
    prisma,
    clock,
    events,
    logger: infra.logger,
    cacheMs: config.sessionCacheSeconds * 1000,
  });
  const auth = createAuthService({
    prisma,
    clock,
    sessions,
    events,
    signInThrottle: throttle('sign-in', true),
    passcodeThrottle: throttle('passcode', false),
    passcodeCacheMs: config.passcodeCacheSeconds * 1000,
  });
  const apiTokens = createApiTokenService({ prisma, clock, sessions, events });
  const profile = createProfileService({ prisma, clock });
  const identity = createIdentityService({ prisma, keyring: infra.keyring, clock });
  // Every subscription stream ends with its session (sign-out, revocation, expiry).
  const live = createLive(sessions);
  const conversation = createConversationService({ prisma, clock, events, live });
  const channel = createChannelService({ prisma, clock });
  // The engine runs only on the instance holding its lease; bootstrap starts and stops it.
  const engine = createMoneyEngine({ ...infra, runtime: infra.chain, rail: sandboxRail });
  const funding = createFundingService({ ...infra, live, runtime: infra.chain, engine });
  const wallet = createWalletService({
    prisma,
    keyring: infra.keyring,
    walletSecret: infra.secrets.walletSecret,
    postSystemMessage: (m) => conversation.postSystemMessage(m),
  });
  // Rates from the configured table (FX_RATES_PER_ETH); a provider adapter would be passed as
  // `rates: providerRates(adapter, config.fx.maxAgeMs)` (src/modules/fx/rates.ts).
  const fx = createFxService({ prisma, config, clock });
  // Mints and burns, counted per operation (each alias or batched operation counts).
  const moneyThrottle = createRateLimit({
    name: 'money',
    what: 'deposits and withdrawals',
    redis,
    prefix: config.redisPrefix,
    maxPerAccount: config.money.maxPerAccount,
    maxPerAddress: config.money.maxPerAddress,
    windowSeconds: config.money.windowSeconds,
  });
  const payments = createPaymentService({
    ...infra,
    live,
    runtime: infra.chain,
    engine,
    conversation,
    wallet,
    fx,
  });
  // Payments have their own throttle: sending money does not use up deposits and withdrawals.
  const paymentThrottle = createRateLimit({
    name: 'payments',
    what: 'payments',
    redis,
    prefix: config.redisPrefix,
    maxPerAccount: config.payments.maxPerAccount,
    maxPerAddress: config.payments.maxPerAddress,
    windowSeconds: config.payments.windowSeconds,
  });
  // Fiat rails by identity kind and currency (RAILS); started by bootstrap once the URL is known.
  const rails = createRailRegistry(infra);
  // Provider callbacks per client address, and per provider (src/http/rails-callback.ts).
  const railCallbackThrottle = createRateLimit({
    name: 'rail-callbacks',
    what: 'rail callbacks',
    redis,
    prefix: config.redisPrefix,
    maxPerAccount: config.rails.callbackMaxPerMinute * 10,
    maxPerAddress: config.rails.callbackMaxPerMinute,
    windowSeconds: 60,
  });
  // The event log (the outbox's reader): docs/events.md.
  const eventLog = createEventService({
    prisma,
    clock,
    changes: infra.changes,
    live,
    retentionMs: config.events.retentionMs,
  });
  // Webhooks: the delivery worker (every instance; bootstrap starts and stops it) and the endpoints.
  const webhookWorker = createWebhookWorker({
    prisma,
    clock,
    keyring: infra.keyring,
    changes: infra.changes,
    logger: infra.logger,
    httpsOnly: config.webhooks.httpsOnly,
    allowedNetworks: config.webhooks.allowedNetworks,
    resolve: systemResolve,
    eventRetentionMs: config.events.retentionMs,
    deliveryRetentionMs: config.webhooks.deliveryRetentionMs,
  });
  const webhooks = createWebhookService({
    prisma,
    clock,
    keyring: infra.keyring,
    worker: webhookWorker,
    maxEndpoints: config.webhooks.maxEndpoints,
  });
  return {
    events: eventLog,
    webhooks,
    sessions,
    auth,
    apiTokens,
    profile,
    identity,
    channel,
    funding,
    engine,
    conversation,
    wallet,
    fx,
    moneyThrottle,
    payments,
    paymentThrottle,
    rails,
    railCallbackThrottle,
  };
}

export type Services = ReturnType<typeof createServices>;
