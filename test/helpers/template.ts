import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/pg-helpers.js';

// The data a test service starts on. Migrating a database, starting anvil and deploying the four
// token contracts costs seconds per file, so test/global-setup.ts does it once per run (the
// template) and each file starts on its own copy: the DATA_DIR files (anvil's chain.json, and on
// PGlite the database and the generated secrets) and, on the PostgreSQL pass,
// `CREATE DATABASE … TEMPLATE`. The copy is exactly what a restart of the template service would
// find, so the money engine's start-up check (chain against ledger) sees a chain that matches.

export interface ServiceTemplate {
  /** chain.json, and on PGlite also pglite/, encryption.key and wallet.secret. */
  dataDir: string;
  /** PostgreSQL pass: the migrated database to copy, and the secrets its rows were encrypted with. */
  postgres?: { database: string; encryptionKey: string; walletSecret: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    serviceTemplate: ServiceTemplate | null;
  }
}

export interface ServiceData {
  dataDir: string;
  /** DATA_DIR and, on the PostgreSQL pass, DATABASE_URL and the secrets. */
  env: Record<string, string>;
  /** Drops the database copy and removes the data directory. */
  remove(): Promise<void>;
}

/** Settings a template cannot serve: the data, the chain or the secrets are the test's own. */
const OWN_DATA = ['DATA_DIR', 'DATABASE_URL', 'CHAIN_RPC_URL', 'CHAIN_OPERATOR_KEY', 'ENCRYPTION_KEY', 'WALLET_SECRET'];

/**
 * A copy of the run's template, or empty data when `fresh` is set, when `env` brings its own data,
 * chain or secrets, or when no template was provided (FAS_TEST_FRESH=1, another config).
 */
export async function serviceData(env: Record<string, string> = {}, fresh = false): Promise<ServiceData> {
  const template = fresh || OWN_DATA.some((k) => k in env) ? null : inject('serviceTemplate');
  return template ? copyTemplate(template) : emptyData();
}

/**
 * The data a service starts on: `dataDir` and, with a database copy, its URL and the secrets its
 * rows were encrypted with (fresh ones for a database that holds none yet).
 */
export function dataOf(
  dataDir: string,
  pg: TestDatabase | null,
  secrets = { encryptionKey: randomBytes(32).toString('hex'), walletSecret: randomBytes(32).toString('hex') },
): ServiceData {
  return {
    dataDir,
    env: {
      DATA_DIR: dataDir,
      ...(pg
        ? { DATABASE_URL: pg.url, ENCRYPTION_KEY: secrets.encryptionKey, WALLET_SECRET: secrets.walletSecret }
        : {}),
    },
    async remove() {
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new DATA_DIR and, when TEST_DATABASE_URL is set, a new empty PostgreSQL database. */
export async function emptyData(): Promise<ServiceData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fas-test-'));
  return dataOf(dataDir, process.env.TEST_DATABASE_URL ? await createTestDatabase() : null);
}

export async function copyTemplate(template: ServiceTemplate): Promise<ServiceData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fas-test-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  if (!template.postgres) return dataOf(dataDir, null);
  return dataOf(dataDir, await createTestDatabase(undefined, template.postgres.database), template.postgres);
}
