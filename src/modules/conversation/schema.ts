import { z } from 'zod';
import type { ObjectRef } from '@pothos/core';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { ReplaceContext } from '@pothos/plugin-scope-auth';
import type { AuthenticatedContext } from '../../context.js';
import type { Conversation, Message } from '../../generated/prisma/client.js';
import { builder } from '../../schema/builder.js';
import { AppError, badInput } from '../../errors.js';
import { ViewerRef } from '../auth/schema.js';
import { uuidRule } from '../common/rules.js';
import { usertagRule } from '../profile/service.js';
import { loadOnce, mapEach } from '../../events/live.js';
import { conversationCursor } from './cursors.js';
import { emojiRule, groupNameRule, messageRule } from './rules.js';
import {
  ContactRef,
  ConversationRef,
  conversationConnection,
  conversationPage,
  GroupRef,
  MessageConnection,
  messageConnection,
  messagePage,
  MessageRef,
} from './types.js';

// Queries, mutations and subscriptions of the conversation area. The REST paths of spec 4.7
// run these operations (rest.ts).

const authenticated = { authenticated: true } as const;
/**
 * Query.messages shares the MessageConnection type with Conversation.messages. A ref carries the
 * builder's Context type, which `t.withAuth` narrows, so the field sees the same ref under it.
 */
const AuthMessageConnection = MessageConnection as unknown as ObjectRef<
  ReplaceContext<typeof builder.$inferSchemaTypes, AuthenticatedContext & object>,
  typeof MessageConnection.$inferType
>;
/** Ids are UUIDs (malformed: BAD_USER_INPUT naming the field), compared in lower case. */
const uuid = (field: string) => uuidRule(field).transform((v) => v.toLowerCase());
const uuidList = (field: string) => z.array(uuid(field));

const CONVERSATION_ID = "Your conversation's id (a UUID); another user's or an unknown one is NOT_FOUND.";
const GROUP_ID = "The group's id (a UUID); a group you are not a member of is NOT_FOUND.";
const MESSAGE_ID = "A message's id (a UUID) in one of your conversations; NOT_FOUND otherwise.";
const EMOJI =
  'A single emoji (one grapheme: a pictograph, a flag or a keycap, such as 👍🏽); BAD_USER_INPUT otherwise.';

// ---------------------------------------------------------------------------------- queries

