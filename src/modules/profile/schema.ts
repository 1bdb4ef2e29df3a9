import { builder } from '../../schema/builder.js';
import { ViewerRef } from '../auth/schema.js';
import { currencyRule, optionalText, phoneRule, text, uuidRule } from '../common/rules.js';
import { dobRule, entropyRule, usertagRule } from './service.js';

const ownerUuid = { user: { select: { uuid: true } } } as const;
const ownerUsertag = { user: { select: { usertag: { select: { usertag: true } } } } } as const;

export const ProfileRef = builder.prismaObject('Profile', {
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Row number.' }),
    userId: t.field({ type: 'ID', select: ownerUuid, resolve: (p) => p.user.uuid }),
    usertag: t.string({ nullable: true, select: ownerUsertag, resolve: (p) => p.user.usertag?.usertag ?? null }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    dob: t.expose('dob', { type: 'Date' }),
    phoneNumber: t.exposeString('phoneNumber'),
    addressL1: t.exposeString('addressL1'),
    addressL2: t.exposeString('addressL2'),
    addressPostcode: t.exposeString('addressPostcode'),
    ccyIsoDefault: t.exposeString('ccyIsoDefault'),
    entropy: t.exposeString('entropy', {
      description: 'Sent at creation; mixed with a server secret when wallets are derived.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('Usertag', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.field({ type: 'ID', select: ownerUuid, resolve: (u) => u.user.uuid }),
    usertag: t.exposeString('usertag'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const AliasRef = builder.prismaObject('Alias', {
  description: 'A generated name that stands for the usertag.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    aliasUuid: t.exposeID('uuid'),
    alias: t.exposeString('alias'),
    userId: t.field({ type: 'ID', select: ownerUuid, resolve: (a) => a.user.uuid }),
    usertag: t.string({ select: ownerUsertag, resolve: (a) => a.user.usertag?.usertag ?? '' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(ViewerRef, (t) => ({
  profile: t.relation('profile', { nullable: true }),
  usertag: t.relation('usertag', { nullable: true }),
  aliases: t.relation('aliases', { query: { orderBy: { id: 'asc' } } }),
}));

const CreateProfileInput = builder.inputType('CreateProfileInput', {
  fields: (t) => ({
    firstName: t.string({ validate: text('first_name', 100) }),
    lastName: t.string({ validate: text('last_name', 100) }),
    dob: t.string({ validate: dobRule, description: 'YYYY-MM-DD' }),
    phoneNumber: t.string({ validate: phoneRule, description: 'E.164, for example +233241234567' }),
    usertag: t.string({ validate: usertagRule }),
    addressL1: t.string({ validate: text('address_l1') }),
    addressL2: t.string({ validate: optionalText('address_l2') }),
    addressPostcode: t.string({ validate: optionalText('address_postcode', 20) }),
    ccyIsoDefault: t.string({ validate: currencyRule('ccy_iso_default') }),
    entropy: t.string({ validate: entropyRule }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    firstName: t.string({ required: false, validate: text('first_name', 100) }),
    lastName: t.string({ required: false, validate: text('last_name', 100) }),
    dob: t.string({ required: false, validate: dobRule }),
    phoneNumber: t.string({ required: false, validate: phoneRule }),
    addressL1: t.string({ required: false, validate: text('address_l1') }),
    addressL2: t.string({ required: false, validate: optionalText('address_l2') }),
    addressPostcode: t.string({ required: false, validate: optionalText('address_postcode', 20) }),
    ccyIsoDefault: t.string({ required: false, validate: currencyRule('ccy_iso_default') }),
  }),
});

builder.mutationFields((t) => ({
  createProfile: t.prismaField({
    type: ProfileRef,
    description: 'Creates the profile and claims the usertag (once per user).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateProfileInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => ctx.services.profile.create(ctx.viewer!, input, query),
  }),
  updateProfile: t.prismaField({
    type: ProfileRef,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => ctx.services.profile.update(ctx.viewer!, input as never, query),
  }),
  createAlias: t.prismaField({
    type: AliasRef,
    description: 'Generates a new alias for the usertag.',
    authScopes: { authenticated: true },
    resolve: (query, _root, _args, ctx) => ctx.services.profile.createAlias(ctx.viewer!, query),
  }),
  deleteAlias: t.prismaField({
    type: AliasRef,
    description: "Deletes one of the caller's aliases; channels using it fall back to the usertag.",
    authScopes: { authenticated: true },
    args: { aliasUuid: t.arg.id({ required: true, validate: uuidRule('alias_uuid') }) },
    resolve: (query, _root, { aliasUuid }, ctx) =>
      ctx.services.profile.deleteAlias(ctx.viewer!, String(aliasUuid), query),
  }),
}));
