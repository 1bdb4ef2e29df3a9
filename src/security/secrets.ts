import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';

// Secrets come from config. The embedded default (no DATABASE_URL) keeps generated ones in
// DATA_DIR with mode 0600; with a shared database every instance must be given the same
// secrets through config, so a missing one stops the start.

export interface Secrets {
  encryptionKey: string;
  walletSecret: string;
}

function fileSecret(dataDir: string, name: string, make: () => string): string {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, name);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    const value = make();
    writeFileSync(path, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  }
}

export function loadSecrets(config: Config): Secrets {
  const shared = Boolean(config.databaseUrl) || config.env === 'production';
  if (shared) {
    if (!config.encryptionKey)
      throw new Error('Invalid configuration: ENCRYPTION_KEY is required with DATABASE_URL or in production');
    if (!config.walletSecret)
      throw new Error('Invalid configuration: WALLET_SECRET is required with DATABASE_URL or in production');
  }
  return {
    encryptionKey:
      config.encryptionKey ?? fileSecret(config.dataDir, 'encryption.key', () => randomBytes(32).toString('hex')),
    walletSecret:
      config.walletSecret ?? fileSecret(config.dataDir, 'wallet.secret', () => randomBytes(32).toString('base64url')),
  };
}
