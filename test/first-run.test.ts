import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { anvilBinaryPath, commandLineOf } from '../src/chain/anvil.js';
import { humanLine } from '../src/start-progress.js';
import { freePort } from '../scripts/free-port.js';

// First run (issue 14, item 6): a bad environment value is reported before the application is
// imported. A module hook records every specifier node resolves, so the test sees what the
// process loaded before it exited (no timing assertions).

const ROOT = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'fas-first-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm start`'s command with env added; returns its result and the specifiers it resolved. */
function start(env: Record<string, string>) {
  const log = join(dir, `resolved-${Math.random().toString(36).slice(2)}.txt`);
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  appendFileSync(process.env.FAS_TEST_RESOLVE_LOG, specifier + '\\n');
  return next(specifier, context);
}
`,
  );
  const register = join(dir, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  const dataDir = join(dir, 'data');
  const res = spawnSync(process.execPath, ['--import', 'tsx', '--import', register, 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, FAS_TEST_RESOLVE_LOG: log, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const resolved = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
  return { res, resolved, dataDir };
}

describe('first run', () => {
  it('an older Node.js exits with one line saying which it needs, before the application is imported', () => {
    // Node 20 ended the start with a segmentation fault and nothing else. The version is faked
    // for this process: the test runs on a supported Node.
    const older = join(dir, 'node-20.mjs');
    writeFileSync(
      older,
      `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.20.2' } });\n`,
    );
    const { res, resolved, dataDir } = start({ NODE_OPTIONS: `--import ${pathToFileURL(older).href}` });
    expect(res.status).toBe(2);
    expect(res.stderr.trim().split('\n')).toEqual([
      'Node.js 22.12 or newer is required; this is Node.js 20.20.2 (README: Quick start)',
    ]);
    expect(res.stdout).toBe('');
    expect(resolved.some((s) => s.includes('bootstrap'))).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'production' }, 'ENCRYPTION_KEY'],
  ])('a bad environment (%j) exits with one line naming %s, before the application is imported', (env, name) => {
    const { res, resolved, dataDir } = start(env);
    expect(res.status).toBe(2);
    const lines = res.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(res.stdout).toBe('');
    // The hook saw main.ts and config.ts, but none of the application. (A relative specifier
    // reaches the hook as written, `.js`, on Node 20, and as tsx resolved it, `.ts`, on Node 22.)
    expect(resolved.some((s) => /config\.[jt]s$/.test(s))).toBe(true);
    for (const heavy of [
      './bootstrap.',
      './logger.',
      '@prisma/client',
      '@electric-sql/pglite',
      'viem',
      'graphql-yoga',
    ]) {
      expect(resolved.filter((s) => s.includes(heavy))).toEqual([]);
    }
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('a port in use', () => {
  it('exits with one line naming PORT, before the application is imported', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const { res, resolved, dataDir } = start({ PORT: String(port), HOST: '127.0.0.1' });
      expect(res.status).toBe(1);
      expect(res.stderr.trim().split('\n')).toEqual([
        `Failed to start: PORT ${port} on 127.0.0.1 is already in use; stop what listens there or set PORT to a free port`,
      ]);
      expect(resolved.filter((s) => s.includes('./bootstrap.js') || s.includes('@prisma/client'))).toEqual([]);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      holder.close();
    }
  });
});

describe('while it starts', () => {
  it('answers on its port at once: /healthz 200, /readyz 503 starting, other paths 503 in the envelope', async () => {
    // A chain node that accepts connections and never answers holds the start-up at the chain step.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATA_DIR: join(dir, 'starting-data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        CHAIN_RPC_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        CHAIN_OPERATOR_KEY: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      },
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      // The first answer may wait while the application's modules load (the thread is busy).
      let ready: Response | undefined;
      while (!ready) {
        ready = await fetch(`${base}/readyz`).catch(() => undefined);
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 50)); // not bound yet
      }
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'starting', checks: {} });
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      const signUp = await fetch(`${base}/account/auth/sign-up`, { method: 'POST', body: '{}' });
      expect(signUp.status).toBe(503);
      expect(signUp.headers.get('retry-after')).toBe('5');
      const body = await signUp.json();
      expect(body).toEqual({
        code: 503,
        message: { error: 'SERVICE_UNAVAILABLE', detail: 'the service is starting; retry shortly' },
        ref: signUp.headers.get('x-request-id'),
      });
    } finally {
      child.kill('SIGKILL');
      silent.close();
    }
  }, 60_000);
});

describe('the end of the start', () => {
  it('/readyz says ready only once the start has finished ("service listening"), never while a step still runs', async () => {
    // The app takes the port over before the money engine, the rails and the webhook worker start
    // (and before a signal would still abort the start): /readyz answered 200 from there on.
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATA_DIR: join(dir, 'ready-data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
      },
    });
    const lines: Array<Record<string, unknown>> = [];
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        lines.push(JSON.parse(line));
      } catch {
        // not a log record
      }
    });
    try {
      // Polled as a balancer would, only much more often.
      let first200At: number | undefined;
      const seen = new Set<string>();
      for (let i = 0; i < 6_000 && first200At === undefined && child.exitCode === null; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
        if (res) {
          const body = (await res.json()) as { status: string };
          seen.add(`${res.status} ${body.status}`);
          if (res.status === 200) first200At = Date.now();
        }
        await new Promise((resolve) => setTimeout(resolve, 10)); // the poll interval
      }
      expect(first200At, [...seen].join(', ')).toBeDefined();
      // The line may reach this process after the answer did (two pipes): it is awaited, then its time compared.
      const listening = () => lines.find((l) => l.msg === 'service listening');
      await expect.poll(listening).toBeDefined();
      expect(first200At).toBeGreaterThanOrEqual(Number(listening()!.time));
      expect(seen).toContain('503 starting');
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});

