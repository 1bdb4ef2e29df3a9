import { beforeAll, describe, expect, it } from 'vitest';
import { useService } from './helpers/fixture.js';
import { call, gql, signUp } from './helpers/service.js';
import { useSmtp } from './helpers/smtp.js';

// Accounts through a real SMTP server (docs/accounts.md "E-mail"): sign-up → verification mail →
// verified; password reset → mail → new password → every old session ends; the notices.

const smtp = useSmtp();
const svc = useService(smtp.env);
let base: string;
beforeAll(() => {
  base = svc.url;
});

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const op = async (query: string, variables?: unknown, token?: string, ua?: string) =>
  (await gql(base, query, variables, token, ua ? { 'user-agent': ua } : {})).body;

const VERIFY =
  'mutation($code: String!) { verifyEmail(input: { code: $code }) { __typename ... on VerifyEmailSuccess { result { done } } ... on Error { code message field } } }';
const VERIFIED = '{ viewer { emailVerified } }';
const RESEND =
  'mutation { resendVerificationEmail { __typename ... on ResendVerificationEmailSuccess { result { done } } } }';
const REQUEST_RESET =
  'mutation($email: String!) { requestPasswordReset(input: { email: $email }) { __typename ... on RequestPasswordResetSuccess { result { done } } } }';
const RESET =
  'mutation($code: String!, $password: String!) { resetPassword(input: { code: $code, password: $password }) { __typename ... on Error { code message field } } }';
const SIGN_IN =
  'mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on SignInSuccess { session { accessToken refreshToken } } } }';
const REFRESH =
  'mutation($t: String!) { refreshSession(input: { refreshToken: $t }) { __typename ... on RefreshSessionSuccess { session { accessToken refreshToken } } } }';

