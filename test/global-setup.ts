import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { bootstrap } from '../src/bootstrap.js';
import { configFromEnv } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { createTestDatabase } from './db/pg-helpers.js';
import type { ServiceTemplate } from './helpers/template.js';

// Once per run (vitest globalSetup): the service is started on empty data, migrates it and
// deploys the token contracts, then stops cleanly; its data is the template every test file
// copies (test/helpers/template.ts). FAS_TEST_FRESH=1 skips it: every file starts on empty data.
//
// The faults tier also compiles the service once (scripts/build.ts --no-check, beside the
// template's start): its tests start the service as a child process tens of times, killing and
// restarting it, and `node <build>/main.js` starts on about 2 s less CPU than `node --import tsx
// src/main.ts`, which compiles every module again in each process (test/helpers/instance.ts).
// A build of its own per run, so it is never stale and two runs never share one.
// FAS_TEST_START=tsx starts them through tsx instead (no build).

export default async function setup(project: TestProject) {
  const [template, build] = await Promise.allSettled([
    serviceTemplate(project),
    project.name === 'faults' && process.env.FAS_TEST_START !== 'tsx' ? buildService() : undefined,
  ]);
  const teardown = async () => {
    if (template.status === 'fulfilled') await template.value?.();
    if (build.status === 'fulfilled') build.value?.remove();
  };
  if (template.status === 'rejected' || build.status === 'rejected') {
    await teardown();
    throw template.status === 'rejected' ? template.reason : (build as PromiseRejectedResult).reason;
  }
  project.provide('serviceBuild', build.value?.dir ?? null);
  return teardown;
}

const ROOT = join(import.meta.dirname, '..');

async function buildService() {
  const name = `.test-build-${process.pid}`;
  const dir = join(ROOT, name);
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', name, '--no-check'], {
      cwd: ROOT,
    });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

async function serviceTemplate(project: TestProject) {
  if (process.env.FAS_TEST_FRESH === '1') {
    project.provide('serviceTemplate', null);
    return undefined;
  }
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'fas-template-'));
  const pg = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
  const postgres = pg
    ? {
        database: pg.name,
        encryptionKey: randomBytes(32).toString('hex'),
        walletSecret: randomBytes(32).toString('hex'),
      }
    : undefined;
  const remove = async () => {
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = configFromEnv({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...(pg && postgres
        ? { DATABASE_URL: pg.url, ENCRYPTION_KEY: postgres.encryptionKey, WALLET_SECRET: postgres.walletSecret }
        : {}),
    });
    const running = await bootstrap(config, { logger: createLogger(config.logLevel) });
    // A clean stop: the engine hands its lease back, anvil's state is dumped a last time, the
    // database is closed (PostgreSQL copies a template only while nobody is connected to it).
    await running.stop();
  } catch (error) {
    await remove();
    throw error;
  }
  const template: ServiceTemplate = { dataDir, postgres };
  project.provide('serviceTemplate', template);
  console.log(`service template ready in ${Date.now() - started} ms (${pg ? 'PostgreSQL' : 'PGlite'})`);
  return remove;
}
