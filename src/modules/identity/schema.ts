import { builder } from '../../schema/builder.js';
import { queried } from '../../schema/prisma-query.js';
import type { AuthenticatedContext } from '../../context.js';
import { AppError, ConflictError, NotFoundError } from '../../kernel/errors.js';
import { CurrencyCode, type CurrencyCodeValue } from '../../schema/money.js';
import { ViewerRef } from '../auth/schema.js';
import { phoneRule, text, uuidRule } from '../../kernel/rules.js';
import {
  addressRule,
  bankAccountRule,
  bankCodeRule,
  governmentIdRule,
  KINDS,
  privateKeyRule,
  type IdentityFields,
  type KindName,
} from './service.js';

const IdentityKindEnum = builder.enumType('IdentityKind', {
  description: 'The kind of a linked identity.',
  values: {
    MOBILE_MONEY: { value: 'MMO', description: 'A mobile-money account: phone number and provider.' },
    BANK: { value: 'BANK', description: 'A bank account.' },
    GOVERNMENT_ID: { value: 'GOVID', description: 'A government ID number, submitted for KYC.' },
    CRYPTO: {
      value: 'CRYPTO',
      description: 'A crypto wallet: an EVM address and its key (the primary wallet included).',
    },
  } as const,
});

const ownerUuid = { user: { select: { uuid: true } } } as const;

/**
 * Select mode on the interface and on each variant (selections are not inherited): a list of
 * identities loads only the columns its selected fields name, so the sealed key and ID number
 * are read only when privateKey or governmentIdNumber is asked for. The kind picks the variant.
 */
const IDENTITY_SELECT = { id: true, kind: true } as const;

export const LinkedIdentity = builder.prismaInterface('Identity', {
  name: 'LinkedIdentity',
  description: 'A linked external account or government ID.',
  // Kept by the response cache (src/schema/cache-plugin.ts): the row is its owner's, and the change
  // feed's trigger on "Identity" tells them of every change. So are the variants' fields, but secrets.
  cache: true,
  select: IDENTITY_SELECT,
  fields: (t) => ({
    id: t.exposeID('uuid', {
      description: "The identity's id (a UUID), as updateIdentity, deleteIdentity, channels and funding take it.",
    }),
    databaseId: t.exposeInt('id', { description: "The identity's row number (the legacy REST answers show it)." }),
    kind: t.expose('kind', { type: IdentityKindEnum, description: 'Which kind of account or document it is.' }),
    userId: t.field({
      type: 'ID',
      select: ownerUuid,
      resolve: (i) => i.user.uuid,
      description: "The owner's user_id.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was linked.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
  }),
  resolveType: (identity) =>
    ({
      MMO: 'MobileMoneyIdentity',
      BANK: 'BankIdentity',
      GOVID: 'GovernmentIdIdentity',
      CRYPTO: 'CryptoIdentity',
    })[identity.kind],
});

/** The stored currency code (only CurrencyCode values are ever stored); null when none. */
const storedCurrency = (i: { fxIso: string | null }) => i.fxIso as CurrencyCodeValue | null;

/**
 * Secrets are shown only with the account's passcode, unless the operation runs under the
 * `revealSecrets` grant of a documented REST route (the spec's identity answers include them
 * for the authenticated owner; REST_LEGACY_DISCLOSURE=false withdraws that grant).
 *
 * One request checks a passcode once, however many fields ask for it: a list of ten keys costs
 * one argon2 verification, and a wrong passcode counts as one failure, not ten.
 */
const passcodeChecks = new WeakMap<AuthenticatedContext, Map<string, Promise<void>>>();

async function mayReveal(ctx: AuthenticatedContext, passcode: string | null | undefined) {
  if (ctx.grants.has('revealSecrets')) return;
  if (!passcode) throw new AppError('FORBIDDEN', 'passcode is required to reveal this value', { field: 'passcode' });
  let checks = passcodeChecks.get(ctx);
  if (!checks) {
    checks = new Map();
    passcodeChecks.set(ctx, checks);
  }
  let check = checks.get(passcode);
  if (!check) {
    check = ctx.services.auth.checkPasscode(ctx.viewer, passcode, ctx.clientAddress);
    checks.set(passcode, check);
  }
  await check;
}

const PASSCODE_ARG =
  'The account passcode. A wrong one counts as a failure for the account (RATE_LIMITED while the account is locked); one request checks it once, however many fields ask.';

/** A sealed value that must be there (a government ID always has its number). */
function stored(value: string | null): string {
  if (value === null) throw new Error('identity secret missing');
  return value;
}

const RELAY_CATCH_ALL =
  'A flag the user sets (false by default); the service stores and returns it, nothing acts on it yet.';

builder.prismaObject('Identity', {
  variant: 'MobileMoneyIdentity',
  select: IDENTITY_SELECT,
  cache: true,
  description: 'A linked mobile-money account.',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    phoneNumber: t.string({
      select: { phoneNumber: true },
      resolve: (i) => i.phoneNumber ?? '',
      description: "The account's phone number, E.164 in canonical form (for example +233241234567).",
    }),
    providerName: t.string({
      select: { mmoName: true },
      resolve: (i) => i.mmoName ?? '',
      description: "The mobile-money provider's (operator's) name, 1 to 64 characters.",
    }),
    currency: t.field({
      type: CurrencyCode,
      nullable: true,
      select: { fxIso: true },
      resolve: storedCurrency,
      description: 'Currency of the account; it picks the token when funding from it.',
    }),
    relayCatchAll: t.exposeBoolean('relayCatchAll', { description: RELAY_CATCH_ALL }),
  }),
});

