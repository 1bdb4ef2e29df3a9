import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { useService } from './helpers/fixture.js';
import { call, gql, signUp } from './helpers/service.js';
import type { TestService } from './helpers/service.js';
import { createClient, type RefreshedTokens, Viewer } from '../packages/client/src/index.js';

// Refresh tokens with rotation and reuse detection, sessions per device, and the verified-e-mail
// gate on money operations (docs/accounts.md). Mails go to the embedded mailbox here.

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** GraphQL as a device with `ua` as its User-Agent would send it: the answer's body. */
function client(svc: TestService) {
  return async (query: string, variables?: unknown, token?: string, ua?: string) =>
    (await gql(svc.url, query, variables, token, ua ? { 'user-agent': ua } : {})).body;
}

const SIGN_IN =
  'mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on SignInSuccess { session { accessToken refreshToken expiresAt refreshExpiresAt } } } }';
const REFRESH =
  'mutation($t: String!) { refreshSession(input: { refreshToken: $t }) { __typename ... on RefreshSessionSuccess { session { accessToken refreshToken userId } } } }';
const VIEWER = '{ viewer { id } }';
const SESSIONS = '{ viewer { sessions { id device ipPrefix createdAt lastUsedAt current } } }';
const SIGN_OUT_ONE =
  'mutation($id: ID!) { signOutSession(input: { id: $id }) { __typename ... on SignOutSessionSuccess { signedOut { count } } ... on Error { code message } } }';
const SIGN_OUT_OTHERS =
  'mutation { signOutOtherSessions { __typename ... on SignOutOtherSessionsSuccess { signedOut { count } } } }';

const code = (r: { errors?: Array<{ extensions?: any }> }) => r.errors?.[0]?.extensions?.code;