// `script` (util-linux) runs the start in a pseudo-terminal, as a person's shell does.
const SCRIPT = '/usr/bin/script';

describe('first run in a terminal', () => {
  it.skipIf(!existsSync(SCRIPT))(
    'prints progress lines (database, migrations, chain, contracts, URL with /graphql) instead of JSON, and Ctrl-C stops it',
    async () => {
      const clean = Object.fromEntries(
        Object.entries(process.env).filter(
          ([k]) => !/^(DATABASE_URL|REDIS_URL|CHAIN_RPC_URL|ENCRYPTION_KEY|WALLET_SECRET|NODE_ENV|PORT)$/.test(k),
        ),
      );
      const child = spawn(SCRIPT, ['-qfec', `${process.execPath} --import tsx src/main.ts`, '/dev/null'], {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...clean, DATA_DIR: join(dir, 'tty-data'), PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'test' },
      });
      let output = '';
      const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
      const listening = new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          output += String(d);
          const url = /GraphQL: (http:\/\/\S+\/graphql)/.exec(output)?.[1];
          if (url) resolve(url);
        });
        void closed.then(() => reject(new Error(`ended before listening:\n${output}`)));
      });
      try {
        const graphql = await listening;
        const health = await fetch(graphql.replace(/\/graphql$/, '/healthz'));
        expect(health.status).toBe(200);
        const lines = output.split(/\r?\n/).filter(Boolean);
        expect(lines[0]).toBe('Starting the Financial Account Service… loading the application');
        expect(lines[1]).toMatch(
          /^… port bound: http:\/\/127\.0\.0\.1:\d+\/readyz answers 503 until the service is ready$/,
        );
        expect(lines).toContain(`… database: embedded PGlite in ${join(dir, 'tty-data')}`);
        expect(lines.some((l) => /^✓ database ready \(pglite, \d+ migrations applied in \d+ ms\)$/.test(l))).toBe(true);
        expect(lines.some((l) => /^✓ chain: embedded anvil at http:\/\/127\.0\.0\.1:\d+$/.test(l))).toBe(true);
        expect(lines.some((l) => /^✓ contracts: NGN stablecoin deployed at 0x[0-9a-fA-F]{40}$/.test(l))).toBe(true);
        expect(lines.some((l) => /^✓ listening on http:\/\/127\.0\.0\.1:\d+ \(chain: embedded anvil\)$/.test(l))).toBe(
          true,
        );
        // The start-up breakdown: from the process's start to ready, then each step's duration.
        expect(lines.some((l) => /^ {2}Ready in \d+\.\d s: node \d+\.\d s, load \d+\.\d s, database /.test(l))).toBe(
          true,
        );
        expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
        // Ctrl-C, through the terminal: a graceful stop, in readable lines too.
        child.stdin.write('\x03');
        await closed;
        expect(output).toMatch(/INFO stopped/);
        expect(output).toMatch(/INFO exit code=0/);
      } finally {
        child.kill('SIGKILL');
      }
    },
    180_000,
  );

  it('renders other log records as time, level, message and fields', () => {
    const time = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(humanLine({ level: 40, time, msg: 'anvil stderr', line: 'x y' })).toBe(
      '03:04:05 WARN anvil stderr line=x y',
    );
    expect(
      humanLine({ level: 50, time, msg: 'stop failed', err: { message: 'boom', stack: 'Error: boom\n at' } }),
    ).toBe('03:04:05 ERROR stop failed err=boom');
  });
});

describe('embedded anvil for the platform', () => {
  it('is the build npm installed for this machine', () => {
    expect(existsSync(anvilBinaryPath())).toBe(true);
  });

  it.each([
    ['freebsd', 'x64', /^no embedded anvil for freebsd-x64 \(@foundry-rs\/anvil has builds for linux x64\/arm64, /],
    ['win32', 'arm64', /^no embedded anvil for win32-arm64 /],
  ])('on %s %s, names the alternative (CHAIN_RPC_URL)', (platform, arch, message) => {
    expect(() => anvilBinaryPath(platform, arch)).toThrow(message);
    expect(() => anvilBinaryPath(platform, arch)).toThrow(/set CHAIN_RPC_URL \(with CHAIN_OPERATOR_KEY\)/);
  });

  it('finds a process command line without /proc too (macOS): the stale-anvil check works there', () => {
    const viaProc = commandLineOf(process.pid, { proc: true });
    const viaPs = commandLineOf(process.pid, { proc: false });
    expect(viaProc?.[0]).toBe(process.execPath);
    expect(viaPs?.[0]).toBe(process.execPath);
    expect(commandLineOf(2 ** 22 + 12_345, { proc: false })).toBeNull(); // no such process
  });

  it('names the package to install when the platform has a build that was not installed', () => {
    const other = process.arch === 'arm64' ? 'x64' : 'arm64';
    expect(() => anvilBinaryPath('darwin', other)).toThrow(
      new RegExp(
        `not installed: run \`npm install\` with optional dependencies \\(it installs @foundry-rs/anvil-darwin-${other === 'x64' ? 'amd64' : 'arm64'}\\), or set CHAIN_RPC_URL`,
      ),
    );
  });
});
