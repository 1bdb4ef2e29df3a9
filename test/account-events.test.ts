import { beforeAll, describe, expect, it } from 'vitest';
import { useService } from './helpers/fixture.js';
import { call, gql, signUp } from './helpers/service.js';
import { useSmtp } from './helpers/smtp.js';

// The account flows in the event log (docs/events.md "Event types and payloads"): a device
// session revoked, an e-mail address verified and changed, a password set with a reset code;
// each written with its change, shown to the account's own access token only, with the public
// GraphQL shape and never a token, code or password.

const smtp = useSmtp();
const svc = useService(smtp.env);
let base: string;
beforeAll(() => {
  base = svc.url;
});

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const op = async (query: string, variables?: unknown, token?: string, ua?: string) =>
  (await gql(base, query, variables, token, ua ? { 'user-agent': ua } : {})).body;

const EVENTS = `query TestAccountEvents($after: String, $types: [EventType!]) {
  events(after: $after, first: 100, types: $types) { edges { node { id type subjectType subjectId payload } } }
}`;
const ACCOUNT_TYPES = ['SESSION_REVOKED', 'EMAIL_VERIFIED', 'EMAIL_CHANGED', 'PASSWORD_CHANGED'];
const VERIFY =
  'mutation TestAccountEventsVerify($code: String!) { verifyEmail(input: { code: $code }) { __typename ... on Error { code } } }';
const SIGN_IN =
  'mutation TestAccountEventsSignIn($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken refreshToken } } } }';
const SESSIONS = '{ viewer { sessions { id device current } } }';
const SIGN_OUT_ONE =
  'mutation TestAccountEventsSignOutOne($id: ID!) { signOutSession(input: { id: $id }) { __typename } }';
const CHANGE =
  'mutation TestAccountEventsChange($email: String!, $password: String!) { changeEmail(input: { email: $email, password: $password }) { __typename } }';
const REQUEST_RESET =
  'mutation TestAccountEventsRequestReset($email: String!) { requestPasswordReset(input: { email: $email }) { __typename } }';
const RESET =
  'mutation TestAccountEventsReset($code: String!, $password: String!) { resetPassword(input: { code: $code, password: $password }) { __typename } }';

interface Node {
  id: string;
  type: string;
  subjectType: string;
  subjectId: string;
  payload: string;
}

async function accountEvents(token: string, after?: string): Promise<Node[]> {
  const r = await op(EVENTS, { after: after ?? null, types: ACCOUNT_TYPES }, token);
  expect(r.errors).toBeUndefined();
  return r.data.events.edges.map((e: { node: Node }) => e.node);
}

const dataOf = (n: Node) => JSON.parse(n.payload).data;

