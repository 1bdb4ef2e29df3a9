import { builder } from '../../schema/builder.js';
import { ViewerRef } from '../auth/schema.js';
import { currencyRule, optionalText, phoneRule, text, uuidRule } from '../common/rules.js';
import { dobRule, entropyRule, usertagRule } from './service.js';

const ownerUuid = { user: { select: { uuid: true } } } as const;
const ownerUsertag = { user: { select: { usertag: { select: { usertag: true } } } } } as const;

export const ProfileRef = builder.prismaObject('Profile', {
  description: "A user's personal details: one per user, created with the usertag and seen only by its owner.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The profile's row number." }),
    userId: t.field({
      type: 'ID',
      select: ownerUuid,
      resolve: (p) => p.user.uuid,
      description: "The owner's user_id.",
    }),
    usertag: t.string({
      nullable: true,
      select: ownerUsertag,
      resolve: (p) => p.user.usertag?.usertag ?? null,
      description: "The owner's usertag (lower case), claimed with the profile; null when the user has none.",
    }),
    firstName: t.exposeString('firstName', { description: 'Given name: trimmed, 1 to 100 characters.' }),
    lastName: t.exposeString('lastName', { description: 'Family name: trimmed, 1 to 100 characters.' }),
    dob: t.expose('dob', { type: 'Date', description: 'Date of birth: a past date, not before 1900-01-01.' }),
    phoneNumber: t.exposeString('phoneNumber', { description: 'E.164 in canonical form, for example +233241234567.' }),
    addressL1: t.exposeString('addressL1', { description: 'First address line: 1 to 200 characters.' }),
    addressL2: t.exposeString('addressL2', {
      description: 'Second address line: at most 200 characters, may be empty.',
    }),
    addressPostcode: t.exposeString('addressPostcode', {
      description: 'Postcode: at most 20 characters, may be empty.',
    }),
    ccyIsoDefault: t.exposeString('ccyIsoDefault', {
      description: 'Default currency, one of NGN, GHS, USD, EUR; a wallet created later takes it as its fxIso.',
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
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The usertag's row number." }),
    userId: t.field({
      type: 'ID',
      select: ownerUuid,
      resolve: (u) => u.user.uuid,
      description: "The owner's user_id.",
    }),
    usertag: t.exposeString('usertag', {
      description: '3 to 30 of a-z, 0-9 and _ (lower case); unique across users whatever the case.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was claimed.' }),
  }),
});

export const AliasRef = builder.prismaObject('Alias', {
  description: 'A generated name that stands for the usertag; a user may hold at most 20.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The alias's row number." }),
    aliasUuid: t.exposeID('uuid', { description: "The alias's id (a UUID), as deleteAlias and channels take it." }),
    alias: t.exposeString('alias', {
      description:
        'The generated name, adjective-noun-NNNN (for example swift-heron-0427); unique across users, and never equal to a usertag since it contains -.',
    }),
    userId: t.field({
      type: 'ID',
      select: ownerUuid,
      resolve: (a) => a.user.uuid,
      description: "The owner's user_id.",
    }),
    usertag: t.string({
      select: ownerUsertag,
      resolve: (a) => a.user.usertag?.usertag ?? '',
      description: "The owner's usertag that the alias stands for.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was generated.' }),
  }),
});

builder.prismaObjectFields(ViewerRef, (t) => ({
  profile: t.relation('profile', { nullable: true, description: 'Your profile; null until createProfile.' }),
  usertag: t.relation('usertag', { nullable: true, description: 'Your usertag; null until createProfile claims one.' }),
  aliases: t.relation('aliases', { query: { orderBy: { id: 'asc' } }, description: 'Your aliases, oldest first.' }),
}));

