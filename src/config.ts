import { z } from 'zod';

// Environment → typed, validated config. A bad value stops the process with one line naming
// the variable (see configFromEnv). Defaults are the embedded mode: no server needed.

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const hex32 = z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be 32 bytes as 64 hex characters');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret for data at rest (AES-256-GCM). Embedded default: a generated key file in DATA_DIR. */
  ENCRYPTION_KEY: hex32.optional(),
  /** Server secret mixed into wallet derivation. Embedded default: a generated file in DATA_DIR. */
  WALLET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CHAIN_RPC_URL: z.string().regex(/^(https?|wss?):\/\//, 'must be an http(s) or ws(s) URL').optional(),
  CHAIN_OPERATOR_KEY: hex32.optional(),
  /** Upper bound of one mint or burn, in fiat units. */
  MAX_FUNDING_AMOUNT: z.string().regex(/^\d+(\.\d{1,2})?$/, 'must be a decimal amount').default('1000000'),
  USER_PAYS_FEES: bool.default(false),
  /** Fiat per ETH used to price network fees, as CCY=RATE pairs. */
  FX_RATES_PER_ETH: z
    .string()
    .regex(/^([A-Z]{3}=\d+(\.\d+)?)(,[A-Z]{3}=\d+(\.\d+)?)*$/, 'must look like NGN=5200000,USD=3400')
    .default('NGN=5200000,GHS=41000,USD=3400,EUR=3150'),
  GRAPHIQL: bool.optional(),
  INTROSPECTION: bool.optional(),
  /** Failed sign-ins or passcode checks allowed per account, and per client address, per window. */
  AUTH_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  AUTH_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  AUTH_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(100_000),
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
  graphiql: boolean;
  introspection: boolean;
  auth: { maxFailuresPerAccount: number; maxFailuresPerAddress: number; failureWindowSeconds: number };
  bodyLimitBytes: number;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
export function configFromEnv(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  if (e.CHAIN_RPC_URL && !e.CHAIN_OPERATOR_KEY) {
    throw new ConfigError('Invalid configuration: CHAIN_OPERATOR_KEY is required with CHAIN_RPC_URL');
  }
  const production = e.NODE_ENV === 'production';
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
    graphiql: e.GRAPHIQL ?? !production,
    introspection: e.INTROSPECTION ?? !production,
    auth: {
      maxFailuresPerAccount: e.AUTH_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: e.AUTH_MAX_FAILURES_PER_ADDRESS,
      failureWindowSeconds: e.AUTH_FAILURE_WINDOW_SECONDS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
  };
}
