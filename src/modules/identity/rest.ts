import { graphql } from '../../gql/index.js';
import { badInput } from '../../errors.js';
import { defineRoute, pick, signedIn, type JsonObject } from '../../rest/route.js';

// Spec 4.3. Create, update and delete carry four objects (mmo, bank, govid, crypto); exactly
// one is non-empty and holds the credentials and fields. Answers are keyed by that kind.

const KIND_NAMES = ['mmo', 'bank', 'govid', 'crypto'] as const;
type KindName = (typeof KIND_NAMES)[number];

const FIELDS: Record<KindName, Record<string, string>> = {
  mmo: { phone_number: 'phoneNumber', mmo_name: 'mmoName', fx_iso: 'fxIso', relay_catch_all: 'relayCatchAll' },
  bank: {
    bank_ac: 'bankAc',
    bank_sc: 'bankSc',
    bank_name: 'bankName',
    fx_iso: 'fxIso',
    relay_catch_all: 'relayCatchAll',
  },
  govid: { gov_id_number: 'govIdNumber' },
  crypto: {
    public_address: 'publicAddress',
    private_key: 'privateKey',
    fx_iso: 'fxIso',
    relay_catch_all: 'relayCatchAll',
  },
};

/** The one non-empty kind object; anything else is a 400 naming the problem. */
function submitted(body: JsonObject): [KindName, JsonObject] {
  for (const name of KIND_NAMES) {
    const value = body[name];
    if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      throw badInput(`${name} must be an object`, name);
    }
  }
  const filled = KIND_NAMES.filter((n) => body[n] && Object.keys(body[n] as object).length > 0);
  if (filled.length !== 1) {
    throw badInput(
      `exactly one of mmo, bank, govid, crypto must be non-empty (got ${filled.length ? filled.join(', ') : 'none'})`,
    );
  }
  return [filled[0], body[filled[0]] as JsonObject];
}

// The fields of every documented identity record; the documents below spread it. The secrets
// are selected only under the route's `revealSecrets` grant (see src/rest/route.ts).
graphql(`
  fragment RestIdentityRecord on LinkedIdentity {
    __typename id identityUuid userId createdAt
    ... on MmoIdentity { phoneNumber mmoName fxIso relayCatchAll }
    ... on BankIdentity { bankAc bankSc bankName fxIso relayCatchAll }
    ... on GovIdIdentity { govIdNumber @include(if: $reveal) }
    ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) fxIso relayCatchAll primaryNetworkWallet }
  }
`);

const LinkIdentity = graphql(`
  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {
    linkIdentity(input: $input) {
      ...RestIdentityRecord
    }
  }
`);

const UpdateIdentity = graphql(`
  mutation RestUpdateIdentity($identityUuid: ID!, $input: IdentityPatchInput!, $reveal: Boolean!) {
    updateIdentity(identityUuid: $identityUuid, input: $input) {
      ...RestIdentityRecord
    }
  }
`);

const DeleteIdentity = graphql(`
  mutation RestDeleteIdentity($identityUuid: ID!, $kind: IdentityKind, $reveal: Boolean!) {
    deleteIdentity(identityUuid: $identityUuid, kind: $kind) {
      ...RestIdentityRecord
    }
  }
`);

const ViewIdentities = graphql(`
  query RestViewIdentities($reveal: Boolean!) {
    viewer {
      identities {
        ...RestIdentityRecord
      }
    }
  }
`);

type IdentityData = {
  __typename: string;
  id: number;
  identityUuid: string;
  userId: string;
  createdAt: string;
} & Record<string, unknown>;

