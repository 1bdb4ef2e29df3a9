import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, gql, signUp } from './helpers/service.js';
import { compiledStart, type Instance, startInstance, stop } from './helpers/instance.js';

// The compiled build as an image builds and runs it. The Dockerfile's build stage runs as a shell
// script on a clean copy of this checkout (scripts/docker-build-steps.sh, its short version: this
// checkout's node_modules instead of `npm ci`), which ends with `npm run build` (scripts/build.ts
// writes dist/). Then `node dist/main.js` (npm run start:prod) starts from that copy with no
// TypeScript loader, on an empty DATA_DIR (the embedded default: a new PGlite database,
// migrations, an embedded anvil, the contracts). It answers GraphQL, REST and /readyz, logs its
// start-up breakdown, and stops on SIGTERM. (One build for both: tsc takes tens of seconds.)

const ROOT = join(import.meta.dirname, '..');
const dirs: string[] = [];
let copy: string;
let steps: string;
let server: Instance;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'fas-image-'));
  dirs.push(copy);
  ({ stdout: steps } = await promisify(execFile)(join(ROOT, 'scripts/docker-build-steps.sh'), [copy], {
    cwd: ROOT,
    env: { ...process.env, FAS_BUILD_REUSE_NODE_MODULES: '1' },
    maxBuffer: 64 * 1024 * 1024,
  }));
  const dataDir = mkdtempSync(join(tmpdir(), 'fas-dist-'));
  dirs.push(dataDir);
  server = await startInstance(
    'dist',
    { DATA_DIR: dataDir, NODE_ENV: 'test' },
    150_000,
    compiledStart(join(copy, 'dist')),
  );
}, 600_000);

afterAll(async () => {
  if (server) await stop(server);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("the Dockerfile's build stage", () => {
  it('runs as a script on a clean copy, and the build starts without a TypeScript loader', () => {
    // Every RUN line of the build stage ran (npm ci as its short version), in order.
    expect(steps).toMatch(/== instead of: npm ci --no-audit --no-fund\n[\s\S]*== RUN npm run build\n/);
    expect(steps).toMatch(/ENCRYPTION_KEY/);
    expect(steps).toMatch(/== image build steps passed/);
  });
});

describe('the compiled build (dist/main.js)', () => {
  it('is JavaScript with source maps, run without a TypeScript loader', () => {
    expect(existsSync(join(copy, 'dist/main.js'))).toBe(true);
    expect(readFileSync(join(copy, 'dist/main.js'), 'utf8')).toMatch(/sourceMappingURL=main\.js\.map/);
    expect(existsSync(join(copy, 'dist/generated/prisma/client.js'))).toBe(true);
    // The rail simulator (a workspace package published as TypeScript) is compiled beside it.
    expect(existsSync(join(copy, 'dist/node_modules/@financial-account-service/rail-simulator/index.js'))).toBe(true);
    expect(server.child.spawnargs.join(' ')).not.toMatch(/tsx/);
  });

  it('logs its start-up breakdown, from the process start to ready', () => {
    const listening = server.lines.find((l) => l.msg === 'service listening') as {
      readyMs: number;
      startupMs: Record<string, number>;
    };
    expect(Object.keys(listening.startupMs)).toEqual([
      'node',
      'load',
      'database',
      'chain',
      'services',
      'money',
      'listen',
      'rails',
    ]);
    const sum = Object.values(listening.startupMs).reduce((a, b) => a + b, 0);
    expect(listening.readyMs).toBeGreaterThanOrEqual(sum - 10);
  });

  it('answers /readyz, REST and GraphQL', async () => {
    const ready = await call(server.url, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { database: 'ok', chain: 'ok' } });
    const user = await signUp(server.url);
    const viewer = await gql(server.url, '{ viewer { id email } }', undefined, user.access_token);
    expect(viewer.body).toEqual({ data: { viewer: { id: user.user_id, email: user.email } } });
    const anonymous = await gql(server.url, '{ viewer { id } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stops gracefully on SIGTERM (exit 0)', async () => {
    const exit = await stop(server);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.lines.some((l) => l.msg === 'stopped')).toBe(true);
  });
});
