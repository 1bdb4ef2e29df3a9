import { builder } from '../../schema/builder.js';
import type { AuthenticatedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ViewerRef } from '../auth/schema.js';
import { currencyRule, phoneRule, text, uuidRule } from '../common/rules.js';
import {
  addressRule,
  bankAccountRule,
  bankCodeRule,
  govIdRule,
  KINDS,
  privateKeyRule,
  type IdentityFields,
  type KindName,
} from './service.js';

const IdentityKindEnum = builder.enumType('IdentityKind', {
  description: 'The kind of a linked identity.',
  values: {
    MMO: { description: 'A mobile-money account: phone number and operator.' },
    BANK: { description: 'A bank account.' },
    GOVID: { description: 'A government ID number, submitted for KYC.' },
    CRYPTO: { description: 'A crypto wallet: an EVM address and its key (the primary wallet included).' },
  } as const,
});

const ownerUuid = { user: { select: { uuid: true } } } as const;

export const LinkedIdentity = builder.prismaInterface('Identity', {
  name: 'LinkedIdentity',
  description: 'A linked external account or government ID.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The identity's row number." }),
    identityUuid: t.exposeID('uuid', {
      description: "The identity's id (a UUID), as updateIdentity, deleteIdentity, channels and funding take it.",
    }),
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
    ({ MMO: 'MmoIdentity', BANK: 'BankIdentity', GOVID: 'GovIdIdentity', CRYPTO: 'CryptoIdentity' })[identity.kind],
});

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
  'The account passcode. A wrong one counts as a failure for the account and client address (RATE_LIMITED past the limit); one request checks it once, however many fields ask.';

/** A sealed value that must be there (a government ID always has its number). */
function stored(value: string | null): string {
  if (value === null) throw new Error('identity secret missing');
  return value;
}

builder.prismaObject('Identity', {
  variant: 'MmoIdentity',
  description: 'A linked mobile-money account.',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    phoneNumber: t.string({
      resolve: (i) => i.phoneNumber ?? '',
      description: "The account's phone number, E.164 in canonical form (for example +233241234567).",
    }),
    mmoName: t.string({
      resolve: (i) => i.mmoName ?? '',
      description: "The mobile-money operator's name, 1 to 64 characters.",
    }),
    fxIso: t.string({
      nullable: true,
      resolve: (i) => i.fxIso,
      description: 'Currency of the account: NGN, GHS, USD or EUR; it picks the token when funding from it.',
    }),
    relayCatchAll: t.exposeBoolean('relayCatchAll', {
      description:
        'A flag the user sets (false by default); the service stores and returns it, nothing acts on it yet.',
    }),
  }),
});

builder.prismaObject('Identity', {
  variant: 'BankIdentity',
  description: 'A linked bank account.',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    bankAc: t.string({
      resolve: (i) => i.bankAc ?? '',
      description: 'Account number or IBAN: 4 to 34 letters and digits.',
    }),
    bankSc: t.string({
      resolve: (i) => i.bankSc ?? '',
      description: 'Sort, branch or bank code: 2 to 20 letters, digits or -.',
    }),
    bankName: t.string({ resolve: (i) => i.bankName ?? '', description: "The bank's name, 1 to 100 characters." }),
    fxIso: t.string({
      nullable: true,
      resolve: (i) => i.fxIso,
      description: 'Currency of the account: NGN, GHS, USD or EUR; it picks the token when funding from it.',
    }),
    relayCatchAll: t.exposeBoolean('relayCatchAll', {
      description:
        'A flag the user sets (false by default); the service stores and returns it, nothing acts on it yet.',
    }),
  }),
});

