import { graphql } from '../../gql/index.js';
import { badInput } from '../../errors.js';
import { defineRoute, pick, restNames, signedIn, type JsonObject } from '../../rest/route.js';

// Spec 4.4. Credentials at the top level of the body; answers in the envelope with code 200.

const CreateChannel = graphql(`
  mutation RestCreateChannel($input: CreateChannelInput!) {
    createChannel(input: $input) { userId linkedAccountUuid aliasUuid routeUuid routeName }
  }
`);

const UpdateChannel = graphql(`
  mutation RestUpdateChannel($routeUuid: ID!, $input: UpdateChannelInput!) {
    updateChannel(routeUuid: $routeUuid, input: $input) { userId linkedAccountUuid aliasUuid routeUuid routeName }
  }
`);

const DeleteChannel = graphql(`
  mutation RestDeleteChannel($routeUuid: ID!) {
    deleteChannel(routeUuid: $routeUuid) { userId linkedAccountUuid aliasUuid routeUuid routeName }
  }
`);

const ViewChannels = graphql(`
  query RestViewChannels {
    viewer { channels { id createdAt userId routeName routeUuid linkedAccountUuid aliasUuid } }
  }
`);

type ChannelData = {
  userId: string;
  linkedAccountUuid: string;
  aliasUuid?: string | null;
  routeUuid: string;
  routeName: string;
};

/** The documented channel object of create, update and delete. */
const channel = (c: ChannelData) => ({
  user_id: c.userId,
  linked_account_uuid: c.linkedAccountUuid,
  alias_uuid: c.aliasUuid ?? null,
  route_uuid: c.routeUuid,
  route_name: c.routeName,
});

function routeUuid(body: JsonObject): string {
  if (body.route_uuid === undefined || body.route_uuid === null) throw badInput('route_uuid is required', 'route_uuid');
  return body.route_uuid as string;
}

const FIELDS = { route_name: 'routeName', linked_account_uuid: 'linkedAccountUuid', alias_uuid: 'aliasUuid' };

export const channelRoutes = [
  defineRoute({
    method: 'POST',
    path: '/alias/routing/view',
    auth: 'credentials',
    names: restNames(FIELDS),
    status: 200,
    document: ViewChannels,
    reply: ({ viewer }) =>
      signedIn(viewer).channels.map((c) => ({
        id: c.id,
        created_at: c.createdAt,
        user_id: c.userId,
        route_name: c.routeName,
        route_uuid: c.routeUuid,
        linked_account_uuid: c.linkedAccountUuid,
        alias_uuid: c.aliasUuid ?? null,
      })),
  }),
  defineRoute({
    method: 'POST',
    path: '/alias/routing/new',
    auth: 'credentials',
    names: restNames(FIELDS),
    status: 200,
    document: CreateChannel,
    variables: ({ body }) => ({ input: pick(body, FIELDS) as never }),
    reply: ({ createChannel }) => channel(createChannel),
  }),
  defineRoute({
    method: 'POST',
    path: '/alias/routing/update',
    auth: 'credentials',
    names: restNames(FIELDS),
    status: 200,
    document: UpdateChannel,
    variables: ({ body }) => ({ routeUuid: routeUuid(body), input: pick(body, FIELDS) }),
    reply: ({ updateChannel }) => channel(updateChannel),
  }),
  defineRoute({
    method: 'POST',
    path: '/alias/routing/delete',
    auth: 'credentials',
    names: restNames(FIELDS),
    status: 200,
    document: DeleteChannel,
    variables: ({ body }) => ({ routeUuid: routeUuid(body) }),
    reply: ({ deleteChannel }) => channel(deleteChannel),
  }),
];
