import { ConflictError, NotFoundError, UnprocessableError } from '../../kernel/errors.js';
import { builder } from '../../schema/builder.js';
import { queried } from '../../schema/prisma-query.js';
import { CurrencyCode, type CurrencyCodeValue } from '../../schema/money.js';
import { ViewerRef } from '../auth/schema.js';
import { optionalText, phoneRule, text, uuidRule } from '../../kernel/rules.js';
import { dateOfBirthRule, entropyRule, usertagRule } from './service.js';

const ownerUuid = { user: { select: { uuid: true } } } as const;
const ownerUsertag = { user: { select: { usertag: { select: { usertag: true } } } } } as const;

export const ProfileRef = builder.prismaObject('Profile', {
  description: "A user's personal details: one per user, created with the usertag and seen only by its owner.",
  // Select mode: only the columns the selected fields name.
  select: { id: true },
  // Kept by the response cache (src/schema/cache-plugin.ts), but the address lines: the change
  // feed's trigger on "Profile" tells the owner and their contacts of every change.
  cache: true,
  fields: (t) => ({
    id: t.exposeID('uuid', { description: "The profile's id (a UUID)." }),
    databaseId: t.exposeInt('id', { description: "The profile's row number (the legacy REST profile view shows it)." }),
    userId: t.field({
      type: 'ID',
      select: ownerUuid,
      cache: { reads: ['User'] },
      resolve: (p) => p.user.uuid,
      description: "The owner's id (user_id).",
    }),
    usertag: t.string({
      nullable: true,
      select: ownerUsertag,
      cache: { reads: ['User', 'Usertag'] },
      resolve: (p) => p.user.usertag?.usertag ?? null,
      description: "The owner's usertag (lower case), claimed with the profile; null when the user has none.",
    }),
    firstName: t.exposeString('firstName', { description: 'Given name: trimmed, 1 to 100 characters.' }),
    lastName: t.exposeString('lastName', { description: 'Family name: trimmed, 1 to 100 characters.' }),
    dateOfBirth: t.expose('dob', { type: 'Date', description: 'Date of birth: a past date, not before 1900-01-01.' }),
    phoneNumber: t.exposeString('phoneNumber', { description: 'E.164 in canonical form, for example +233241234567.' }),
    addressLine1: t.exposeString('addressL1', {
      cache: false,
      description: 'First address line: 1 to 200 characters.',
    }),
    addressLine2: t.exposeString('addressL2', {
      cache: false,
      description: 'Second address line: at most 200 characters, may be empty.',
    }),
    postcode: t.exposeString('addressPostcode', {
      description: 'Postcode: at most 20 characters, may be empty.',
    }),
    defaultCurrency: t.field({
      type: CurrencyCode,
      select: { ccyIsoDefault: true },
      resolve: (p) => p.ccyIsoDefault as CurrencyCodeValue,
      description: 'Default currency; a wallet created later takes it as its currency.',
    }),
    entropy: t.exposeString('entropy', {
      description:
        'The 8 to 256 letters and digits sent at creation, echoed back unchanged; not a secret. (The wallet is derived from the entropy given to createWallet, mixed with a server secret.)',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the profile was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the profile last changed.' }),
  }),
});

builder.prismaObject('Usertag', {
  description: "A user's unique public handle, claimed once with the profile; others find you by it.",
  // Kept by the response cache (src/schema/cache-plugin.ts): the trigger on "Usertag" tells the owner and their contacts.
  cache: true,
  fields: (t) => ({
    id: t.exposeID('uuid', { description: "The usertag's id (a UUID)." }),
    databaseId: t.exposeInt('id', { description: "The usertag's row number (the legacy REST profile view shows it)." }),
    userId: t.field({
      type: 'ID',
      select: ownerUuid,
      cache: { reads: ['User'] },
      resolve: (u) => u.user.uuid,
      description: "The owner's id (user_id).",
    }),
    usertag: t.exposeString('usertag', {
      description: '3 to 30 of a-z, 0-9 and _ (lower case); unique across users whatever the case.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was claimed.' }),
  }),
});

export const AliasRef = builder.prismaObject('Alias', {
  description: 'A generated name that stands for the usertag; a user may hold at most 20.',
  // Kept by the response cache (src/schema/cache-plugin.ts): the trigger on "Alias" tells its owner.
  cache: true,
  fields: (t) => ({
    id: t.exposeID('uuid', { description: "The alias's id (a UUID), as deleteAlias and channels take it." }),
    databaseId: t.exposeInt('id', { description: "The alias's row number (the legacy REST alias records show it)." }),
    alias: t.exposeString('alias', {
      description:
        'The generated name, adjective-noun-NNNN (for example swift-heron-0427); unique across users, and never equal to a usertag since it contains -.',
    }),
    userId: t.field({
      type: 'ID',
      select: ownerUuid,
      cache: { reads: ['User'] },
      resolve: (a) => a.user.uuid,
      description: "The owner's id (user_id).",
    }),
    usertag: t.string({
      select: ownerUsertag,
      cache: { reads: ['User', 'Usertag'] },
      resolve: (a) => a.user.usertag?.usertag ?? '',
      description: "The owner's usertag that the alias stands for.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was generated.' }),
  }),
});

builder.prismaObjectFields(ViewerRef, (t) => ({
  profile: t.relation('profile', {
    cache: true,
    nullable: true,
    description: 'Your profile; null until createProfile.',
  }),
  usertag: t.relation('usertag', {
    cache: true,
    nullable: true,
    description: 'Your usertag; null until createProfile claims one.',
  }),
  aliases: t.relation('aliases', {
    cache: true,
    query: { orderBy: { id: 'asc' } },
    description: 'Your aliases, oldest first.',
  }),
}));

const DATE_OF_BIRTH = 'Date of birth, YYYY-MM-DD: a real calendar date in the past, not before 1900-01-01.';
const ADDRESS_LINE_1 = 'First address line: trimmed, 1 to 200 characters.';
const ADDRESS_LINE_2 = 'Second address line: trimmed, at most 200 characters; may be empty.';
const POSTCODE = 'Postcode: trimmed, at most 20 characters; may be empty.';
const DEFAULT_CURRENCY = 'Default currency; a wallet created later takes it as its currency.';

const CreateProfileInput = builder.inputType('CreateProfileInput', {
  description:
    'A new profile and the usertag it claims. A value outside its rule is an InvalidInputError naming the field.',
  fields: (t) => ({
    firstName: t.string({
      validate: text('firstName', 100),
      description: 'Given name: trimmed, 1 to 100 characters.',
    }),
    lastName: t.string({ validate: text('lastName', 100), description: 'Family name: trimmed, 1 to 100 characters.' }),
    dateOfBirth: t.string({ validate: dateOfBirthRule, description: DATE_OF_BIRTH }),
    phoneNumber: t.string({
      validate: phoneRule,
      description:
        'E.164, for example +233241234567: + then 6 to 15 digits (spaces and dashes ignored), valid for its country; stored in canonical form.',
    }),
    usertag: t.string({
      validate: usertagRule,
      description:
        'Trimmed and lower-cased, then 3 to 30 of a-z, 0-9 and _; wallet, system, admin, support and service are reserved. One already taken (whatever the case) is a ConflictError. It cannot be changed later.',
    }),
    addressLine1: t.string({ validate: text('addressLine1'), description: ADDRESS_LINE_1 }),
    addressLine2: t.string({ validate: optionalText('addressLine2'), description: ADDRESS_LINE_2 }),
    postcode: t.string({ validate: optionalText('postcode', 20), description: POSTCODE }),
    defaultCurrency: t.field({ type: CurrencyCode, description: DEFAULT_CURRENCY }),
    entropy: t.string({
      validate: entropyRule,
      description: '8 to 256 letters and digits; stored and answered back as given, and never changed.',
    }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description:
    'Only the fields given change; left out or null means unchanged. The usertag and the entropy cannot be changed. Rules as at creation (an InvalidInputError naming the field).',
  fields: (t) => ({
    firstName: t.string({
      required: false,
      validate: text('firstName', 100),
      description: 'Given name: trimmed, 1 to 100 characters.',
    }),
    lastName: t.string({
      required: false,
      validate: text('lastName', 100),
      description: 'Family name: trimmed, 1 to 100 characters.',
    }),
    dateOfBirth: t.string({ required: false, validate: dateOfBirthRule, description: DATE_OF_BIRTH }),
    phoneNumber: t.string({
      required: false,
      validate: phoneRule,
      description: 'E.164, for example +233241234567, valid for its country; stored in canonical form.',
    }),
    addressLine1: t.string({ required: false, validate: text('addressLine1'), description: ADDRESS_LINE_1 }),
    addressLine2: t.string({ required: false, validate: optionalText('addressLine2'), description: ADDRESS_LINE_2 }),
    postcode: t.string({ required: false, validate: optionalText('postcode', 20), description: POSTCODE }),
    defaultCurrency: t.field({ type: CurrencyCode, required: false, description: DEFAULT_CURRENCY }),
  }),
});

const DeleteAliasInput = builder.inputType('DeleteAliasInput', {
  description: 'The alias to delete.',
  fields: (t) => ({
    id: t.id({
      validate: uuidRule('id'),
      description: 'The id of the alias to delete (a UUID; an InvalidInputError otherwise).',
    }),
  }),
});

const failures = (dataField: { name: string; description: string }, ...types: (typeof NotFoundError)[]) => ({
  types,
  dataField,
});
const profileData = { name: 'profile', description: 'The profile as it is now.' };

builder.mutationFields((t) => ({
  createProfile: t.withAuth({ authenticated: 'PROFILE' }).prismaField({
    type: ProfileRef,
    errors: failures(profileData, ConflictError),
    description:
      'Creates your profile and claims its usertag, once per user: a second profile, or a usertag already taken, is a ConflictError. Requires a token.',
    args: {
      input: t.arg({ type: CreateProfileInput, required: true, description: 'The profile and the usertag to claim.' }),
    },
    resolve: (query, _root, { input }, ctx) => ctx.services.profile.create(ctx.viewer, input, queried(query)),
  }),
  updateProfile: t.withAuth({ authenticated: 'PROFILE' }).prismaField({
    type: ProfileRef,
    errors: failures(profileData, NotFoundError),
    description:
      'Changes the fields given of your profile and returns it; before createProfile it is a NotFoundError. Requires a token.',
    args: { input: t.arg({ type: UpdateProfileInput, required: true, description: 'The fields to change.' }) },
    resolve: (query, _root, { input }, ctx) => ctx.services.profile.update(ctx.viewer, input, queried(query)),
  }),
  createAlias: t.withAuth({ authenticated: 'PROFILE' }).prismaField({
    type: AliasRef,
    errors: failures({ name: 'alias', description: 'The new alias.' }, UnprocessableError),
    description:
      'Generates a new alias for your usertag and returns it. Without a profile, or past 20 aliases, it is an UnprocessableError. Requires a token.',
    resolve: (query, _root, _args, ctx) => ctx.services.profile.createAlias(ctx.viewer, queried(query)),
  }),
  deleteAlias: t.withAuth({ authenticated: 'PROFILE' }).prismaField({
    type: AliasRef,
    errors: failures({ name: 'alias', description: 'The alias as it was.' }, NotFoundError),
    description:
      "Deletes one of your aliases and returns it; channels using it fall back to the usertag. Another user's or an unknown alias is a NotFoundError. Requires a token.",
    args: { input: t.arg({ type: DeleteAliasInput, required: true, description: 'The alias to delete.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.profile.deleteAlias(ctx.viewer, String(input.id), queried(query)),
  }),
}));