builder.prismaObject('Identity', {
  variant: 'GovIdIdentity',
  description: 'A government ID number submitted for KYC; encrypted at rest.',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    govIdNumberLast4: t.string({
      nullable: true,
      description: 'The last four characters, safe to show; null if the stored number cannot be read.',
      resolve: (i, _a, ctx) => ctx.services.identity.reveal(i.govIdNumberEnc)?.slice(-4) ?? null,
    }),
    govIdNumber: t.withAuth({ authenticated: true }).string({
      description:
        'The full number. Requires the account passcode: without it, or with a wrong one, the field is null with a FORBIDDEN error.',
      nullable: true,
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
  description: 'A linked crypto wallet, or the primary wallet the service created with createWallet.',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    publicAddress: t.string({
      resolve: (i) => i.publicAddress ?? '',
      description: 'The EVM address: 0x and 40 hex digits, EIP-55 checksummed.',
    }),
    fxIso: t.string({
      nullable: true,
      resolve: (i) => i.fxIso,
      description:
        "Currency given at link time: NGN, GHS, USD or EUR. The primary wallet takes the profile's default currency, or null without a profile.",
    }),
    relayCatchAll: t.exposeBoolean('relayCatchAll', {
      description:
        'A flag the user sets (false by default); the service stores and returns it, nothing acts on it yet.',
    }),
    primaryNetworkWallet: t.exposeBoolean('primaryNetworkWallet', {
      description:
        'True for the wallet the service created (createWallet): its address and key cannot be changed and it cannot be deleted (CONFLICT).',
    }),
    privateKey: t.withAuth({ authenticated: true }).string({
      description:
        'The private key (0x-prefixed hex). Requires the account passcode: without it, or with a wrong one, the field is null with a FORBIDDEN error. Null also when the service holds no key for this wallet.',
      nullable: true,
      args: { passcode: t.arg.string({ required: false, description: PASSCODE_ARG }) },
      resolve: async (i, { passcode }, ctx) => {
        await mayReveal(ctx, passcode);
        return ctx.services.identity.reveal(i.privateKeyEnc);
      },
    }),
  }),
});

builder.prismaObjectFields(ViewerRef, (t) => ({
  identities: t.relation('identities', {
    type: LinkedIdentity,
    description: 'Your linked identities, oldest first.',
    args: { kind: t.arg({ type: IdentityKindEnum, required: false, description: 'Only this kind; omit for all.' }) },
    query: (args) => ({ where: args.kind ? { kind: args.kind } : {}, orderBy: { id: 'asc' } }),
  }),
}));

// Inputs, one per kind, inside a @oneOf input: exactly one kind per call.

const PHONE = 'E.164, for example +233241234567, valid for its country; stored in canonical form.';
const MMO_NAME = "The mobile-money operator's name: trimmed, 1 to 64 characters.";
const FX_ISO = 'Currency of the account: NGN, GHS, USD or EUR.';
const BANK_AC = 'Account number or IBAN: trimmed, 4 to 34 letters and digits.';
const BANK_SC = 'Sort, branch or bank code: trimmed, 2 to 20 letters, digits or -.';
const BANK_NAME = "The bank's name: trimmed, 1 to 100 characters.";
const GOV_ID = 'The ID number: trimmed, 4 to 30 letters, digits or -. Encrypted at rest.';
const PUBLIC_ADDRESS = '0x and 40 hex digits; mixed case must be the EIP-55 checksum. Stored checksummed.';
const PRIVATE_KEY =
  'The key that controls publicAddress: 32 bytes of hex, 0x optional, a valid secp256k1 key (BAD_USER_INPUT otherwise). Encrypted at rest.';
const PATCH =
  'Only the fields given change; left out or null: unchanged. Giving none is BAD_USER_INPUT; rules as at link time.';

