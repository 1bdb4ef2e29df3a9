import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { CRASH_STEPS } from './kernel/crash.js';

// Environment → typed, validated config. A bad value stops the process with one line naming
// the variable (see configFromEnv). Defaults are the embedded mode: no server needed.

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const hex32 = z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be 32 bytes as 64 hex characters');

const RAIL_ENTRY = '(momo|paystack|sandbox):(MOBILE_MONEY|BANK|\\*):([A-Z]{3}|\\*)';
const RAILS_FORMAT = new RegExp(`^${RAIL_ENTRY}(,${RAIL_ENTRY})*$`);

/**
 * A credential from the environment. Printing, logging or serialising it shows `[redacted]`;
 * `reveal()` hands the value to the one adapter that sends it.
 */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toString() {
    return '[redacted]';
  }
  toJSON() {
    return '[redacted]';
  }
  [Symbol.for('nodejs.util.inspect.custom')]() {
    return 'Secret([redacted])';
  }
}

const secrets = (list: string | undefined) => list?.split(',').map((v) => new Secret(v.trim()));

/** Identity kinds a rail serves (the Identity table's MMO and BANK). */
export type RailIdentityKind = 'MMO' | 'BANK';

export interface RailRoute {
  provider: 'momo' | 'paystack' | 'sandbox';
  /** '*': every kind not named by another entry. */
  kind: RailIdentityKind | '*';
  /** '*': every currency not named by another entry. */
  currency: string;
}

export interface RailsConfig {
  routes: RailRoute[];
  /** Set: the simulator runs in process and serves every momo/paystack route. */
  simulator?: { approveMs: number };
  momo: {
    baseUrl: string;
    apiUser?: Secret;
    apiKey?: Secret;
    collectionKey?: Secret;
    disbursementKey?: Secret;
    targetEnvironment: string;
  };
  paystack: { baseUrl: string; secretKeys?: Secret[] };
  /** MoMo callback URL token secrets (first signs); unset: derived from the encryption key. */
  callbackSecrets?: Secret[];
  /** Unset: the service's own URL once it listens. */
  callbackBaseUrl?: string;
  callbackMaxPerMinute: number;
  /** A collection the payer has not approved by then ends EXPIRED (the provider's expiry). */
  collectionExpiryMs: number;
  /** A payout paid is still asked for a reversal (a bank bounce) this long after its success, its callback aside; 0: only callbacks. */
  reversalWatchMs: number;
  /** Minutes after 00:00 UTC when the previous UTC day is reconciled with each provider's statement; null: never. */
  reconcileAtMinutes: number | null;
}