builder.prismaObject('Identity', {
  variant: 'BankIdentity',
  select: IDENTITY_SELECT,
  cache: true,
  description: 'A linked bank account.',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    bankAccountNumber: t.string({
      select: { bankAc: true },
      resolve: (i) => i.bankAc ?? '',
      description: 'Account number or IBAN: 4 to 34 letters and digits.',
    }),
    bankSortCode: t.string({
      select: { bankSc: true },
      resolve: (i) => i.bankSc ?? '',
      description: 'Sort, branch or bank code: 2 to 20 letters, digits or -.',
    }),
    bankName: t.string({
      select: { bankName: true },
      resolve: (i) => i.bankName ?? '',
      description: "The bank's name, 1 to 100 characters.",
    }),
    currency: t.field({
      type: CurrencyCode,
      nullable: true,
      select: { fxIso: true },
      resolve: storedCurrency,
      description: 'Currency of the account; it picks the token when funding from it.',
    }),
    relayCatchAll: t.exposeBoolean('relayCatchAll', { description: RELAY_CATCH_ALL }),
  }),
});

builder.prismaObject('Identity', {
  variant: 'GovernmentIdIdentity',
  select: IDENTITY_SELECT,
  cache: true,
  description: 'A government ID number submitted for KYC; encrypted at rest.',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    governmentIdNumberLast4: t.string({
      // Decrypted from the stored number: a secret's part is not kept by the response cache.
      cache: false,
      nullable: true,
      select: { govIdNumberEnc: true },
      description: 'The last four characters, safe to show; null if the stored number cannot be read.',
      resolve: (i, _a, ctx) => ctx.services.identity.reveal(i.govIdNumberEnc)?.slice(-4) ?? null,
    }),
    governmentIdNumber: t.withAuth({ authenticated: 'SECRETS' }).string({
      // A secret: never kept by the response cache.
      cache: false,
      description:
        'The full number. Requires the account passcode: without it, or with a wrong one, the field is null with a FORBIDDEN error.',
      nullable: true,
      select: { govIdNumberEnc: true },
      args: { passcode: t.arg.string({ required: false, description: PASSCODE_ARG }) },
      resolve: async (i, { passcode }, ctx) => {
        await mayReveal(ctx, passcode);
        return stored(ctx.services.identity.reveal(i.govIdNumberEnc));
      },
    }),
  }),
});

