import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullUser } from './helpers/scenario.js';
import { call, gql, startService, type TestService } from './helpers/service.js';

// The service's log never holds a secret. Every line it writes at debug level is captured
// while secrets travel through both doors, on the success and on the failure paths: sign-up,
// sign-in (right and wrong), passcode change (right and wrong), identity links with a private
// key and a government ID number (valid and malformed), the passcode-gated reveal, a mint and
// a burn, and requests with a revoked or unknown token. Then the captured text is searched
// for each secret. (src/logger.ts censors secret keys without pino's costly wildcard redact.)

let svc: TestService;
const lines: string[] = [];
const secrets: Record<string, string> = {};

const SIGN_UP = `mutation TestLogSignUp($input: SignUpInput!) {
  signUp(input: $input) { __typename ... on SignUpSuccess { session { accessToken } } ... on Error { message } }
}`;
const SIGN_IN = `mutation TestLogSignIn($input: SignInInput!) {
  signIn(input: $input) { __typename ... on SignInSuccess { session { accessToken } } }
}`;
const UPDATE_PASSCODE = `mutation TestLogUpdatePasscode($input: UpdatePasscodeInput!) {
  updatePasscode(input: $input) { __typename }
}`;
const LINK = `mutation TestLogLink($input: LinkIdentityInput!) {
  linkIdentity(input: $input) { __typename ... on LinkIdentitySuccess { identity { id } } ... on Error { message } }
}`;
const REVEAL = `query TestLogReveal($passcode: String) {
  viewer { identities {
    ... on CryptoIdentity { privateKey(passcode: $passcode) }
    ... on GovernmentIdIdentity { governmentIdNumber(passcode: $passcode) }
  } }
}`;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  svc = await startService(
    { LOG_LEVEL: 'debug', AUTH_MAX_FAILURES_PER_ACCOUNT: '1000', AUTH_MAX_FAILURES_PER_ADDRESS: '1000' },
    { log: sink },
  );
  const base = svc.url;
  const hex = (n: number) => randomBytes(n).toString('hex');

  // REST: sign-up, profile, the four identities (a private key, a government ID), a channel,
  // a mint; then a burn, a passcode change (wrong, then right), sign-ins (wrong, then right).
  const password = `Pw-${hex(12)}`;
  const passcode = '73915862';
  const newPasscode = '58203617';
  const govIdNumber = `GHA-${hex(6).toUpperCase()}`;
  const rest = await fullUser(base, { password, passcode, govIdNumber, mint: 7 });
  const burn = await call(base, 'POST', '/network/stablecoins/burn', {
    ...rest.creds,
    fiat_linked_acc_uuid: rest.ids.mmo,
    network_linked_acc_uuid: rest.ids.crypto,
    amount: 2,
  });
  expect(burn.status, JSON.stringify(burn.body)).toBe(201);
  const wrongChange = await call(base, 'PUT', '/account/auth/passcode/update', {
    ...rest.creds,
    current_passcode: newPasscode,
    updated_passcode: passcode,
  });
  expect(wrongChange.status).toBe(403);
  const change = await call(base, 'PUT', '/account/auth/passcode/update', {
    ...rest.creds,
    current_passcode: passcode,
    updated_passcode: newPasscode,
  });
  expect(change.status).toBe(200);
  const wrongSignIn = await call(base, 'POST', '/account/auth/sign-in', { email: rest.email, password, passcode });
  expect(wrongSignIn.status).toBe(401);
  const signIn = await call(base, 'POST', '/account/auth/sign-in', {
    email: rest.email,
    password,
    passcode: newPasscode,
  });
  expect(signIn.status).toBe(200);
  const restKey = generatePrivateKey();
  const malformedKey = await call(base, 'POST', '/v1/identity/create', {
    mmo: {},
    bank: {},
    govid: {},
    crypto: { ...rest.creds, public_address: privateKeyToAddress(restKey), private_key: `${restKey}00`, fx_iso: 'NGN' },
  });
  expect(malformedKey.status).toBeGreaterThanOrEqual(400);

  // GraphQL: the same secrets through the other door, with its failure paths.
  const gqlPassword = `Gp-${hex(12)}`;
  const gqlPasscode = '46802913';
  const gqlNewPasscode = '13579246';
  const email = `log${hex(6)}@example.com`;
  const up = await gql(base, SIGN_UP, { input: { email, password: gqlPassword, passcode: gqlPasscode } });
  const token = up.body.data.signUp.session.accessToken as string;
  // The same e-mail again, through both doors: refused as taken.
  const takenGql = await gql(base, SIGN_UP, { input: { email, password: gqlPassword, passcode: gqlPasscode } });
  expect(takenGql.body.data.signUp.__typename).not.toBe('SignUpSuccess');
  const takenRest = await call(base, 'POST', '/account/auth/sign-up', {
    email,
    password: gqlPassword,
    passcode: gqlPasscode,
  });
  expect(takenRest.status).toBe(409);
  const badPassword = await gql(base, SIGN_UP, { input: { email: `x${email}`, password: 'short', passcode: '12' } });
  expect(badPassword.body.data.signUp.__typename).toBe('InvalidInputError');
  const wrongIn = await gql(base, SIGN_IN, { input: { email, password: `${gqlPassword}x`, passcode: gqlPasscode } });
  expect(wrongIn.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  const gqlKey = generatePrivateKey();
  const link = await gql(
    base,
    LINK,
    { input: { crypto: { publicAddress: privateKeyToAddress(gqlKey), privateKey: gqlKey, currency: 'USD' } } },
    token,
  );
  expect(link.body.data.linkIdentity.__typename).toBe('LinkIdentitySuccess');
  const gqlGovId = `NGA-${hex(6).toUpperCase()}`;
  await gql(base, LINK, { input: { governmentId: { governmentIdNumber: gqlGovId } } }, token);
  const badKey = await gql(
    base,
    LINK,
    { input: { crypto: { publicAddress: privateKeyToAddress(gqlKey), privateKey: `${gqlKey}ff`, currency: 'USD' } } },
    token,
  );
  expect(badKey.body.data.linkIdentity.__typename).toBe('InvalidInputError');
  // A secret in a variable of the wrong type: the coercion error names the value to the caller.
  const wrongType = await gql(base, LINK, { input: { crypto: { privateKey: { key: gqlKey } } } }, token);
  expect(wrongType.body.errors).toBeDefined();
  const wrongReveal = await gql(base, REVEAL, { passcode: gqlNewPasscode }, token);
  expect(wrongReveal.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const wrongUpdate = await gql(
    base,
    UPDATE_PASSCODE,
    { input: { currentPasscode: gqlNewPasscode, newPasscode: gqlPasscode } },
    token,
  );
  expect(wrongUpdate.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const update = await gql(
    base,
    UPDATE_PASSCODE,
    { input: { currentPasscode: gqlPasscode, newPasscode: gqlNewPasscode } },
    token,
  );
  expect(update.body.data.updatePasscode.__typename).toBe('UpdatePasscodeSuccess');
  const reveal = await gql(base, REVEAL, { passcode: gqlNewPasscode }, token);
  expect(JSON.stringify(reveal.body.data)).toContain(gqlGovId);
  const again = await gql(base, SIGN_IN, { input: { email, password: gqlPassword, passcode: gqlNewPasscode } });
  const secondToken = again.body.data.signIn.session.accessToken as string;
  await gql(base, 'mutation TestLogSignOut { signOut { revokedTokens } }', undefined, secondToken);
  const revoked = await gql(base, '{ viewer { id } }', undefined, secondToken);
  expect(revoked.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  const unknownToken = `fas_${randomBytes(32).toString('base64url')}`;
  await gql(base, '{ viewer { id } }', undefined, unknownToken);
  const unknown = await call(base, 'POST', '/account/profile/view', {
    access_token: unknownToken,
    user_id: rest.user_id,
  });
  expect(unknown.status).toBe(401);

  Object.assign(secrets, {
    'REST password': password,
    'REST passcode': passcode,
    'REST new passcode': newPasscode,
    'REST sign-up token': rest.access_token,
    'REST sign-in token': signIn.body.message.access_token,
    'REST private key': rest.privateKey.slice(2),
    'REST malformed private key': restKey.slice(2),
    'REST government ID number': govIdNumber,
    'GraphQL password': gqlPassword,
    'GraphQL passcode': gqlPasscode,
    'GraphQL new passcode': gqlNewPasscode,
    'GraphQL sign-up token': token,
    'GraphQL revoked token': secondToken,
    'unknown token': unknownToken,
    'GraphQL private key': gqlKey.slice(2),
    'GraphQL government ID number': gqlGovId,
  });
}, 240_000);

afterAll(() => svc?.close());

describe('log secrets', () => {
  it('the log was captured: a line for every request, through both doors', () => {
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.some((l) => l.path === '/graphql')).toBe(true);
    expect(requests.some((l) => l.path === '/network/stablecoins/mint')).toBe(true);
    expect(requests.some((l) => l.path === '/account/auth/sign-in' && l.status === 401)).toBe(true);
    expect(requests.length).toBeGreaterThan(25);
  });

  it('has no error-level line: every failure above is one the caller caused (a taken e-mail, wrong secrets, bad input)', () => {
    const errors = lines.filter((l) => JSON.parse(l).level >= 50);
    expect(errors).toEqual([]);
  });

  it('holds none of the passwords, passcodes, tokens, private keys or ID numbers', () => {
    expect(Object.keys(secrets)).toHaveLength(16);
    // Each finding names the secret and the line that holds it.
    const found = Object.entries(secrets).flatMap(([name, value]) =>
      lines.filter((line) => line.toLowerCase().includes(value.toLowerCase())).map((line) => `${name}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