describe('refresh tokens and sessions', () => {
  const svc = useService();
  const op = client(svc);
  let base: string;
  beforeAll(() => {
    base = svc.url;
  });

  const signIn = async (user: { email: string; password: string; passcode: string }, ua = FIREFOX) => {
    const r = await op(
      SIGN_IN,
      { input: { email: user.email, password: user.password, passcode: user.passcode } },
      undefined,
      ua,
    );
    return r.data.signIn.session as {
      accessToken: string;
      refreshToken: string;
      expiresAt: string;
      refreshExpiresAt: string;
    };
  };

  it('REST sign-in keeps the spec answer: three fields, no refresh token', async () => {
    const user = await signUp(base);
    const res = await call(base, 'POST', '/account/auth/sign-in', {
      email: user.email,
      password: user.password,
      passcode: user.passcode,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.message).sort()).toEqual(['access_token', 'pass_code', 'user_id']);
  });

  it('a refresh rotates: the new tokens work, the old refresh token does not', async () => {
    const user = await signUp(base);
    const s = await signIn(user);
    expect(s.refreshToken).toMatch(/^fasr_[A-Za-z0-9_-]{43}$/);
    expect(new Date(s.refreshExpiresAt).getTime() - new Date(s.expiresAt).getTime()).toBeGreaterThan(0);
    const r1 = await op(REFRESH, { t: s.refreshToken });
    expect(r1.data.refreshSession.__typename).toBe('RefreshSessionSuccess');
    const next = r1.data.refreshSession.session;
    expect(next.userId).toBe(user.user_id);
    expect((await op(VIEWER, undefined, next.accessToken)).data.viewer.id).toBe(user.user_id);
    // The access token from sign-in stays valid until its own expiry.
    expect((await op(VIEWER, undefined, s.accessToken)).data.viewer.id).toBe(user.user_id);
    const r2 = await op(REFRESH, { t: next.refreshToken });
    expect(r2.data.refreshSession.__typename).toBe('RefreshSessionSuccess');
  });

  it('reusing a rotated refresh token revokes the whole session (every token it issued)', async () => {
    const user = await signUp(base);
    const s = await signIn(user);
    const next = (await op(REFRESH, { t: s.refreshToken })).data.refreshSession.session;
    const reuse = await op(REFRESH, { t: s.refreshToken });
    expect(code(reuse)).toBe('UNAUTHENTICATED');
    for (const token of [s.accessToken, next.accessToken])
      expect(code(await op(VIEWER, undefined, token))).toBe('UNAUTHENTICATED');
    expect(code(await op(REFRESH, { t: next.refreshToken }))).toBe('UNAUTHENTICATED');
    // Other sessions of the account are untouched.
    expect((await op(VIEWER, undefined, user.access_token)).data.viewer.id).toBe(user.user_id);
  });

  it('an unknown or expired refresh token is refused', async () => {
    expect(code(await op(REFRESH, { t: 'fasr_nope' }))).toBe('UNAUTHENTICATED');
    const user = await signUp(base);
    const s = await signIn(user);
    svc.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    expect(code(await op(REFRESH, { t: s.refreshToken }))).toBe('UNAUTHENTICATED');
  });

  it('viewer.sessions names each device and network; sign out one, then every other', async () => {
    const user = await signUp(base);
    const firefox = await signIn(user, FIREFOX);
    const chrome = await signIn(user, CHROME);
    const listed = (await op(SESSIONS, undefined, firefox.accessToken)).data.viewer.sessions as any[];
    expect(listed).toHaveLength(3);
    expect(listed.map((s) => s.device).sort()).toEqual(['Chrome 120 on Windows 10', 'Firefox 128 on Ubuntu', 'node']);
    expect(listed.every((s) => s.ipPrefix === '127.0.0.0/24')).toBe(true);
    expect(listed.filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox 128 on Ubuntu']);

    // Another account cannot see or sign out these sessions.
    const other = await signUp(base);
    const chromeId = listed.find((s) => s.device.startsWith('Chrome')).id;
    const foreign = await op(SIGN_OUT_ONE, { id: chromeId }, other.access_token);
    expect(foreign.data.signOutSession).toMatchObject({ __typename: 'NotFoundError' });
    expect((await op(VIEWER, undefined, chrome.accessToken)).data.viewer.id).toBe(user.user_id);

    // A socket opened with the Chrome session's token closes when that session is signed out.
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
    const acked = new Promise<void>((resolve) =>
      ws.on('message', (d) => JSON.parse(String(d)).type === 'connection_ack' && resolve()),
    );
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${chrome.accessToken}` } }));
    await acked;

    const one = await op(SIGN_OUT_ONE, { id: chromeId }, firefox.accessToken);
    expect(one.data.signOutSession.signedOut.count).toBe(1);
    expect(await closed).toBe(4401);
    expect(code(await op(VIEWER, undefined, chrome.accessToken))).toBe('UNAUTHENTICATED');
    expect(code(await op(REFRESH, { t: chrome.refreshToken }))).toBe('UNAUTHENTICATED');

    const others = await op(SIGN_OUT_OTHERS, undefined, firefox.accessToken);
    expect(others.data.signOutOtherSessions.signedOut.count).toBe(1);
    expect(code(await op(VIEWER, undefined, user.access_token))).toBe('UNAUTHENTICATED');
    const left = (await op(SESSIONS, undefined, firefox.accessToken)).data.viewer.sessions as any[];
    expect(left.map((s) => s.device)).toEqual(['Firefox 128 on Ubuntu']);
  });

  it('an API token cannot list or sign out sessions; a bad session id is refused', async () => {
    const user = await signUp(base);
    const made = await op(
      'mutation { createApiToken(input: { name: "s", scopes: [READ], expiresInDays: 1 }) { ... on CreateApiTokenSuccess { created { token } } } }',
      undefined,
      user.access_token,
    );
    const api = made.data.createApiToken.created.token;
    expect(code(await op(SESSIONS, undefined, api))).toBe('FORBIDDEN');
    expect(code(await op(SIGN_OUT_OTHERS, undefined, api))).toBe('FORBIDDEN');
    expect(code(await op(SESSIONS))).toBe('UNAUTHENTICATED');
    const bad = await op(SIGN_OUT_ONE, { id: 'not-a-uuid' }, user.access_token);
    expect(bad.data.signOutSession.__typename).toBe('InvalidInputError');
  });

  it('the legacy sign-out revokes access tokens but leaves refresh tokens working', async () => {
    const user = await signUp(base);
    const s = await signIn(user);
    expect(
      (await call(base, 'POST', '/account/auth/sign-out', {}, { authorization: `Bearer ${s.accessToken}` })).status,
    ).toBe(200);
    expect(code(await op(VIEWER, undefined, s.accessToken))).toBe('UNAUTHENTICATED');
    const r = await op(REFRESH, { t: s.refreshToken });
    expect(r.data.refreshSession.__typename).toBe('RefreshSessionSuccess');
  });

  it('the client library refreshes silently once its access token is refused', async () => {
    const user = await signUp(base);
    const s = await signIn(user);
    await call(base, 'POST', '/account/auth/sign-out', {}, { authorization: `Bearer ${s.accessToken}` });
    const got: RefreshedTokens[] = [];
    const lib = createClient({
      url: base,
      token: s.accessToken,
      refreshToken: s.refreshToken,
      onTokens: (t) => got.push(t),
    });
    const [a, b] = await Promise.all([lib.request(Viewer), lib.request(Viewer)]);
    expect(a.viewer?.id).toBe(user.user_id);
    expect(b.viewer?.id).toBe(user.user_id);
    // Both refused requests waited for one trade.
    expect(got).toHaveLength(1);
    expect(got[0].refreshToken).not.toBe(s.refreshToken);
    // Without a refresh token the refusal stands.
    const bare = createClient({ url: base, token: s.accessToken });
    await expect(bare.request(Viewer)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await lib.close();
    await bare.close();
  });
});

describe('REQUIRE_VERIFIED_EMAIL', () => {
  const svc = useService({ REQUIRE_VERIFIED_EMAIL: 'true' });
  const op = client(svc);
  const WALLET = 'mutation { createWallet(input: { entropy: "verifyEntropy01", tokenSymbols: [] }) { __typename } }';

  it('refuses money operations until the address is verified, then allows them', async () => {
    const user = await signUp(svc.url);
    const refused = await op(WALLET, undefined, user.access_token);
    expect(code(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toMatch(/verified e-mail/);
    // Reading is not a money operation.
    expect((await op('{ viewer { emailVerified } }', undefined, user.access_token)).data.viewer.emailVerified).toBe(
      false,
    );

    // The code from the embedded mailbox (no SMTP server in this service).
    await svc.services.mailer.idle();
    const { readdir, readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { parseMail } = await import('../scripts/mail.js');
    const dir = join(svc.config.dataDir, 'mailbox');
    const mails = await Promise.all(
      (await readdir(dir)).map(async (f) => parseMail(await readFile(join(dir, f), 'utf8'))),
    );
    const mail = mails.find((m) => m.to.includes(user.email))!;
    const verification = mail.text.match(/^ {4}(\S{43})$/m)![1];
    const verified = await op('mutation($c: String!) { verifyEmail(input: { code: $c }) { __typename } }', {
      c: verification,
    });
    expect(verified.data.verifyEmail.__typename).toBe('VerifyEmailSuccess');
    const allowed = await op(WALLET, undefined, user.access_token);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.createWallet.__typename).toBe('CreateWalletSuccess');
  });
});
