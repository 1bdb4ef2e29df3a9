import { beforeAll, describe, expect, it } from 'vitest';
import { call, gql, signUp, success, UUID } from './helpers/service.js';
import { graphql } from './generated/gql/index.js';
import { hashToken } from '../src/security/tokens.js';
import { useModules } from './helpers/modules.js';

const svc = useModules({ AUTH_MAX_FAILURES_PER_ACCOUNT: '3', AUTH_MAX_FAILURES_PER_ADDRESS: '1000' });
let base: string;
beforeAll(() => {
  base = svc.url;
});

const SIGN_UP = '/account/auth/sign-up';
const SIGN_IN = '/account/auth/sign-in';
const SIGN_OUT = '/account/auth/sign-out';
const PASSCODE = '/account/auth/passcode/update';
const PROTECTED = PASSCODE; // any credentials route will do to probe a token

// Typed documents (npm run codegen types their variables and answers).
const ViewerId = graphql(`
  query TestAuthViewerId { viewer { id } }
`);
const ViewerEmail = graphql(`
  query TestAuthViewerEmail { viewer { id email } }
`);
const SignUp = graphql(`
  mutation TestAuthSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on SignUpSuccess { session { accessToken userId passcodeStatus expiresAt } }
      ... on Error { code message field }
    }
  }
`);
const SignIn = graphql(`
  mutation TestAuthSignIn($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on SignInSuccess { session { accessToken userId passcodeStatus expiresAt } }
      ... on Error { code message field }
    }
  }
`);
const UpdatePasscode = graphql(`
  mutation TestAuthUpdatePasscode($input: UpdatePasscodeInput!) {
    updatePasscode(input: $input) {
      __typename
      ... on UpdatePasscodeSuccess { viewer { id } }
      ... on Error { code message field }
    }
  }
`);
const SignOut = graphql(`
  mutation TestAuthSignOut { signOut { revokedTokens } }
`);

async function tokenWorks(token: string, userId: string) {
  const res = await gql(base, ViewerId, {}, token);
  return res.body.data?.viewer?.id === userId;
}

