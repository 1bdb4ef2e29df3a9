import { builder } from '../../schema/builder.js';
import type { Context } from '../../context.js';
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

const IdentityKindEnum = builder.enumType('IdentityKind', { values: ['MMO', 'BANK', 'GOVID', 'CRYPTO'] as const });

const ownerUuid = { user: { select: { uuid: true } } } as const;

export const LinkedIdentity = builder.prismaInterface('Identity', {
  name: 'LinkedIdentity',
  description: 'A linked external account or government ID.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    identityUuid: t.exposeID('uuid'),
    kind: t.expose('kind', { type: IdentityKindEnum }),
    userId: t.field({ type: 'ID', select: ownerUuid, resolve: (i) => i.user.uuid }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
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
const passcodeChecks = new WeakMap<Context, Map<string, Promise<void>>>();

async function mayReveal(ctx: Context, passcode: string | null | undefined) {
  if (ctx.grants.has('revealSecrets')) return;
  if (!passcode) throw new AppError('FORBIDDEN', 'passcode is required to reveal this value', { field: 'passcode' });
  let checks = passcodeChecks.get(ctx);
  if (!checks) {
    checks = new Map();
    passcodeChecks.set(ctx, checks);
  }
  let check = checks.get(passcode);
  if (!check) {
    check = ctx.services.auth.checkPasscode(ctx.viewer!, passcode, ctx.clientAddress);
    checks.set(passcode, check);
  }
  await check;
}

/** A sealed value that must be there (a government ID always has its number). */
function stored(value: string | null): string {
  if (value === null) throw new Error('identity secret missing');
  return value;
}

builder.prismaObject('Identity', {
  variant: 'MmoIdentity',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    phoneNumber: t.string({ resolve: (i) => i.phoneNumber ?? '' }),
    mmoName: t.string({ resolve: (i) => i.mmoName ?? '' }),
    fxIso: t.string({ nullable: true, resolve: (i) => i.fxIso }),
    relayCatchAll: t.exposeBoolean('relayCatchAll'),
  }),
});

builder.prismaObject('Identity', {
  variant: 'BankIdentity',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    bankAc: t.string({ resolve: (i) => i.bankAc ?? '' }),
    bankSc: t.string({ resolve: (i) => i.bankSc ?? '' }),
    bankName: t.string({ resolve: (i) => i.bankName ?? '' }),
    fxIso: t.string({ nullable: true, resolve: (i) => i.fxIso }),
    relayCatchAll: t.exposeBoolean('relayCatchAll'),
  }),
});

builder.prismaObject('Identity', {
  variant: 'GovIdIdentity',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    govIdNumberLast4: t.string({
      description: 'The last four characters, safe to show.',
      resolve: (i, _a, ctx) => stored(ctx.services.identity.reveal(i.govIdNumberEnc)).slice(-4),
    }),
    govIdNumber: t.string({
      description:
        'The full number. Requires the account passcode: without it, or with a wrong one, the field is null with a FORBIDDEN error.',
      nullable: true,
      args: { passcode: t.arg.string({ required: false }) },
      resolve: async (i, { passcode }, ctx) => {
        await mayReveal(ctx, passcode);
        return stored(ctx.services.identity.reveal(i.govIdNumberEnc));
      },
    }),
  }),
});

