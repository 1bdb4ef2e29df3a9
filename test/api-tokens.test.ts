import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql/index.js';
import { dumpDatabase } from './helpers/dump.js';
import { fullUser, type FullUser } from './helpers/scenario.js';
import { call, gql, success, UUID } from './helpers/service.js';
import { openStreams, subscribed } from './helpers/streams.js';
import { useService } from './helpers/fixture.js';

// API settings (docs/api-tokens.md): personal tokens a signed-in user makes with a name, scopes
// and an expiry. What a user sees: the secret once, a list without it, every door honouring the
// scopes, a revocation that works at once, and a sign-out that leaves them alone.

const svc = useService();
let base: string;
let user: FullUser;

beforeAll(async () => {
  base = svc.url;
  user = await fullUser(base);
}, 60_000);

const CreateApiToken = graphql(`
  mutation TestApiTokenCreate($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenSuccess { created { token apiToken { id name scopes expiresAt lastUsedAt revokedAt } } }
      ... on Error { code message field }
    }
  }
`);
const RevokeApiToken = graphql(`
  mutation TestApiTokenRevoke($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      __typename
      ... on RevokeApiTokenSuccess { apiToken { id revokedAt } }
      ... on Error { code message field }
    }
  }
`);
const ApiTokens = graphql(`
  query TestApiTokenList { viewer { apiTokens { id name scopes lastUsedAt } } }
`);
const ViewerEmail = graphql(`
  query TestApiTokenViewer { viewer { id email } }
`);
const CreateAlias = graphql(`
  mutation TestApiTokenAlias { createAlias { __typename } }
`);
const SignOut = graphql(`
  mutation TestApiTokenSignOut { signOut { revokedTokens } }
`);
const UpdatePasscode = graphql(`
  mutation TestApiTokenPasscode($input: UpdatePasscodeInput!) { updatePasscode(input: $input) { __typename } }
`);
const Updates = graphql(`
  subscription TestApiTokenUpdates { conversationUpdated { __typename } }
`);

type Scope = 'READ' | 'CHAT' | 'PROFILE' | 'MONEY' | 'SECRETS';