/** Loopback, private, link-local, unique-local and unspecified addresses, and local names. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return true;
  const v = isIP(host);
  if (v === 4) {
    const [a, b] = host.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b < 128)
    );
  }
  if (v === 6) {
    if (host === '::' || host === '::1') return true;
    const mapped = host.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
    if (mapped) return isPrivateHost(mapped[1]);
    return /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  }
  return false;
}

function railsConfig(e: z.infer<typeof schema>, production: boolean): RailsConfig {
  const fail = (message: string) => {
    throw new ConfigError(`Invalid configuration: ${message}`);
  };
  const simulator = e.RAIL_SIMULATOR ?? (!e.DATABASE_URL && !production);
  if (simulator && production && !e.RAIL_SIMULATOR_ALLOWED)
    fail('RAIL_SIMULATOR is refused with NODE_ENV=production (set RAIL_SIMULATOR_ALLOWED=true to run it anyway)');
  const text = e.RAILS ?? (simulator ? 'momo:MOBILE_MONEY:*,paystack:BANK:*' : 'sandbox:*:*');
  const routes = text.split(',').map((entry): RailRoute => {
    const [provider, kind, currency] = entry.split(':');
    return {
      provider: provider as RailRoute['provider'],
      kind: kind === 'MOBILE_MONEY' ? 'MMO' : (kind as RailRoute['kind']),
      currency,
    };
  });
  const seen = new Set<string>();
  for (const r of routes) {
    const key = `${r.kind}:${r.currency}`;
    if (seen.has(key)) fail(`RAILS names ${key.replace('MMO', 'MOBILE_MONEY')} twice`);
    seen.add(key);
  }
  const uses = (p: RailRoute['provider']) => routes.some((r) => r.provider === p);
  if (!simulator && uses('momo')) {
    for (const name of [
      'MOMO_API_USER',
      'MOMO_API_KEY',
      'MOMO_COLLECTION_SUBSCRIPTION_KEY',
      'MOMO_DISBURSEMENT_SUBSCRIPTION_KEY',
    ] as const)
      if (!e[name]) fail(`${name} is required when RAILS uses momo (or run RAIL_SIMULATOR=true)`);
  }
  if (!simulator && uses('paystack') && !e.PAYSTACK_SECRET_KEYS)
    fail('PAYSTACK_SECRET_KEYS is required when RAILS uses paystack (or run RAIL_SIMULATOR=true)');
  if (e.RAIL_CALLBACK_BASE_URL) {
    const url = new URL(e.RAIL_CALLBACK_BASE_URL);
    if (production && url.protocol !== 'https:') fail('RAIL_CALLBACK_BASE_URL must be https with NODE_ENV=production');
    if (isPrivateHost(url.hostname) && !e.RAIL_CALLBACK_PRIVATE_ALLOWED)
      fail('RAIL_CALLBACK_BASE_URL is a private or loopback host (set RAIL_CALLBACK_PRIVATE_ALLOWED=true to allow it)');
  }
  return {
    routes,
    simulator: simulator ? { approveMs: e.RAIL_SIMULATOR_APPROVE_MS } : undefined,
    momo: {
      baseUrl: e.MOMO_BASE_URL,
      apiUser: secrets(e.MOMO_API_USER)?.[0],
      apiKey: secrets(e.MOMO_API_KEY)?.[0],
      collectionKey: secrets(e.MOMO_COLLECTION_SUBSCRIPTION_KEY)?.[0],
      disbursementKey: secrets(e.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY)?.[0],
      targetEnvironment: e.MOMO_TARGET_ENVIRONMENT,
    },
    paystack: { baseUrl: e.PAYSTACK_BASE_URL, secretKeys: secrets(e.PAYSTACK_SECRET_KEYS) },
    callbackSecrets: secrets(e.RAIL_CALLBACK_SECRETS),
    callbackBaseUrl: e.RAIL_CALLBACK_BASE_URL?.replace(/\/+$/, ''),
    callbackMaxPerMinute: e.RAIL_CALLBACK_MAX_PER_MINUTE,
    collectionExpiryMs: e.RAIL_COLLECTION_EXPIRY_MS,
    reversalWatchMs: Math.round(e.RAIL_REVERSAL_WATCH_HOURS * 3_600_000),
    reconcileAtMinutes:
      e.RAIL_RECONCILE_AT === 'off'
        ? null
        : Number(e.RAIL_RECONCILE_AT.slice(0, 2)) * 60 + Number(e.RAIL_RECONCILE_AT.slice(3)),
  };
}

/** OWASP's minimum argon2id cost (m=19456 KiB, t=2, p=1): the default, and the least outside NODE_ENV=test. */
export const OWASP_ARGON2ID = { memoryKiB: 19456, iterations: 2 } as const;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret for data at rest (AES-256-GCM). Embedded default: a generated key file in DATA_DIR. */
  ENCRYPTION_KEY: hex32.optional(),
  /** Server secret mixed into wallet derivation. Embedded default: a generated file in DATA_DIR. */
  WALLET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CHAIN_RPC_URL: z
    .string()
    .regex(/^(https?|wss?):\/\//, 'must be an http(s) or ws(s) URL')
    .optional(),
  CHAIN_OPERATOR_KEY: hex32.optional(),
  /** Upper bound of one mint or burn, in fiat units. */
  MAX_FUNDING_AMOUNT: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, 'must be a decimal amount')
    .default('1000000'),
  USER_PAYS_FEES: bool.default(false),
  /** Fiat per ETH used to price network fees, as CCY=RATE pairs. */
  FX_RATES_PER_ETH: z
    .string()
    .regex(/^([A-Z]{3}=\d+(\.\d+)?)(,[A-Z]{3}=\d+(\.\d+)?)*$/, 'must look like NGN=5200000,USD=3400')
    .default('NGN=5200000,GHS=41000,USD=3400,EUR=3150'),
  /** A provider's rate older than this refuses cross-currency quotes (the configured table never goes stale). */
  FX_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** How long a payment quote holds its price. */
  PAYMENT_QUOTE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** Fee on a payment, in percent of the amount sent (deducted from it); 0: the service pays. */
  PAYMENT_FEE_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,4})?$/, 'must be a percentage from 0 to 99.9999 with at most 4 decimals')
    .default('0'),
  GRAPHIQL: bool.optional(),
  INTROSPECTION: bool.optional(),
  /**
   * Wrong sign-ins or passcodes an account makes before its lock (1 s, doubling up to
   * AUTH_LOCKOUT_MAX_SECONDS); accounts a client address may fail sign-ins on before its wrong
   * guesses get no free ones; how long failures are remembered (src/security/throttle.ts).
   */
  AUTH_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  AUTH_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  AUTH_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(86_400),
  AUTH_LOCKOUT_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(100_000),
  /** Deposits and withdrawals (mint, burn) allowed per account, and per client address, per window. */
  MONEY_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
  MONEY_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
  MONEY_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Payments between users: the most one payment may send, and the rolling 24-hour outgoing total, per currency. */
  PAYMENT_MAX_AMOUNT: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, 'must be a decimal amount')
    .default('1000000'),
  PAYMENT_DAILY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, 'must be a decimal amount')
    .default('5000000'),
  /** Payments allowed per account, and per client address, per window (apart from deposits and withdrawals). */
  PAYMENT_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
  PAYMENT_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
  PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** GraphQL document limits (graphql-armor) and batching (0: a batch is refused). */
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(100).default(12),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).max(1000).default(15),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(50).max(100_000).default(1000),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(10).max(1_000_000).default(5000),
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(1).max(1000).default(50),
  GRAPHQL_BATCH_LIMIT: z.coerce.number().int().min(0).max(100).default(0),
  /** Subscriptions one account may hold open at once on one instance, every transport (RATE_LIMITED beyond). */
  SUBSCRIPTIONS_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** graphql-ws sockets one account may hold open at once on one instance (closed 4429 beyond). */
  WEBSOCKETS_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** graphql-ws sockets one client address may hold open at once on one instance, signed in or not (HTTP 429 beyond). */
  WEBSOCKETS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Seconds between pings of each graphql-ws socket; one that has not answered the previous ping is closed. */
  WEBSOCKETS_PING_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  /** Proxies in front of the service whose X-Forwarded-For entries are trusted (0: none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Prefix of every Redis key and channel, so deployments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . -')
    .default('fas:'),
  /** REST identity answers carry private keys and government ID numbers, as the spec documents (false: null). */
  REST_LEGACY_DISCLOSURE: bool.default(true),
  /** Seconds a checked access token is trusted before its row is read again (0: every check reads). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** argon2id memory per password or passcode hash, KiB (OWASP's minimum is the default and the least outside NODE_ENV=test). */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(OWASP_ARGON2ID.memoryKiB),
  /** argon2id passes per hash (OWASP's minimum is the default and the least outside NODE_ENV=test). */
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(100).default(OWASP_ARGON2ID.iterations),
  /** Seconds a passcode verified with argon2 is then checked with a keyed hash (0: argon2 every time). */
  PASSCODE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(300),
  /** Seconds a query answer may be served from the response cache at most (0: no cache); changes drop it at once. */
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Answers the response cache holds at most (the oldest go first). */
  RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Seconds a stop (SIGTERM) waits for in-flight requests before closing their connections. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /** Blocks on top of a transaction's block before it counts as final (201, CONFIRMED, payout). */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(1),
  /** Confirmed operations in this many recent blocks are re-checked against the chain (reorgs). */
  CHAIN_REORG_WINDOW_BLOCKS: z.coerce.number().int().min(1).max(100_000).default(128),
  /** How long a mint or burn request waits for its outcome before answering 503 (retry with the same key). */
  MONEY_WAIT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** How long the money engine's lease lasts without renewal: how soon another instance takes over from a dead one. */
  MONEY_LEASE_SECONDS: z.coerce.number().min(1).max(600).default(10),
  // Money lanes: operator accounts (keys derived from the operator key), each its own nonce
  // sequence and lease, so that several instances sign in parallel (docs/money.md, Lanes).
  MONEY_LANES: z.coerce.number().int().min(1).max(32).default(1),
  /** How often the engine compares each token's supply with the ledger. */
  MONEY_MONITOR_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** Tests only: the process SIGKILLs itself at this step of a mint, burn or payment (src/kernel/crash.ts). */
  FAS_TEST_CRASH_AT: z.enum(CRASH_STEPS).optional(),
  /** Browser origins allowed cross-origin access, comma-separated (`https://app.example.com`); none by default. */
  CORS_ORIGINS: z
    .string()
    .regex(
      /^\s*https?:\/\/[^\s,/]+\s*(,\s*https?:\/\/[^\s,/]+\s*)*$/,
      'must be comma-separated origins such as https://app.example.com (scheme, host, optional port; no path)',
    )
    .optional(),
  /** Days the event log (outbox) keeps events; an older cursor is CURSOR_EXPIRED (docs/events.md). */
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** SMTP server for mails (smtp:// or smtps://, credentials in the URL); unset: the local mailbox under DATA_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From of every mail. */
  MAIL_FROM: z.string().min(3).default('Financial Account Service <no-reply@localhost>'),
  /** Money operations (fields behind the MONEY scope) need a verified e-mail address; off by default. */
  REQUIRE_VERIFIED_EMAIL: bool.default(false),
  /** Hours after sending during which a sender may delete a message for everyone (docs/chat.md). */
  CHAT_DELETE_WINDOW_HOURS: z.coerce.number().min(0).max(87_600).default(24),
  /** setTyping calls a user may make per minute (RATE_LIMITED beyond; docs/chat.md). */
  CHAT_TYPING_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Largest attachment upload in bytes (docs/chat.md "Attachments"). */
  ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(5_000_000_000)
    .default(25 * 1024 * 1024),
  /** Attachments one message may carry. */
  ATTACHMENT_MAX_PER_MESSAGE: z.coerce.number().int().min(1).max(100).default(10),
  /** Where attachment bytes go: fs (under DATA_DIR, embedded default) or s3 (an S3-compatible store). */
  ATTACHMENT_STORE: z.enum(['fs', 's3']).default('fs'),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Lifetime of presigned download and upload URLs. */
  S3_URL_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(604_800).default(300),
  /** Seconds an instance's presence entries live in Redis without its heartbeat (docs/chat.md). */
  PRESENCE_TTL_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /** presenceUpdated subscriptions one account may hold at once per instance (RATE_LIMITED beyond; docs/chat.md). */
  PRESENCE_MAX_SUBSCRIPTIONS: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Days delivered and failed webhook deliveries (with their attempts) are kept (docs/events.md). */
  WEBHOOK_DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Seconds a claimed webhook delivery is left to the instance that claimed it (docs/events.md):
   * past it, another instance attempts it (its claimer may have died). Keep it above the 10 s
   * delivery timeout, or a slow receiver gets the event twice.
   */
  WEBHOOK_LEASE_SECONDS: z.coerce.number().min(0.5).max(3600).default(60),
  /** Webhook endpoints an account may hold (docs/events.md). */
  WEBHOOK_MAX_ENDPOINTS: z.coerce.number().int().min(1).max(1000).default(10),
  /** CIDRs webhook targets may resolve to although private or loopback (operator allow-list; empty by default). */
  WEBHOOK_ALLOWED_NETWORKS: z
    .string()
    .regex(
      /^\s*[0-9a-fA-F:.]+\/\d{1,3}\s*(,\s*[0-9a-fA-F:.]+\/\d{1,3}\s*)*$/,
      'must be comma-separated CIDRs such as 10.1.0.0/16',
    )
    .optional(),
  /** When set, /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Fiat rails (docs/rails.md, Configuration). Credentials are secrets: held as Secret, never logged.
  /** provider:KIND:CCY,... (provider momo|paystack|sandbox, KIND MOBILE_MONEY|BANK|*, CCY or *). */
  RAILS: z.string().regex(RAILS_FORMAT, 'must look like momo:MOBILE_MONEY:GHS,paystack:BANK:NGN').optional(),
  /** Runs the provider simulator in process and points every momo/paystack rail at it. Default: embedded mode. */
  RAIL_SIMULATOR: bool.optional(),
  /** The simulator is refused with NODE_ENV=production unless this says otherwise. */
  RAIL_SIMULATOR_ALLOWED: bool.default(false),
  /** The simulator's auto-approval delay of a request nobody scripted. */
  RAIL_SIMULATOR_APPROVE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** A collection not approved within this ends EXPIRED, nothing minted (MoMo's and the simulator's default: 5 minutes). */
  RAIL_COLLECTION_EXPIRY_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(7 * 86_400_000)
    .default(300_000),
  /**
   * Hours after a payout's success during which its status is still asked (1 s, then doubling, at
   * most every 6 h), so a reversal whose callback was lost is seen and re-minted. 0: callbacks only.
   */
  RAIL_REVERSAL_WATCH_HOURS: z.coerce.number().min(0).max(720).default(72),
  /** HH:MM UTC: the daily reconciliation of the previous UTC day with every provider's statement (once per day per rail), or off. */
  RAIL_RECONCILE_AT: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be HH:MM (UTC) or off')
    .default('01:00'),
  MOMO_BASE_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://sandbox.momodeveloper.mtn.com'),
  MOMO_API_USER: z.string().min(1).optional(),
  MOMO_API_KEY: z.string().min(1).optional(),
  MOMO_COLLECTION_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  MOMO_TARGET_ENVIRONMENT: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'must be a MoMo target environment such as sandbox or mtnghana')
    .default('sandbox'),
  PAYSTACK_BASE_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://api.paystack.co'),
  /** Paystack secret keys, comma-separated: the first calls the API, each verifies webhooks (rotation with overlap). */
  PAYSTACK_SECRET_KEYS: z
    .string()
    .regex(/^sk_\w+(,sk_\w+)*$/, 'must be comma-separated Paystack secret keys (sk_...)')
    .optional(),
  /** Secrets of MoMo callback URL tokens, comma-separated, the first signs (rotation with overlap). Default: derived from the encryption key. */
  RAIL_CALLBACK_SECRETS: z
    .string()
    .regex(/^[^,\s]{32,}(,[^,\s]{32,})*$/, 'must be comma-separated secrets of at least 32 characters')
    .optional(),
  /** The public base URL providers call back (https://api.example.com); default: the service's own URL. */
  RAIL_CALLBACK_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, 'must be an http(s) URL without query')
    .optional(),
  /** Allows a RAIL_CALLBACK_BASE_URL on a private, loopback or link-local host. */
  RAIL_CALLBACK_PRIVATE_ALLOWED: bool.default(false),
  /** Callbacks accepted per client address per minute (ten times that per provider). */
  RAIL_CALLBACK_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  encryptionKey?: string;
  walletSecret?: string;
  chainRpcUrl?: string;
  chainOperatorKey?: string;
  maxFundingAmount: string;
  userPaysFees: boolean;
  fxRatesPerEth: Record<string, string>;
  fx: {
    /** A provider's rate older than this is stale (ms); not used by the configured table. */
    maxAgeMs: number;
    /** Lifetime of a payment quote (ms). */
    quoteMs: number;
    /** Payment fee in percent of the amount sent, decimal text ("0", "0.5"). */
    feePercent: string;
  };
  graphiql: boolean;
  introspection: boolean;
  auth: {
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    failureWindowSeconds: number;
    lockoutMaxSeconds: number;
  };
  bodyLimitBytes: number;
  payments: {
    maxAmount: string;
    dailyLimit: string;
    maxPerAccount: number;
    maxPerAddress: number;
    windowSeconds: number;
  };
  money: {
    maxPerAccount: number;
    maxPerAddress: number;
    windowSeconds: number;
    waitMs: number;
    leaseMs: number;
    /** MONEY_LANES: operator accounts signing in parallel, each with its own nonces and lease. */
    lanes: number;
    monitorIntervalMs: number;
    busyPollMs: number;
    idlePollMs: number;
  };
  graphql: {
    maxDepth: number;
    maxAliases: number;
    maxTokens: number;
    maxCost: number;
    maxDirectives: number;
    batchLimit: number;
    /** SUBSCRIPTIONS_MAX_PER_ACCOUNT. */
    maxSubscriptionsPerAccount: number;
    /** WEBSOCKETS_MAX_PER_ACCOUNT. */
    maxSocketsPerAccount: number;
    /** WEBSOCKETS_MAX_PER_ADDRESS. */
    maxSocketsPerAddress: number;
    /** WEBSOCKETS_PING_SECONDS, in ms. */
    socketPingMs: number;
  };
  trustProxyHops: number;
  redisPrefix: string;
  shutdownTimeoutMs: number;
  sessionCacheSeconds: number;
  /** See PASSCODE_CACHE_SECONDS. */
  passcodeCacheSeconds: number;
  /** PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_ITERATIONS (src/security/passwords.ts). */
  passwordHashing: { memoryKiB: number; iterations: number };
  /** RESPONSE_CACHE_SECONDS and RESPONSE_CACHE_ENTRIES (src/schema/response-cache.ts). */
  responseCache: { seconds: number; entries: number };
  restLegacyDisclosure: boolean;
  metricsToken?: string;
  /** Origins allowed cross-origin access (exact match); empty: none. */
  corsOrigins: string[];
  chain: { confirmations: number; reorgWindowBlocks: number };
  testCrashAt?: Env['FAS_TEST_CRASH_AT'];
  /** Fiat rails: routes, the simulator, provider credentials (src/money/rails/registry.ts). */
  rails: RailsConfig;
  /** The event log (docs/events.md). */
  events: { retentionMs: number };
  /** SMTP_URL and MAIL_FROM (src/mail/mailer.ts). */
  mail: { smtpUrl?: Secret; from: string };
  /** REQUIRE_VERIFIED_EMAIL (docs/accounts.md). */
  requireVerifiedEmail: boolean;
  /** Chat: edits, deletes, typing (docs/chat.md). */
  chat: {
    deleteWindowMs: number;
    typingPerMinute: number;
    presenceTtlMs: number;
    presenceMaxSubscriptions: number;
    attachments: AttachmentConfig;
  };
  /** Webhooks (docs/events.md): endpoints per account, targets allowed although private, https only in production. */
  webhooks: {
    maxEndpoints: number;
    allowedNetworks: string[];
    httpsOnly: boolean;
    deliveryRetentionMs: number;
    leaseMs: number;
  };
}

