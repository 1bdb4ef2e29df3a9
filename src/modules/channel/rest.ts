import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import { badInput } from '../../errors.js';
import { channelMessage, channelRecord, credentials } from '../../rest/contract.js';
import { defineRoute, pick, restNames, signedIn, type JsonObject } from '../../rest/route.js';

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

function routeUuid(body: JsonObject): string {
  if (body.route_uuid === undefined || body.route_uuid === null) throw badInput('route_uuid is required', 'route_uuid');
  return body.route_uuid as string;
}

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
      linked_account_uuid: z.uuid(),
      route_name: z.string(),
      alias_uuid: z.uuid().nullable().optional(),
    }),
    response: channelMessage,
    auth: 'credentials',
    names: NAMES,
    status: 200,
    document: CreateChannel,
    variables: ({ body }) => ({ input: pick(body, FIELDS) as never }),
    reply: ({ createChannel }) => channel(createChannel.channel),
  }),
  defineRoute({
    method: 'POST',
    path: '/alias/routing/update',
    summary: 'Change a channel',
    request: z.object({
      ...credentials,
      route_uuid: z.uuid(),
      route_name: z.string().optional(),
      linked_account_uuid: z.uuid().optional(),
      alias_uuid: z.uuid().nullable().optional(),
    }),
    response: channelMessage,
    auth: 'credentials',
    names: NAMES,
    status: 200,
    document: UpdateChannel,
    variables: ({ body }) => ({ input: { id: routeUuid(body), ...pick(body, FIELDS) } }),
    reply: ({ updateChannel }) => channel(updateChannel.channel),
  }),
  defineRoute({
    method: 'POST',
    path: '/alias/routing/delete',
    summary: 'Delete a channel',
    request: z.object({ ...credentials, route_uuid: z.uuid() }),
    response: channelMessage,
    auth: 'credentials',
    names: NAMES,
    status: 200,
    document: DeleteChannel,
    variables: ({ body }) => ({ input: { id: routeUuid(body) } }),
    reply: ({ deleteChannel }) => channel(deleteChannel.channel),
  }),
];