builder.prismaObject('Identity', {
  variant: 'CryptoIdentity',
  interfaces: [LinkedIdentity],
  fields: (t) => ({
    publicAddress: t.string({ resolve: (i) => i.publicAddress ?? '' }),
    fxIso: t.string({ nullable: true, resolve: (i) => i.fxIso }),
    relayCatchAll: t.exposeBoolean('relayCatchAll'),
    primaryNetworkWallet: t.exposeBoolean('primaryNetworkWallet'),
    privateKey: t.string({
      description:
        'The private key (0x-prefixed hex). Requires the account passcode: without it, or with a wrong one, the field is null with a FORBIDDEN error. Null also when the service holds no key for this wallet.',
      nullable: true,
      args: { passcode: t.arg.string({ required: false }) },
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
    args: { kind: t.arg({ type: IdentityKindEnum, required: false }) },
    query: (args) => ({ where: args.kind ? { kind: args.kind } : {}, orderBy: { id: 'asc' } }),
  }),
}));

// Inputs, one per kind, inside a @oneOf input: exactly one kind per call.

const MmoInput = builder.inputType('MmoIdentityInput', {
  fields: (t) => ({
    phoneNumber: t.string({ validate: phoneRule }),
    mmoName: t.string({ validate: text('mmo_name', 64) }),
    fxIso: t.string({ validate: currencyRule('fx_iso') }),
    relayCatchAll: t.boolean({ required: false, description: 'Default false.' }),
  }),
});
const BankInput = builder.inputType('BankIdentityInput', {
  fields: (t) => ({
    bankAc: t.string({ validate: bankAccountRule }),
    bankSc: t.string({ validate: bankCodeRule }),
    bankName: t.string({ validate: text('bank_name', 100) }),
    fxIso: t.string({ validate: currencyRule('fx_iso') }),
    relayCatchAll: t.boolean({ required: false, description: 'Default false.' }),
  }),
});
const GovIdInput = builder.inputType('GovIdIdentityInput', {
  fields: (t) => ({ govIdNumber: t.string({ validate: govIdRule }) }),
});
const CryptoInput = builder.inputType('CryptoIdentityInput', {
  fields: (t) => ({
    publicAddress: t.string({ validate: addressRule }),
    privateKey: t.string({ validate: privateKeyRule }),
    fxIso: t.string({ validate: currencyRule('fx_iso') }),
    relayCatchAll: t.boolean({ required: false, description: 'Default false.' }),
  }),
});

const MmoPatch = builder.inputType('MmoIdentityPatch', {
  fields: (t) => ({
    phoneNumber: t.string({ required: false, validate: phoneRule }),
    mmoName: t.string({ required: false, validate: text('mmo_name', 64) }),
    fxIso: t.string({ required: false, validate: currencyRule('fx_iso') }),
    relayCatchAll: t.boolean({ required: false, description: 'Default false.' }),
  }),
});
const BankPatch = builder.inputType('BankIdentityPatch', {
  fields: (t) => ({
    bankAc: t.string({ required: false, validate: bankAccountRule }),
    bankSc: t.string({ required: false, validate: bankCodeRule }),
    bankName: t.string({ required: false, validate: text('bank_name', 100) }),
    fxIso: t.string({ required: false, validate: currencyRule('fx_iso') }),
    relayCatchAll: t.boolean({ required: false, description: 'Default false.' }),
  }),
});
const GovIdPatch = builder.inputType('GovIdIdentityPatch', {
  fields: (t) => ({ govIdNumber: t.string({ required: false, validate: govIdRule }) }),
});
const CryptoPatch = builder.inputType('CryptoIdentityPatch', {
  fields: (t) => ({
    publicAddress: t.string({ required: false, validate: addressRule }),
    privateKey: t.string({ required: false, validate: privateKeyRule }),
    fxIso: t.string({ required: false, validate: currencyRule('fx_iso') }),
    relayCatchAll: t.boolean({ required: false, description: 'Default false.' }),
  }),
});

const LinkIdentityInput = builder.inputType('LinkIdentityInput', {
  isOneOf: true,
  fields: (t) => ({
    mmo: t.field({ type: MmoInput, required: false }),
    bank: t.field({ type: BankInput, required: false }),
    govid: t.field({ type: GovIdInput, required: false }),
    crypto: t.field({ type: CryptoInput, required: false }),
  }),
});
const IdentityPatchInput = builder.inputType('IdentityPatchInput', {
  isOneOf: true,
  fields: (t) => ({
    mmo: t.field({ type: MmoPatch, required: false }),
    bank: t.field({ type: BankPatch, required: false }),
    govid: t.field({ type: GovIdPatch, required: false }),
    crypto: t.field({ type: CryptoPatch, required: false }),
  }),
});

/** The one kind present in a @oneOf input. */
function only(input: object): [KindName, IdentityFields] {
  const [name, value] = Object.entries(input).find(([, v]) => v) as [KindName, Record<string, unknown>];
  // A null inside a patch means "not given".
  return [name, Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as IdentityFields];
}

builder.mutationFields((t) => ({
  linkIdentity: t.prismaField({
    type: LinkedIdentity,
    description: 'Links an external account, or submits a government ID for KYC.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: LinkIdentityInput, required: true }) },
    resolve: (query, _r, { input }, ctx) => {
      const [name, fields] = only(input);
      return ctx.services.identity.link(ctx.viewer!, KINDS[name], fields, query);
    },
  }),
  updateIdentity: t.prismaField({
    type: LinkedIdentity,
    description: 'Changes only the fields given. The kind must match the identity.',
    authScopes: { authenticated: true },
    args: {
      identityUuid: t.arg.id({ required: true, validate: uuidRule('identity_uuid') }),
      input: t.arg({ type: IdentityPatchInput, required: true }),
    },
    resolve: (query, _r, { identityUuid, input }, ctx) => {
      const [name, fields] = only(input);
      return ctx.services.identity.update(ctx.viewer!, String(identityUuid), KINDS[name], fields, query);
    },
  }),
  deleteIdentity: t.prismaField({
    type: LinkedIdentity,
    description: 'Deletes an identity; refused (CONFLICT) while a channel or a transaction uses it.',
    authScopes: { authenticated: true },
    args: {
      identityUuid: t.arg.id({ required: true, validate: uuidRule('identity_uuid') }),
      kind: t.arg({ type: IdentityKindEnum, required: false }),
    },
    resolve: (query, _r, { identityUuid, kind }, ctx) =>
      ctx.services.identity.remove(ctx.viewer!, String(identityUuid), kind ?? undefined, query),
  }),
}));