/** Root lookups answer null for what is not there (or not yours): one miss must not null `data`. */
async function nullIfNotFound<T>(found: Promise<T>): Promise<T | null> {
  try {
    return await found;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

builder.queryFields((t) => ({
  conversations: t.withAuth(authenticated).connection(
    {
      type: ConversationRef,
      description:
        'Your conversations, latest activity first. Filters: true restricts to the flag, false excludes it. ' +
        'Page with `first`/`after` (or the Stripe-style `startingAfter`: the id of the last conversation of the previous page). ' +
        '`first`/`last` are 1 to 100 (default 10), not both; BAD_USER_INPUT otherwise.',
      args: {
        muted: t.arg.boolean({ required: false, description: 'true: only muted; false: only not muted.' }),
        archived: t.arg.boolean({ required: false, description: 'true: only archived; false: only not archived.' }),
        pinned: t.arg.boolean({ required: false, description: 'true: only pinned; false: only not pinned.' }),
        groupId: t.arg.id({
          required: false,
          description: 'Only the conversation of this group.',
          validate: uuid('groupId'),
        }),
        startingAfter: t.arg.id({
          required: false,
          description:
            'Id of a conversation of yours: the page starts after it. Not yours, or sent with `after`/`before`: BAD_USER_INPUT.',
          validate: uuid('startingAfter'),
        }),
      },
      resolve: async (_root, args, ctx, info) => {
        const service = ctx.services.conversation;
        const page = conversationPage(args);
        let connectionArgs = args;
        if (args.startingAfter != null) {
          if (args.after != null || args.before != null)
            throw badInput('send startingAfter or after/before, not both', 'startingAfter');
          page.after = await service.positionOf(ctx.viewer, String(args.startingAfter), 'startingAfter');
          connectionArgs = { ...args, after: conversationCursor(page.after) };
        }
        const filter = {
          muted: args.muted,
          archived: args.archived,
          pinned: args.pinned,
          groupId: args.groupId == null ? null : String(args.groupId),
        };
        const rows = await service.list(
          ctx.viewer,
          filter,
          page,
          queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
        );
        return conversationConnection(connectionArgs, rows as Conversation[]);
      },
    },
    {
      name: 'ConversationConnection',
      description: 'A page of your conversations, latest activity first.',
    },
    { description: 'A conversation and its cursor.' },
  ),

  conversation: t.withAuth(authenticated).prismaField({
    type: ConversationRef,
    nullable: true,
    description: "One of your conversations; null when there is none with this id (another user's included).",
    args: {
      conversationId: t.arg.id({ required: true, description: CONVERSATION_ID, validate: uuid('conversationId') }),
    },
    resolve: (query, _root, { conversationId }, ctx) =>
      nullIfNotFound(ctx.services.conversation.get(ctx.viewer, String(conversationId), query)),
  }),

  messages: t.withAuth(authenticated).connection(
    {
      type: MessageRef,
      description:
        'Your messages in one conversation, or in all of them, oldest first by a monotonic cursor. ' +
        'After a reconnect, `messages(after: <cursor of the last message you saw>)` returns exactly what you missed.',
      args: {
        conversationId: t.arg.id({
          required: false,
          description: 'Only this conversation.',
          validate: uuid('conversationId'),
        }),
      },
      resolve: async (_root, args, ctx, info) => {
        const page = messagePage(args);
        const conversationId = args.conversationId == null ? null : String(args.conversationId);
        const rows = await ctx.services.conversation.messages(
          ctx.viewer,
          conversationId,
          page,
          queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
        );
        return messageConnection(args, rows as Message[]);
      },
    },
    AuthMessageConnection,
  ),

  contact: t.withAuth(authenticated).prismaField({
    type: ContactRef,
    nullable: true,
    description: 'Finds a user by usertag, to start a conversation with them; null when there is none.',
    args: {
      usertag: t.arg.string({
        required: true,
        validate: usertagRule,
        description:
          'Trimmed and lower-cased, then 3 to 30 of a-z, 0-9 and _; a malformed or reserved name is BAD_USER_INPUT.',
      }),
    },
    resolve: (query, _root, { usertag }, ctx) => ctx.services.conversation.findContact(usertag, query),
  }),

  group: t.withAuth(authenticated).prismaField({
    type: GroupRef,
    nullable: true,
    description: 'A group you are a member of; null when there is none with this id that you are in.',
    args: { groupId: t.arg.id({ required: true, description: GROUP_ID, validate: uuid('groupId') }) },
    resolve: (query, _root, { groupId }, ctx) =>
      nullIfNotFound(ctx.services.conversation.groups.get(ctx.viewer, String(groupId), query)),
  }),

  groups: t.withAuth(authenticated).prismaField({
    type: [GroupRef],
    description: 'The groups you are a member of, newest first.',
    resolve: (query, _root, _args, ctx) => ctx.services.conversation.groups.list(ctx.viewer, query),
  }),
}));

builder.prismaObjectFields(ViewerRef, (t) => ({
  unreadCount: t.int({
    description: 'Unread messages across all your conversations.',
    resolve: (user, _args, ctx) => ctx.services.conversation.unreadTotal(user.id),
  }),
}));

// -------------------------------------------------------------------------------- mutations

const CreateConversationInput = builder.inputType('CreateConversationInput', {
  description:
    'One of contactId (a user_id) or groupId (a group you are a member of); neither or both is BAD_USER_INPUT.',
  fields: (t) => ({
    contactId: t.id({
      required: false,
      validate: uuid('contactId'),
      description: "Another user's user_id (a UUID): unknown is NOT_FOUND, your own is BAD_USER_INPUT.",
    }),
    groupId: t.id({
      required: false,
      validate: uuid('groupId'),
      description: "A group's id (a UUID); one you are not a member of is NOT_FOUND.",
    }),
  }),
});

const CreateConversationPayload = builder
  .objectRef<{ created: boolean; conversation: Conversation }>('CreateConversationPayload')
  .implement({
    description: 'The conversation opened, and whether it is new.',
    fields: (t) => ({
      created: t.exposeBoolean('created', {
        description: 'false when the conversation existed already (it is returned unchanged).',
      }),
      conversation: t.field({
        type: ConversationRef,
        resolve: (p) => p.conversation,
        description: 'Your conversation.',
      }),
    }),
  });

const UpdateConversationInput = builder.inputType('UpdateConversationInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    pinnedMessageId: t.id({
      required: false,
      description: 'A message of this conversation (NOT_FOUND otherwise); null unpins.',
      validate: uuid('pinnedMessageId'),
    }),
    isPinned: t.boolean({ required: false, description: 'true pins, false unpins; null is BAD_USER_INPUT.' }),
    isMuted: t.boolean({ required: false, description: 'true mutes, false unmutes; null is BAD_USER_INPUT.' }),
    archivedAt: t.field({
      type: 'EpochMillis',
      required: false,
      description: 'Epoch milliseconds to archive (stored as given); null restores.',
    }),
  }),
});