const MmoInput = builder.inputType('MmoIdentityInput', {
  description: 'A mobile-money account to link. A value outside its rule is BAD_USER_INPUT naming the field.',
  fields: (t) => ({
    phoneNumber: t.string({ validate: phoneRule, description: PHONE }),
    mmoName: t.string({ validate: text('mmo_name', 64), description: MMO_NAME }),
    fxIso: t.string({ validate: currencyRule('fxIso'), description: FX_ISO }),
    relayCatchAll: t.boolean({
      required: false,
      description: 'A flag the service stores and returns (nothing acts on it yet); false when left out.',
    }),
  }),
});
const BankInput = builder.inputType('BankIdentityInput', {
  description: 'A bank account to link. A value outside its rule is BAD_USER_INPUT naming the field.',
  fields: (t) => ({
    bankAc: t.string({ validate: bankAccountRule, description: BANK_AC }),
    bankSc: t.string({ validate: bankCodeRule, description: BANK_SC }),
    bankName: t.string({ validate: text('bank_name', 100), description: BANK_NAME }),
    fxIso: t.string({ validate: currencyRule('fxIso'), description: FX_ISO }),
    relayCatchAll: t.boolean({
      required: false,
      description: 'A flag the service stores and returns (nothing acts on it yet); false when left out.',
    }),
  }),
});
const GovIdInput = builder.inputType('GovIdIdentityInput', {
  description: 'A government ID number to submit for KYC; encrypted at rest.',
  fields: (t) => ({ govIdNumber: t.string({ validate: govIdRule, description: GOV_ID }) }),
});
const CryptoInput = builder.inputType('CryptoIdentityInput', {
  description:
    'A crypto wallet to link: its address and the key that controls it. BAD_USER_INPUT naming a wrong field.',
  fields: (t) => ({
    publicAddress: t.string({ validate: addressRule, description: PUBLIC_ADDRESS }),
    privateKey: t.string({ validate: privateKeyRule, description: PRIVATE_KEY }),
    fxIso: t.string({ validate: currencyRule('fxIso'), description: FX_ISO }),
    relayCatchAll: t.boolean({
      required: false,
      description: 'A flag the service stores and returns (nothing acts on it yet); false when left out.',
    }),
  }),
});

const MmoPatch = builder.inputType('MmoIdentityPatch', {
  description: `Changes to a mobile-money identity. ${PATCH}`,
  fields: (t) => ({
    phoneNumber: t.string({ required: false, validate: phoneRule, description: PHONE }),
    mmoName: t.string({ required: false, validate: text('mmo_name', 64), description: MMO_NAME }),
    fxIso: t.string({ required: false, validate: currencyRule('fxIso'), description: FX_ISO }),
    relayCatchAll: t.boolean({ required: false, description: 'The stored flag; left out or null: unchanged.' }),
  }),
});
const BankPatch = builder.inputType('BankIdentityPatch', {
  description: `Changes to a bank identity. ${PATCH}`,
  fields: (t) => ({
    bankAc: t.string({ required: false, validate: bankAccountRule, description: BANK_AC }),
    bankSc: t.string({ required: false, validate: bankCodeRule, description: BANK_SC }),
    bankName: t.string({ required: false, validate: text('bank_name', 100), description: BANK_NAME }),
    fxIso: t.string({ required: false, validate: currencyRule('fxIso'), description: FX_ISO }),
    relayCatchAll: t.boolean({ required: false, description: 'The stored flag; left out or null: unchanged.' }),
  }),
});
const GovIdPatch = builder.inputType('GovIdIdentityPatch', {
  description: `Changes to a government ID identity. ${PATCH}`,
  fields: (t) => ({ govIdNumber: t.string({ required: false, validate: govIdRule, description: GOV_ID }) }),
});
const CryptoPatch = builder.inputType('CryptoIdentityPatch', {
  description: `Changes to a crypto identity. ${PATCH} An address or a key sent alone must match the stored other half; the primary wallet's address and key cannot be changed (CONFLICT).`,
  fields: (t) => ({
    publicAddress: t.string({ required: false, validate: addressRule, description: PUBLIC_ADDRESS }),
    privateKey: t.string({ required: false, validate: privateKeyRule, description: PRIVATE_KEY }),
    fxIso: t.string({ required: false, validate: currencyRule('fxIso'), description: FX_ISO }),
    relayCatchAll: t.boolean({ required: false, description: 'The stored flag; left out or null: unchanged.' }),
  }),
});

