import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import { badInput } from '../../kernel/errors.js';
import type { IdentityPatchInput, LinkIdentityInput } from '../../gql/graphql.js';
import { credentials as credentialFields, identityRecords } from '../../rest/contract.js';
import { currency, flag, id, optional, text } from '../../rest/request.js';
import { defineRoute, restNames, signedIn, type JsonObject } from '../../rest/route.js';

// Spec 4.3. Create, update and delete carry four objects (mmo, bank, govid, crypto); exactly
// one is non-empty and holds the credentials and fields. Answers are keyed by that kind.

const KIND_NAMES = ['mmo', 'bank', 'govid', 'crypto'] as const;
type KindName = (typeof KIND_NAMES)[number];

/** The GraphQL key of each REST kind object (the @oneOf inputs of linkIdentity and updateIdentity). */
const GRAPHQL_KIND = { mmo: 'mobileMoney', bank: 'bank', govid: 'governmentId', crypto: 'crypto' } as const;

const FIELDS: Record<KindName, Record<string, string>> = {
  mmo: {
    phone_number: 'phoneNumber',
    mmo_name: 'providerName',
    fx_iso: 'currency',
    relay_catch_all: 'relayCatchAll',
  },
  bank: {
    bank_ac: 'bankAccountNumber',
    bank_sc: 'bankSortCode',
    bank_name: 'bankName',
    fx_iso: 'currency',
    relay_catch_all: 'relayCatchAll',
  },
  govid: { gov_id_number: 'governmentIdNumber' },
  crypto: {
    public_address: 'publicAddress',
    private_key: 'privateKey',
    fx_iso: 'currency',
    relay_catch_all: 'relayCatchAll',
  },
};

/**
 * The REST word for every GraphQL name an error of create, update and view may mention: the
 * fields of every kind (update's "nothing to change" lists them), the kind keys, the id.
 */
const NAMES = restNames({
  ...FIELDS.mmo,
  ...FIELDS.bank,
  ...FIELDS.govid,
  ...FIELDS.crypto,
  ...Object.fromEntries(KIND_NAMES.map((k) => [k, GRAPHQL_KIND[k]])),
  identity_uuid: 'id',
  // Set by the route itself, never named by an error.
  patch: 'patch',
  reveal: 'reveal',
});
/**
 * Delete's errors name only the id. Its conflict quotes the route names of channels (the user's
 * words, translated like the rest of the sentence), so it lists no name it does not need.
 */
const DELETE_NAMES = restNames({ identity_uuid: 'id', kind: 'kind', reveal: 'reveal' });

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

// Every document below selects the fields of the documented records, the same selection each
// time (`record` maps it). It is written out rather than shared as a fragment: the cost limit
// (GRAPHQL_MAX_COST, src/schema/hardening.ts) counts a fragment spread as two more levels of
// depth, which would take the mutations' payloads to over twice their cost. The secrets are
// selected only under the route's `revealSecrets` grant (see src/rest/route.ts).

const LinkIdentity = graphql(`
  mutation RestLinkIdentity($input: LinkIdentityInput!, $reveal: Boolean!) {
    linkIdentity(input: $input) {
      __typename
      ... on LinkIdentitySuccess {
        identity {
          __typename databaseId id userId createdAt
          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }
          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }
          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }
          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }
        }
      }
      ... on Error { code message field }
    }
  }
`);

const UpdateIdentity = graphql(`
  mutation RestUpdateIdentity($input: UpdateIdentityInput!, $reveal: Boolean!) {
    updateIdentity(input: $input) {
      __typename
      ... on UpdateIdentitySuccess {
        identity {
          __typename databaseId id userId createdAt
          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }
          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }
          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }
          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }
        }
      }
      ... on Error { code message field }
    }
  }
`);

const DeleteIdentity = graphql(`
  mutation RestDeleteIdentity($input: DeleteIdentityInput!, $reveal: Boolean!) {
    deleteIdentity(input: $input) {
      __typename
      ... on DeleteIdentitySuccess {
        identity {
          __typename databaseId id userId createdAt
          ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }
          ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }
          ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }
          ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }
        }
      }
      ... on Error { code message field }
    }
  }
`);

const ViewIdentities = graphql(`
  query RestViewIdentities($reveal: Boolean!) {
    viewer {
      identities {
        __typename databaseId id userId createdAt
        ... on MobileMoneyIdentity { phoneNumber providerName currency relayCatchAll }
        ... on BankIdentity { bankAccountNumber bankSortCode bankName currency relayCatchAll }
        ... on GovernmentIdIdentity { governmentIdNumber @include(if: $reveal) }
        ... on CryptoIdentity { publicAddress privateKey @include(if: $reveal) currency relayCatchAll isPrimaryWallet }
      }
    }
  }
`);