builder.prismaObject('Identity', {
  variant: 'CryptoIdentity',
  select: IDENTITY_SELECT,
  cache: true,
  description: 'A linked crypto wallet, or the primary wallet the service created with createWallet.',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    publicAddress: t.string({
      select: { publicAddress: true },
      resolve: (i) => i.publicAddress ?? '',
      description: 'The EVM address: 0x and 40 hex digits, EIP-55 checksummed.',
    }),
    currency: t.field({
      type: CurrencyCode,
      nullable: true,
      select: { fxIso: true },
      resolve: storedCurrency,
      description:
        "Currency given at link time. The primary wallet takes the profile's default currency, or null without a profile.",
    }),
    relayCatchAll: t.exposeBoolean('relayCatchAll', { description: RELAY_CATCH_ALL }),
    isPrimaryWallet: t.exposeBoolean('primaryNetworkWallet', {
      description:
        'True for the wallet the service created (createWallet): its address and key cannot be changed and it cannot be deleted (ConflictError).',
    }),
    privateKey: t.withAuth({ authenticated: 'SECRETS' }).string({
      // A secret: never kept by the response cache.
      cache: false,
      description:
        'The private key (0x-prefixed hex) of a wallet you linked. Requires the account passcode: without it, or with a wrong one, the field is null with a FORBIDDEN error. Always null for the primary wallet the service made (isPrimaryWallet): its key never leaves the service, so a stolen token cannot move money around the passcode that payments ask for. Null also when the service holds no key for this wallet.',
      nullable: true,
      select: { privateKeyEnc: true, primaryNetworkWallet: true },
      args: { passcode: t.arg.string({ required: false, description: PASSCODE_ARG }) },
      resolve: async (i, { passcode }, ctx) => {
        if (i.primaryNetworkWallet) return null;
        await mayReveal(ctx, passcode);
        return ctx.services.identity.reveal(i.privateKeyEnc);
      },
    }),
  }),
});

builder.prismaObjectFields(ViewerRef, (t) => ({
  identities: t.relation('identities', {
    cache: true,
    type: LinkedIdentity,
    description: 'Your linked identities, oldest first.',
    args: { kind: t.arg({ type: IdentityKindEnum, required: false, description: 'Only this kind; omit for all.' }) },
    query: (args) => ({ where: args.kind ? { kind: args.kind } : {}, orderBy: { id: 'asc' } }),
  }),
}));

// Inputs, one per kind, inside a @oneOf input: exactly one kind per call.

const PHONE = 'E.164, for example +233241234567, valid for its country; stored in canonical form.';
const PROVIDER_NAME = "The mobile-money provider's (operator's) name: trimmed, 1 to 64 characters.";
const CURRENCY = 'Currency of the account; it picks the token when funding from it.';
const BANK_ACCOUNT_NUMBER = 'Account number or IBAN: trimmed, 4 to 34 letters and digits.';
const BANK_SORT_CODE = 'Sort, branch or bank code: trimmed, 2 to 20 letters, digits or -.';
const BANK_NAME = "The bank's name: trimmed, 1 to 100 characters.";
const GOVERNMENT_ID_NUMBER = 'The ID number: trimmed, 4 to 30 letters, digits or -. Encrypted at rest.';
const PUBLIC_ADDRESS = '0x and 40 hex digits; mixed case must be the EIP-55 checksum. Stored checksummed.';
const PRIVATE_KEY =
  'The key that controls publicAddress: 32 bytes of hex, 0x optional, a valid secp256k1 key (InvalidInputError otherwise). Encrypted at rest.';
const PATCH =
  'Only the fields given change; left out or null: unchanged. Giving none is an InvalidInputError; rules as at link time.';
const RELAY_CATCH_ALL_INPUT = 'A flag the service stores and returns (nothing acts on it yet); false when left out.';
const RELAY_CATCH_ALL_PATCH = 'The stored flag; left out or null: unchanged.';

