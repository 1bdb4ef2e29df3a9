import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useService } from './helpers/fixture.js';

// The shell examples of the README and the guides run as written, top to bottom, against a
// running service: only the address is changed to the test service's. What each prints is
// what a reader is told to expect.

const ROOT = join(import.meta.dirname, '..');
const svc = useService();

/** The `n`-th ```sh block of a file after `heading` (the first by default). */
function shellBlock(file: string, heading: string, n = 0): string {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const from = text.indexOf(heading);
  if (from < 0) throw new Error(`${file} has no "${heading}"`);
  const blocks = [...text.slice(from).matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
  if (!blocks[n]) throw new Error(`${file} has no sh block ${n} after "${heading}"`);
  return blocks[n];
}

/** Runs a script with bash (asynchronously: the service answers in this same process). */
async function run(script: string) {
  const address = new URL(svc.url).host;
  const local = script.replaceAll('127.0.0.1:4000', address).replaceAll('localhost:4000', address);
  const { stdout } = await promisify(execFile)('bash', ['-c', local], { encoding: 'utf8', timeout: 60_000 });
  return stdout;
}

describe('the documented shell examples', () => {
  it('README "Try it": sign up, sign in, GraphQL, passcode change, sign-out', async () => {
    const out = await run(shellBlock('README.md', '### Try it'));
    expect(out).toContain('"pass_code":"passcode set"');
    expect(out).toMatch(/"data":\{"viewer":\{"id":"[0-9a-f-]{36}","email":"ada@example.com"/);
    // The passcode change and the sign-out both answer the empty message.
    expect(out.match(/\{"code":200,"message":\{\},"ref":"[0-9a-f-]{36}"\}/g)).toHaveLength(2);
    expect(out).not.toContain('"error"');
  });

  it('docs/payments.md: a deposit, a payment by usertag, the recipient history', async () => {
    const out = await run(shellBlock('docs/payments.md', '```sh'));
    expect(out).toMatch(/"status":"confirmed","direction":"sent","amount":250.75/);
    expect(out).toMatch(/"status":"confirmed","direction":"received","amount":250.75/);
    expect(out).not.toContain('"error"');
  });

  it('docs/api-tokens.md: a token made with an access token from sign-in', async () => {
    const signIn = `TOKEN=$(curl -s -X POST http://127.0.0.1:4000/account/auth/sign-up -H 'content-type: application/json' \\
      -d '{"email":"tokens@example.com","password":"correct horse","passcode":"2468"}' | node -pe "JSON.parse(require('fs').readFileSync(0,'utf8')).message.access_token")\n`;
    const out = await run(signIn + shellBlock('docs/api-tokens.md', '## Make, list, revoke'));
    expect(out).toMatch(/"created":\{"token":"fpat_[A-Za-z0-9_-]{43}","apiToken":\{"id":"[0-9a-f-]{36}","expiresAt":"/);
  });
});
