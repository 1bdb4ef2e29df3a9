import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import { channelMessage, channelRecord, credentials } from '../../rest/contract.js';
import { optional, requiredUuid, text, uuid } from '../../rest/request.js';
import { defineRoute, restNames, signedIn } from '../../rest/route.js';

// Spec 4.4. Credentials at the top level of the body; answers in the envelope with code 200.

const CreateChannel = graphql(`
  mutation RestCreateChannel($input: CreateChannelInput!) {
    createChannel(input: $input) {
      __typename
      ... on CreateChannelSuccess { channel { ...RestChannel } }
      ... on Error { code message field }
    }
  }
`);

const UpdateChannel = graphql(`
  mutation RestUpdateChannel($input: UpdateChannelInput!) {
    updateChannel(input: $input) {
      __typename
      ... on UpdateChannelSuccess { channel { ...RestChannel } }
      ... on Error { code message field }
    }
  }
`);

const DeleteChannel = graphql(`
  mutation RestDeleteChannel($input: DeleteChannelInput!) {
    deleteChannel(input: $input) {
      __typename
      ... on DeleteChannelSuccess { channel { ...RestChannel } }
      ... on Error { code message field }
    }
  }
`);

graphql(`
  fragment RestChannel on Channel { userId linkedAccountId aliasId id routeName }
`);

const ViewChannels = graphql(`
  query RestViewChannels {
    viewer { channels { databaseId createdAt userId routeName id linkedAccountId aliasId } }
  }
`);

type ChannelData = {
  userId: string;
  linkedAccountId: string;
  aliasId?: string | null;
  id: string;
  routeName: string;
};

/** The documented channel object of create, update and delete. */
const channel = (c: ChannelData) => ({
  user_id: c.userId,
  linked_account_uuid: c.linkedAccountId,
  alias_uuid: c.aliasId ?? null,
  route_uuid: c.id,
  route_name: c.routeName,
});

const FIELDS = { route_name: 'routeName', linked_account_uuid: 'linkedAccountId', alias_uuid: 'aliasId' };
const NAMES = restNames({ ...FIELDS, route_uuid: 'id' });

export const channelRoutes = [
  defineRoute({
    method: 'POST',
    path: '/alias/routing/view',
    summary: 'Your channels',
    request: z.object(credentials),
    response: z.array(channelRecord),
    auth: 'credentials',
    names: NAMES,
    status: 200,
    document: ViewChannels,
    reply: ({ viewer }) =>
      signedIn(viewer).channels.map((c) => ({
        id: c.databaseId,
        created_at: c.createdAt,
        user_id: c.userId,
        route_name: c.routeName,
        route_uuid: c.id,
        linked_account_uuid: c.linkedAccountId,
        alias_uuid: c.aliasId ?? null,
      })),
  }),
  defineRoute({
    method: 'POST',
    path: '/alias/routing/new',
    summary: 'Create a channel routing to one of your linked accounts',
    request: z.object({
      ...credentials,
      linked_account_uuid: uuid(),
      route_name: text(),
      alias_uuid: uuid().nullish(),
    }),
    variables: (b) => ({
      input: { routeName: b.route_name, linkedAccountId: b.linked_account_uuid, aliasId: b.alias_uuid },
    }),
    response: channelMessage,
    auth: 'credentials',
    names: NAMES,
    status: 200,
    document: CreateChannel,
    reply: ({ createChannel }) => channel(createChannel.channel),
  }),
  defineRoute({
    method: 'POST',
    path: '/alias/routing/update',
    summary: 'Change a channel',
    request: z.object({
      ...credentials,
      route_uuid: requiredUuid(),
      route_name: optional(text()),
      linked_account_uuid: optional(uuid()),
      alias_uuid: uuid().nullish(),
    }),
    variables: (b) => ({
      input: {
        id: b.route_uuid,
        routeName: b.route_name,
        linkedAccountId: b.linked_account_uuid,
        aliasId: b.alias_uuid,
      },
    }),
    response: channelMessage,
    auth: 'credentials',
    names: NAMES,
    status: 200,
    document: UpdateChannel,
    reply: ({ updateChannel }) => channel(updateChannel.channel),
  }),
  defineRoute({
    method: 'POST',
    path: '/alias/routing/delete',
    summary: 'Delete a channel',
    request: z.object({ ...credentials, route_uuid: requiredUuid() }),
    variables: (b) => ({ input: { id: b.route_uuid } }),
    response: channelMessage,
    auth: 'credentials',
    names: NAMES,
    status: 200,
    document: DeleteChannel,
    reply: ({ deleteChannel }) => channel(deleteChannel.channel),
  }),
];
