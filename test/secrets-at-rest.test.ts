import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, type Running } from '../src/bootstrap.js';
import { deriveWallet } from '../src/chain/wallet.js';
import { configFromEnv } from '../src/config.js';
import { graphql } from './generated/gql/index.js';
import { createLogger } from '../src/logger.js';
import { createTestDatabase, type TestDatabase } from './db/pg-helpers.js';
import { dumpDatabase } from './helpers/dump.js';
import { fullUser, type FullUser } from './helpers/scenario.js';
import { call, gql } from './helpers/service.js';

// After a full scenario (sign-up, profile, the four identities with a crypto key and a
// government ID, a channel, a mint, the custodial wallet, a passcode change, a second
// sign-in), a dump of every table, and the service's own log, hold none of the secrets in
// plain text: password, passcodes, access tokens, private keys, the wallet's mnemonic, the
// government ID number, nor the server's own secrets.

// The passcode-gated reveal (typed by npm run codegen).
const Reveal = graphql(`
  query TestSecretsReveal($passcode: String) {
    viewer { identities {
      ... on CryptoIdentity { privateKey(passcode: $passcode) }
      ... on GovernmentIdIdentity { governmentIdNumber(passcode: $passcode) }
    } }
  }
`);

let running: Running;
let dataDir: string;
let pg: TestDatabase | null = null;
const logLines: string[] = [];

const secrets: Record<string, string> = {};
let user: FullUser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fas-test-'));
  pg = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
  const config = configFromEnv({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    ...(pg
      ? {
          DATABASE_URL: pg.url,
          ENCRYPTION_KEY: randomBytes(32).toString('hex'),
          WALLET_SECRET: randomBytes(32).toString('hex'),
        }
      : {}),
  });
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  running = await bootstrap(config, { logger: createLogger('debug', sink) });
  const base = running.url;

  // Distinctive values, so that a match in the dump cannot be a coincidence.
  const password = `Pw-${randomBytes(12).toString('hex')}`;
  const passcode = '73915862';
  const newPasscode = '58203617';
  const govIdNumber = `GHA-${randomBytes(6).toString('hex').toUpperCase()}`;
  user = await fullUser(base, { password, passcode, govIdNumber, mint: 12.5 });

  const entropy = `Ent${randomBytes(10).toString('hex')}`;
  const wallet = await call(base, 'POST', '/v1/network/wallet/createNew', {
    ...user.creds,
    tkn_list: ['USD'],
    entropy,
  });
  expect(wallet.status, JSON.stringify(wallet.body)).toBe(201);
  const derived = deriveWallet({ walletSecret: running.infra.secrets.walletSecret, userId: user.user_id, entropy });

  const change = await call(base, 'PUT', '/account/auth/passcode/update', {
    ...user.creds,
    current_passcode: passcode,
    updated_passcode: newPasscode,
  });
  expect(change.status).toBe(200);
  const signIn = await call(base, 'POST', '/account/auth/sign-in', {
    email: user.email,
    password,
    passcode: newPasscode,
  });
  expect(signIn.status).toBe(200);
  // The passcode-gated reveal through GraphQL, so its path is covered too.
  const reveal = await gql(base, Reveal, { passcode: newPasscode }, signIn.body.message.access_token);
  const revealed = reveal.body.data?.viewer?.identities.map((i) =>
    'privateKey' in i ? i.privateKey : 'governmentIdNumber' in i ? i.governmentIdNumber : undefined,
  );
  expect(revealed?.filter(Boolean)).toEqual(expect.arrayContaining([govIdNumber]));

  Object.assign(secrets, {
    password,
    passcode,
    'new passcode': newPasscode,
    'sign-up access token': user.access_token,
    'sign-in access token': signIn.body.message.access_token,
    'crypto identity private key': user.privateKey.slice(2),
    'wallet private key': derived.privateKey.slice(2),
    'wallet mnemonic': derived.mnemonic,
    'wallet mnemonic, first words': derived.mnemonic.split(' ').slice(0, 4).join(' '),
    'government ID number': govIdNumber,
    ENCRYPTION_KEY: running.infra.secrets.encryptionKey,
    WALLET_SECRET: running.infra.secrets.walletSecret,
  });
}, 120_000);

afterAll(async () => {
  await running?.stop();
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The ways a secret could be spelled in a dump. */
function spellings(value: string): string[] {
  const forms = new Set([value, value.toLowerCase(), value.toUpperCase(), JSON.stringify(value).slice(1, -1)]);
  if (/^[0-9a-f]{64}$/i.test(value))
    forms.add(Buffer.from(value, 'hex').toString('base64')).add(Buffer.from(value, 'hex').toString('base64url'));
  return [...forms];
}

describe('secrets at rest', () => {
  it('the scenario really stored the data the secrets belong to', async () => {
    const dump = await dumpDatabase(running.infra.prisma);
    expect(dump.Identity.length).toBeGreaterThanOrEqual(5); // mmo, bank, govid, crypto, wallet
    expect(dump.StablecoinTransaction.length).toBeGreaterThan(0);
    expect(Object.values(secrets).every((s) => s.length >= 8)).toBe(true);
  });

  it('a dump of every table holds none of them in plain text', async () => {
    const dump = await dumpDatabase(running.infra.prisma);
    const text = Object.entries(dump)
      .map(([table, rows]) => `${table}\n${rows.join('\n')}`)
      .join('\n');
    expect(text.length).toBeGreaterThan(1000);
    const found = Object.entries(secrets).filter(([, value]) => spellings(value).some((form) => text.includes(form)));
    expect(found.map(([name]) => name)).toEqual([]);
    // The public halves are there (the test searches the right data).
    expect(text.toLowerCase()).toContain(user.address.toLowerCase());
  });

  it("the service's log (debug level) holds none of them either", () => {
    const log = logLines.join('');
    expect(log).toContain('"msg":"request"');
    const found = Object.entries(secrets).filter(([, value]) => spellings(value).some((form) => log.includes(form)));
    expect(found.map(([name]) => name)).toEqual([]);
  });
});