async function makeToken(scopes: Scope[], { name = 'script', days = 30, as = user.access_token } = {}) {
  const reply = await gql(base, CreateApiToken, { input: { name, scopes, expiresInDays: days } }, as);
  return success(reply.body.data?.createApiToken, 'CreateApiTokenSuccess').created;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A deposit of NGN 5 on the legacy REST path, with `token` as Bearer. */
const depositWith = (token: string) =>
  call(
    base,
    'POST',
    '/network/stablecoins/mint',
    { fiat_linked_acc_uuid: user.ids.mmo, network_linked_acc_uuid: user.ids.crypto, amount: 5 },
    bearer(token),
  );

describe('making a token', () => {
  it('shows the secret once; the list and the database hold only its name, scopes and a hash', async () => {
    const created = await makeToken(['READ', 'CHAT', 'READ'], { name: '  chat bot  ', days: 7 });
    expect(created.token).toMatch(/^fpat_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({ name: 'chat bot', scopes: ['READ', 'CHAT'], lastUsedAt: null });
    expect(created.apiToken.id).toMatch(UUID);
    const days = (Date.parse(created.apiToken.expiresAt) - svc.clock.now().getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);

    const list = await gql(base, ApiTokens, {}, user.access_token);
    expect(list.body.data?.viewer?.apiTokens).toContainEqual({
      id: created.apiToken.id,
      name: 'chat bot',
      scopes: ['READ', 'CHAT'],
      lastUsedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    expect(JSON.stringify(await dumpDatabase(svc.infra.prisma))).not.toContain(created.token.slice(5));
  });

  it('refuses a value outside its rule, naming the field, and records nothing', async () => {
    const count = () => svc.infra.prisma.apiToken.count();
    const before = await count();
    for (const [input, field, message] of [
      [{ name: 'x', scopes: ['READ'], expiresInDays: 0 }, 'expiresInDays', 'expiresInDays must be at least 1'],
      [{ name: 'x', scopes: ['READ'], expiresInDays: 366 }, 'expiresInDays', 'expiresInDays must be at most 365'],
      [{ name: 'x', scopes: [], expiresInDays: 1 }, 'scopes', 'scopes must name at least one scope'],
      [{ name: '   ', scopes: ['READ'], expiresInDays: 1 }, 'name', 'name must not be empty'],
    ] as const) {
      const reply = await gql(base, CreateApiToken, { input: input as never }, user.access_token);
      expect(reply.body.data?.createApiToken).toMatchObject({ __typename: 'InvalidInputError', field, message });
    }
    expect(await count()).toBe(before);
  });

  it(`allows at most 50 active tokens; revoking one makes room`, async () => {
    const other = await fullUser(base);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push((await makeToken(['READ'], { as: other.access_token })).apiToken.id);
    const refused = await gql(
      base,
      CreateApiToken,
      { input: { name: 'one more', scopes: ['READ'], expiresInDays: 1 } },
      other.access_token,
    );
    expect(refused.body.data?.createApiToken).toMatchObject({
      __typename: 'UnprocessableError',
      message: 'at most 50 API tokens can be active at once; revoke one first',
    });
    await gql(base, RevokeApiToken, { input: { id: ids[0] } }, other.access_token);
    await expect(makeToken(['READ'], { as: other.access_token })).resolves.toBeTruthy();
  });
});

describe('what a token may do', () => {
  it('a READ token reads through GraphQL and REST, and records when it was used', async () => {
    const { token, apiToken } = await makeToken(['READ']);
    const viewer = await gql(base, ViewerEmail, {}, token);
    expect(viewer.body.data?.viewer?.id).toBe(user.user_id);
    const profile = await call(base, 'POST', '/account/profile/view', {}, bearer(token));
    expect(profile.status).toBe(200);
    expect(profile.body.data.usertag[0].usertag).toBe(user.usertag);

    const list = await gql(base, ApiTokens, {}, user.access_token);
    const listed = list.body.data?.viewer?.apiTokens?.find((t) => t.id === apiToken.id);
    expect(Date.parse(listed?.lastUsedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a READ token is refused every write, with FORBIDDEN naming the missing scope, and nothing changes', async () => {
    const { token } = await makeToken(['READ']);
    const alias = await gql(base, CreateAlias, {}, token);
    expect(alias.body.data).toBeNull();
    expect(alias.body.errors?.[0]).toMatchObject({
      message: 'this API token lacks the PROFILE scope',
      extensions: { code: 'FORBIDDEN' },
    });
    const before = await dumpDatabase(svc.infra.prisma);
    const mint = await depositWith(token);
    expect(mint.status).toBe(403);
    expect(mint.body).toMatchObject({
      code: 403,
      message: { error: 'FORBIDDEN', detail: 'this API token lacks the MONEY scope' },
    });
    const after = await dumpDatabase(svc.infra.prisma);
    expect({ ...after, ApiToken: [] }).toEqual({ ...before, ApiToken: [] });
  });

  it('a MONEY token deposits through the REST path, with Authorization: Bearer', async () => {
    const { token } = await makeToken(['MONEY']);
    const mint = await depositWith(token);
    expect(mint.status).toBe(201);
    expect(mint.body.message.data[0]).toMatchObject({ network_op: 'mint', token_amt: 5, user_id: user.user_id });
  });

  it('is never accepted as the body access_token of a legacy path', async () => {
    const { token } = await makeToken(['READ', 'PROFILE']);
    const reply = await call(base, 'POST', '/account/profile/view', { access_token: token, user_id: user.user_id });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toEqual({
      error: 'UNAUTHENTICATED',
      detail: 'an API token is accepted only as Authorization: Bearer, not as access_token',
      field: 'access_token',
    });
  });

  it('cannot sign out, change the passcode, or see and make API tokens: those need an access token', async () => {
    const { token } = await makeToken(['READ', 'CHAT', 'PROFILE', 'MONEY', 'SECRETS']);
    const forbidden = { message: 'this needs an access token from sign-in; an API token cannot do it' };
    expect((await gql(base, SignOut, {}, token)).body.errors?.[0]).toMatchObject(forbidden);
    const passcode = await gql(
      base,
      UpdatePasscode,
      { input: { currentPasscode: '123456', newPasscode: '7777' } },
      token,
    );
    expect(passcode.body.errors?.[0]).toMatchObject(forbidden);
    const list = await gql(base, ApiTokens, {}, token);
    expect(list.body.data?.viewer?.apiTokens).toBeNull();
    expect(list.body.errors?.[0]).toMatchObject({ ...forbidden, extensions: { code: 'FORBIDDEN' } });
    const create = await gql(
      base,
      CreateApiToken,
      { input: { name: 'child', scopes: ['READ'], expiresInDays: 1 } },
      token,
    );
    expect(create.body.errors?.[0]).toMatchObject(forbidden);
    const out = await call(base, 'POST', '/account/auth/sign-out', {}, bearer(token));
    expect(out.status).toBe(403);
    // The access token still works: nothing was signed out.
    expect((await gql(base, ViewerEmail, {}, user.access_token)).body.data?.viewer?.id).toBe(user.user_id);
  });

  it("shows a legacy identity answer's secrets only to a token with the SECRETS scope", async () => {
    const view = async (scopes: Scope[]) => {
      const { token } = await makeToken(scopes);
      const reply = await call(base, 'POST', '/v1/identity/view', {}, bearer(token));
      expect(reply.status).toBe(200);
      return reply.body.message.crypto[0].private_key;
    };
    expect(await view(['READ'])).toBeNull();
    expect(await view(['READ', 'SECRETS'])).toBe(user.privateKey);
  });
});

describe('revocation and sign-out', () => {
  /** An SSE subscription opened with `token`; `ended` resolves when the server ends it. */
  async function stream(token: string) {
    const before = await openStreams(base);
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearer(token) },
      body: JSON.stringify({ query: print(Updates) }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let done = false;
    const ended = (async () => {
      while (!(await reader.read()).done);
      done = true;
    })();
    await subscribed(base, before + 1);
    return { ended, isOpen: () => !done, cancel: () => reader.cancel() };
  }

  it('a revoked token is refused at once and its live stream ends; revoking again answers it unchanged', async () => {
    const { token, apiToken } = await makeToken(['READ']);
    const live = await stream(token);
    const revoked = await gql(base, RevokeApiToken, { input: { id: apiToken.id } }, user.access_token);
    const first = success(revoked.body.data?.revokeApiToken, 'RevokeApiTokenSuccess').apiToken;
    expect(first.revokedAt).not.toBeNull();
    await live.ended;
    expect((await gql(base, ViewerEmail, {}, token)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call(base, 'POST', '/account/profile/view', {}, bearer(token))).status).toBe(401);
    const again = await gql(base, RevokeApiToken, { input: { id: apiToken.id } }, user.access_token);
    expect(success(again.body.data?.revokeApiToken, 'RevokeApiTokenSuccess').apiToken).toEqual(first);
    const list = await gql(base, ApiTokens, {}, user.access_token);
    expect(list.body.data?.viewer?.apiTokens?.map((t) => t.id)).not.toContain(apiToken.id);
  });

  it("another user's token is NOT_FOUND, and stays valid", async () => {
    const other = await fullUser(base);
    const { token, apiToken } = await makeToken(['READ'], { as: other.access_token });
    const reply = await gql(base, RevokeApiToken, { input: { id: apiToken.id } }, user.access_token);
    expect(reply.body.data?.revokeApiToken).toMatchObject({ __typename: 'NotFoundError', field: 'id' });
    expect((await gql(base, ViewerEmail, {}, token)).body.data?.viewer?.id).toBe(other.user_id);
  });

  it('a sign-out revokes the access tokens only: API tokens keep working and their streams stay open', async () => {
    const other = await fullUser(base);
    const { token } = await makeToken(['READ'], { as: other.access_token });
    const live = await stream(token);
    const out = await gql(base, SignOut, {}, other.access_token);
    expect(out.body.data?.signOut?.revokedTokens).toBe(1);
    expect((await gql(base, ViewerEmail, {}, other.access_token)).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await gql(base, ViewerEmail, {}, token)).body.data?.viewer?.id).toBe(other.user_id);
    expect(live.isOpen()).toBe(true);
    await live.cancel();
  });

  it('a token stops working when the days its owner chose have passed, and its stream ends then', async () => {
    const { token } = await makeToken(['READ'], { days: 2 });
    const live = await stream(token);
    svc.clock.advance(2 * 24 * 60 * 60 * 1000 - 60_000);
    expect((await gql(base, ViewerEmail, {}, token)).body.data?.viewer?.id).toBe(user.user_id);
    expect(live.isOpen()).toBe(true);
    svc.clock.advance(60_000);
    await live.ended;
    expect((await gql(base, ViewerEmail, {}, token)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
