import type { PrismaClient } from './generated/prisma/client.js';
import type { ChangeFeed } from './db/change-feed.js';
import type { Clock } from './kernel/clock.js';
import type { Config } from './config.js';
import type { Events } from './events/pubsub.js';
import type { Logger } from './logger.js';
import type { Redis } from 'ioredis';
import type { Keyring } from './security/encryption.js';
import type { Secrets } from './security/secrets.js';
import { createFailureThrottle, createRateLimit } from './security/throttle.js';
import { createAuthService } from './modules/auth/service.js';
import { createPasswords } from './security/passwords.js';
import { createSessions } from './modules/auth/sessions.js';
import { createApiTokenService } from './modules/api-token/service.js';
import { createAccountService } from './modules/auth/accounts.js';
import { createMailer } from './mail/mailer.js';
import { createProfileService } from './modules/profile/service.js';
import { createIdentityService } from './modules/identity/service.js';
import { createConversationService } from './modules/conversation/service.js';
import { createPresence } from './modules/conversation/presence.js';
import { createAttachments } from './modules/conversation/attachments.js';
import { blobStoreOf } from './modules/conversation/blob-store.js';
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
import { createOutboxTail } from './events/tail.js';
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
      // The back-off's locks run on the injected clock (tests move past them instead of sleeping).
      now: () => clock.now().getTime(),
    });
  const sessions = createSessions({
    prisma,
    clock,
    events,
    logger: infra.logger,
    cacheMs: config.sessionCacheSeconds * 1000,
  });
  // Mails leave through a queue, never on a request's path (src/mail/mailer.ts).
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl?.reveal(),
    from: config.mail.from,
    dataDir: config.dataDir,
    logger: infra.logger,
  });
  if (!config.mail.smtpUrl && config.env === 'production')
    infra.logger.warn('NODE_ENV=production without SMTP_URL: mails go to the local mailbox under DATA_DIR');
  const accountLimit = (name: string, what: string, perAccount: number, perAddress: number, windowSeconds: number) =>
    createRateLimit({
      name,
      what,
      redis,
      prefix: config.redisPrefix,
      maxPerAccount: perAccount,
      maxPerAddress: perAddress,
      windowSeconds,
    });
  const passwords = createPasswords(config.passwordHashing);
  const accounts = createAccountService({
    passwords,
    prisma,
    clock,
    sessions,
    events,
    mailer,
    logger: infra.logger,
    verificationLimit: accountLimit('verify-email', 'verification mails', 3, 20, 3600),
    resetLimit: accountLimit('password-reset', 'password reset requests', 3, 20, 3600),
    codeLimit: accountLimit('account-codes', 'codes', 30, 30, 3600),
  });
  const auth = createAuthService({
    passwords,
    accounts,
    prisma,
    clock,
    sessions,
    events,
    signInThrottle: throttle('sign-in', true),
    passcodeThrottle: throttle('passcode', false),
    passcodeCacheMs: config.passcodeCacheSeconds * 1000,
  });
  const apiTokens = createApiTokenService({
    prisma,
    clock,
    sessions,
    events,
    onCreated: (userId, token) => accounts.notifyApiToken(userId, token),
  });
  const profile = createProfileService({ prisma, clock });
  const identity = createIdentityService({ prisma, keyring: infra.keyring, clock });
  // Every subscription stream ends with its session (sign-out, revocation, expiry).
  const live = createLive(sessions);
  // Attachment bytes: DATA_DIR/attachments, or an S3-compatible bucket (docs/chat.md).
  const attachments = createAttachments({
    prisma,
    clock,
    logger: infra.logger,
    store: blobStoreOf(config.chat.attachments),
    config: config.chat.attachments,
  });
  const conversation = createConversationService({ prisma, clock, events, live, chat: config.chat, attachments });
  const channel = createChannelService({ prisma, clock });
  // The engine runs only on the instance holding its lease; bootstrap starts and stops it.
  // Fiat rails by identity kind and currency (RAILS); started by bootstrap once the URL is known.
  const rails = createRailRegistry(infra);
  const engine = createMoneyEngine({ ...infra, runtime: infra.chain, rail: sandboxRail, rails });
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
  // Typing indicators per account (docs/chat.md); shared through Redis when there is one.
  const typingThrottle = createRateLimit({
    name: 'typing',
    what: 'typing updates',
    redis,
    prefix: config.redisPrefix,
    maxPerAccount: config.chat.typingPerMinute,
    maxPerAddress: config.chat.typingPerMinute * 10,
    windowSeconds: 60,
  });
  // Presence from live connections: Redis across instances, memory embedded (docs/chat.md).
  const presence = createPresence({
    prisma,
    clock,
    events,
    logger: infra.logger,
    redis,
    prefix: config.redisPrefix,
    ttlMs: config.chat.presenceTtlMs,
    maxSubscriptions: config.chat.presenceMaxSubscriptions,
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
    leaseMs: config.webhooks.leaseMs,
  });
  const webhooks = createWebhookService({
    prisma,
    clock,
    keyring: infra.keyring,
    worker: webhookWorker,
    maxEndpoints: config.webhooks.maxEndpoints,
  });
  // The live bus's outbox-fed topics (src/events/tail.ts): every instance tails for itself, from now.
  const outboxTail = createOutboxTail({
    prisma,
    changes: infra.changes,
    events,
    logger: infra.logger,
    heard: (subject, id, status) => engine.heard(subject, id, status),
  });
  outboxTail.start();
  return {
    events: eventLog,
    outboxTail,
    webhooks,
    sessions,
    auth,
    accounts,
    mailer,
    /** REQUIRE_VERIFIED_EMAIL: MONEY fields need a verified address (src/schema/builder.ts). */
    requireVerifiedEmail: config.requireVerifiedEmail,
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
    typingThrottle,
    presence,
    attachments,
  };
}

export type Services = ReturnType<typeof createServices>;

// Context's Services (src/context.ts, a lower floor) is this type: the composition fills it in.
declare module './context.js' {
  interface Services extends ReturnType<typeof createServices> {}
}