const MobileMoneyInput = builder.inputType('MobileMoneyIdentityInput', {
  description: 'A mobile-money account to link. A value outside its rule is an InvalidInputError naming the field.',
  fields: (t) => ({
    phoneNumber: t.string({ validate: phoneRule, description: PHONE }),
    providerName: t.string({ validate: text('providerName', 64), description: PROVIDER_NAME }),
    currency: t.field({ type: CurrencyCode, description: CURRENCY }),
    relayCatchAll: t.boolean({ required: false, description: RELAY_CATCH_ALL_INPUT }),
  }),
});
const BankInput = builder.inputType('BankIdentityInput', {
  description: 'A bank account to link. A value outside its rule is an InvalidInputError naming the field.',
  fields: (t) => ({
    bankAccountNumber: t.string({ validate: bankAccountRule, description: BANK_ACCOUNT_NUMBER }),
    bankSortCode: t.string({ validate: bankCodeRule, description: BANK_SORT_CODE }),
    bankName: t.string({ validate: text('bankName', 100), description: BANK_NAME }),
    currency: t.field({ type: CurrencyCode, description: CURRENCY }),
    relayCatchAll: t.boolean({ required: false, description: RELAY_CATCH_ALL_INPUT }),
  }),
});
const GovernmentIdInput = builder.inputType('GovernmentIdIdentityInput', {
  description: 'A government ID number to submit for KYC; encrypted at rest.',
  fields: (t) => ({
    governmentIdNumber: t.string({ validate: governmentIdRule, description: GOVERNMENT_ID_NUMBER }),
  }),
});
const CryptoInput = builder.inputType('CryptoIdentityInput', {
  description:
    'A crypto wallet to link: its address and the key that controls it. An InvalidInputError names a wrong field.',
  fields: (t) => ({
    publicAddress: t.string({ validate: addressRule, description: PUBLIC_ADDRESS }),
    privateKey: t.string({ validate: privateKeyRule, description: PRIVATE_KEY }),
    currency: t.field({ type: CurrencyCode, description: CURRENCY }),
    relayCatchAll: t.boolean({ required: false, description: RELAY_CATCH_ALL_INPUT }),
  }),
});

const MobileMoneyPatch = builder.inputType('MobileMoneyIdentityPatch', {
  description: `Changes to a mobile-money identity. ${PATCH}`,
  fields: (t) => ({
    phoneNumber: t.string({ required: false, validate: phoneRule, description: PHONE }),
    providerName: t.string({ required: false, validate: text('providerName', 64), description: PROVIDER_NAME }),
    currency: t.field({ type: CurrencyCode, required: false, description: CURRENCY }),
    relayCatchAll: t.boolean({ required: false, description: RELAY_CATCH_ALL_PATCH }),
  }),
});
const BankPatch = builder.inputType('BankIdentityPatch', {
  description: `Changes to a bank identity. ${PATCH}`,
  fields: (t) => ({
    bankAccountNumber: t.string({ required: false, validate: bankAccountRule, description: BANK_ACCOUNT_NUMBER }),
    bankSortCode: t.string({ required: false, validate: bankCodeRule, description: BANK_SORT_CODE }),
    bankName: t.string({ required: false, validate: text('bankName', 100), description: BANK_NAME }),
    currency: t.field({ type: CurrencyCode, required: false, description: CURRENCY }),
    relayCatchAll: t.boolean({ required: false, description: RELAY_CATCH_ALL_PATCH }),
  }),
});
const GovernmentIdPatch = builder.inputType('GovernmentIdIdentityPatch', {
  description: `Changes to a government ID identity. ${PATCH}`,
  fields: (t) => ({
    governmentIdNumber: t.string({
      required: false,
      validate: governmentIdRule,
      description: GOVERNMENT_ID_NUMBER,
    }),
  }),
});
const CryptoPatch = builder.inputType('CryptoIdentityPatch', {
  description: `Changes to a crypto identity. ${PATCH} An address or a key sent alone must match the stored other half; the primary wallet's address and key cannot be changed (ConflictError).`,
  fields: (t) => ({
    publicAddress: t.string({ required: false, validate: addressRule, description: PUBLIC_ADDRESS }),
    privateKey: t.string({ required: false, validate: privateKeyRule, description: PRIVATE_KEY }),
    currency: t.field({ type: CurrencyCode, required: false, description: CURRENCY }),
    relayCatchAll: t.boolean({ required: false, description: RELAY_CATCH_ALL_PATCH }),
  }),
});

const LinkIdentityInput = builder.inputType('LinkIdentityInput', {
  description: 'The identity to link: exactly one of its kinds (@oneOf).',
  isOneOf: true,
  fields: (t) => ({
    mobileMoney: t.field({ type: MobileMoneyInput, required: false, description: 'A mobile-money account.' }),
    bank: t.field({ type: BankInput, required: false, description: 'A bank account.' }),
    governmentId: t.field({ type: GovernmentIdInput, required: false, description: 'A government ID number.' }),
    crypto: t.field({ type: CryptoInput, required: false, description: 'A crypto wallet and its key.' }),
  }),
});
const IdentityPatchInput = builder.inputType('IdentityPatchInput', {
  description: "The changes, under the identity's own kind: exactly one kind (@oneOf).",
  isOneOf: true,
  fields: (t) => ({
    mobileMoney: t.field({
      type: MobileMoneyPatch,
      required: false,
      description: 'Changes to a mobile-money identity.',
    }),
    bank: t.field({ type: BankPatch, required: false, description: 'Changes to a bank identity.' }),
    governmentId: t.field({
      type: GovernmentIdPatch,
      required: false,
      description: 'Changes to a government ID identity.',
    }),
    crypto: t.field({ type: CryptoPatch, required: false, description: 'Changes to a crypto identity.' }),
  }),
});

