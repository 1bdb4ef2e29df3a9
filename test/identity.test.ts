import { beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { createApp } from '../src/app.js';
import { graphql } from './generated/gql/index.js';
import { call, gql, signUp, success, UUID } from './helpers/service.js';
import { useModules } from './helpers/modules.js';

// Linked identities (spec 2.3, 4.3) through HTTP: the four-object body, the documented records,
// the passcode-gated reveal in GraphQL, encryption at rest, and other users' ids.

const svc = useModules({ AUTH_MAX_FAILURES_PER_ACCOUNT: '3', AUTH_MAX_FAILURES_PER_ADDRESS: '1000' });
let base: string;
beforeAll(async () => {
  // A low per-account limit shows that one GraphQL request counts one wrong passcode, not one
  // per revealed field; the address limit is high because every test comes from 127.0.0.1.
  base = svc.url;
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const CREATE = '/v1/identity/create';
const UPDATE = '/v1/identity/update';
const DELETE = '/v1/identity/delete';
const VIEW = '/v1/identity/view';

// Typed documents (npm run codegen types their variables and answers).
const Identities = graphql(`
  query TestIdentityReveal($passcode: String) {
    viewer { identities {
      __typename id kind userId
      ... on CryptoIdentity { publicAddress privateKey(passcode: $passcode) }
      ... on GovernmentIdIdentity { governmentIdNumberLast4 governmentIdNumber(passcode: $passcode) }
    } }
  }
`);
const IdentityIds = graphql(`
  query TestIdentityIds { viewer { identities { id } } }
`);
const BankIdentities = graphql(`
  query TestIdentityBanks($kind: IdentityKind) {
    viewer { identities(kind: $kind) { id kind ... on BankIdentity { bankAccountNumber bankSortCode currency } } }
  }
`);
const LinkIdentity = graphql(`
  mutation TestIdentityLink($input: LinkIdentityInput!) {
    linkIdentity(input: $input) {
      __typename
      ... on LinkIdentitySuccess {
        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }
      }
      ... on Error { code message field }
    }
  }
`);
const UpdateIdentity = graphql(`
  mutation TestIdentityUpdate($input: UpdateIdentityInput!) {
    updateIdentity(input: $input) {
      __typename
      ... on UpdateIdentitySuccess {
        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }
      }
      ... on Error { code message field }
    }
  }
`);
const DeleteIdentity = graphql(`
  mutation TestIdentityDelete($input: DeleteIdentityInput!) {
    deleteIdentity(input: $input) {
      __typename
      ... on DeleteIdentitySuccess {
        identity { __typename id ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll } }
      }
      ... on Error { code message field }
    }
  }
`);
const DeleteIdentityOrError = graphql(`
  mutation TestIdentityDeleteOrError($input: DeleteIdentityInput!) {
    deleteIdentity(input: $input) { __typename ... on Error { code message field } }
  }
`);
// Payloads selected without their identity: only __typename, or only Error members.
const LinkIdentityTypename = graphql(`
  mutation TestIdentityLinkTypename($input: LinkIdentityInput!) { linkIdentity(input: $input) { __typename } }
`);
const UpdateIdentityErrorCode = graphql(`
  mutation TestIdentityUpdateErrorCode($input: UpdateIdentityInput!) {
    updateIdentity(input: $input) { ... on Error { code } }
  }
`);
const DeleteIdentityTypename = graphql(`
  mutation TestIdentityDeleteTypename($input: DeleteIdentityInput!) { deleteIdentity(input: $input) { __typename } }
`);
const UpdateIdentityError = graphql(`
  mutation TestIdentityUpdateError($input: UpdateIdentityInput!) {
    updateIdentity(input: $input) { ... on Error { __typename code field } }
  }
`);
const DeleteIdentityError = graphql(`
  mutation TestIdentityDeleteError($input: DeleteIdentityInput!) {
    deleteIdentity(input: $input) { ... on Error { __typename code field } }
  }
`);

type Kind = 'mmo' | 'bank' | 'govid' | 'crypto';
type Creds = { access_token: string; user_id: string };

async function newUser() {
  const user = await signUp(base);
  return { ...user, creds: { access_token: user.access_token, user_id: user.user_id } as Creds };
}

/** The documented body: all four objects, only `kind` non-empty, credentials inside it. */
const fourObjects = (kind: Kind, inner: Record<string, unknown>) => ({
  mmo: {},
  bank: {},
  govid: {},
  crypto: {},
  [kind]: inner,
});

function wallet() {
  const privateKey = generatePrivateKey();
  return { privateKey, address: privateKeyToAddress(privateKey) };
}

const sample = {
  mmo: () => ({ phone_number: '+233 24 123 4567', mmo_name: 'MTN MoMo', fx_iso: 'GHS', relay_catch_all: true }),
  bank: () => ({ bank_ac: '0123456789', bank_sc: '058', bank_name: 'GTBank', fx_iso: 'NGN' }),
  govid: () => ({ gov_id_number: 'GHA-712345678-9' }),
  crypto: () => {
    const w = wallet();
    return {
      public_address: w.address.toLowerCase(),
      private_key: w.privateKey.slice(2),
      fx_iso: 'USD',
      relay_catch_all: false,
    };
  },
};

async function link(creds: Creds, kind: Kind, fields: Record<string, unknown> = sample[kind]()) {
  const res = await call(base, 'POST', CREATE, fourObjects(kind, { ...creds, ...fields }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.message[kind][0];
}

const view = async (creds: Creds) => (await call(base, 'POST', VIEW, creds)).body.message;
const identityCount = (userUuid: string) => svc.infra.prisma.identity.count({ where: { user: { uuid: userUuid } } });

describe('identity create', () => {
  it('mmo: 201 with the documented record keyed mmo; the phone number is normalised, relay_catch_all kept', async () => {
    const u = await newUser();
    const res = await call(base, 'POST', CREATE, fourObjects('mmo', { ...u.creds, ...sample.mmo() }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      code: 201,
      message: {
        mmo: [
          {
            id: expect.any(Number),
            created_at: expect.stringMatching(ISO),
            user_id: u.user_id,
            phone_number: '+233241234567',
            mmo_name: 'MTN MoMo',
            fx_iso: 'GHS',
            relay_catch_all: true,
            identity_uuid: expect.stringMatching(UUID),
          },
        ],
      },
      ref: expect.stringMatching(UUID),
    });
    expect(Number.isInteger(res.body.message.mmo[0].id)).toBe(true);
    expect(Object.keys(res.body.message.mmo[0])).toEqual([
      'id',
      'created_at',
      'user_id',
      'phone_number',
      'mmo_name',
      'fx_iso',
      'relay_catch_all',
      'identity_uuid',
    ]);
  });

  it('bank: 201 keyed bank; relay_catch_all defaults to false', async () => {
    const u = await newUser();
    const res = await call(base, 'POST', CREATE, fourObjects('bank', { ...u.creds, ...sample.bank() }));
    expect(res.status).toBe(201);
    expect(res.body.message).toEqual({
      bank: [
        {
          id: expect.any(Number),
          created_at: expect.stringMatching(ISO),
          user_id: u.user_id,
          bank_ac: '0123456789',
          bank_sc: '058',
          bank_name: 'GTBank',
          fx_iso: 'NGN',
          relay_catch_all: false,
          identity_uuid: expect.stringMatching(UUID),
        },
      ],
    });
  });

  it('govid: 201 keyed govid with the documented record, number included for its owner', async () => {
    const u = await newUser();
    const res = await call(
      base,
      'POST',
      CREATE,
      fourObjects('govid', { ...u.creds, gov_id_number: ' GHA-712345678-9 ' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toEqual({
      govid: [
        {
          id: expect.any(Number),
          created_at: expect.stringMatching(ISO),
          user_id: u.user_id,
          gov_id_number: 'GHA-712345678-9',
          identity_uuid: expect.stringMatching(UUID),
        },
      ],
    });
  });

  it('crypto: 201 keyed crypto with the documented record; address checksummed, key as 0x hex', async () => {
    const u = await newUser();
    const w = wallet();
    const res = await call(
      base,
      'POST',
      CREATE,
      fourObjects('crypto', {
        ...u.creds,
        public_address: w.address.toLowerCase(),
        private_key: w.privateKey.slice(2).toUpperCase(),
        fx_iso: 'USD',
        relay_catch_all: true,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toEqual({
      crypto: [
        {
          id: expect.any(Number),
          created_at: expect.stringMatching(ISO),
          user_id: u.user_id,
          public_address: w.address,
          private_key: w.privateKey,
          fx_iso: 'USD',
          relay_catch_all: true,
          identity_uuid: expect.stringMatching(UUID),
          primary_network_wallet: false,
        },
      ],
    });
  });

  it('accepts a body that leaves out the empty objects, and Authorization: Bearer instead of body credentials', async () => {
    const u = await newUser();
    const res = await call(
      base,
      'POST',
      CREATE,
      { govid: { gov_id_number: 'A1234567' } },
      { authorization: `Bearer ${u.access_token}` },
    );
    expect(res.status).toBe(201);
    expect(res.body.message.govid[0]).toMatchObject({ user_id: u.user_id, gov_id_number: 'A1234567' });
  });
});

describe('the four-object rule', () => {
  it('no non-empty object is 400 naming the rule, and nothing is written', async () => {
    const u = await newUser();
    const res = await call(base, 'POST', CREATE, { ...u.creds, mmo: {}, bank: {}, govid: {}, crypto: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      message: {
        error: 'BAD_USER_INPUT',
        detail: 'exactly one of mmo, bank, govid, crypto must be non-empty (got none)',
      },
      ref: expect.stringMatching(UUID),
    });
    expect(await identityCount(u.user_id)).toBe(0);
  });

  it('two non-empty objects are 400 naming both, and nothing is written', async () => {
    const u = await newUser();
    const res = await call(base, 'POST', CREATE, {
      mmo: { ...u.creds, ...sample.mmo() },
      bank: { ...u.creds, ...sample.bank() },
      govid: {},
      crypto: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.message.detail).toBe('exactly one of mmo, bank, govid, crypto must be non-empty (got mmo, bank)');
    expect(await identityCount(u.user_id)).toBe(0);
  });

  it.each([
    ['a string', 'mmo', 'yes'],
    ['an array', 'bank', [{ bank_ac: '0123456789' }]],
    ['a number', 'crypto', 7],
  ])('a kind object that is %s is 400 naming it', async (_what, kind, value) => {
    const u = await newUser();
    const res = await call(base, 'POST', CREATE, {
      ...fourObjects('govid', { ...u.creds, ...sample.govid() }),
      [kind]: value,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual({ error: 'BAD_USER_INPUT', detail: `${kind} must be an object`, field: kind });
    expect(await identityCount(u.user_id)).toBe(0);
  });

  it('the same rule holds on update and delete', async () => {
    const u = await newUser();
    const mine = await link(u.creds, 'mmo');
    const two = {
      mmo: { ...u.creds, identity_uuid: mine.identity_uuid, mmo_name: 'Vodafone Cash' },
      govid: { ...u.creds, gov_id_number: 'ZZ99999' },
    };
    expect((await call(base, 'PUT', UPDATE, two)).status).toBe(400);
    expect((await call(base, 'POST', DELETE, two)).status).toBe(400);
    expect((await call(base, 'POST', DELETE, { ...u.creds, mmo: {}, bank: {}, govid: {}, crypto: {} })).status).toBe(
      400,
    );
    expect((await view(u.creds)).mmo).toEqual([mine]);
  });
});

describe('credentials inside the kind object', () => {
  it('credentials only at the top level are not read: 401, nothing written', async () => {
    const u = await newUser();
    const res = await call(base, 'POST', CREATE, { ...u.creds, ...fourObjects('mmo', sample.mmo()) });
    expect(res.status).toBe(401);
    expect(res.body.message.error).toBe('UNAUTHENTICATED');
    expect(await identityCount(u.user_id)).toBe(0);
  });

  it("a token sent with another user's user_id is 401 naming user_id; nothing is written to either", async () => {
    const u = await newUser();
    const other = await newUser();
    const res = await call(
      base,
      'POST',
      CREATE,
      fourObjects('bank', { access_token: u.access_token, user_id: other.user_id, ...sample.bank() }),
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toMatchObject({ error: 'UNAUTHENTICATED', field: 'user_id' });
    expect(await identityCount(u.user_id)).toBe(0);
    expect(await identityCount(other.user_id)).toBe(0);
  });

  it('an unknown token is 401', async () => {
    const res = await call(
      base,
      'POST',
      CREATE,
      fourObjects('govid', {
        access_token: 'fas_nope',
        user_id: '00000000-0000-4000-8000-000000000000',
        ...sample.govid(),
      }),
    );
    expect(res.status).toBe(401);
  });
});

describe('field rules (400 naming the field, nothing written)', () => {
  const w = wallet();
  const other = wallet();
  // The EIP-55 example address with its last letter's case flipped: a typo the checksum catches.
  const mixedCaseTypo = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
  it.each<[Kind, Record<string, unknown>, string, string]>([
    ['mmo', { phone_number: '0241234567' }, 'phone_number', 'phone_number must be a valid E.164 number'],
    ['mmo', { mmo_name: '  ' }, 'mmo_name', 'mmo_name must not be empty'],
    ['mmo', { mmo_name: 'x'.repeat(65) }, 'mmo_name', 'mmo_name must be at most 64 characters'],
    ['mmo', { fx_iso: 'XOF' }, 'fx_iso', 'fx_iso must be one of NGN, GHS, USD, EUR'],
    ['mmo', { relay_catch_all: 'yes' }, 'relay_catch_all', 'relay_catch_all must be a boolean'],
    ['mmo', { mmo_name: undefined }, 'mmo_name', 'mmo_name is required'],
    ['bank', { bank_ac: '12' }, 'bank_ac', 'bank_ac must be 4 to 34 letters and digits'],
    ['bank', { bank_sc: 'a b' }, 'bank_sc', 'bank_sc must be 2 to 20'],
    ['bank', { bank_name: undefined }, 'bank_name', 'bank_name is required'],
    ['bank', { fx_iso: 'ngn' }, 'fx_iso', 'fx_iso must be one of'],
    ['govid', { gov_id_number: 'x1' }, 'gov_id_number', 'gov_id_number must be 4 to 30'],
    ['govid', { gov_id_number: 123456 }, 'gov_id_number', 'gov_id_number must be a string'],
    [
      'crypto',
      { public_address: '0x1234' },
      'public_address',
      'public_address must be a 0x-prefixed 20-byte hex address',
    ],
    ['crypto', { public_address: mixedCaseTypo }, 'public_address', 'EIP-55 checksum'],
    ['crypto', { private_key: 'abc' }, 'private_key', 'private_key must be 32 bytes of hex'],
    [
      'crypto',
      { public_address: w.address, private_key: other.privateKey },
      'private_key',
      'private_key does not belong to public_address',
    ],
    [
      'crypto',
      { public_address: w.address, private_key: `0x${'0'.repeat(64)}` },
      'private_key',
      'private_key is not a valid secp256k1 private key',
    ],
    ['crypto', { private_key: undefined }, 'private_key', 'private_key is required'],
  ])('%s %j', async (kind, overrides, field, detail) => {
    const u = await newUser();
    const res = await call(base, 'POST', CREATE, fourObjects(kind, { ...u.creds, ...sample[kind](), ...overrides }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatchObject({ error: 'BAD_USER_INPUT', field, detail: expect.stringContaining(detail) });
    expect(await identityCount(u.user_id)).toBe(0);
  });
});

describe('identity update', () => {
  it('mmo: only the fields given change; 200 keyed mmo with the updated record', async () => {
    const u = await newUser();
    const before = await link(u.creds, 'mmo');
    const res = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('mmo', { ...u.creds, identity_uuid: before.identity_uuid, mmo_name: 'Vodafone Cash' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      message: { mmo: [{ ...before, mmo_name: 'Vodafone Cash' }] },
      ref: expect.stringMatching(UUID),
    });
    expect((await view(u.creds)).mmo).toEqual([{ ...before, mmo_name: 'Vodafone Cash' }]);
  });

  it('bank: relay_catch_all and fx_iso alone', async () => {
    const u = await newUser();
    const before = await link(u.creds, 'bank');
    const res = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('bank', { ...u.creds, identity_uuid: before.identity_uuid, relay_catch_all: true, fx_iso: 'USD' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual({ bank: [{ ...before, relay_catch_all: true, fx_iso: 'USD' }] });
  });

  it('govid: a new number replaces the old one', async () => {
    const u = await newUser();
    const before = await link(u.creds, 'govid');
    const res = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('govid', { ...u.creds, identity_uuid: before.identity_uuid, gov_id_number: 'GHA-000000001-2' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual({ govid: [{ ...before, gov_id_number: 'GHA-000000001-2' }] });
  });

  it("crypto: fx_iso alone keeps the wallet; a new address with its key replaces it; a key that is not the address's is 400", async () => {
    const u = await newUser();
    const before = await link(u.creds, 'crypto');
    const fx = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('crypto', { ...u.creds, identity_uuid: before.identity_uuid, fx_iso: 'EUR' }),
    );
    expect(fx.status).toBe(200);
    expect(fx.body.message.crypto).toEqual([{ ...before, fx_iso: 'EUR' }]);

    const next = wallet();
    const moved = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('crypto', {
        ...u.creds,
        identity_uuid: before.identity_uuid,
        public_address: next.address,
        private_key: next.privateKey,
      }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.message.crypto).toEqual([
      { ...before, fx_iso: 'EUR', public_address: next.address, private_key: next.privateKey },
    ]);

    // A key alone must belong to the stored address.
    const stray = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('crypto', { ...u.creds, identity_uuid: before.identity_uuid, private_key: wallet().privateKey }),
    );
    expect(stray.status).toBe(400);
    expect(stray.body.message).toMatchObject({
      field: 'private_key',
      detail: 'private_key does not belong to public_address',
    });
    const addressAlone = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('crypto', { ...u.creds, identity_uuid: before.identity_uuid, public_address: wallet().address }),
    );
    expect(addressAlone.status).toBe(400);
    expect((await view(u.creds)).crypto).toEqual([moved.body.message.crypto[0]]);
  });

  it('a bad value is 400 and nothing changes, not even the valid fields beside it', async () => {
    const u = await newUser();
    const before = await link(u.creds, 'mmo');
    const res = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('mmo', { ...u.creds, identity_uuid: before.identity_uuid, mmo_name: 'New', fx_iso: 'BTC' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message.field).toBe('fx_iso');
    expect((await view(u.creds)).mmo).toEqual([before]);
  });

  it('nothing to change is 400 naming the kind', async () => {
    const u = await newUser();
    const before = await link(u.creds, 'bank');
    const res = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('bank', { ...u.creds, identity_uuid: before.identity_uuid }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual({
      error: 'BAD_USER_INPUT',
      field: 'bank',
      detail: 'nothing to change: give at least one of bank_ac, bank_sc, bank_name, fx_iso, relay_catch_all in bank',
    });
  });

  it('identity_uuid missing or malformed is 400 naming it', async () => {
    const u = await newUser();
    const missing = await call(base, 'PUT', UPDATE, fourObjects('mmo', { ...u.creds, mmo_name: 'X' }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual({
      error: 'BAD_USER_INPUT',
      detail: 'identity_uuid is required inside mmo',
      field: 'identity_uuid',
    });
    const malformed = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('mmo', { ...u.creds, identity_uuid: 'abc', mmo_name: 'X' }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatchObject({ field: 'identity_uuid', detail: 'identity_uuid must be a UUID' });
  });

  it('an identity of another kind than the object sent is 404, and it stays as it was', async () => {
    const u = await newUser();
    const bank = await link(u.creds, 'bank');
    const res = await call(
      base,
      'PUT',
      UPDATE,
      fourObjects('mmo', { ...u.creds, identity_uuid: bank.identity_uuid, mmo_name: 'X' }),
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toMatchObject({ error: 'NOT_FOUND', field: 'identity_uuid' });
    expect((await view(u.creds)).bank).toEqual([bank]);
  });

  it('PUT is the documented method; POST on the update path is 404', async () => {
    const u = await newUser();
    const mine = await link(u.creds, 'mmo');
    const res = await call(
      base,
      'POST',
      UPDATE,
      fourObjects('mmo', { ...u.creds, identity_uuid: mine.identity_uuid, mmo_name: 'X' }),
    );
    expect(res.status).toBe(404);
  });
});

describe('identity delete and view', () => {
  it.each<Kind>(['mmo', 'bank', 'govid', 'crypto'])(
    '%s: delete answers 200 keyed by kind with the deleted record; it leaves the view',
    async (kind) => {
      const u = await newUser();
      const mine = await link(u.creds, kind);
      const res = await call(
        base,
        'POST',
        DELETE,
        fourObjects(kind, { ...u.creds, identity_uuid: mine.identity_uuid }),
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 200, message: { [kind]: [mine] }, ref: expect.stringMatching(UUID) });
      expect(await view(u.creds)).toEqual({ mmo: [], bank: [], gov: [], crypto: [] });
      const again = await call(
        base,
        'POST',
        DELETE,
        fourObjects(kind, { ...u.creds, identity_uuid: mine.identity_uuid }),
      );
      expect(again.status).toBe(404);
    },
  );

  it('delete with the wrong kind object is 404 and deletes nothing', async () => {
    const u = await newUser();
    const gov = await link(u.creds, 'govid');
    const res = await call(
      base,
      'POST',
      DELETE,
      fourObjects('crypto', { ...u.creds, identity_uuid: gov.identity_uuid }),
    );
    expect(res.status).toBe(404);
    expect((await view(u.creds)).gov).toEqual([gov]);
  });

  it('view answers arrays keyed mmo, bank, gov and crypto with the documented records, oldest first', async () => {
    const u = await newUser();
    expect(await call(base, 'POST', VIEW, u.creds)).toMatchObject({
      status: 200,
      body: { code: 200, message: { mmo: [], bank: [], gov: [], crypto: [] } },
    });
    const mmo1 = await link(u.creds, 'mmo');
    const mmo2 = await link(u.creds, 'mmo', { ...sample.mmo(), mmo_name: 'AirtelTigo Money' });
    const bank = await link(u.creds, 'bank');
    const gov = await link(u.creds, 'govid');
    const crypto = await link(u.creds, 'crypto');
    const res = await call(base, 'POST', VIEW, u.creds);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      message: { mmo: [mmo1, mmo2], bank: [bank], gov: [gov], crypto: [crypto] },
      ref: expect.stringMatching(UUID),
    });
    // The REST view shows the private key and the full ID number, as documented.
    expect(Object.keys(crypto)).toEqual([
      'id',
      'created_at',
      'user_id',
      'public_address',
      'private_key',
      'fx_iso',
      'relay_catch_all',
      'identity_uuid',
      'primary_network_wallet',
    ]);
    expect(crypto.private_key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(Object.keys(gov)).toEqual(['id', 'created_at', 'user_id', 'gov_id_number', 'identity_uuid']);
  });

  it('view without credentials is 401', async () => {
    expect((await call(base, 'POST', VIEW, {})).status).toBe(401);
  });

  it('an identity a channel uses cannot be deleted: 409 naming the channel, nothing lost', async () => {
    const u = await newUser();
    const mmo = await link(u.creds, 'mmo');
    const ch = await call(base, 'POST', '/alias/routing/new', {
      ...u.creds,
      linked_account_uuid: mmo.identity_uuid,
      route_name: 'Market stall',
    });
    expect(ch.status).toBe(200);
    const res = await call(base, 'POST', DELETE, fourObjects('mmo', { ...u.creds, identity_uuid: mmo.identity_uuid }));
    expect(res.status).toBe(409);
    expect(res.body.message).toEqual({
      error: 'CONFLICT',
      field: 'identity_uuid',
      detail: 'identity is used by channel "Market stall"; delete it or link it to another identity first',
    });
    expect((await view(u.creds)).mmo).toEqual([mmo]);
    expect((await call(base, 'POST', '/alias/routing/view', u.creds)).body.message).toHaveLength(1);

    // After the channel goes, the identity can be deleted.
    await call(base, 'POST', '/alias/routing/delete', { ...u.creds, route_uuid: ch.body.message.route_uuid });
    expect(
      (await call(base, 'POST', DELETE, fourObjects('mmo', { ...u.creds, identity_uuid: mmo.identity_uuid }))).status,
    ).toBe(200);
  });
});

describe('secrets at rest', () => {
  it('no private key or government ID number is stored in plain text', async () => {
    const u = await newUser();
    const w = wallet();
    const gov = 'GHA-918273645-0';
    await link(u.creds, 'crypto', { public_address: w.address, private_key: w.privateKey, fx_iso: 'USD' });
    await link(u.creds, 'govid', { gov_id_number: gov });
    const rows = await svc.infra.prisma.$queryRawUnsafe<Record<string, unknown>[]>(
      'SELECT i.* FROM "Identity" i JOIN "User" u ON u.id = i."userId" WHERE u.uuid = $1::uuid',
      u.user_id,
    );
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows).toLowerCase();
    expect(stored).not.toContain(w.privateKey.slice(2).toLowerCase());
    expect(stored).not.toContain(gov.toLowerCase());
    expect(stored).not.toContain('918273645');
    // What is stored is an AES-256-GCM envelope that opens to the value.
    const crypto = rows.find((r) => r.kind === 'CRYPTO')!;
    const govRow = rows.find((r) => r.kind === 'GOVID')!;
    expect(crypto.privateKeyEnc).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(svc.infra.keyring.open(crypto.privateKeyEnc as string)).toBe(w.privateKey);
    expect(svc.infra.keyring.open(govRow.govIdNumberEnc as string)).toBe(gov);
    // The address is public and stays searchable.
    expect(crypto.publicAddress).toBe(w.address);
  });
});

describe('GraphQL', () => {
  it('privateKey and govIdNumber need the passcode: missing or wrong is FORBIDDEN (the rest of the answer stays), right reveals', async () => {
    const u = await newUser();
    const w = wallet();
    await link(u.creds, 'crypto', { public_address: w.address, private_key: w.privateKey, fx_iso: 'USD' });
    await link(u.creds, 'govid', { gov_id_number: 'GHA-712345678-9' });

    for (const passcode of [undefined, '000000']) {
      const res = await gql(base, Identities, { passcode }, u.access_token);
      expect(res.body.data?.viewer?.identities).toEqual([
        {
          __typename: 'CryptoIdentity',
          id: expect.stringMatching(UUID),
          kind: 'CRYPTO',
          userId: u.user_id,
          publicAddress: w.address,
          privateKey: null,
        },
        {
          __typename: 'GovernmentIdIdentity',
          id: expect.stringMatching(UUID),
          kind: 'GOVERNMENT_ID',
          userId: u.user_id,
          governmentIdNumberLast4: '78-9',
          governmentIdNumber: null,
        },
      ]);
      expect(res.body.errors?.map((e) => [e.extensions?.code, e.extensions?.field])).toEqual([
        ['FORBIDDEN', 'passcode'],
        ['FORBIDDEN', 'passcode'],
      ]);
    }

    const right = await gql(base, Identities, { passcode: u.passcode }, u.access_token);
    expect(right.body.errors).toBeUndefined();
    expect(
      right.body.data?.viewer?.identities.map((i) =>
        i.__typename === 'CryptoIdentity'
          ? i.privateKey
          : i.__typename === 'GovernmentIdIdentity'
            ? i.governmentIdNumber
            : undefined,
      ),
    ).toEqual([w.privateKey, 'GHA-712345678-9']);
  });

  it('one request counts one wrong passcode however many fields ask for it', async () => {
    // The account limit is 3 in this file: with one failure per field, the first request below
    // would lock the account and the right passcode would then be refused (429).
    const u = await newUser();
    for (let i = 0; i < 3; i++) await link(u.creds, 'crypto');
    const wrong = await gql(base, Identities, { passcode: '999999' }, u.access_token);
    expect(wrong.body.errors).toHaveLength(3);
    expect(wrong.body.errors?.every((e) => e.extensions?.code === 'FORBIDDEN')).toBe(true);
    const right = await gql(base, Identities, { passcode: u.passcode }, u.access_token);
    expect(right.body.errors).toBeUndefined();
    expect(
      right.body.data?.viewer?.identities.every(
        (i) => i.__typename === 'CryptoIdentity' && /^0x[0-9a-f]{64}$/.test(String(i.privateKey)),
      ),
    ).toBe(true);
  });

  it('linkIdentity, updateIdentity and deleteIdentity do what the REST paths do; @oneOf refuses two kinds', async () => {
    const u = await newUser();
    const linked = await gql(
      base,
      LinkIdentity,
      { input: { mobileMoney: { phoneNumber: '+2348031234567', providerName: 'OPay', currency: 'NGN' } } },
      u.access_token,
    );
    expect(linked.body.data?.linkIdentity).toEqual({
      __typename: 'LinkIdentitySuccess',
      identity: {
        __typename: 'MobileMoneyIdentity',
        id: expect.stringMatching(UUID),
        phoneNumber: '+2348031234567',
        providerName: 'OPay',
        currency: 'NGN',
        relayCatchAll: false,
      },
    });
    const { id } = success(linked.body.data?.linkIdentity, 'LinkIdentitySuccess').identity;

    const updated = await gql(
      base,
      UpdateIdentity,
      { input: { id, patch: { mobileMoney: { relayCatchAll: true } } } },
      u.access_token,
    );
    expect(updated.body.data?.updateIdentity).toMatchObject({
      __typename: 'UpdateIdentitySuccess',
      identity: { id, providerName: 'OPay', relayCatchAll: true },
    });

    // Another kind than the identity's is a NotFoundError in the payload; nothing changes.
    const otherKind = await gql(
      base,
      UpdateIdentity,
      { input: { id, patch: { bank: { bankName: 'X' } } } },
      u.access_token,
    );
    expect(otherKind.body.errors).toBeUndefined();
    expect(otherKind.body.data?.updateIdentity).toEqual({
      __typename: 'NotFoundError',
      code: 'NOT_FOUND',
      message: 'identity was not found',
      field: 'id',
    });

    // A patch that changes nothing is an InvalidInputError naming the kind.
    const nothing = await gql(
      base,
      UpdateIdentity,
      { input: { id, patch: { mobileMoney: { providerName: null } } } },
      u.access_token,
    );
    expect(nothing.body.data?.updateIdentity).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message:
        'nothing to change: give at least one of phoneNumber, providerName, currency, relayCatchAll in mobileMoney',
      field: 'mobileMoney',
    });

    // Two kinds break @oneOf: a document the typed input (and codegen's validation) refuses, so a string.
    const two = await gql(
      base,
      'mutation { linkIdentity(input: { governmentId: { governmentIdNumber: "AB12345" }, bank: { bankAccountNumber: "1234", bankSortCode: "01", bankName: "X", currency: NGN } }) { __typename } }',
      undefined,
      u.access_token,
    );
    expect(two.body.errors?.[0].message).toMatch(/exactly one key/);

    // A value outside its rule is an InvalidInputError naming the input field.
    const invalid = await gql(
      base,
      LinkIdentity,
      { input: { governmentId: { governmentIdNumber: '!' } } },
      u.access_token,
    );
    expect(invalid.body.data?.linkIdentity).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: 'governmentIdNumber must be 4 to 30 letters, digits or -',
      field: 'governmentIdNumber',
    });

    const deleted = await gql(base, DeleteIdentity, { input: { id } }, u.access_token);
    expect(success(deleted.body.data?.deleteIdentity, 'DeleteIdentitySuccess').identity.id).toBe(id);
    const left = await gql(base, IdentityIds, {}, u.access_token);
    expect(left.body.data?.viewer?.identities).toEqual([]);
  });

  it('deleteIdentity answers a ConflictError while a channel uses the identity', async () => {
    const u = await newUser();
    const mmo = await link(u.creds, 'mmo');
    const ch = await call(base, 'POST', '/alias/routing/new', {
      ...u.creds,
      linked_account_uuid: mmo.identity_uuid,
      route_name: 'Kiosk',
    });
    expect(ch.status).toBe(200);
    const res = await gql(
      base,
      DeleteIdentityOrError,
      { input: { id: mmo.identity_uuid, kind: 'MOBILE_MONEY' } },
      u.access_token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.deleteIdentity).toEqual({
      __typename: 'ConflictError',
      code: 'CONFLICT',
      message: 'identity is used by channel "Kiosk"; delete it or link it to another identity first',
      field: 'id',
    });
    expect((await view(u.creds)).mmo).toEqual([mmo]);
  });

  it('a payload selected without its identity (only __typename, or only the Error members) still does the work', async () => {
    const u = await newUser();
    const linked = await gql(
      base,
      LinkIdentityTypename,
      { input: { governmentId: { governmentIdNumber: 'AB12345' } } },
      u.access_token,
    );
    expect(linked.body).toEqual({ data: { linkIdentity: { __typename: 'LinkIdentitySuccess' } } });
    const [gov] = (await view(u.creds)).gov;
    const updated = await gql(
      base,
      UpdateIdentityErrorCode,
      { input: { id: gov.identity_uuid, patch: { governmentId: { governmentIdNumber: 'CD67890' } } } },
      u.access_token,
    );
    expect(updated.body).toEqual({ data: { updateIdentity: {} } });
    expect((await view(u.creds)).gov).toEqual([{ ...gov, gov_id_number: 'CD67890' }]);
    const deleted = await gql(base, DeleteIdentityTypename, { input: { id: gov.identity_uuid } }, u.access_token);
    expect(deleted.body).toEqual({ data: { deleteIdentity: { __typename: 'DeleteIdentitySuccess' } } });
    expect(await identityCount(u.user_id)).toBe(0);
  });

  it('identities(kind:) filters by kind', async () => {
    const u = await newUser();
    await link(u.creds, 'mmo');
    const bank = await link(u.creds, 'bank');
    const res = await gql(base, BankIdentities, { kind: 'BANK' }, u.access_token);
    expect(res.body.data?.viewer?.identities).toEqual([
      { id: bank.identity_uuid, kind: 'BANK', bankAccountNumber: '0123456789', bankSortCode: '058', currency: 'NGN' },
    ]);
  });

  it('without a token the mutations are UNAUTHENTICATED', async () => {
    const res = await gql(base, LinkIdentityTypename, {
      input: { governmentId: { governmentIdNumber: 'AB12345' } },
    });
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("another user's identities", () => {
  it('every id of the first user answers 404 to the second, on every path, and nothing changes', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const mine = {
      mmo: await link(owner.creds, 'mmo'),
      bank: await link(owner.creds, 'bank'),
      govid: await link(owner.creds, 'govid'),
      crypto: await link(owner.creds, 'crypto'),
    };
    const before = await view(owner.creds);
    const w = wallet();
    const changes: Record<Kind, Record<string, unknown>> = {
      mmo: { mmo_name: 'Stolen' },
      bank: { bank_ac: '99999999' },
      govid: { gov_id_number: 'FAKE-0001' },
      crypto: { public_address: w.address, private_key: w.privateKey },
    };
    for (const kind of ['mmo', 'bank', 'govid', 'crypto'] as Kind[]) {
      const identity_uuid = mine[kind].identity_uuid;
      const upd = await call(
        base,
        'PUT',
        UPDATE,
        fourObjects(kind, { ...intruder.creds, identity_uuid, ...changes[kind] }),
      );
      expect(upd.status, `${kind} update`).toBe(404);
      expect(upd.body.message).toEqual({
        error: 'NOT_FOUND',
        detail: 'identity was not found',
        field: 'identity_uuid',
      });
      const del = await call(base, 'POST', DELETE, fourObjects(kind, { ...intruder.creds, identity_uuid }));
      expect(del.status, `${kind} delete`).toBe(404);
      // Linking it to a channel of the intruder's is refused the same way.
      const route = await call(base, 'POST', '/alias/routing/new', {
        ...intruder.creds,
        linked_account_uuid: identity_uuid,
        route_name: `steal ${kind}`,
      });
      expect(route.status, `${kind} channel`).toBe(404);
    }
    // The intruder sees none of them, through REST or GraphQL.
    expect(await view(intruder.creds)).toEqual({ mmo: [], bank: [], gov: [], crypto: [] });
    const g = await gql(base, IdentityIds, {}, intruder.access_token);
    expect(g.body.data?.viewer?.identities).toEqual([]);
    const gUpd = await gql(
      base,
      UpdateIdentityError,
      { input: { id: mine.mmo.identity_uuid, patch: { mobileMoney: { providerName: 'Stolen' } } } },
      intruder.access_token,
    );
    expect(gUpd.body.data?.updateIdentity).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', field: 'id' });
    const gDel = await gql(
      base,
      DeleteIdentityError,
      { input: { id: mine.govid.identity_uuid } },
      intruder.access_token,
    );
    expect(gDel.body.data?.deleteIdentity).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', field: 'id' });
    // The owner's identities are untouched.
    expect(await view(owner.creds)).toEqual(before);
    expect(await svc.infra.prisma.channel.count({ where: { user: { uuid: intruder.user_id } } })).toBe(0);
  });
});

describe('REST_LEGACY_DISCLOSURE=false', () => {
  it('keeps private_key and gov_id_number in the REST answers, with null', async () => {
    // The same service behind a second front configured without the legacy disclosure.
    const app = createApp({ ...svc.infra, config: { ...svc.config, restLegacyDisclosure: false } }, svc.services);
    const url = await app.listen(0, '127.0.0.1');
    try {
      const u = await newUser();
      const crypto = await call(url, 'POST', CREATE, fourObjects('crypto', { ...u.creds, ...sample.crypto() }));
      expect(crypto.status).toBe(201);
      expect(crypto.body.message.crypto[0]).toMatchObject({ private_key: null });
      const gov = await call(
        url,
        'POST',
        CREATE,
        fourObjects('govid', { ...u.creds, gov_id_number: 'GHA-712345678-9' }),
      );
      expect(gov.status).toBe(201);
      expect(gov.body.message.govid[0]).toMatchObject({ gov_id_number: null });

      const view = await call(url, 'POST', VIEW, u.creds);
      expect(view.status).toBe(200);
      expect(Object.keys(view.body.message.crypto[0])).toContain('private_key');
      expect(view.body.message.crypto[0].private_key).toBeNull();
      expect(view.body.message.gov[0].gov_id_number).toBeNull();
      // The documented answer is unchanged where the deployment keeps the disclosure.
      const legacy = await call(base, 'POST', VIEW, u.creds);
      expect(legacy.body.message.crypto[0].private_key).toMatch(/^(0x)?[0-9a-f]{64}$/);
      expect(legacy.body.message.gov[0].gov_id_number).toBe('GHA-712345678-9');
    } finally {
      await app.close();
    }
  });
});