/** Attachment limits and their store (docs/chat.md "Attachments"). */
export interface AttachmentConfig {
  maxBytes: number;
  maxPerMessage: number;
  /** fs: under DATA_DIR/attachments; s3: an S3-compatible bucket, presigned URLs. */
  store:
    | { kind: 'fs'; dir: string }
    | {
        kind: 's3';
        endpoint?: string;
        bucket: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: Secret;
        urlExpirySeconds: number;
      };
}

export class ConfigError extends Error {}

function required(value: string | undefined, name: string, because: string): string {
  if (!value) throw new ConfigError(`Invalid configuration: ${name} is required with ${because}`);
  return value;
}

/**
 * What a variable's value must be, in an operator's words for numbers ("PORT must be a number",
 * not zod's "Invalid input: expected number, received NaN"); zod's own sentence otherwise. Never
 * the value itself: it may be a secret.
 */
function mustBe(issue: z.core.$ZodIssue): string {
  const numeric = (origin: unknown) => origin === 'number' || origin === 'int' || origin === 'bigint';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'must be a number';
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'must be a whole number';
  if (issue.code === 'too_big' && numeric(issue.origin))
    return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}`;
  if (issue.code === 'too_small' && numeric(issue.origin))
    return `must be ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}`;
  return issue.message;
}

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
export function configFromEnv(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${mustBe(issue)}`);
  }
  const e = parsed.data;
  if (e.CHAIN_RPC_URL && !e.CHAIN_OPERATOR_KEY) {
    throw new ConfigError('Invalid configuration: CHAIN_OPERATOR_KEY is required with CHAIN_RPC_URL');
  }
  const production = e.NODE_ENV === 'production';
  // Cheaper hashes are for test runs only (a test signs up thousands of accounts); a hash made
  // with them still verifies after the setting is raised, as argon2 keeps its parameters in it.
  const { memoryKiB, iterations } = OWASP_ARGON2ID;
  if (e.NODE_ENV !== 'test' && (e.PASSWORD_HASH_MEMORY_KIB < memoryKiB || e.PASSWORD_HASH_ITERATIONS < iterations))
    throw new ConfigError(
      `Invalid configuration: PASSWORD_HASH_MEMORY_KIB below ${memoryKiB} or PASSWORD_HASH_ITERATIONS below ${iterations} is for NODE_ENV=test only (OWASP minimum for argon2id)`,
    );
  if (production && e.FAS_TEST_CRASH_AT)
    throw new ConfigError(
      'Invalid configuration: FAS_TEST_CRASH_AT is for tests and is refused with NODE_ENV=production',
    );
  // Instances that share a database must share these secrets: a generated file would differ
  // per machine (and data sealed on one could not be opened on another).
  if (e.DATABASE_URL || production) {
    const why = e.DATABASE_URL ? 'with DATABASE_URL' : 'with NODE_ENV=production';
    if (!e.ENCRYPTION_KEY)
      throw new ConfigError(
        `Invalid configuration: ENCRYPTION_KEY is required ${why} (32 bytes as 64 hex characters, the same on every instance)`,
      );
    if (!e.WALLET_SECRET)
      throw new ConfigError(
        `Invalid configuration: WALLET_SECRET is required ${why} (at least 32 characters, the same on every instance)`,
      );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    encryptionKey: e.ENCRYPTION_KEY?.replace(/^0x/, ''),
    walletSecret: e.WALLET_SECRET,
    chainRpcUrl: e.CHAIN_RPC_URL,
    chainOperatorKey: e.CHAIN_OPERATOR_KEY,
    maxFundingAmount: e.MAX_FUNDING_AMOUNT,
    userPaysFees: e.USER_PAYS_FEES,
    fxRatesPerEth: Object.fromEntries(e.FX_RATES_PER_ETH.split(',').map((pair) => pair.split('=') as [string, string])),
    fx: {
      maxAgeMs: e.FX_MAX_AGE_SECONDS * 1000,
      quoteMs: e.PAYMENT_QUOTE_SECONDS * 1000,
      feePercent: e.PAYMENT_FEE_PERCENT,
    },
    graphiql: e.GRAPHIQL ?? !production,
    introspection: e.INTROSPECTION ?? !production,
    auth: {
      maxFailuresPerAccount: e.AUTH_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: e.AUTH_MAX_FAILURES_PER_ADDRESS,
      failureWindowSeconds: e.AUTH_FAILURE_WINDOW_SECONDS,
      lockoutMaxSeconds: e.AUTH_LOCKOUT_MAX_SECONDS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    payments: {
      maxAmount: e.PAYMENT_MAX_AMOUNT,
      dailyLimit: e.PAYMENT_DAILY_LIMIT,
      maxPerAccount: e.PAYMENT_MAX_PER_ACCOUNT,
      maxPerAddress: e.PAYMENT_MAX_PER_ADDRESS,
      windowSeconds: e.PAYMENT_WINDOW_SECONDS,
    },
    money: {
      maxPerAccount: e.MONEY_MAX_PER_ACCOUNT,
      maxPerAddress: e.MONEY_MAX_PER_ADDRESS,
      windowSeconds: e.MONEY_WINDOW_SECONDS,
      waitMs: e.MONEY_WAIT_SECONDS * 1000,
      leaseMs: e.MONEY_LEASE_SECONDS * 1000,
      lanes: e.MONEY_LANES,
      monitorIntervalMs: e.MONEY_MONITOR_SECONDS * 1000,
      // The engine looks again this soon while work is open (receipts, depth), and this often when idle.
      busyPollMs: e.CHAIN_RPC_URL ? 250 : 20,
      idlePollMs: 250,
    },
    graphql: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxCost: e.GRAPHQL_MAX_COST,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      batchLimit: e.GRAPHQL_BATCH_LIMIT,
      maxSubscriptionsPerAccount: e.SUBSCRIPTIONS_MAX_PER_ACCOUNT,
      maxSocketsPerAccount: e.WEBSOCKETS_MAX_PER_ACCOUNT,
      maxSocketsPerAddress: e.WEBSOCKETS_MAX_PER_ADDRESS,
      socketPingMs: e.WEBSOCKETS_PING_SECONDS * 1000,
    },
    trustProxyHops: e.TRUST_PROXY_HOPS,
    redisPrefix: e.REDIS_PREFIX,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    passcodeCacheSeconds: e.PASSCODE_CACHE_SECONDS,
    passwordHashing: { memoryKiB: e.PASSWORD_HASH_MEMORY_KIB, iterations: e.PASSWORD_HASH_ITERATIONS },
    responseCache: { seconds: e.RESPONSE_CACHE_SECONDS, entries: e.RESPONSE_CACHE_ENTRIES },
    restLegacyDisclosure: e.REST_LEGACY_DISCLOSURE,
    metricsToken: e.METRICS_TOKEN,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',').map((o) => o.trim().toLowerCase()) : [],
    chain: { confirmations: e.CHAIN_CONFIRMATIONS, reorgWindowBlocks: e.CHAIN_REORG_WINDOW_BLOCKS },
    testCrashAt: e.FAS_TEST_CRASH_AT,
    rails: railsConfig(e, production),
    events: { retentionMs: e.EVENT_RETENTION_DAYS * 86_400_000 },
    mail: { smtpUrl: e.SMTP_URL ? new Secret(e.SMTP_URL) : undefined, from: e.MAIL_FROM },
    requireVerifiedEmail: e.REQUIRE_VERIFIED_EMAIL,
    chat: {
      deleteWindowMs: Math.round(e.CHAT_DELETE_WINDOW_HOURS * 3_600_000),
      typingPerMinute: e.CHAT_TYPING_MAX_PER_MINUTE,
      presenceTtlMs: Math.round(e.PRESENCE_TTL_SECONDS * 1000),
      presenceMaxSubscriptions: e.PRESENCE_MAX_SUBSCRIPTIONS,
      attachments: {
        maxBytes: e.ATTACHMENT_MAX_BYTES,
        maxPerMessage: e.ATTACHMENT_MAX_PER_MESSAGE,
        store:
          e.ATTACHMENT_STORE === 's3'
            ? {
                kind: 's3',
                endpoint: e.S3_ENDPOINT,
                bucket: required(e.S3_BUCKET, 'S3_BUCKET', 'ATTACHMENT_STORE=s3'),
                region: e.S3_REGION,
                accessKeyId: e.S3_ACCESS_KEY_ID,
                secretAccessKey: e.S3_SECRET_ACCESS_KEY ? new Secret(e.S3_SECRET_ACCESS_KEY) : undefined,
                urlExpirySeconds: e.S3_URL_EXPIRY_SECONDS,
              }
            : { kind: 'fs', dir: join(e.DATA_DIR, 'attachments') },
      },
    },
    webhooks: {
      maxEndpoints: e.WEBHOOK_MAX_ENDPOINTS,
      allowedNetworks: e.WEBHOOK_ALLOWED_NETWORKS ? e.WEBHOOK_ALLOWED_NETWORKS.split(',').map((n) => n.trim()) : [],
      httpsOnly: production,
      deliveryRetentionMs: e.WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000,
      leaseMs: Math.round(e.WEBHOOK_LEASE_SECONDS * 1000),
    },
  };
}