const LinkIdentityInput = builder.inputType('LinkIdentityInput', {
  description: 'The identity to link: exactly one of its kinds (@oneOf).',
  isOneOf: true,
  fields: (t) => ({
    mmo: t.field({ type: MmoInput, required: false, description: 'A mobile-money account.' }),
    bank: t.field({ type: BankInput, required: false, description: 'A bank account.' }),
    govid: t.field({ type: GovIdInput, required: false, description: 'A government ID number.' }),
    crypto: t.field({ type: CryptoInput, required: false, description: 'A crypto wallet and its key.' }),
  }),
});
const IdentityPatchInput = builder.inputType('IdentityPatchInput', {
  description: "The changes, under the identity's own kind: exactly one kind (@oneOf).",
  isOneOf: true,
  fields: (t) => ({
    mmo: t.field({ type: MmoPatch, required: false, description: 'Changes to a mobile-money identity.' }),
    bank: t.field({ type: BankPatch, required: false, description: 'Changes to a bank identity.' }),
    govid: t.field({ type: GovIdPatch, required: false, description: 'Changes to a government ID identity.' }),
    crypto: t.field({ type: CryptoPatch, required: false, description: 'Changes to a crypto identity.' }),
  }),
});

/** The one kind present in a @oneOf input. */
function only(input: object): [KindName, IdentityFields] {
  const [name, value] = Object.entries(input).find(([, v]) => v) as [KindName, Record<string, unknown>];
  // A null inside a patch means "not given".
  return [name, Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as IdentityFields];
}

builder.mutationFields((t) => ({
  linkIdentity: t.withAuth({ authenticated: true }).prismaField({
    type: LinkedIdentity,
    description:
      'Links an external account, or submits a government ID for KYC, and returns it. The same account may be linked more than once. Requires a token.',
    args: {
      input: t.arg({ type: LinkIdentityInput, required: true, description: 'The kind to link and its fields.' }),
    },
    resolve: (query, _r, { input }, ctx) => {
      const [name, fields] = only(input);
      return ctx.services.identity.link(ctx.viewer, KINDS[name], fields, query);
    },
  }),
  updateIdentity: t.withAuth({ authenticated: true }).prismaField({
    type: LinkedIdentity,
    description:
      "Changes only the fields given of one of your identities and returns it. The kind must match the identity: another kind, another user's or an unknown identity is NOT_FOUND.",
    args: {
      identityUuid: t.arg.id({
        required: true,
        validate: uuidRule('identityUuid'),
        description: 'The identityUuid of the identity to change (a UUID; BAD_USER_INPUT otherwise).',
      }),
      input: t.arg({
        type: IdentityPatchInput,
        required: true,
        description: "The changes, under the identity's kind.",
      }),
    },
    resolve: (query, _r, { identityUuid, input }, ctx) => {
      const [name, fields] = only(input);
      return ctx.services.identity.update(ctx.viewer, String(identityUuid), KINDS[name], fields, query);
    },
  }),
  deleteIdentity: t.withAuth({ authenticated: true }).prismaField({
    type: LinkedIdentity,
    description:
      "Deletes one of your identities and returns it; refused (CONFLICT) while a channel or a stablecoin transaction uses it, and for the primary wallet. Another user's or an unknown identity is NOT_FOUND.",
    args: {
      identityUuid: t.arg.id({
        required: true,
        validate: uuidRule('identityUuid'),
        description: 'The identityUuid of the identity to delete (a UUID; BAD_USER_INPUT otherwise).',
      }),
      kind: t.arg({
        type: IdentityKindEnum,
        required: false,
        description: 'When given, the identity must be of this kind (NOT_FOUND otherwise).',
      }),
    },
    resolve: (query, _r, { identityUuid, kind }, ctx) =>
      ctx.services.identity.remove(ctx.viewer, String(identityUuid), kind ?? undefined, query),
  }),
}));