const CreateProfileInput = builder.inputType('CreateProfileInput', {
  description: 'A new profile and the usertag it claims. A value outside its rule is BAD_USER_INPUT naming the field.',
  fields: (t) => ({
    firstName: t.string({
      validate: text('first_name', 100),
      description: 'Given name: trimmed, 1 to 100 characters.',
    }),
    lastName: t.string({ validate: text('last_name', 100), description: 'Family name: trimmed, 1 to 100 characters.' }),
    dob: t.string({
      validate: dobRule,
      description: 'Date of birth, YYYY-MM-DD: a real calendar date in the past, not before 1900-01-01.',
    }),
    phoneNumber: t.string({
      validate: phoneRule,
      description:
        'E.164, for example +233241234567: + then 6 to 15 digits (spaces and dashes ignored), valid for its country; stored in canonical form.',
    }),
    usertag: t.string({
      validate: usertagRule,
      description:
        'Trimmed and lower-cased, then 3 to 30 of a-z, 0-9 and _; wallet, system, admin, support and service are reserved. One already taken (whatever the case) is CONFLICT. It cannot be changed later.',
    }),
    addressL1: t.string({
      validate: text('address_l1'),
      description: 'First address line: trimmed, 1 to 200 characters.',
    }),
    addressL2: t.string({
      validate: optionalText('address_l2'),
      description: 'Second address line: trimmed, at most 200 characters; may be empty.',
    }),
    addressPostcode: t.string({
      validate: optionalText('address_postcode', 20),
      description: 'Postcode: trimmed, at most 20 characters; may be empty.',
    }),
    ccyIsoDefault: t.string({
      validate: currencyRule('ccyIsoDefault'),
      description: 'Default currency: one of NGN, GHS, USD, EUR (upper case).',
    }),
    entropy: t.string({
      validate: entropyRule,
      description: '8 to 256 letters and digits; stored and answered back as given, and never changed.',
    }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description:
    'Only the fields given change; left out or null means unchanged. The usertag and the entropy cannot be changed. Rules as at creation (BAD_USER_INPUT naming the field).',
  fields: (t) => ({
    firstName: t.string({
      required: false,
      validate: text('first_name', 100),
      description: 'Given name: trimmed, 1 to 100 characters.',
    }),
    lastName: t.string({
      required: false,
      validate: text('last_name', 100),
      description: 'Family name: trimmed, 1 to 100 characters.',
    }),
    dob: t.string({
      required: false,
      validate: dobRule,
      description: 'Date of birth, YYYY-MM-DD: a real calendar date in the past, not before 1900-01-01.',
    }),
    phoneNumber: t.string({
      required: false,
      validate: phoneRule,
      description: 'E.164, for example +233241234567, valid for its country; stored in canonical form.',
    }),
    addressL1: t.string({
      required: false,
      validate: text('address_l1'),
      description: 'First address line: trimmed, 1 to 200 characters.',
    }),
    addressL2: t.string({
      required: false,
      validate: optionalText('address_l2'),
      description: 'Second address line: trimmed, at most 200 characters; may be empty.',
    }),
    addressPostcode: t.string({
      required: false,
      validate: optionalText('address_postcode', 20),
      description: 'Postcode: trimmed, at most 20 characters; may be empty.',
    }),
    ccyIsoDefault: t.string({
      required: false,
      validate: currencyRule('ccyIsoDefault'),
      description: 'Default currency: one of NGN, GHS, USD, EUR (upper case).',
    }),
  }),
});

builder.mutationFields((t) => ({
  createProfile: t.withAuth({ authenticated: true }).prismaField({
    type: ProfileRef,
    description:
      'Creates your profile and claims its usertag, once per user: a second profile, or a usertag already taken, is CONFLICT. Requires a token.',
    args: {
      input: t.arg({ type: CreateProfileInput, required: true, description: 'The profile and the usertag to claim.' }),
    },
    resolve: (query, _root, { input }, ctx) => ctx.services.profile.create(ctx.viewer, input, query),
  }),
  updateProfile: t.withAuth({ authenticated: true }).prismaField({
    type: ProfileRef,
    description:
      'Changes the fields given of your profile and returns it; before createProfile it is NOT_FOUND. Requires a token.',
    args: { input: t.arg({ type: UpdateProfileInput, required: true, description: 'The fields to change.' }) },
    resolve: (query, _root, { input }, ctx) => ctx.services.profile.update(ctx.viewer, input as never, query),
  }),
  createAlias: t.withAuth({ authenticated: true }).prismaField({
    type: AliasRef,
    description:
      'Generates a new alias for your usertag and returns it. Without a profile, or past 20 aliases, it is UNPROCESSABLE. Requires a token.',
    resolve: (query, _root, _args, ctx) => ctx.services.profile.createAlias(ctx.viewer, query),
  }),
  deleteAlias: t.withAuth({ authenticated: true }).prismaField({
    type: AliasRef,
    description:
      "Deletes one of the caller's aliases and returns it; channels using it fall back to the usertag. Another user's or an unknown alias is NOT_FOUND.",
    args: {
      aliasUuid: t.arg.id({
        required: true,
        validate: uuidRule('aliasUuid'),
        description: 'The aliasUuid of the alias to delete (a UUID; BAD_USER_INPUT otherwise).',
      }),
    },
    resolve: (query, _root, { aliasUuid }, ctx) =>
      ctx.services.profile.deleteAlias(ctx.viewer, String(aliasUuid), query),
  }),
}));