const DeleteConversationPayload = builder
  .objectRef<{ conversationId: string; deleted: true }>('DeleteConversationPayload')
  .implement({
    description: 'What deleteConversation removed.',
    fields: (t) => ({
      conversationId: t.exposeID('conversationId', { description: 'The id of the deleted conversation.' }),
      deleted: t.exposeBoolean('deleted', { description: 'Always true.' }),
    }),
  });

const CreateGroupInput = builder.inputType('CreateGroupInput', {
  description: 'A new group.',
  fields: (t) => ({
    name: t.string({ validate: groupNameRule, description: 'Trimmed, 1 to 100 characters.' }),
    memberIds: t.idList({
      required: false,
      description:
        'user_ids of the other members (UUIDs); you are the first admin. An unknown user is NOT_FOUND; more than 256 members with you is BAD_USER_INPUT.',
      validate: uuidList('memberIds'),
    }),
  }),
});

builder.mutationFields((t) => ({
  createConversation: t.withAuth(authenticated).field({
    type: CreateConversationPayload,
    description: 'Opens your conversation with a contact or a group; one that exists is returned as it is.',
    args: {
      input: t.arg({ type: CreateConversationInput, required: true, description: 'The contact or the group.' }),
    },
    resolve: (_root, { input }, ctx, info) =>
      ctx.services.conversation.open(
        ctx.viewer,
        {
          contactId: input.contactId == null ? null : String(input.contactId),
          groupId: input.groupId == null ? null : String(input.groupId),
        },
        queryFromInfo({ context: ctx, info, path: ['conversation'] }),
      ) as Promise<{ created: boolean; conversation: Conversation }>,
  }),

  updateConversation: t.withAuth(authenticated).prismaField({
    type: ConversationRef,
    description: 'Pins, mutes, archives or restores one of your conversations, or pins one of its messages.',
    args: {
      conversationId: t.arg.id({ required: true, description: CONVERSATION_ID, validate: uuid('conversationId') }),
      input: t.arg({ type: UpdateConversationInput, required: true, description: 'The flags to change.' }),
    },
    resolve: (query, _root, { conversationId, input }, ctx) =>
      ctx.services.conversation.update(
        ctx.viewer,
        String(conversationId),
        {
          ...input,
          pinnedMessageId: input.pinnedMessageId == null ? input.pinnedMessageId : String(input.pinnedMessageId),
        },
        query,
      ),
  }),

  deleteConversation: t.withAuth(authenticated).field({
    type: DeleteConversationPayload,
    description:
      'Deletes your conversation and all its messages for good; the other side keeps theirs. Archive to keep it restorable.',
    args: {
      conversationId: t.arg.id({ required: true, description: CONVERSATION_ID, validate: uuid('conversationId') }),
    },
    resolve: (_root, { conversationId }, ctx) => ctx.services.conversation.remove(ctx.viewer, String(conversationId)),
  }),

  markConversationRead: t.withAuth(authenticated).prismaField({
    type: ConversationRef,
    description:
      'Sets lastOpenedAt and the readAt of every unread message to now; in a contact conversation their copies get the same readAt (a read receipt). Returns the conversation.',
    args: {
      conversationId: t.arg.id({ required: true, description: CONVERSATION_ID, validate: uuid('conversationId') }),
    },
    resolve: (query, _root, { conversationId }, ctx) =>
      ctx.services.conversation.markRead(ctx.viewer, String(conversationId), query),
  }),

  sendMessage: t.withAuth(authenticated).prismaField({
    type: MessageRef,
    description:
      "Sends a message and returns your copy; a contact receives it in their own conversation with you (created if needed), a group in each member's. A group you left, or a service account, is UNPROCESSABLE.",
    args: {
      conversationId: t.arg.id({ required: true, description: CONVERSATION_ID, validate: uuid('conversationId') }),
      message: t.arg.string({
        required: true,
        validate: messageRule,
        description: 'The text: trimmed, 1 to 4000 characters.',
      }),
    },
    resolve: (query, _root, { conversationId, message }, ctx) =>
      ctx.services.conversation.send(ctx.viewer, String(conversationId), message, query),
  }),

  addReaction: t.withAuth(authenticated).prismaField({
    type: MessageRef,
    description:
      'Adds your reaction (one emoji) to a message; everyone in the thread sees it. Adding it twice changes nothing; more than 20 different ones from you on one message, or a group you left, is UNPROCESSABLE.',
    args: {
      messageId: t.arg.id({ required: true, description: MESSAGE_ID, validate: uuid('messageId') }),
      emoji: t.arg.string({ required: true, description: EMOJI, validate: emojiRule }),
    },
    resolve: (query, _root, { messageId, emoji }, ctx) =>
      ctx.services.conversation.react(ctx.viewer, String(messageId), emoji, true, query),
  }),

  removeReaction: t.withAuth(authenticated).prismaField({
    type: MessageRef,
    description: 'Removes your reaction from a message (nothing happens when there is none).',
    args: {
      messageId: t.arg.id({ required: true, description: MESSAGE_ID, validate: uuid('messageId') }),
      emoji: t.arg.string({ required: true, description: EMOJI, validate: emojiRule }),
    },
    resolve: (query, _root, { messageId, emoji }, ctx) =>
      ctx.services.conversation.react(ctx.viewer, String(messageId), emoji, false, query),
  }),

  createGroup: t.withAuth(authenticated).prismaField({
    type: GroupRef,
    description: 'Creates a group with you as its admin; every member gets a conversation for it.',
    args: { input: t.arg({ type: CreateGroupInput, required: true, description: 'The name and the first members.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.groups.create(
        ctx.viewer,
        { name: input.name, memberIds: input.memberIds?.map(String) },
        query,
      ),
  }),

  addGroupMembers: t.withAuth(authenticated).prismaField({
    type: GroupRef,
    description:
      'Adds members (admins only: FORBIDDEN otherwise) and returns the group. Members already in the group are left as they are; past 256 members is UNPROCESSABLE.',
    args: {
      groupId: t.arg.id({ required: true, description: GROUP_ID, validate: uuid('groupId') }),
      userIds: t.arg.idList({
        required: true,
        validate: uuidList('userIds'),
        description: 'user_ids (UUIDs) of the people to add, at least one; an unknown user is NOT_FOUND.',
      }),
    },
    resolve: (query, _root, { groupId, userIds }, ctx) =>
      ctx.services.conversation.groups.addMembers(ctx.viewer, String(groupId), userIds.map(String), query),
  }),

  removeGroupMember: t.withAuth(authenticated).prismaField({
    type: GroupRef,
    description:
      'Removes a member (admins only: FORBIDDEN otherwise) and returns the group. They keep their conversation, read-only.',
    args: {
      groupId: t.arg.id({ required: true, description: GROUP_ID, validate: uuid('groupId') }),
      userId: t.arg.id({
        required: true,
        validate: uuid('userId'),
        description:
          "The member's user_id (a UUID); not a member is NOT_FOUND, yourself is BAD_USER_INPUT (use leaveGroup).",
      }),
    },
    resolve: (query, _root, { groupId, userId }, ctx) =>
      ctx.services.conversation.groups.removeMember(ctx.viewer, String(groupId), String(userId), query),
  }),

  leaveGroup: t.withAuth(authenticated).boolean({
    description:
      'Leaves a group and returns true; you keep your conversation, read-only. The last admin to leave hands the role to the longest-standing member.',
    args: { groupId: t.arg.id({ required: true, description: GROUP_ID, validate: uuid('groupId') }) },
    resolve: (_root, { groupId }, ctx) => ctx.services.conversation.groups.leave(ctx.viewer, String(groupId)),
  }),
}));

// ---------------------------------------------------------------------------- subscriptions

const ConversationUpdateRef = builder
  .objectRef<{ ownerId: number; conversationId: string; conversation: Conversation | null }>('ConversationUpdate')
  .implement({
    description:
      'Something changed in one of your conversations: its flags, a new message, a read, a reaction, or it was deleted.',
    fields: (t) => ({
      conversationId: t.exposeID('conversationId', { description: 'The conversation that changed.' }),
      deleted: t.boolean({
        description: 'The conversation no longer exists.',
        resolve: (u) => u.conversation === null,
      }),
      conversation: t.field({
        type: ConversationRef,
        nullable: true,
        description: 'Its state now; null when deleted.',
        resolve: (u) => u.conversation,
      }),
      unreadTotal: t.int({
        description: 'Your unread messages across all conversations, now.',
        resolve: (u, _args, ctx) => ctx.services.conversation.unreadTotal(u.ownerId),
      }),
    }),
  });

builder.subscriptionFields((t) => ({
  messageAdded: t.withAuth(authenticated).field({
    type: MessageRef,
    description: 'Messages arriving in your conversations (sent by anyone, you included), or in one of them.',
    args: {
      conversationId: t.arg.id({
        required: false,
        description: "Only this conversation of yours (another user's or an unknown one is NOT_FOUND).",
        validate: uuid('conversationId'),
      }),
    },
    subscribe: async (_root, args, ctx, info) => {
      const viewer = ctx.viewer;
      const conversationId = args.conversationId == null ? null : String(args.conversationId);
      if (conversationId) await ctx.services.conversation.get(viewer, conversationId, { select: { id: true } });
      const query = queryFromInfo({ context: ctx, info });
      const shape = JSON.stringify(query);
      return mapEach(ctx.services.conversation.live.messageAdded(viewer, conversationId), (event) =>
        loadOnce(
          event,
          shape,
          () =>
            ctx.prisma.message.findFirst({
              ...query,
              where: { id: event.messageId, conversation: { ownerId: viewer.id } },
            }) as Promise<Message | null>,
        ),
      );
    },
    resolve: (message) => message,
  }),

  conversationUpdated: t.withAuth(authenticated).field({
    type: ConversationUpdateRef,
    description: 'Any change to one of your conversations.',
    subscribe: (_root, _args, ctx, info) => {
      const viewer = ctx.viewer;
      const query = queryFromInfo({ context: ctx, info, path: ['conversation'] });
      const shape = JSON.stringify(query);
      return mapEach(ctx.services.conversation.live.conversationUpdated(viewer), async (event) => ({
        ownerId: viewer.id,
        conversationId: event.conversationId,
        conversation: (await loadOnce(event, shape, () =>
          ctx.prisma.conversation.findFirst({ ...query, where: { id: event.conversationId, ownerId: viewer.id } }),
        )) as Conversation | null,
      }));
    },
    resolve: (update) => update,
  }),
}));
