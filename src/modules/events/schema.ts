import { z } from 'zod';
import { builder } from '../../schema/builder.js';
import { badInput } from '../../kernel/errors.js';
import { EVENT_TYPES, type EventRow, eventTypeName, payloadText } from '../../events/outbox.js';

// The event log (docs/events.md): Query.events, a connection of the viewer's own events, and
// Subscription.events, which replays from a cursor and then goes live.

const read = { authenticated: 'READ' } as const;

const TYPE_DESCRIPTIONS: Record<keyof typeof EVENT_TYPES, string> = {
  MESSAGE_CREATED: 'A message arrived in one of your conversations (yours included); data: the Message.',
  CONVERSATION_CREATED: 'You opened a conversation; data: the Conversation.',
  CONVERSATION_UPDATED:
    'A conversation of yours changed (flags, read, reactions, group membership); data: the Conversation.',
  CONVERSATION_DELETED: 'You deleted a conversation; data: the Conversation as it was.',
  PROFILE_CREATED: 'Your profile was created; data: the Profile (without entropy).',
  PROFILE_UPDATED: 'Your profile changed; data: the Profile (without entropy).',
  ALIAS_CREATED: 'An alias was added; data: the Alias.',
  ALIAS_DELETED: 'An alias was deleted; data: the Alias as it was.',
  IDENTITY_CREATED: 'An identity was linked; data: the LinkedIdentity (never a secret).',
  IDENTITY_UPDATED: 'A linked identity changed; data: the LinkedIdentity (never a secret).',
  IDENTITY_DELETED: 'A linked identity was deleted; data: the LinkedIdentity as it was.',
  CHANNEL_CREATED: 'A channel was made; data: the Channel.',
  CHANNEL_UPDATED: 'A channel changed; data: the Channel.',
  CHANNEL_DELETED: 'A channel was deleted; data: the Channel as it was.',
  API_TOKEN_CREATED: 'An API token was made; data: the ApiToken (never its secret).',
  API_TOKEN_REVOKED: 'An API token was revoked; data: the ApiToken.',
  PASSCODE_CHANGED: 'Your passcode was changed; data: your user id only.',
  SIGNED_OUT: 'Every access token of the account was revoked by a sign-out; data: your user id and how many.',
  SESSION_REVOKED:
    'A device session was signed out (signOutSession, signOutOtherSessions, or a reused refresh token); data: the DeviceSession as it was.',
  EMAIL_VERIFIED: "Your account's e-mail address was verified; data: { userId, emailVerifiedAt }.",
  EMAIL_CHANGED: 'Your account moved to a new, verified e-mail address; data: { userId, email, emailVerifiedAt }.',
  PASSWORD_CHANGED:
    'Your password was set with a reset code; every session was signed out; data: { userId, revokedSessions } (never the password).',
  WEBHOOK_ENDPOINT_DISABLED:
    'A webhook endpoint was disabled after its whole retry schedule failed; data: { id, url, disabledAt, disabledReason }.',
  WEBHOOK_TEST: 'A test event sent to one webhook endpoint (sendWebhookTest); data: { endpointId, message }.',
  STABLECOIN_TRANSACTION_UPDATED:
    'A deposit or withdrawal of yours changed status (AWAITING_DEPOSIT, PENDING once collected, PAYING_OUT, CONFIRMED, FAILED, REORGED), or a re-mint of a failed or reversed payout was recorded; data: the StablecoinTransaction.',
  PAYMENT_UPDATED: 'A payment you sent or received changed status; data: the Payment (id, status, failureReason).',
  MESSAGE_UPDATED: 'A message was edited by its sender; data: your copy of the Message, with editedAt.',
  MESSAGE_DELETED:
    'A message was deleted: for everyone by its sender (data: the Message with deletedAt), or for you (data: the Message as it was).',
};