type IdentityData = {
  __typename: string;
  databaseId: number;
  id: string;
  userId: string;
  createdAt: string;
} & Record<string, unknown>;

/** The documented stored record of each kind, in the spec's field order. */
function record(i: IdentityData) {
  const head = { id: i.databaseId, created_at: i.createdAt, user_id: i.userId };
  switch (i.__typename) {
    case 'MobileMoneyIdentity':
      return {
        ...head,
        phone_number: i.phoneNumber,
        mmo_name: i.providerName,
        fx_iso: i.currency,
        relay_catch_all: i.relayCatchAll,
        identity_uuid: i.id,
      };
    case 'BankIdentity':
      return {
        ...head,
        bank_ac: i.bankAccountNumber,
        bank_sc: i.bankSortCode,
        bank_name: i.bankName,
        fx_iso: i.currency,
        relay_catch_all: i.relayCatchAll,
        identity_uuid: i.id,
      };
    case 'GovernmentIdIdentity':
      return { ...head, gov_id_number: i.governmentIdNumber ?? null, identity_uuid: i.id };
    default:
      return {
        ...head,
        public_address: i.publicAddress,
        private_key: i.privateKey ?? null,
        fx_iso: i.currency,
        relay_catch_all: i.relayCatchAll,
        identity_uuid: i.id,
        primary_network_wallet: i.isPrimaryWallet,
      };
  }
}

const KIND_OF: Record<string, KindName> = {
  MobileMoneyIdentity: 'mmo',
  BankIdentity: 'bank',
  GovernmentIdIdentity: 'govid',
  CryptoIdentity: 'crypto',
};
const keyed = (i: IdentityData) => ({ [KIND_OF[i.__typename]]: [record(i)] });
const ENUM = { mmo: 'MOBILE_MONEY', bank: 'BANK', govid: 'GOVERNMENT_ID', crypto: 'CRYPTO' } as const;

const credentials = (body: JsonObject) => submitted(body)[1];

/** The fields of each kind as GraphQL takes them (each optional here: only the one submitted counts). */
const kindShapes = (withId: boolean) => {
  const common = { ...credentialFields, ...(withId ? { identity_uuid: optional(id(z.uuid())) } : {}) };
  return {
    mmo: z.object({
      ...common,
      phone_number: optional(text()),
      mmo_name: optional(text()),
      fx_iso: optional(currency()),
      relay_catch_all: optional(flag()),
    }),
    bank: z.object({
      ...common,
      bank_ac: optional(text()),
      bank_sc: optional(text()),
      bank_name: optional(text()),
      fx_iso: optional(currency()),
      relay_catch_all: optional(flag()),
    }),
    govid: z.object({ ...common, gov_id_number: optional(text()) }),
    crypto: z.object({
      ...common,
      public_address: optional(text()),
      private_key: optional(text()),
      fx_iso: optional(currency()),
      relay_catch_all: optional(flag()),
    }),
  };
};

/** What a create requires of its kind (GraphQL's required fields), and update and delete of every kind. */
const REQUIRED: Record<KindName, string[]> = {
  mmo: ['phone_number', 'mmo_name', 'fx_iso'],
  bank: ['bank_ac', 'bank_sc', 'bank_name', 'fx_iso'],
  govid: ['gov_id_number'],
  crypto: ['public_address', 'private_key', 'fx_iso'],
};

/**
 * The four kind objects of a create, update or delete; only the one submitted is non-empty
 * (the route's `credentials` refused anything else before authentication). Its required fields
 * are required; update and delete require identity_uuid inside it.
 */
const kindObjects = (withId: boolean) => {
  const shapes = kindShapes(withId);
  return z
    .object({
      mmo: shapes.mmo.partial().nullish(),
      bank: shapes.bank.partial().nullish(),
      govid: shapes.govid.partial().nullish(),
      crypto: shapes.crypto.partial().nullish(),
    })
    .superRefine((body, ctx) => {
      const name = KIND_NAMES.find((n) => Object.keys(body[n] ?? {}).length > 0);
      if (!name) return;
      const fields: Record<string, unknown> = body[name] ?? {};
      const required = withId ? ['identity_uuid'] : REQUIRED[name];
      for (const field of required) {
        if (fields[field] != null && (withId || fields[field] !== null)) continue;
        const message = withId
          ? `is required inside ${name}`
          : fields[field] === null
            ? 'must not be null'
            : 'is required';
        ctx.addIssue({ code: 'custom', path: [name, field], message, input: fields[field] });
        return;
      }
    });
};

type KindBody = z.output<ReturnType<typeof kindObjects>>;
/** The submitted kind's fields (non-empty: checked by `credentials` and the request). */
const submittedOf = (b: KindBody) => {
  const name = KIND_NAMES.find((n) => Object.keys(b[n] ?? {}).length > 0) ?? 'govid';
  return { name, fields: { ...b[name] } as Record<string, unknown> };
};