describe('e-mail verification', () => {
  it('sign-up mails a code; the code verifies the address once; a wrong code is refused', async () => {
    const user = await signUp(base);
    expect((await op(VERIFIED, undefined, user.access_token)).data.viewer.emailVerified).toBe(false);
    const code = await smtp.code(user.email, /Confirm your e-mail/);
    const mail = (await smtp.mails(user.email, /Confirm your e-mail/))[0];
    expect(mail.html).toContain(code);
    expect(mail.text).not.toContain(user.password);

    const wrong = await op(VERIFY, { code: `${code.slice(0, -2)}xx` });
    expect(wrong.data.verifyEmail).toMatchObject({ __typename: 'InvalidInputError', field: 'code' });
    const ok = await op(VERIFY, { code });
    expect(ok.data.verifyEmail).toEqual({ __typename: 'VerifyEmailSuccess', result: { done: true } });
    expect((await op(VERIFIED, undefined, user.access_token)).data.viewer.emailVerified).toBe(true);
    // Single use.
    const again = await op(VERIFY, { code });
    expect(again.data.verifyEmail).toMatchObject({ __typename: 'InvalidInputError', field: 'code' });
    // Already verified: nothing to resend.
    expect((await op(RESEND, undefined, user.access_token)).data.resendVerificationEmail.result.done).toBe(false);
  });

  it('a resend replaces the earlier code and is limited to 3 an hour; an expired code is refused', async () => {
    const user = await signUp(base);
    const first = await smtp.code(user.email, /Confirm your e-mail/);
    for (let i = 0; i < 3; i++) {
      const r = await op(RESEND, undefined, user.access_token);
      expect(r.data.resendVerificationEmail.result.done).toBe(true);
    }
    const limited = await op(RESEND, undefined, user.access_token);
    expect(limited.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const latest = await smtp.code(user.email, /Confirm your e-mail/, 4);
    expect(latest).not.toBe(first);
    expect((await op(VERIFY, { code: first })).data.verifyEmail.__typename).toBe('InvalidInputError');
    svc.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await op(VERIFY, { code: latest })).data.verifyEmail.__typename).toBe('InvalidInputError');
    expect((await op(VERIFIED, undefined, user.access_token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('password reset', () => {
  it('answers the same for a known and an unknown address; only the known one gets a mail', async () => {
    const user = await signUp(base);
    const known = await op(REQUEST_RESET, { email: user.email });
    const unknown = await op(REQUEST_RESET, { email: `nobody${Date.now()}@example.com` });
    expect(known).toEqual(unknown);
    expect(known.data.requestPasswordReset.result.done).toBe(true);
    await smtp.mails(user.email, /Reset your password/);
    expect(smtp.inbox.filter((m) => m.to.includes('nobody'))).toEqual([]);
  });

  it('a new password ends every session and refresh token, mails a notice, and the code works once', async () => {
    const user = await signUp(base);
    const signIn = await op(SIGN_IN, {
      input: { email: user.email, password: user.password, passcode: user.passcode },
    });
    const { accessToken, refreshToken } = signIn.data.signIn.session;
    await op(REQUEST_RESET, { email: user.email });
    const code = await smtp.code(user.email, /Reset your password/);

    const short = await op(RESET, { code, password: 'short' });
    expect(short.data.resetPassword).toMatchObject({ __typename: 'InvalidInputError', field: 'password' });
    const reset = await op(RESET, { code, password: 'a brand new password' });
    expect(reset.data.resetPassword.__typename).toBe('ResetPasswordSuccess');
    await smtp.mails(user.email, /Your password was changed/);

    for (const token of [accessToken, user.access_token])
      expect((await op(VERIFIED, undefined, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await op(REFRESH, { t: refreshToken })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const reused = await op(RESET, { code, password: 'another new password' });
    expect(reused.data.resetPassword).toMatchObject({ __typename: 'InvalidInputError', field: 'code' });

    const old = await call(base, 'POST', '/account/auth/sign-in', {
      email: user.email,
      password: user.password,
      passcode: user.passcode,
    });
    expect(old.status).toBe(401);
    const fresh = await op(SIGN_IN, {
      input: { email: user.email, password: 'a brand new password', passcode: user.passcode },
    });
    expect(fresh.data.signIn.__typename).toBe('SignInSuccess');
  });

  it('a reset code expires after 30 minutes', async () => {
    const user = await signUp(base);
    await op(REQUEST_RESET, { email: user.email });
    const code = await smtp.code(user.email, /Reset your password/);
    svc.clock.advance(30 * 60 * 1000 + 1000);
    const late = await op(RESET, { code, password: 'a brand new password' });
    expect(late.data.resetPassword).toMatchObject({ __typename: 'InvalidInputError', field: 'code' });
  });

  it('requests are limited per address asked for', async () => {
    const email = `limited${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++)
      expect((await op(REQUEST_RESET, { email })).data.requestPasswordReset.result.done).toBe(true);
    const limited = await op(REQUEST_RESET, { email });
    expect(limited.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('e-mail change', () => {
  const CHANGE =
    'mutation($email: String!, $password: String!) { changeEmail(input: { email: $email, password: $password }) { __typename ... on ChangeEmailSuccess { result { done } } ... on Error { code message field } } }';
  const EMAIL = '{ viewer { email emailVerified } }';
  const signInRest = (email: string, password: string) =>
    call(base, 'POST', '/account/auth/sign-in', { email, password, passcode: '123456' });

  it("needs the password; another account's address is a conflict; nothing changes", async () => {
    const user = await signUp(base);
    const other = await signUp(base);
    const wrong = await op(
      CHANGE,
      { email: `new${Date.now()}@example.com`, password: 'not the password' },
      user.access_token,
    );
    expect(wrong.data.changeEmail).toMatchObject({ __typename: 'InvalidInputError', field: 'password' });
    const taken = await op(CHANGE, { email: other.email, password: user.password }, user.access_token);
    expect(taken.data.changeEmail).toMatchObject({ __typename: 'ConflictError', field: 'email' });
    expect((await op(EMAIL, undefined, user.access_token)).data.viewer.email).toBe(user.email);
    // Without a token it is refused before anything is read.
    const anonymous = await op(CHANGE, { email: `x${Date.now()}@example.com`, password: user.password });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("the new address becomes the account's only with the code mailed to it; the old one is told", async () => {
    const user = await signUp(base);
    await op(VERIFY, { code: await smtp.code(user.email, /Confirm your e-mail/) });
    const next = `moved${Date.now()}@example.com`;
    const asked = await op(CHANGE, { email: ` ${next.toUpperCase()} `, password: user.password }, user.access_token);
    expect(asked.data.changeEmail).toEqual({ __typename: 'ChangeEmailSuccess', result: { done: true } });
    // Until the code is used the account keeps its (verified) address.
    expect((await op(EMAIL, undefined, user.access_token)).data.viewer).toEqual({
      email: user.email,
      emailVerified: true,
    });
    expect((await signInRest(next, user.password)).status).not.toBe(200);

    const code = await smtp.code(next, /Confirm your new e-mail/);
    const ok = await op(VERIFY, { code });
    expect(ok.data.verifyEmail).toEqual({ __typename: 'VerifyEmailSuccess', result: { done: true } });
    expect((await op(EMAIL, undefined, user.access_token)).data.viewer).toEqual({ email: next, emailVerified: true });
    const [notice] = await smtp.mails(user.email, /e-mail address was changed/);
    expect(notice.text).toContain(next);
    expect(notice.text).not.toContain(code);
    // Signing in goes by the new address from now on.
    expect((await signInRest(next, user.password)).status).toBe(200);
    expect((await signInRest(user.email, user.password)).status).not.toBe(200);
    // The code works once.
    expect((await op(VERIFY, { code })).data.verifyEmail.__typename).toBe('InvalidInputError');
  });

  it('an address taken by another account before the code is used is a conflict, and nothing moves', async () => {
    const user = await signUp(base);
    const next = `race${Date.now()}@example.com`;
    await op(CHANGE, { email: next, password: user.password }, user.access_token);
    const code = await smtp.code(next, /Confirm your new e-mail/);
    await signUp(base, { email: next });
    const late = await op(VERIFY, { code });
    expect(late.data.verifyEmail).toMatchObject({ __typename: 'ConflictError', field: 'email' });
    expect((await op(EMAIL, undefined, user.access_token)).data.viewer.email).toBe(user.email);
  });
});

describe('notices', () => {
  it('a sign-in from a new device is mailed once per device name', async () => {
    const user = await signUp(base);
    const creds = { input: { email: user.email, password: user.password, passcode: user.passcode } };
    await op(SIGN_IN, creds, undefined, FIREFOX);
    await op(SIGN_IN, creds, undefined, FIREFOX);
    await op(SIGN_IN, creds, undefined, SAFARI);
    const notices = await smtp.mails(user.email, /New sign-in/, 2);
    await svc.services.mailer.idle();
    expect(smtp.inbox.filter((m) => m.to.includes(user.email) && /New sign-in/.test(m.subject))).toHaveLength(2);
    expect(notices.map((m) => m.text)).toEqual([
      expect.stringContaining('Firefox 128 on Ubuntu'),
      expect.stringContaining('Mobile Safari 17 on iOS 17.5'),
    ]);
    expect(notices[0].text).toMatch(/network 127\.0\.0\.0\/24/);
  });

  it('a new API token is mailed, without its secret', async () => {
    const user = await signUp(base);
    const made = await gql(
      base,
      'mutation { createApiToken(input: { name: "ci", scopes: [READ], expiresInDays: 7 }) { ... on CreateApiTokenSuccess { created { token } } } }',
      undefined,
      user.access_token,
    );
    const secret = made.body.data.createApiToken.created.token;
    const [mail] = await smtp.mails(user.email, /API token/);
    expect(mail.text).toContain('"ci"');
    expect(mail.raw).not.toContain(secret);
  });
});
