import { builder } from '../../schema/builder.js';
import { ViewerRef } from '../auth/schema.js';
import { AliasRef } from '../profile/schema.js';
import { LinkedIdentity } from '../identity/schema.js';
import { uuidRule } from '../common/rules.js';
import { routeNameRule } from './service.js';

const ownerUuid = { user: { select: { uuid: true } } } as const;

export const ChannelRef = builder.prismaObject('Channel', {
  description: "A named route that ties one of the caller's linked accounts, and optionally an alias, to a route name.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Row number.' }),
    routeUuid: t.exposeID('uuid'),
    routeName: t.exposeString('routeName'),
    userId: t.field({ type: 'ID', select: ownerUuid, resolve: (c) => c.user.uuid }),
    linkedAccountUuid: t.field({
      type: 'ID',
      description: 'identity_uuid of the linked account.',
      select: { linkedIdentity: { select: { uuid: true } } },
      resolve: (c) => c.linkedIdentity.uuid,
    }),
    aliasUuid: t.field({
      type: 'ID',
      nullable: true,
      description: 'The alias used instead of the usertag; null when none (or when the alias was deleted).',
      select: { alias: { select: { uuid: true } } },
      resolve: (c) => c.alias?.uuid ?? null,
    }),
    linkedAccount: t.relation('linkedIdentity', { type: LinkedIdentity }),
    alias: t.relation('alias', { type: AliasRef, nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(ViewerRef, (t) => ({
  channels: t.relation('channels', { query: { orderBy: { id: 'asc' } } }),
}));

const CreateChannelInput = builder.inputType('CreateChannelInput', {
  fields: (t) => ({
    routeName: t.string({
      validate: routeNameRule,
      description: "Trimmed, 1 to 64 characters; unique among the caller's channels.",
    }),
    linkedAccountUuid: t.id({
      validate: uuidRule('linked_account_uuid'),
      description: "One of the caller's mmo, bank or crypto identities.",
    }),
    aliasUuid: t.id({
      required: false,
      validate: uuidRule('alias_uuid'),
      description: "One of the caller's aliases; omit or null for the usertag.",
    }),
  }),
});

const UpdateChannelInput = builder.inputType('UpdateChannelInput', {
  description: 'Only the fields given change. `aliasUuid: null` removes the alias; null elsewhere means "unchanged".',
  fields: (t) => ({
    routeName: t.string({ required: false, validate: routeNameRule }),
    linkedAccountUuid: t.id({ required: false, validate: uuidRule('linked_account_uuid') }),
    aliasUuid: t.id({ required: false, validate: uuidRule('alias_uuid') }),
  }),
});

builder.mutationFields((t) => ({
  createChannel: t.prismaField({
    type: ChannelRef,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateChannelInput, required: true }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.channel.create(
        ctx.viewer!,
        {
          routeName: input.routeName,
          linkedAccountUuid: String(input.linkedAccountUuid),
          aliasUuid: input.aliasUuid == null ? null : String(input.aliasUuid),
        },
        query,
      ),
  }),
  updateChannel: t.prismaField({
    type: ChannelRef,
    authScopes: { authenticated: true },
    args: {
      routeUuid: t.arg.id({ required: true, validate: uuidRule('route_uuid') }),
      input: t.arg({ type: UpdateChannelInput, required: true }),
    },
    resolve: (query, _root, { routeUuid, input }, ctx) => {
      const id = (v: string | number | null | undefined) =>
        v === undefined ? undefined : v === null ? null : String(v);
      return ctx.services.channel.update(
        ctx.viewer!,
        String(routeUuid),
        { routeName: input.routeName, linkedAccountUuid: id(input.linkedAccountUuid), aliasUuid: id(input.aliasUuid) },
        query,
      );
    },
  }),
  deleteChannel: t.prismaField({
    type: ChannelRef,
    authScopes: { authenticated: true },
    args: { routeUuid: t.arg.id({ required: true, validate: uuidRule('route_uuid') }) },
    resolve: (query, _root, { routeUuid }, ctx) => ctx.services.channel.remove(ctx.viewer!, String(routeUuid), query),
  }),
}));