const identityIdField = (what: string) => ({
  validate: uuidRule('id'),
  description: `The id of the identity to ${what} (a UUID; InvalidInputError otherwise).`,
});

const UpdateIdentityInput = builder.inputType('UpdateIdentityInput', {
  description: 'One of your identities and the changes to it.',
  fields: (t) => ({
    id: t.id(identityIdField('change')),
    patch: t.field({
      type: IdentityPatchInput,
      description: "The changes, under the identity's kind: another kind than the identity's is a NotFoundError.",
    }),
  }),
});

const DeleteIdentityInput = builder.inputType('DeleteIdentityInput', {
  description: 'The identity to delete.',
  fields: (t) => ({
    id: t.id(identityIdField('delete')),
    kind: t.field({
      type: IdentityKindEnum,
      required: false,
      description: 'When given, the identity must be of this kind (NotFoundError otherwise).',
    }),
  }),
});

/** The one kind present in a @oneOf input. */
function only(input: object): [KindName, IdentityFields] {
  const [name, value] = Object.entries(input).find(([, v]) => v) as [KindName, Record<string, unknown>];
  // A null inside a patch means "not given".
  return [name, Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as IdentityFields];
}

/**
 * The Prisma query of a payload's data field. A selection of only `__typename`, or only of the
 * Error members, leaves it `{ select: {} }`, which Prisma refuses (a 500): the row id is read instead.
 */
const failures = (description: string, ...types: (typeof NotFoundError)[]) => ({
  types,
  dataField: { name: 'identity', description },
});

builder.mutationFields((t) => ({
  linkIdentity: t.withAuth({ authenticated: 'PROFILE' }).prismaField({
    type: LinkedIdentity,
    errors: failures('The identity as linked.'),
    description:
      'Links an external account, or submits a government ID for KYC, and returns it. The same account may be linked more than once. Requires a token.',
    args: {
      input: t.arg({ type: LinkIdentityInput, required: true, description: 'The kind to link and its fields.' }),
    },
    resolve: (query, _r, { input }, ctx) => {
      const [name, fields] = only(input);
      return ctx.services.identity.link(ctx.viewer, KINDS[name], fields, queried(query));
    },
  }),
  updateIdentity: t.withAuth({ authenticated: 'PROFILE' }).prismaField({
    type: LinkedIdentity,
    errors: failures('The identity as it is now.', NotFoundError, ConflictError),
    description:
      "Changes only the fields given of one of your identities and returns it. The kind must match the identity: another kind, another user's or an unknown identity is a NotFoundError; the primary wallet's address and key are a ConflictError.",
    args: {
      input: t.arg({ type: UpdateIdentityInput, required: true, description: 'The identity and the changes to it.' }),
    },
    resolve: (query, _r, { input }, ctx) => {
      const [name, fields] = only(input.patch);
      return ctx.services.identity.update(ctx.viewer, String(input.id), KINDS[name], fields, queried(query));
    },
  }),
  deleteIdentity: t.withAuth({ authenticated: 'PROFILE' }).prismaField({
    type: LinkedIdentity,
    errors: failures('The identity as it was.', NotFoundError, ConflictError),
    description:
      "Deletes one of your identities and returns it; refused (ConflictError) while a channel or a stablecoin transaction uses it, and for the primary wallet. Another user's or an unknown identity is a NotFoundError.",
    args: { input: t.arg({ type: DeleteIdentityInput, required: true, description: 'The identity to delete.' }) },
    resolve: (query, _r, { input }, ctx) =>
      ctx.services.identity.remove(ctx.viewer, String(input.id), input.kind ?? undefined, queried(query)),
  }),
}));