describe('account flows in the event log', () => {
  it('sessions, e-mail verification and change, and a password reset are events, with no secret in them', async () => {
    const user = await signUp(base);
    const secrets: string[] = [user.password, user.passcode, user.access_token];

    expect(await accountEvents(user.access_token)).toEqual([]);
    let log: Node[];

    // E-mail verified.
    const verifyCode = await smtp.code(user.email, /Confirm your e-mail/);
    secrets.push(verifyCode);
    expect((await op(VERIFY, { code: verifyCode })).data.verifyEmail.__typename).toBe('VerifyEmailSuccess');
    log = await accountEvents(user.access_token);
    expect(log.map((e) => e.type)).toEqual(['EMAIL_VERIFIED']);
    expect(log[0]).toMatchObject({ subjectType: 'Viewer', subjectId: user.user_id });
    expect(dataOf(log[0])).toEqual({ userId: user.user_id, emailVerifiedAt: expect.any(String) });

    // A second device signs in, and is signed out from the first.
    const phone = await op(
      SIGN_IN,
      { input: { email: user.email, password: user.password, passcode: user.passcode } },
      undefined,
      SAFARI,
    );
    secrets.push(phone.data.signIn.session.accessToken, phone.data.signIn.session.refreshToken);
    const phoneSession = (await op(SESSIONS, undefined, user.access_token)).data.viewer.sessions.find(
      (s: { current: boolean }) => !s.current,
    );
    expect((await op(SIGN_OUT_ONE, { id: phoneSession.id }, user.access_token)).data.signOutSession.__typename).toBe(
      'SignOutSessionSuccess',
    );
    let cursor = log.at(-1)!.id;
    log = await accountEvents(user.access_token, cursor);
    expect(log.map((e) => [e.type, e.subjectId])).toEqual([['SESSION_REVOKED', phoneSession.id]]);
    expect(log[0]).toMatchObject({ subjectType: 'DeviceSession' });
    expect(JSON.parse(log[0].payload).type).toBe('session.revoked');
    expect(dataOf(log[0])).toEqual({
      id: phoneSession.id,
      device: phoneSession.device,
      ipPrefix: expect.any(String),
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
    });

    // The address moves.
    const next = `moved${Date.now()}@example.com`;
    expect(
      (await op(CHANGE, { email: next, password: user.password }, user.access_token)).data.changeEmail.__typename,
    ).toBe('ChangeEmailSuccess');
    const changeCode = await smtp.code(next, /Confirm your new e-mail/);
    secrets.push(changeCode);
    expect((await op(VERIFY, { code: changeCode })).data.verifyEmail.__typename).toBe('VerifyEmailSuccess');
    cursor = log.at(-1)!.id;
    log = await accountEvents(user.access_token, cursor);
    expect(log.map((e) => e.type)).toEqual(['EMAIL_CHANGED']);
    expect(dataOf(log[0])).toEqual({ userId: user.user_id, email: next, emailVerifiedAt: expect.any(String) });
    expect(log[0].payload).not.toContain(user.email); // the old address is not in it

    // A password reset: every session ends (one open: the sign-up's).
    await op(REQUEST_RESET, { email: next });
    const resetCode = await smtp.code(next, /reset/i);
    const password = 'a new horse battery';
    secrets.push(resetCode, password);
    expect((await op(RESET, { code: resetCode, password })).data.resetPassword.__typename).toBe('ResetPasswordSuccess');
    const again = await call(base, 'POST', '/account/auth/sign-in', { email: next, password, passcode: user.passcode });
    expect(again.status).toBe(200);
    const token: string = again.body.message.access_token;
    cursor = log.at(-1)!.id;
    log = await accountEvents(token, cursor);
    expect(log.map((e) => e.type)).toEqual(['PASSWORD_CHANGED']);
    expect(dataOf(log[0])).toEqual({ userId: user.user_id, revokedSessions: 1 });

    // No token, code or password in any of them.
    const all = JSON.stringify(await accountEvents(token));
    for (const secret of secrets) expect(all).not.toContain(secret);
  });

  it('an API token, even with every scope it may hold, does not see them', async () => {
    const user = await signUp(base);
    const made = await op(
      'mutation TestAccountEventsApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { ... on CreateApiTokenSuccess { created { token } } } }',
      {
        input: { name: 'all', scopes: ['READ', 'CHAT', 'PROFILE', 'MONEY', 'SECRETS', 'WEBHOOKS'], expiresInDays: 30 },
      },
      user.access_token,
    );
    const apiToken: string = made.data.createApiToken.created.token;
    expect(
      (await op(VERIFY, { code: await smtp.code(user.email, /Confirm your e-mail/) })).data.verifyEmail.__typename,
    ).toBe('VerifyEmailSuccess');
    expect((await accountEvents(user.access_token)).map((e) => e.type)).toEqual(['EMAIL_VERIFIED']);
    expect(await accountEvents(apiToken)).toEqual([]);
  });

  it('an e-mail change that loses its address to another account records nothing', async () => {
    const user = await signUp(base);
    const next = `race${Date.now()}@example.com`;
    await op(CHANGE, { email: next, password: user.password }, user.access_token);
    const code = await smtp.code(next, /Confirm your new e-mail/);
    await signUp(base, { email: next });
    expect((await op(VERIFY, { code })).data.verifyEmail.__typename).toBe('ConflictError');
    expect(await accountEvents(user.access_token)).toEqual([]);
  });
});
