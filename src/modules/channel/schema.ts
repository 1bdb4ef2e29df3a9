import { ConflictError, NotFoundError } from '../../kernel/errors.js';
import { builder } from '../../schema/builder.js';
import { queried } from '../../schema/prisma-query.js';
import { ViewerRef } from '../auth/schema.js';
import { AliasRef } from '../profile/schema.js';
import { LinkedIdentity } from '../identity/schema.js';
import { uuidRule } from '../../kernel/rules.js';
import { routeNameRule } from './service.js';

const ownerUuid = { user: { select: { uuid: true } } } as const;

export const ChannelRef = builder.prismaObject('Channel', {
  description:
    "A named route that ties one of the caller's linked accounts, and optionally an alias, to a route name. Only its owner sees it.",
  // Kept by the response cache (src/schema/cache-plugin.ts): the trigger on "Channel" tells its owner.
  cache: true,
  fields: (t) => ({
    id: t.exposeID('uuid', {
      description: "The channel's id (a UUID), as updateChannel and deleteChannel take it.",
    }),
    databaseId: t.exposeInt('id', { description: "The channel's row number (the legacy REST list shows it)." }),
    routeName: t.exposeString('routeName', {
      description: "1 to 64 characters, no control characters; unique among the owner's channels (case-sensitive).",
    }),
    userId: t.field({
      type: 'ID',
      select: ownerUuid,
      cache: { reads: ['User'] },
      resolve: (c) => c.user.uuid,
      description: "The owner's user_id.",
    }),
    linkedAccountId: t.field({
      type: 'ID',
      description: 'The id of the linked account (mobile money, bank or crypto).',
      select: { linkedIdentity: { select: { uuid: true } } },
      cache: { reads: ['Identity'] },
      resolve: (c) => c.linkedIdentity.uuid,
    }),
    aliasId: t.field({
      type: 'ID',
      nullable: true,
      description: 'The id of the alias used instead of the usertag; null when none (or when the alias was deleted).',
      select: { alias: { select: { uuid: true } } },
      cache: { reads: ['Alias'] },
      resolve: (c) => c.alias?.uuid ?? null,
    }),
    linkedAccount: t.relation('linkedIdentity', {
      type: LinkedIdentity,
      description: 'The linked account the route pays into.',
    }),
    alias: t.relation('alias', {
      type: AliasRef,
      nullable: true,
      description: 'The alias used instead of the usertag; null when none.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the channel was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the channel last changed.' }),
  }),
});

builder.prismaObjectFields(ViewerRef, (t) => ({
  channels: t.relation('channels', {
    cache: true,
    query: { orderBy: { id: 'asc' } },
    description: 'Your channels, oldest first.',
  }),
}));

const CreateChannelInput = builder.inputType('CreateChannelInput', {
  description: 'A new channel. A value outside its rule is BAD_USER_INPUT naming the field.',
  fields: (t) => ({
    routeName: t.string({
      validate: routeNameRule,
      description:
        "Trimmed, 1 to 64 characters without control characters; unique among the caller's channels as written (case-sensitive), CONFLICT otherwise.",
    }),
    linkedAccountId: t.id({
      validate: uuidRule('linkedAccountId'),
      description:
        "One of the caller's mmo, bank or crypto identities (a UUID). Unknown or another user's: NOT_FOUND; a government ID: BAD_USER_INPUT.",
    }),
    aliasId: t.id({
      required: false,
      validate: uuidRule('aliasId'),
      description: "One of the caller's aliases (NOT_FOUND otherwise); omit or null for the usertag.",
    }),
  }),
});

const channelIdField = (what: string) => ({
  validate: uuidRule('id'),
  description: `The id of the channel to ${what} (a UUID; BAD_USER_INPUT otherwise).`,
});

const UpdateChannelInput = builder.inputType('UpdateChannelInput', {
  description: 'Only the fields given change. `aliasId: null` removes the alias; null elsewhere means "unchanged".',
  fields: (t) => ({
    id: t.id(channelIdField('change')),
    routeName: t.string({
      required: false,
      validate: routeNameRule,
      description:
        "New route name: trimmed, 1 to 64 characters without control characters, unique among the caller's channels (CONFLICT); its own name is fine.",
    }),
    linkedAccountId: t.id({
      required: false,
      validate: uuidRule('linkedAccountId'),
      description:
        "Another of the caller's mmo, bank or crypto identities (NOT_FOUND or BAD_USER_INPUT as at creation).",
    }),
    aliasId: t.id({
      required: false,
      validate: uuidRule('aliasId'),
      description: "One of the caller's aliases (NOT_FOUND otherwise); null removes the alias and the usertag is used.",
    }),
  }),
});

const DeleteChannelInput = builder.inputType('DeleteChannelInput', {
  description: 'The channel to delete.',
  fields: (t) => ({ id: t.id(channelIdField('delete')) }),
});

const failures = (...types: (typeof NotFoundError)[]) => ({
  types,
  dataField: { name: 'channel', description: 'The channel as it is now (as it was, for a deletion).' },
});

builder.mutationFields((t) => ({
  createChannel: t.withAuth({ authenticated: 'PROFILE' }).prismaField({
    type: ChannelRef,
    errors: failures(NotFoundError, ConflictError),
    description:
      'Creates a channel that routes to one of your linked accounts, under an alias or your usertag, and returns it. Requires a token.',
    args: {
      input: t.arg({ type: CreateChannelInput, required: true, description: 'The route name, account and alias.' }),
    },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.channel.create(
        ctx.viewer,
        {
          routeName: input.routeName,
          linkedAccountId: String(input.linkedAccountId),
          aliasId: input.aliasId == null ? null : String(input.aliasId),
        },
        queried(query),
      ),
  }),
  updateChannel: t.withAuth({ authenticated: 'PROFILE' }).prismaField({
    type: ChannelRef,
    errors: failures(NotFoundError, ConflictError),
    description:
      "Changes the fields given of one of your channels and returns it. Giving nothing to change is an InvalidInputError; another user's or an unknown channel is a NotFoundError.",
    args: {
      input: t.arg({ type: UpdateChannelInput, required: true, description: 'The channel and the fields to change.' }),
    },
    resolve: (query, _root, { input }, ctx) => {
      const id = (v: string | number | null | undefined) =>
        v === undefined ? undefined : v === null ? null : String(v);
      return ctx.services.channel.update(
        ctx.viewer,
        String(input.id),
        { routeName: input.routeName, linkedAccountId: id(input.linkedAccountId), aliasId: id(input.aliasId) },
        queried(query),
      );
    },
  }),
  deleteChannel: t.withAuth({ authenticated: 'PROFILE' }).prismaField({
    type: ChannelRef,
    errors: failures(NotFoundError),
    description:
      "Deletes one of your channels and returns it as it was; the linked account and alias stay. Another user's or an unknown channel is a NotFoundError.",
    args: { input: t.arg({ type: DeleteChannelInput, required: true, description: 'The channel to delete.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.channel.remove(ctx.viewer, String(input.id), queried(query)),
  }),
}));