export const EventTypeEnum = builder.enumType('EventType', {
  description: 'What an event is about. Its payload `type` is the dotted name (MESSAGE_CREATED: "message.created").',
  values: Object.fromEntries(
    Object.entries(TYPE_DESCRIPTIONS).map(([name, description]) => [name, { description }]),
  ) as Record<keyof typeof EVENT_TYPES, { description: string }>,
});

export const EventRef = builder.objectRef<EventRow>('Event').implement({
  description:
    'Something that happened to your account, from the transactional outbox: written in the same transaction as the change.',
  fields: (t) => ({
    id: t.exposeID('publicId', {
      description: 'The event id (evt_…): sortable in log order, and the cursor to resume after it.',
    }),
    type: t.field({
      type: EventTypeEnum,
      description: 'What it is about.',
      resolve: (e) => eventTypeName(e.type) ?? 'WEBHOOK_TEST',
    }),
    subjectType: t.exposeString('subjectType', {
      description: 'The GraphQL type of the object it is about (Message events name their Conversation).',
    }),
    subjectId: t.exposeID('subjectId', { description: 'The id of the object it is about.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the change was made.' }),
    payload: t.string({
      description:
        'The event as a webhook receives it, JSON text: { id, type, createdAt, version, data }, data being the object with its GraphQL field names.',
      resolve: (e) => payloadText(e),
    }),
  }),
});

const typeNames = (types: readonly (keyof typeof EVENT_TYPES)[] | null | undefined) =>
  types?.length ? types.map((name) => EVENT_TYPES[name]) : null;

const firstRule = z.number().int().min(1, 'first must be 1 to 500').max(500, 'first must be 1 to 500');

builder.queryFields((t) => ({
  events: t.withAuth(read).connection(
    {
      type: EventRef,
      description:
        'Your events, oldest first, from the cursor `after` (an event id; from the oldest kept without it). Forward only: `first` is 1 to 500 (default 100); `last`/`before` are BAD_USER_INPUT. A cursor older than the retention (EVENT_RETENTION_DAYS, 30 by default) is a CURSOR_EXPIRED error.',
      args: {
        types: t.arg({
          type: [EventTypeEnum],
          required: false,
          description: 'Only these types (all without it).',
        }),
      },
      resolve: async (_root, args, ctx) => {
        if (args.last != null || args.before != null)
          throw badInput('the event log pages forward: use first/after', 'last');
        const take = firstRule.safeParse(args.first ?? 100);
        if (!take.success) throw badInput(take.error.issues[0].message, 'first');
        const rows = await ctx.services.events.list(ctx.viewer, {
          after: args.after,
          types: typeNames(args.types),
          take: take.data + 1,
        });
        const page = rows.slice(0, take.data);
        return {
          edges: page.map((node) => ({ cursor: node.publicId, node })),
          pageInfo: {
            hasNextPage: rows.length > take.data,
            hasPreviousPage: args.after != null,
            startCursor: page[0]?.publicId ?? null,
            endCursor: page[page.length - 1]?.publicId ?? args.after ?? null,
          },
        };
      },
    },
    { name: 'EventConnection', description: 'A page of your events.' },
    { name: 'EventEdge', description: 'An event and its cursor (its id).' },
  ),
}));

builder.subscriptionFields((t) => ({
  events: t.withAuth(read).field({
    type: EventRef,
    description:
      'Your events: first every one after `after` (an event id) in log order, then each new one as it commits, with no gap and no repeat between the two. Without `after`, from the moment of subscribing. Resume after a reconnect with the last id received. Ends with the session.',
    args: {
      after: t.arg.string({
        required: false,
        description: 'The last event id you have (a cursor, as Query.events takes it); CURSOR_EXPIRED past retention.',
      }),
      types: t.arg({ type: [EventTypeEnum], required: false, description: 'Only these types (all without it).' }),
    },
    subscribe: (_root, args, ctx) =>
      ctx.services.events.stream(ctx.viewer, args.after == null ? null : String(args.after), typeNames(args.types)),
    resolve: (event) => event,
  }),
}));