describe('sign-up', () => {
  it('answers code 200 with access_token, user_id and the passcode result, in the envelope', async () => {
    const res = await call(base, 'POST', SIGN_UP, {
      email: 'Ada@Example.COM ',
      password: 'long enough',
      passcode: '2468',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      message: {
        access_token: expect.stringMatching(/^fas_/),
        user_id: expect.stringMatching(UUID),
        pass_code: 'passcode set',
      },
      ref: expect.stringMatching(UUID),
    });
    expect(res.headers.get('x-request-id')).toBe(res.body.ref);
  });

  it('refuses an address with more than 64 characters before the @ (RFC 5321) with 400 naming email, and takes 64', async () => {
    const before = await svc.infra.prisma.user.count();
    const long = await call(base, 'POST', SIGN_UP, {
      email: `${'a'.repeat(65)}@example.com`,
      password: 'long enough',
      passcode: '2468',
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toEqual({
      error: 'BAD_USER_INPUT',
      detail: 'email must have at most 64 characters before the @',
      field: 'email',
    });
    expect(await svc.infra.prisma.user.count()).toBe(before);
    const limit = await call(base, 'POST', SIGN_UP, {
      email: `${'b'.repeat(64)}@example.com`,
      password: 'long enough',
      passcode: '2468',
    });
    expect(limit.status).toBe(200);
  });

  it('normalises the e-mail, so the same address in other case is a conflict (409) and writes nothing', async () => {
    const before = await svc.infra.prisma.user.count();
    const res = await call(base, 'POST', SIGN_UP, {
      email: 'ada@example.com',
      password: 'long enough',
      passcode: '2468',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toEqual({
      error: 'CONFLICT',
      detail: 'an account with this email already exists',
      field: 'email',
    });
    expect(await svc.infra.prisma.user.count()).toBe(before);
  });

  it.each([
    [{ password: 'long enough', passcode: '1234' }, 'email', 'email is required'],
    [{ email: 'x@example.com', passcode: '1234' }, 'password', 'password is required'],
    [{ email: 'x@example.com', password: 'long enough' }, 'passcode', 'passcode is required'],
    [{ email: 42, password: 'long enough', passcode: '1234' }, 'email', 'email must be a string'],
    [{ email: 'x@example.com', password: null, passcode: '1234' }, 'password', 'password must not be null'],
    [
      { email: 'not-an-email', password: 'long enough', passcode: '1234' },
      'email',
      'email must be a valid e-mail address',
    ],
    [
      { email: 'x@example.com', password: 'short', passcode: '1234' },
      'password',
      'password must be at least 8 characters',
    ],
    [
      { email: 'x@example.com', password: 'long enough', passcode: '12a4' },
      'passcode',
      'passcode must be 4 to 8 digits',
    ],
    [
      { email: 'x@example.com', password: 'long enough', passcode: '123' },
      'passcode',
      'passcode must be 4 to 8 digits',
    ],
    [
      { email: 'x@example.com', password: 'long enough', passcode: '123456789' },
      'passcode',
      'passcode must be 4 to 8 digits',
    ],
  ])('refuses %j with 400 naming %s, and stores nothing', async (body, field, detail) => {
    const before = await svc.infra.prisma.user.count();
    const res = await call(base, 'POST', SIGN_UP, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 400,
      message: { error: 'BAD_USER_INPUT', field, detail: expect.stringContaining(detail) },
    });
    expect(res.body.ref).toMatch(UUID);
    expect(await svc.infra.prisma.user.count()).toBe(before);
  });

  it('stores the password and passcode as argon2id hashes and the token only as its SHA-256', async () => {
    const user = await signUp(base, { password: 'plain text never stored', passcode: '97531' });
    const row = await svc.infra.prisma.user.findUniqueOrThrow({
      where: { uuid: user.user_id },
      include: { tokens: true },
    });
    // At the configured cost: the test services' cheap one (test/helpers/test-env.ts); the default
    // is OWASP's minimum, m=19456 and t=2 (test/config.test.ts).
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(row.passcodeHash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(row.tokens.map((t) => t.tokenHash)).toEqual([hashToken(user.access_token)]);
    expect(JSON.stringify(row)).not.toContain(user.access_token);
  });
});

describe('sign-in', () => {
  it('answers like sign-up with a new token and pass_code "passcode verified"', async () => {
    const user = await signUp(base);
    const res = await call(base, 'POST', SIGN_IN, {
      email: user.email.toUpperCase(),
      password: user.password,
      passcode: user.passcode,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual({
      access_token: expect.stringMatching(/^fas_/),
      user_id: user.user_id,
      pass_code: 'passcode verified',
    });
    expect(res.body.message.access_token).not.toBe(user.access_token);
    expect(await tokenWorks(res.body.message.access_token, user.user_id)).toBe(true);
  });

  it('gives the same 401 for an unknown e-mail, a wrong password and a wrong passcode', async () => {
    const user = await signUp(base);
    const answers = await Promise.all([
      call(base, 'POST', SIGN_IN, { email: 'nobody@example.com', password: user.password, passcode: user.passcode }),
      call(base, 'POST', SIGN_IN, { email: user.email, password: 'wrong password', passcode: user.passcode }),
      call(base, 'POST', SIGN_IN, { email: user.email, password: user.password, passcode: '000000' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body.message).toEqual({
        error: 'UNAUTHENTICATED',
        detail: 'email, password or passcode is incorrect',
      });
    }
  });

  it('throttles an account after repeated failures with 429 and Retry-After, even for the right password', async () => {
    const user = await signUp(base);
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(base, 'POST', SIGN_IN, { email: user.email, password: 'wrong password', passcode: user.passcode }))
          .status,
      ).toBe(401);
    }
    const res = await call(base, 'POST', SIGN_IN, {
      email: user.email,
      password: user.password,
      passcode: user.passcode,
    });
    expect(res.status).toBe(429);
    expect(res.body.message.error).toBe('RATE_LIMITED');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('access tokens', () => {
  it('expire 12 hours after issue (clock moved, not waited for)', async () => {
    const user = await signUp(base);
    svc.clock.advance(12 * 60 * 60 * 1000 - 60_000);
    expect(await tokenWorks(user.access_token, user.user_id)).toBe(true);
    svc.clock.advance(60_000);
    expect(await tokenWorks(user.access_token, user.user_id)).toBe(false);
    const res = await call(base, 'PUT', PROTECTED, {
      access_token: user.access_token,
      user_id: user.user_id,
      current_passcode: user.passcode,
      updated_passcode: '1111',
    });
    expect(res.status).toBe(401);
  });

  it("are refused with another user's user_id, and nothing changes", async () => {
    const alice = await signUp(base);
    const bob = await signUp(base);
    const res = await call(base, 'PUT', PASSCODE, {
      access_token: alice.access_token,
      user_id: bob.user_id,
      current_passcode: alice.passcode,
      updated_passcode: '4444',
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual({
      error: 'UNAUTHENTICATED',
      detail: 'access_token does not belong to user_id',
      field: 'user_id',
    });
    // Alice's passcode is unchanged: she can still sign in with it.
    expect(
      (await call(base, 'POST', SIGN_IN, { email: alice.email, password: alice.password, passcode: alice.passcode }))
        .status,
    ).toBe(200);
  });

  it('may come as Authorization: Bearer instead of body credentials', async () => {
    const user = await signUp(base);
    const res = await call(
      base,
      'PUT',
      PASSCODE,
      { current_passcode: user.passcode, updated_passcode: '5555' },
      { authorization: `Bearer ${user.access_token}` },
    );
    expect(res.status).toBe(200);
  });

  it('missing or unknown tokens are 401 in the envelope', async () => {
    for (const body of [{}, { access_token: 'fas_nope', user_id: '00000000-0000-0000-0000-000000000000' }]) {
      const res = await call(base, 'PUT', PASSCODE, { ...body, current_passcode: '1234', updated_passcode: '5678' });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 401, message: { error: 'UNAUTHENTICATED' } });
    }
  });
});

describe('sign-out', () => {
  it('revokes every active token of the account (identified by body credentials)', async () => {
    const user = await signUp(base);
    const second = (
      await call(base, 'POST', SIGN_IN, { email: user.email, password: user.password, passcode: user.passcode })
    ).body.message.access_token;
    const res = await call(base, 'POST', SIGN_OUT, { access_token: user.access_token, user_id: user.user_id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: {}, ref: expect.stringMatching(UUID) });
    expect(await tokenWorks(user.access_token, user.user_id)).toBe(false);
    expect(await tokenWorks(second, user.user_id)).toBe(false);
    // A new sign-in gives a working token again.
    const again = await call(base, 'POST', SIGN_IN, {
      email: user.email,
      password: user.password,
      passcode: user.passcode,
    });
    expect(await tokenWorks(again.body.message.access_token, user.user_id)).toBe(true);
  });

  it('identifies the account from Authorization: Bearer with the documented empty body', async () => {
    const user = await signUp(base);
    const other = await signUp(base);
    const res = await call(base, 'POST', SIGN_OUT, {}, { authorization: `Bearer ${user.access_token}` });
    expect(res.status).toBe(200);
    expect(await tokenWorks(user.access_token, user.user_id)).toBe(false);
    expect(await tokenWorks(other.access_token, other.user_id)).toBe(true);
  });

  it('without credentials is 401', async () => {
    expect((await call(base, 'POST', SIGN_OUT, {})).status).toBe(401);
  });
});

describe('passcode update', () => {
  it('replaces the passcode used at sign-in', async () => {
    const user = await signUp(base);
    const res = await call(base, 'PUT', PASSCODE, {
      access_token: user.access_token,
      user_id: user.user_id,
      current_passcode: user.passcode,
      updated_passcode: '8642',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: {}, ref: expect.stringMatching(UUID) });
    expect(
      (await call(base, 'POST', SIGN_IN, { email: user.email, password: user.password, passcode: user.passcode }))
        .status,
    ).toBe(401);
    expect(
      (await call(base, 'POST', SIGN_IN, { email: user.email, password: user.password, passcode: '8642' })).status,
    ).toBe(200);
  });

  it('refuses a wrong current passcode (403) and an invalid new one (400), changing nothing', async () => {
    const user = await signUp(base);
    const creds = { access_token: user.access_token, user_id: user.user_id };
    const wrong = await call(base, 'PUT', PASSCODE, { ...creds, current_passcode: '0000', updated_passcode: '8642' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toEqual({
      error: 'FORBIDDEN',
      detail: 'current_passcode is incorrect',
      field: 'current_passcode',
    });
    const invalid = await call(base, 'PUT', PASSCODE, {
      ...creds,
      current_passcode: user.passcode,
      updated_passcode: 'abcd',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message.field).toBe('updated_passcode');
    expect(
      (await call(base, 'POST', SIGN_IN, { email: user.email, password: user.password, passcode: user.passcode }))
        .status,
    ).toBe(200);
  });

  it('refuses the old passcode the moment it is changed, though it was verified a moment before', async () => {
    // A verified passcode is then checked with a keyed hash for a while (PASSCODE_CACHE_SECONDS);
    // the stored hash is part of that check, so a change ends it at once.
    const user = await signUp(base, { passcode: '1111' });
    const creds = { access_token: user.access_token, user_id: user.user_id };
    const change = (from: string, to: string) =>
      call(base, 'PUT', PASSCODE, { ...creds, current_passcode: from, updated_passcode: to });
    expect((await change('1111', '2222')).status).toBe(200);
    expect((await change('1111', '3333')).status).toBe(403);
    expect((await change('2222', '3333')).status).toBe(200);
    expect((await change('2222', '4444')).status).toBe(403);
    expect(
      (await call(base, 'POST', SIGN_IN, { email: user.email, password: user.password, passcode: '3333' })).status,
    ).toBe(200);
  });

  it('throttles repeated wrong passcodes with 429', async () => {
    const user = await signUp(base);
    const creds = { access_token: user.access_token, user_id: user.user_id };
    for (let i = 0; i < 3; i++)
      expect(
        (await call(base, 'PUT', PASSCODE, { ...creds, current_passcode: '0000', updated_passcode: '8642' })).status,
      ).toBe(403);
    const res = await call(base, 'PUT', PASSCODE, {
      ...creds,
      current_passcode: user.passcode,
      updated_passcode: '8642',
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('GraphQL auth', () => {
  it('signUp, viewer, updatePasscode, signOut work with a bearer token', async () => {
    const up = await gql(base, SignUp, {
      input: { email: 'grace@example.com', password: 'hopper1906', passcode: '1906' },
    });
    expect(up.body.data?.signUp).toMatchObject({ __typename: 'SignUpSuccess', session: { passcodeStatus: 'SET' } });
    const { accessToken, userId, expiresAt } = success(up.body.data?.signUp, 'SignUpSuccess').session;
    expect(expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const viewer = await gql(base, ViewerEmail, {}, accessToken);
    expect(viewer.body.data).toEqual({ viewer: { id: userId, email: 'grace@example.com' } });
    const upd = await gql(
      base,
      UpdatePasscode,
      { input: { currentPasscode: '1906', newPasscode: '2020' } },
      accessToken,
    );
    expect(upd.body.data).toEqual({ updatePasscode: { __typename: 'UpdatePasscodeSuccess', viewer: { id: userId } } });
    const signIn = await gql(base, SignIn, {
      input: { email: 'grace@example.com', password: 'hopper1906', passcode: '2020' },
    });
    expect(signIn.body.data?.signIn).toMatchObject({
      __typename: 'SignInSuccess',
      session: { userId, passcodeStatus: 'VERIFIED' },
    });
    const out = await gql(base, SignOut, {}, accessToken);
    expect(out.body.data).toEqual({ signOut: { revokedTokens: 2 } });
    const after = await gql(base, ViewerId, {}, accessToken);
    expect(after.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('viewer without a token is null with an UNAUTHENTICATED error', async () => {
    const res = await gql(base, ViewerId, {});
    expect(res.body.data).toEqual({ viewer: null });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'a valid access token is required',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('validation failures are an InvalidInputError naming the field', async () => {
    const res = await gql(base, SignUp, { input: { email: 'x@example.com', password: 'short', passcode: '1234' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.signUp).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: 'password must be at least 8 characters',
      field: 'password',
    });
    const passcode = await gql(
      base,
      UpdatePasscode,
      { input: { currentPasscode: '1234', newPasscode: '12a4' } },
      (await signUp(base)).access_token,
    );
    expect(passcode.body.data?.updatePasscode).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: 'passcode must be 4 to 8 digits',
      field: 'newPasscode',
    });
  });

  it('a taken e-mail is a ConflictError; wrong credentials and a wrong passcode stay top-level errors', async () => {
    const user = await signUp(base);
    const taken = await gql(base, SignUp, {
      input: { email: user.email, password: 'long enough', passcode: '1234' },
    });
    expect(taken.body.errors).toBeUndefined();
    expect(taken.body.data?.signUp).toEqual({
      __typename: 'ConflictError',
      code: 'CONFLICT',
      message: 'an account with this email already exists',
      field: 'email',
    });
    const wrong = await gql(base, SignIn, {
      input: { email: user.email, password: 'wrong password', passcode: '1234' },
    });
    expect(wrong.body.data).toBeNull();
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: 'email, password or passcode is incorrect',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const forbidden = await gql(
      base,
      UpdatePasscode,
      { input: { currentPasscode: '0000', newPasscode: '2020' } },
      user.access_token,
    );
    expect(forbidden.body.data).toBeNull();
    expect(forbidden.body.errors?.[0]).toMatchObject({
      message: 'currentPasscode is incorrect',
      extensions: { code: 'FORBIDDEN', field: 'currentPasscode' },
    });
  });
});
