import { beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { graphql } from './generated/gql/index.js';
import { call, gql, signUp, success, UUID } from './helpers/service.js';
import { useModules } from './helpers/modules.js';

// Channels (spec 2.4, 4.4) through HTTP: the documented records, the rules, and other users' ids.

const svc = useModules();
let base: string;
beforeAll(() => {
  base = svc.url;
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const NEW = '/alias/routing/new';
const VIEW = '/alias/routing/view';
const UPDATE = '/alias/routing/update';
const DELETE = '/alias/routing/delete';
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

// Typed documents (npm run codegen types their variables and answers).
const CreateChannel = graphql(`
  mutation TestCreateChannel($input: CreateChannelInput!) {
    createChannel(input: $input) {
      __typename
      ... on CreateChannelSuccess { channel { id routeName linkedAccountId aliasId } }
      ... on Error { code message field }
    }
  }
`);
const UpdateChannel = graphql(`
  mutation TestUpdateChannel($input: UpdateChannelInput!) {
    updateChannel(input: $input) {
      __typename
      ... on UpdateChannelSuccess { channel { id routeName linkedAccountId aliasId } }
      ... on Error { code message field }
    }
  }
`);
const DeleteChannel = graphql(`
  mutation TestDeleteChannel($input: DeleteChannelInput!) {
    deleteChannel(input: $input) {
      __typename
      ... on DeleteChannelSuccess { channel { id } }
      ... on Error { code message field }
    }
  }
`);
const TypenameOnlyCreate = graphql(`
  mutation TestChannelCreateTypename($input: CreateChannelInput!) { createChannel(input: $input) { __typename } }
`);
const TypenameOnlyDelete = graphql(`
  mutation TestChannelDeleteTypename($input: DeleteChannelInput!) { deleteChannel(input: $input) { __typename } }
`);
const ChannelIds = graphql(`
  query TestChannelIds { viewer { channels { id } } }
`);

type Creds = { access_token: string; user_id: string };
let tagCounter = 0;

/** A user with a profile (aliases need a usertag), one mmo and one bank account, and two aliases. */
async function setUp() {
  const user = await signUp(base);
  const creds: Creds = { access_token: user.access_token, user_id: user.user_id };
  const profile = await call(base, 'POST', '/account/profile/create', {
    ...creds,
    first_name: 'Kojo',
    last_name: 'Asare',
    dob: '1990-01-02',
    phone_number: '+233241234567',
    usertag: `kojo_${Date.now() % 100000}_${tagCounter++}`,
    address_l1: '1 High St',
    address_l2: '',
    address_postcode: '',
    ccy_iso_default: 'GHS',
    entropy: 'abcdefgh1234',
  });
  expect(profile.status).toBe(201);
  const identity = async (kind: string, fields: Record<string, unknown>) => {
    const res = await call(base, 'POST', '/v1/identity/create', {
      mmo: {},
      bank: {},
      govid: {},
      crypto: {},
      [kind]: { ...creds, ...fields },
    });
    expect(res.status).toBe(201);
    return res.body.message[kind][0].identity_uuid as string;
  };
  const mmo = await identity('mmo', { phone_number: '+233241234567', mmo_name: 'MTN MoMo', fx_iso: 'GHS' });
  const bank = await identity('bank', { bank_ac: '0123456789', bank_sc: '058', bank_name: 'GTBank', fx_iso: 'NGN' });
  const alias = async () =>
    (await call(base, 'POST', '/account/profile/alias/create', creds)).body.message[0].alias_uuid as string;
  return { ...user, creds, mmo, bank, alias1: await alias(), alias2: await alias(), identity };
}

type User = Awaited<ReturnType<typeof setUp>>;

async function newChannel(u: User, body: Record<string, unknown> = {}) {
  const res = await call(base, 'POST', NEW, {
    ...u.creds,
    linked_account_uuid: u.mmo,
    route_name: 'Shop till',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message as {
    user_id: string;
    linked_account_uuid: string;
    alias_uuid: string | null;
    route_uuid: string;
    route_name: string;
  };
}

const list = async (creds: Creds) => (await call(base, 'POST', VIEW, creds)).body.message;
const channelCount = (userUuid: string) => svc.infra.prisma.channel.count({ where: { user: { uuid: userUuid } } });

describe('channel create', () => {
  it('answers code 200 with user_id, linked_account_uuid, alias_uuid (null when none), route_uuid, route_name', async () => {
    const u = await setUp();
    const res = await call(base, 'POST', NEW, { ...u.creds, linked_account_uuid: u.mmo, route_name: '  Shop till  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      message: {
        user_id: u.user_id,
        linked_account_uuid: u.mmo,
        alias_uuid: null,
        route_uuid: expect.stringMatching(UUID),
        route_name: 'Shop till',
      },
      ref: expect.stringMatching(UUID),
    });
    expect(Object.keys(res.body.message)).toEqual([
      'user_id',
      'linked_account_uuid',
      'alias_uuid',
      'route_uuid',
      'route_name',
    ]);
  });

  it("with an alias of the caller's, alias_uuid is that alias", async () => {
    const u = await setUp();
    const ch = await newChannel(u, { alias_uuid: u.alias1, linked_account_uuid: u.bank, route_name: 'Rent' });
    expect(ch).toMatchObject({ linked_account_uuid: u.bank, alias_uuid: u.alias1, route_name: 'Rent' });
  });

  it('alias_uuid: null is the same as leaving it out', async () => {
    const u = await setUp();
    expect((await newChannel(u, { alias_uuid: null })).alias_uuid).toBeNull();
  });

  it('route_name is unique per user: a second one is 409 naming route_name and writes nothing; another user may use it', async () => {
    const u = await setUp();
    await newChannel(u, { route_name: 'Savings' });
    const res = await call(base, 'POST', NEW, { ...u.creds, linked_account_uuid: u.bank, route_name: ' Savings ' });
    expect(res.status).toBe(409);
    expect(res.body.message).toEqual({
      error: 'CONFLICT',
      detail: 'route_name "Savings" is already used by another of your channels',
      field: 'route_name',
    });
    expect(await channelCount(u.user_id)).toBe(1);
    const other = await setUp();
    await newChannel(other, { route_name: 'Savings' });
  });

  it('the 409 quotes the taken name as the user wrote it, even when it reads like a field name', async () => {
    const u = await setUp();
    await newChannel(u, { route_name: 'id routeName' });
    const res = await call(base, 'POST', NEW, { ...u.creds, linked_account_uuid: u.bank, route_name: 'id routeName' });
    expect(res.status).toBe(409);
    expect(res.body.message.detail).toBe('route_name "id routeName" is already used by another of your channels');
  });

  it('two creates with the same name at once: one succeeds, the other is 409', async () => {
    const u = await setUp();
    const both = await Promise.all([
      call(base, 'POST', NEW, { ...u.creds, linked_account_uuid: u.mmo, route_name: 'Race' }),
      call(base, 'POST', NEW, { ...u.creds, linked_account_uuid: u.bank, route_name: 'Race' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await channelCount(u.user_id)).toBe(1);
  });

  it.each([
    [{ route_name: undefined }, 'route_name', 'route_name is required'],
    [{ route_name: '   ' }, 'route_name', 'route_name must not be empty'],
    [{ route_name: 'x'.repeat(65) }, 'route_name', 'route_name must be at most 64 characters'],
    [{ route_name: 'tab\there' }, 'route_name', 'route_name must not contain control characters'],
    [{ route_name: 42 }, 'route_name', 'route_name must be a string'],
    [{ linked_account_uuid: undefined }, 'linked_account_uuid', 'linked_account_uuid is required'],
    [{ linked_account_uuid: 'acct-1' }, 'linked_account_uuid', 'linked_account_uuid must be a UUID'],
    [{ alias_uuid: 'my-alias' }, 'alias_uuid', 'alias_uuid must be a UUID'],
    [{ alias_uuid: 7 }, 'alias_uuid', 'alias_uuid must be a UUID'],
  ])('%j is 400 naming %s; nothing is written', async (overrides, field, detail) => {
    const u = await setUp();
    const res = await call(base, 'POST', NEW, {
      ...u.creds,
      linked_account_uuid: u.mmo,
      route_name: 'Shop',
      ...overrides,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatchObject({ error: 'BAD_USER_INPUT', field, detail: expect.stringContaining(detail) });
    expect(await channelCount(u.user_id)).toBe(0);
  });

  it('64 characters is the longest name', async () => {
    const u = await setUp();
    expect((await newChannel(u, { route_name: 'n'.repeat(64) })).route_name).toHaveLength(64);
  });

  it('an unknown linked account or alias is 404 naming the field; nothing is written', async () => {
    const u = await setUp();
    const noAccount = await call(base, 'POST', NEW, {
      ...u.creds,
      linked_account_uuid: MISSING_UUID,
      route_name: 'Shop',
    });
    expect(noAccount.status).toBe(404);
    expect(noAccount.body.message).toEqual({
      error: 'NOT_FOUND',
      detail: 'linked account was not found',
      field: 'linked_account_uuid',
    });
    const noAlias = await call(base, 'POST', NEW, {
      ...u.creds,
      linked_account_uuid: u.mmo,
      alias_uuid: MISSING_UUID,
      route_name: 'Shop',
    });
    expect(noAlias.status).toBe(404);
    expect(noAlias.body.message).toEqual({ error: 'NOT_FOUND', detail: 'alias was not found', field: 'alias_uuid' });
    expect(await channelCount(u.user_id)).toBe(0);
  });

  it('a government ID is not an account a channel can route to: 400 naming linked_account_uuid', async () => {
    const u = await setUp();
    const gov = await u.identity('govid', { gov_id_number: 'GHA-712345678-9' });
    const res = await call(base, 'POST', NEW, { ...u.creds, linked_account_uuid: gov, route_name: 'KYC' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatchObject({
      field: 'linked_account_uuid',
      detail: expect.stringContaining('not a government ID'),
    });
    expect(await channelCount(u.user_id)).toBe(0);
  });

  it('a crypto wallet can be routed to', async () => {
    const u = await setUp();
    const key = generatePrivateKey();
    const crypto = await u.identity('crypto', {
      public_address: privateKeyToAddress(key),
      private_key: key,
      fx_iso: 'USD',
    });
    expect((await newChannel(u, { linked_account_uuid: crypto, route_name: 'On-chain' })).linked_account_uuid).toBe(
      crypto,
    );
  });

  it('requires credentials', async () => {
    const u = await setUp();
    expect((await call(base, 'POST', NEW, { linked_account_uuid: u.mmo, route_name: 'Shop' })).status).toBe(401);
  });
});

describe('channel view', () => {
  it('answers an array of the documented records, oldest first; empty when none', async () => {
    const u = await setUp();
    expect(await call(base, 'POST', VIEW, u.creds)).toMatchObject({ status: 200, body: { code: 200, message: [] } });
    const a = await newChannel(u, { route_name: 'A' });
    const b = await newChannel(u, { route_name: 'B', linked_account_uuid: u.bank, alias_uuid: u.alias2 });
    const res = await call(base, 'POST', VIEW, u.creds);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      message: [
        {
          id: expect.any(Number),
          created_at: expect.stringMatching(ISO),
          user_id: u.user_id,
          route_name: 'A',
          route_uuid: a.route_uuid,
          linked_account_uuid: u.mmo,
          alias_uuid: null,
        },
        {
          id: expect.any(Number),
          created_at: expect.stringMatching(ISO),
          user_id: u.user_id,
          route_name: 'B',
          route_uuid: b.route_uuid,
          linked_account_uuid: u.bank,
          alias_uuid: u.alias2,
        },
      ],
      ref: expect.stringMatching(UUID),
    });
    expect(Object.keys(res.body.message[0])).toEqual([
      'id',
      'created_at',
      'user_id',
      'route_name',
      'route_uuid',
      'linked_account_uuid',
      'alias_uuid',
    ]);
    expect(Number.isInteger(res.body.message[0].id)).toBe(true);
    expect(res.body.message[0].id).toBeLessThan(res.body.message[1].id);
  });

  it('deleting an alias leaves its channels in place with alias_uuid null (they fall back to the usertag)', async () => {
    const u = await setUp();
    const ch = await newChannel(u, { alias_uuid: u.alias1 });
    const del = await call(base, 'POST', '/account/profile/alias/delete', { ...u.creds, alias_uuid: u.alias1 });
    expect(del.status).toBe(201);
    expect(await list(u.creds)).toEqual([
      expect.objectContaining({ route_uuid: ch.route_uuid, linked_account_uuid: u.mmo, alias_uuid: null }),
    ]);
  });
});

describe('channel update', () => {
  it('changes only the fields given and answers the creation object', async () => {
    const u = await setUp();
    const ch = await newChannel(u, { alias_uuid: u.alias1 });
    const renamed = await call(base, 'POST', UPDATE, { ...u.creds, route_uuid: ch.route_uuid, route_name: ' Market ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      code: 200,
      message: { ...ch, route_name: 'Market' },
      ref: expect.stringMatching(UUID),
    });

    const relinked = await call(base, 'POST', UPDATE, {
      ...u.creds,
      route_uuid: ch.route_uuid,
      linked_account_uuid: u.bank,
    });
    expect(relinked.body.message).toEqual({ ...ch, route_name: 'Market', linked_account_uuid: u.bank });

    const realiased = await call(base, 'POST', UPDATE, { ...u.creds, route_uuid: ch.route_uuid, alias_uuid: u.alias2 });
    expect(realiased.body.message).toEqual({
      ...ch,
      route_name: 'Market',
      linked_account_uuid: u.bank,
      alias_uuid: u.alias2,
    });

    const [row] = await list(u.creds);
    expect(row).toMatchObject({
      route_uuid: ch.route_uuid,
      route_name: 'Market',
      linked_account_uuid: u.bank,
      alias_uuid: u.alias2,
    });
  });

  it('alias_uuid: null removes the alias; leaving it out keeps it', async () => {
    const u = await setUp();
    const ch = await newChannel(u, { alias_uuid: u.alias1 });
    const kept = await call(base, 'POST', UPDATE, { ...u.creds, route_uuid: ch.route_uuid, route_name: 'Kept' });
    expect(kept.body.message.alias_uuid).toBe(u.alias1);
    const cleared = await call(base, 'POST', UPDATE, { ...u.creds, route_uuid: ch.route_uuid, alias_uuid: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).toEqual({ ...ch, route_name: 'Kept', alias_uuid: null });
    expect((await list(u.creds))[0].alias_uuid).toBeNull();
  });

  it('renaming to the name of another of my channels is 409; to its own name is fine', async () => {
    const u = await setUp();
    await newChannel(u, { route_name: 'One' });
    const two = await newChannel(u, { route_name: 'Two' });
    const clash = await call(base, 'POST', UPDATE, { ...u.creds, route_uuid: two.route_uuid, route_name: 'One' });
    expect(clash.status).toBe(409);
    expect(clash.body.message.field).toBe('route_name');
    const same = await call(base, 'POST', UPDATE, { ...u.creds, route_uuid: two.route_uuid, route_name: 'Two' });
    expect(same.status).toBe(200);
    expect((await list(u.creds)).map((c: { route_name: string }) => c.route_name)).toEqual(['One', 'Two']);
  });

  it.each([
    [{ route_uuid: undefined, route_name: 'X' }, 'route_uuid', 'route_uuid is required'],
    [{ route_uuid: 'r1', route_name: 'X' }, 'route_uuid', 'route_uuid must be a UUID'],
    [{ route_name: '' }, 'route_name', 'route_name must not be empty'],
    [{ route_name: 'ok', linked_account_uuid: 'nope' }, 'linked_account_uuid', 'linked_account_uuid must be a UUID'],
    [{ alias_uuid: 'nope' }, 'alias_uuid', 'alias_uuid must be a UUID'],
  ])('%j is 400 naming %s; nothing changes', async (overrides, field, detail) => {
    const u = await setUp();
    const ch = await newChannel(u, { alias_uuid: u.alias1 });
    const before = await list(u.creds);
    const res = await call(base, 'POST', UPDATE, { ...u.creds, route_uuid: ch.route_uuid, ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatchObject({ error: 'BAD_USER_INPUT', field, detail: expect.stringContaining(detail) });
    expect(await list(u.creds)).toEqual(before);
  });

  it('nothing to change is 400', async () => {
    const u = await setUp();
    const ch = await newChannel(u);
    const res = await call(base, 'POST', UPDATE, { ...u.creds, route_uuid: ch.route_uuid });
    expect(res.status).toBe(400);
    expect(res.body.message.detail).toBe(
      'nothing to change: give at least one of route_name, linked_account_uuid, alias_uuid',
    );
  });

  it('an unknown route, linked account or alias is 404 naming it, and nothing changes', async () => {
    const u = await setUp();
    const ch = await newChannel(u);
    const before = await list(u.creds);
    for (const [body, field] of [
      [{ route_uuid: MISSING_UUID, route_name: 'X' }, 'route_uuid'],
      [{ route_uuid: ch.route_uuid, route_name: 'X', linked_account_uuid: MISSING_UUID }, 'linked_account_uuid'],
      [{ route_uuid: ch.route_uuid, route_name: 'X', alias_uuid: MISSING_UUID }, 'alias_uuid'],
    ] as const) {
      const res = await call(base, 'POST', UPDATE, { ...u.creds, ...body });
      expect(res.status, field).toBe(404);
      expect(res.body.message).toMatchObject({ error: 'NOT_FOUND', field });
    }
    expect(await list(u.creds)).toEqual(before);
  });
});

describe('channel delete', () => {
  it('answers 200 with the creation object; the channel leaves the list; a second delete is 404', async () => {
    const u = await setUp();
    const ch = await newChannel(u, { alias_uuid: u.alias2 });
    const res = await call(base, 'POST', DELETE, { ...u.creds, route_uuid: ch.route_uuid });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: ch, ref: expect.stringMatching(UUID) });
    expect(await list(u.creds)).toEqual([]);
    expect((await call(base, 'POST', DELETE, { ...u.creds, route_uuid: ch.route_uuid })).status).toBe(404);
  });

  it('route_uuid missing or malformed is 400', async () => {
    const u = await setUp();
    await newChannel(u);
    const missing = await call(base, 'POST', DELETE, u.creds);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual({
      error: 'BAD_USER_INPUT',
      detail: 'route_uuid is required',
      field: 'route_uuid',
    });
    expect((await call(base, 'POST', DELETE, { ...u.creds, route_uuid: 12 })).body.message.field).toBe('route_uuid');
    expect(await channelCount(u.user_id)).toBe(1);
  });

  it('after its channel is deleted, the linked identity can be deleted', async () => {
    const u = await setUp();
    const ch = await newChannel(u, { linked_account_uuid: u.bank });
    const blocked = await call(base, 'POST', '/v1/identity/delete', {
      mmo: {},
      govid: {},
      crypto: {},
      bank: { ...u.creds, identity_uuid: u.bank },
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message.detail).toContain('"Shop till"');
    await call(base, 'POST', DELETE, { ...u.creds, route_uuid: ch.route_uuid });
    const freed = await call(base, 'POST', '/v1/identity/delete', {
      mmo: {},
      govid: {},
      crypto: {},
      bank: { ...u.creds, identity_uuid: u.bank },
    });
    expect(freed.status).toBe(200);
  });

  it('an identity used by two channels names both', async () => {
    const u = await setUp();
    await newChannel(u, { route_name: 'Till 1' });
    await newChannel(u, { route_name: 'Till 2' });
    const res = await call(base, 'POST', '/v1/identity/delete', {
      bank: {},
      govid: {},
      crypto: {},
      mmo: { ...u.creds, identity_uuid: u.mmo },
    });
    expect(res.status).toBe(409);
    expect(res.body.message.detail).toBe(
      'identity is used by channels "Till 1", "Till 2"; delete them or link them to another identity first',
    );
  });
});

describe("another user's ids", () => {
  it('every id of the first user answers 404 to the second on every channel path, and nothing changes', async () => {
    const owner = await setUp();
    const intruder = await setUp();
    const ch = await newChannel(owner, { alias_uuid: owner.alias1, route_name: 'Owner till' });
    const mine = await newChannel(intruder, { route_name: 'Intruder till' });
    const ownerBefore = await list(owner.creds);
    const intruderBefore = await list(intruder.creds);

    const attempts: Array<[string, Record<string, unknown>, string]> = [
      [UPDATE, { route_uuid: ch.route_uuid, route_name: 'Hijacked' }, 'route_uuid'],
      [UPDATE, { route_uuid: ch.route_uuid, alias_uuid: null }, 'route_uuid'],
      [DELETE, { route_uuid: ch.route_uuid }, 'route_uuid'],
      // The owner's identity and alias cannot be linked into the intruder's channels.
      [NEW, { linked_account_uuid: owner.mmo, route_name: 'Steal 1' }, 'linked_account_uuid'],
      [NEW, { linked_account_uuid: intruder.mmo, alias_uuid: owner.alias1, route_name: 'Steal 2' }, 'alias_uuid'],
      [UPDATE, { route_uuid: mine.route_uuid, linked_account_uuid: owner.bank }, 'linked_account_uuid'],
      [UPDATE, { route_uuid: mine.route_uuid, alias_uuid: owner.alias2 }, 'alias_uuid'],
    ];
    for (const [path, body, field] of attempts) {
      const res = await call(base, 'POST', path, { ...intruder.creds, ...body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(404);
      expect(res.body.message).toMatchObject({ error: 'NOT_FOUND', field });
    }
    expect(await list(owner.creds)).toEqual(ownerBefore);
    expect(await list(intruder.creds)).toEqual(intruderBefore);

    // GraphQL answers the same.
    const g = await gql(
      base,
      'mutation($id: ID!) { deleteChannel(input: { id: $id }) { ... on Error { __typename code field } } }',
      { id: ch.route_uuid },
      intruder.access_token,
    );
    expect(g.body.data!.deleteChannel).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', field: 'id' });
    expect(await list(owner.creds)).toEqual(ownerBefore);
  });
});

describe('GraphQL', () => {
  it("viewer.channels reaches each channel's linked account and alias", async () => {
    const u = await setUp();
    await newChannel(u, { alias_uuid: u.alias1, route_name: 'With alias' });
    await newChannel(u, { linked_account_uuid: u.bank, route_name: 'Plain' });
    const res = await gql(
      base,
      `{ viewer { channels {
      routeName id databaseId userId linkedAccountId aliasId createdAt
      linkedAccount { __typename id ... on BankIdentity { bankName } ... on MobileMoneyIdentity { providerName } }
      alias { id alias }
    } } }`,
      undefined,
      u.access_token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.viewer.channels).toEqual([
      {
        routeName: 'With alias',
        id: expect.stringMatching(UUID),
        databaseId: expect.any(Number),
        userId: u.user_id,
        linkedAccountId: u.mmo,
        aliasId: u.alias1,
        createdAt: expect.stringMatching(ISO),
        linkedAccount: { __typename: 'MobileMoneyIdentity', id: u.mmo, providerName: 'MTN MoMo' },
        alias: { id: u.alias1, alias: expect.stringMatching(/^[a-z]+-[a-z]+-\d{4}$/) },
      },
      {
        routeName: 'Plain',
        id: expect.stringMatching(UUID),
        databaseId: expect.any(Number),
        userId: u.user_id,
        linkedAccountId: u.bank,
        aliasId: null,
        createdAt: expect.stringMatching(ISO),
        linkedAccount: { __typename: 'BankIdentity', id: u.bank, bankName: 'GTBank' },
        alias: null,
      },
    ]);
  });

  it('createChannel, updateChannel and deleteChannel answer the channel, or a typed error', async () => {
    const u = await setUp();
    const created = await gql(
      base,
      CreateChannel,
      { input: { routeName: 'Stall', linkedAccountId: u.mmo, aliasId: u.alias1 } },
      u.access_token,
    );
    expect(created.body.data?.createChannel).toEqual({
      __typename: 'CreateChannelSuccess',
      channel: { id: expect.stringMatching(UUID), routeName: 'Stall', linkedAccountId: u.mmo, aliasId: u.alias1 },
    });
    const { id } = success(created.body.data?.createChannel, 'CreateChannelSuccess').channel;

    const updated = await gql(
      base,
      UpdateChannel,
      { input: { id, aliasId: null, routeName: 'Stall 2' } },
      u.access_token,
    );
    expect(updated.body.data?.updateChannel).toEqual({
      __typename: 'UpdateChannelSuccess',
      channel: { id, routeName: 'Stall 2', linkedAccountId: u.mmo, aliasId: null },
    });

    // A taken name is a ConflictError in the payload; nothing is written.
    const taken = await gql(
      base,
      CreateChannel,
      { input: { routeName: 'Stall 2', linkedAccountId: u.bank } },
      u.access_token,
    );
    expect(taken.body.errors).toBeUndefined();
    expect(taken.body.data?.createChannel).toEqual({
      __typename: 'ConflictError',
      code: 'CONFLICT',
      message: 'routeName "Stall 2" is already used by another of your channels',
      field: 'routeName',
    });

    // A value outside its rule is an InvalidInputError naming the input field.
    const invalid = await gql(
      base,
      CreateChannel,
      { input: { routeName: 'x', linkedAccountId: 'not-a-uuid' } },
      u.access_token,
    );
    expect(invalid.body.data?.createChannel).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: 'linkedAccountId must be a UUID',
      field: 'linkedAccountId',
    });

    const deleted = await gql(base, DeleteChannel, { input: { id } }, u.access_token);
    expect(success(deleted.body.data?.deleteChannel, 'DeleteChannelSuccess').channel.id).toBe(id);
    const after = await gql(base, ChannelIds, {}, u.access_token);
    expect(after.body.data?.viewer?.channels).toEqual([]);
  });

  it('a payload asked for its __typename alone still does the work', async () => {
    const u = await setUp();
    const created = await gql(
      base,
      TypenameOnlyCreate,
      { input: { routeName: 'Bare', linkedAccountId: u.mmo } },
      u.access_token,
    );
    expect(created.body).toEqual({ data: { createChannel: { __typename: 'CreateChannelSuccess' } } });
    const [channel] = (await gql(base, ChannelIds, {}, u.access_token)).body.data?.viewer?.channels ?? [];
    const deleted = await gql(base, TypenameOnlyDelete, { input: { id: channel.id } }, u.access_token);
    expect(deleted.body).toEqual({ data: { deleteChannel: { __typename: 'DeleteChannelSuccess' } } });
  });

  it('without a token createChannel is UNAUTHENTICATED', async () => {
    const res = await gql(
      base,
      `mutation { createChannel(input: { routeName: "x", linkedAccountId: "${MISSING_UUID}" }) { __typename } }`,
    );
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
