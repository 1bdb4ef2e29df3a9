import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

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
    // The hook saw main.ts and config.ts, but none of the application.
    expect(resolved.some((s) => s.endsWith('config.js'))).toBe(true);
    for (const heavy of [
      './bootstrap.js',
      './logger.js',
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
