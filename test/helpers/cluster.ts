import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAnvil, type AnvilHandle } from '../../src/chain/anvil.js';
import { ANVIL_DEV_OPERATOR_KEY } from '../../src/chain/chain.js';
import { createTestDatabase, type TestDatabase } from '../db/pg-helpers.js';
import { kill, startInstance, type Instance } from './instance.js';

// What the tests of several instances share, as an operator runs them: one PostgreSQL database
// (a fresh one on the test server), one external anvil, production mode with its secrets. Each
// instance gets a data directory of its own. The PostgreSQL pass runs these tests.

export interface SharedBackend {
  db: TestDatabase;
  anvil: AnvilHandle;
  /** Every instance's environment: production mode, the database, the chain, the secrets, then `extra`. */
  env: Record<string, string>;
  /** Every instance started (killed by close). */
  running: Instance[];
  /** Starts an instance on the shared backend with `extra` on top of `env`, in a data directory of its own. */
  start(name: string, extra?: Record<string, string>): Promise<Instance>;
  /** A temporary directory removed by close. */
  tempDir(prefix: string): string;
  /** Kills every instance, stops anvil, drops the database, removes the directories. */
  close(): Promise<void>;
}

export async function sharedBackend(name: string, extra: Record<string, string> = {}): Promise<SharedBackend> {
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), `fas-${prefix}-`));
    dirs.push(dir);
    return dir;
  };
  const db = await createTestDatabase();
  const anvil = await startAnvil({ dataDir: tempDir(`${name}-chain`) });
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    CHAIN_RPC_URL: anvil.rpcUrl,
    CHAIN_OPERATOR_KEY: ANVIL_DEV_OPERATOR_KEY,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    WALLET_SECRET: randomBytes(32).toString('base64url'),
    ...extra,
  };
  const running: Instance[] = [];
  return {
    db,
    anvil,
    env,
    running,
    tempDir,
    async start(instance, more = {}) {
      const started = await startInstance(instance, { ...env, ...more, DATA_DIR: tempDir(instance) });
      running.push(started);
      return started;
    },
    async close() {
      for (const i of running) await kill(i);
      await anvil.stop();
      await db.drop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}