/** An update's patch: the kind's fields under GraphQL's names, as sent. */
function patchInput(b: KindBody): IdentityPatchInput {
  if (b.mmo && Object.keys(b.mmo).length > 0) {
    const f = b.mmo;
    return {
      mobileMoney: {
        phoneNumber: f.phone_number,
        providerName: f.mmo_name,
        currency: f.fx_iso,
        relayCatchAll: f.relay_catch_all,
      },
    };
  }
  if (b.bank && Object.keys(b.bank).length > 0) {
    const f = b.bank;
    return {
      bank: {
        bankAccountNumber: f.bank_ac,
        bankSortCode: f.bank_sc,
        bankName: f.bank_name,
        currency: f.fx_iso,
        relayCatchAll: f.relay_catch_all,
      },
    };
  }
  if (b.crypto && Object.keys(b.crypto).length > 0) {
    const f = b.crypto;
    return {
      crypto: {
        publicAddress: f.public_address,
        privateKey: f.private_key,
        currency: f.fx_iso,
        relayCatchAll: f.relay_catch_all,
      },
    };
  }
  return { governmentId: { governmentIdNumber: b.govid?.gov_id_number } };
}

/**
 * A create's input: the same renaming. Every field GraphQL requires is present and non-null (the
 * request's REQUIRED check refused the body otherwise), which the patch type cannot say.
 */
const linkInput = (b: KindBody) => patchInput(b) as LinkIdentityInput;

/** The answer of a create, update or delete: the kind submitted, with its one record. */
const keyedAnswer = z.union(
  (Object.keys(identityRecords) as (keyof typeof identityRecords)[]).map((kind) =>
    z.object({ [kind]: z.array(identityRecords[kind]) }).strict(),
  ),
);

export const identityRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v1/identity/create',
    summary: 'Link a mobile-money, bank or crypto account, or submit a government ID',
    request: kindObjects(false),
    response: keyedAnswer,
    auth: 'credentials',
    names: NAMES,
    credentials,
    status: 201,
    document: LinkIdentity,
    grants: ['revealSecrets'],
    variables: (b, { grants }) => ({ input: linkInput(b), reveal: grants.has('revealSecrets') }),
    reply: ({ linkIdentity }) => keyed(linkIdentity.identity as IdentityData),
  }),
  defineRoute({
    method: 'PUT',
    path: '/v1/identity/update',
    summary: 'Change a linked identity',
    request: kindObjects(true),
    response: keyedAnswer,
    auth: 'credentials',
    names: NAMES,
    credentials,
    status: 200,
    document: UpdateIdentity,
    grants: ['revealSecrets'],
    variables: (b, { grants }) => ({
      input: { id: String(submittedOf(b).fields.identity_uuid), patch: patchInput(b) },
      reveal: grants.has('revealSecrets'),
    }),
    reply: ({ updateIdentity }) => keyed(updateIdentity.identity as IdentityData),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/identity/delete',
    summary: 'Delete a linked identity',
    request: kindObjects(true),
    response: keyedAnswer,
    auth: 'credentials',
    names: DELETE_NAMES,
    credentials,
    status: 200,
    document: DeleteIdentity,
    grants: ['revealSecrets'],
    variables: (b, { grants }) => {
      const { name, fields } = submittedOf(b);
      return { input: { id: String(fields.identity_uuid), kind: ENUM[name] }, reveal: grants.has('revealSecrets') };
    },
    reply: ({ deleteIdentity }) => keyed(deleteIdentity.identity as IdentityData),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/identity/view',
    summary: 'Your linked identities, by kind (bank added to the documented keys)',
    request: z.object(credentialFields),
    response: z.object({
      mmo: z.array(identityRecords.mmo),
      bank: z.array(identityRecords.bank),
      gov: z.array(identityRecords.govid),
      crypto: z.array(identityRecords.crypto),
    }),
    auth: 'credentials',
    names: NAMES,
    status: 200,
    document: ViewIdentities,
    grants: ['revealSecrets'],
    variables: (_, { grants }) => ({ reveal: grants.has('revealSecrets') }),
    // Documented keys: mmo, gov, crypto; bank is added because users expect to see it.
    reply: ({ viewer }) => {
      const all = signedIn(viewer).identities as IdentityData[];
      const of = (t: string) => all.filter((i) => i.__typename === t).map(record);
      return {
        mmo: of('MobileMoneyIdentity'),
        bank: of('BankIdentity'),
        gov: of('GovernmentIdIdentity'),
        crypto: of('CryptoIdentity'),
      };
    },
  }),
];
