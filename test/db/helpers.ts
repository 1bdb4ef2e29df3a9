// Shared helpers for the database tests: temp dirs, migration folders, child processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { defaultMigrationsDir } from '../../src/db/migrate.js';
import { isUniqueViolation } from '../../src/kernel/errors.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/open-db.ts', import.meta.url));

export async function makeTempDir(prefix = 'fas-db-'): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** Migration folders in prisma/migrations with the sha256 Prisma records as their checksum. */
export async function migrationFolders(dir = defaultMigrationsDir): Promise<{ name: string; checksum: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      checksum: createHash('sha256')
        .update(await readFile(join(dir, name, 'migration.sql')))
        .digest('hex'),
    })),
  );
}

export interface ChildResult {
  code: number | null;
  out: { ok: boolean; applied?: string[]; message?: string; pid?: number };
  stderr: string;
}

function spawnFixture(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', fixture, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs the open-db fixture in another process (`tsx`) and returns its JSON line. */
export function runOpenDbChild(dataDir: string, databaseUrl?: string): Promise<ChildResult> {
  const child = spawnFixture([dataDir, databaseUrl ?? '-']);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      try {
        resolve({ code, out: JSON.parse(line), stderr });
      } catch {
        reject(new Error(`child printed no JSON (code ${code}): ${stdout}\n${stderr}`));
      }
    });
  });
}

/** Starts the fixture with --hold: resolves once it holds the database and wrote a row. */
export function startHoldingChild(dataDir: string): Promise<ChildProcess> {
  const child = spawnFixture([dataDir, '-', '--hold']);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`holding child exited (${code}): ${stdout}\n${stderr}`)));
    child.stdout!.on('data', (d) => {
      stdout += d;
      if (stdout.includes('\n')) {
        const out = JSON.parse(stdout.trim().split('\n')[0]!) as ChildResult['out'];
        if (out.ok) resolve(child);
        else reject(new Error(out.message));
      }
    });
  });
}

/** Pid of a process that has exited (to fake a stale lock). */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((r) => child.on('exit', r));
  return child.pid!;
}

/**
 * A taken e-mail, inserted once through Prisma and once with a raw statement (as the payment
 * request records its payment and leg): both failures are unique violations for the callers
 * that answer them (CONFLICT, or the first request's answer), and nothing else is one.
 */
export async function expectUniqueViolationsRecognised(prisma: PrismaClient, email: string) {
  await prisma.user.create({ data: { email } });
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => new Error('no failure'),
      (error: unknown) => error,
    );
  const viaPrisma = await failure(prisma.user.create({ data: { email } }));
  const viaRaw = await failure(
    prisma.$queryRaw`WITH u AS (INSERT INTO "User" ("uuid", "email", "updatedAt") VALUES (gen_random_uuid(), ${email}, now()) RETURNING "id") SELECT * FROM u`,
  );
  const other = await failure(prisma.$queryRaw`SELECT 1 / 0`);
  expect([viaPrisma, viaRaw, other].map(isUniqueViolation)).toEqual([true, true, false]);
}