/** The documented stored record of each kind, in the spec's field order. */
function record(i: IdentityData) {
  const head = { id: i.id, created_at: i.createdAt, user_id: i.userId };
  switch (i.__typename) {
    case 'MmoIdentity':
      return {
        ...head,
        phone_number: i.phoneNumber,
        mmo_name: i.mmoName,
        fx_iso: i.fxIso,
        relay_catch_all: i.relayCatchAll,
        identity_uuid: i.identityUuid,
      };
    case 'BankIdentity':
      return {
        ...head,
        bank_ac: i.bankAc,
        bank_sc: i.bankSc,
        bank_name: i.bankName,
        fx_iso: i.fxIso,
        relay_catch_all: i.relayCatchAll,
        identity_uuid: i.identityUuid,
      };
    case 'GovIdIdentity':
      return { ...head, gov_id_number: i.govIdNumber ?? null, identity_uuid: i.identityUuid };
    default:
      return {
        ...head,
        public_address: i.publicAddress,
        private_key: i.privateKey ?? null,
        fx_iso: i.fxIso,
        relay_catch_all: i.relayCatchAll,
        identity_uuid: i.identityUuid,
        primary_network_wallet: i.primaryNetworkWallet,
      };
  }
}

const KIND_OF: Record<string, KindName> = {
  MmoIdentity: 'mmo',
  BankIdentity: 'bank',
  GovIdIdentity: 'govid',
  CryptoIdentity: 'crypto',
};
const keyed = (i: IdentityData) => ({ [KIND_OF[i.__typename]]: [record(i)] });
const ENUM = { mmo: 'MMO', bank: 'BANK', govid: 'GOVID', crypto: 'CRYPTO' } as const;

const credentials = (body: JsonObject) => submitted(body)[1];

/** identity_uuid sits inside the kind object on update and delete. */
function identityUuid(fields: JsonObject, kind: KindName): string {
  const value = fields.identity_uuid;
  if (value === undefined || value === null)
    throw badInput(`identity_uuid is required inside ${kind}`, 'identity_uuid');
  return value as string;
}

export const identityRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v1/identity/create',
    auth: 'credentials',
    names: { publicAddress: 'public_address', privateKey: 'private_key' },
    credentials,
    status: 201,
    document: LinkIdentity,
    grants: ['revealSecrets'],
    variables: ({ body, grants }) => {
      const [name, fields] = submitted(body);
      return { input: { [name]: pick(fields, FIELDS[name]) } as never, reveal: grants.has('revealSecrets') };
    },
    reply: (data) => keyed(data.linkIdentity as IdentityData),
  }),
  defineRoute({
    method: 'PUT',
    path: '/v1/identity/update',
    auth: 'credentials',
    names: { publicAddress: 'public_address', privateKey: 'private_key' },
    credentials,
    status: 200,
    document: UpdateIdentity,
    grants: ['revealSecrets'],
    variables: ({ body, grants }) => {
      const [name, fields] = submitted(body);
      return {
        identityUuid: identityUuid(fields, name),
        input: { [name]: pick(fields, FIELDS[name]) } as never,
        reveal: grants.has('revealSecrets'),
      };
    },
    reply: (data) => keyed(data.updateIdentity as IdentityData),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/identity/delete',
    auth: 'credentials',
    names: { publicAddress: 'public_address', privateKey: 'private_key' },
    credentials,
    status: 200,
    document: DeleteIdentity,
    grants: ['revealSecrets'],
    variables: ({ body, grants }) => {
      const [name, fields] = submitted(body);
      return { identityUuid: identityUuid(fields, name), kind: ENUM[name], reveal: grants.has('revealSecrets') };
    },
    reply: (data) => keyed(data.deleteIdentity as IdentityData),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/identity/view',
    auth: 'credentials',
    names: { publicAddress: 'public_address', privateKey: 'private_key' },
    status: 200,
    document: ViewIdentities,
    grants: ['revealSecrets'],
    variables: ({ grants }) => ({ reveal: grants.has('revealSecrets') }),
    // Documented keys: mmo, gov, crypto; bank is added because users expect to see it.
    reply: ({ viewer }) => {
      const all = signedIn(viewer).identities as IdentityData[];
      const of = (t: string) => all.filter((i) => i.__typename === t).map(record);
      return {
        mmo: of('MmoIdentity'),
        bank: of('BankIdentity'),
        gov: of('GovIdIdentity'),
        crypto: of('CryptoIdentity'),
      };
    },
  }),
];
