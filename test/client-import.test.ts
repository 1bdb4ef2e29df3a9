import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/service.js';
import { useService } from './helpers/fixture.js';

// docs/client-library.md "Use it", as a reader outside this repository follows it: a scratch
// folder installs the client library from this checkout (npm install <repo>/packages/client),
// then runs the guide's example as written (only the address changed to the test service's).
// It needs the library built (packages/client/dist), which `npm install` of this repository
// does (the root's postinstall); CI runs this on a fresh clone after `npm install` alone.

const ROOT = join(import.meta.dirname, '..');
const run = promisify(execFile);

const svc = useService();
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'fas-client-import-'));
});
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The first ```ts block after `heading` in the guide. */
async function example(heading: string): Promise<string> {
  const text = await readFile(join(ROOT, 'docs/client-library.md'), 'utf8');
  const from = text.indexOf(heading);
  if (from < 0) throw new Error(`docs/client-library.md has no "${heading}"`);
  const block = /```ts\n([\s\S]*?)```/.exec(text.slice(from));
  if (!block) throw new Error(`no ts block after "${heading}"`);
  return block[1];
}

describe('the client library from a scratch folder (docs/client-library.md)', () => {
  it("installs from the checkout and runs the guide's example: sign in, then the viewer", async () => {
    const signUp = await call(svc.url, 'POST', '/account/auth/sign-up', {
      email: 'ada@example.com',
      password: 'correct horse',
      passcode: '2468',
    });
    expect(signUp.status).toBe(200);

    await writeFile(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
    await run('npm', ['install', '--no-audit', '--no-fund', join(ROOT, 'packages/client')], {
      cwd: scratch,
      timeout: 60_000,
    });
    const address = new URL(svc.url).host;
    const script = (await example('## Use it')).replaceAll('127.0.0.1:4000', address);
    await writeFile(join(scratch, 'example.js'), `${script}\nconsole.log(JSON.stringify(viewer));\n`);

    const out = await run(process.execPath, ['example.js'], { cwd: scratch, timeout: 30_000 }).catch(
      (e: Error & { stderr?: string }) => ({ stdout: '', stderr: e.stderr ?? e.message }),
    );
    expect(out.stderr).toBe('');
    expect(JSON.parse(out.stdout)).toMatchObject({ email: 'ada@example.com' });
  }, 90_000);
});
