import { z } from 'zod';
import type { ObjectRef } from '@pothos/core';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { ReplaceContext } from '@pothos/plugin-scope-auth';
import type { AuthenticatedContext } from '../../context.js';
import type { Conversation, Message } from '../../generated/prisma/client.js';
import { builder } from '../../schema/builder.js';
import { queried } from '../../schema/prisma-query.js';
import { AppError, badInput, NotFoundError, UnprocessableError } from '../../kernel/errors.js';
import { ViewerRef } from '../auth/schema.js';
import { uuidRule } from '../../kernel/rules.js';
import { usertagRule } from '../profile/service.js';
import { loadOnce, mapEach } from '../../events/live.js';
import type { TypingPayload } from '../../events/pubsub.js';
import { consumeFor } from '../../security/throttle.js';
import { conversationCursor } from './cursors.js';
import { emojiRule, groupNameRule, messageRule } from './rules.js';
import {
  AttachmentRef,
  type AttachmentView,
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

const read = { authenticated: 'READ' } as const;
const chat = { authenticated: 'CHAT' } as const;
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
  conversations: t.withAuth(read).connection(
    {
      type: ConversationRef,
      // Kept by the response cache (src/schema/cache-plugin.ts): the page is the owner's own
      // conversation rows, whose trigger tells them of every change.
      cache: { reads: ['Conversation'] },
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
      cache: { reads: [] },
    },
    { name: 'ConversationEdge', description: 'A conversation and its cursor.', cache: { reads: [] } },
  ),

  conversation: t.withAuth(read).prismaField({
    type: ConversationRef,
    cache: true,
    nullable: true,
    description: "One of your conversations; null when there is none with this id (another user's included).",
    args: {
      id: t.arg.id({
        required: true,
        description: "The conversation's id (a UUID; BAD_USER_INPUT otherwise).",
        validate: uuid('id'),
      }),
    },
    resolve: (query, _root, { id }, ctx) =>
      nullIfNotFound(ctx.services.conversation.get(ctx.viewer, String(id), query)),
  }),

  messages: t.withAuth(read).connection(
    {
      type: MessageRef,
      // Kept by the response cache: the copies in the viewer's own conversations (the trigger on
      // "Message" tells the owner of the conversation that holds the copy).
      cache: { reads: ['Conversation', 'Message'] },
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

  contact: t.withAuth(read).prismaField({
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

  group: t.withAuth(read).prismaField({
    type: GroupRef,
    nullable: true,
    description: 'A group you are a member of; null when there is none with this id that you are in.',
    args: {
      id: t.arg.id({
        required: true,
        description: "The group's id (a UUID; BAD_USER_INPUT otherwise).",
        validate: uuid('id'),
      }),
    },
    resolve: (query, _root, { id }, ctx) =>
      nullIfNotFound(ctx.services.conversation.groups.get(ctx.viewer, String(id), query)),
  }),

  groups: t.withAuth(read).prismaField({
    type: [GroupRef],
    description: 'The groups you are a member of, newest first.',
    resolve: (query, _root, _args, ctx) => ctx.services.conversation.groups.list(ctx.viewer, query),
  }),
}));

builder.prismaObjectFields(ViewerRef, (t) => ({
  unreadCount: t.int({
    cache: { reads: ['Conversation', 'Message'] },
    description: 'Unread messages across all your conversations.',
    resolve: (user, _args, ctx) => ctx.services.conversation.unreadTotal(user.id),
  }),
}));

// -------------------------------------------------------------------------------- mutations

/** A mutation's expected failures (InvalidInputError is always one) and the name of its data. */
const failures = (types: (typeof NotFoundError)[], dataField?: { name: string; description: string }) =>
  dataField ? { types, dataField } : { types, directResult: true as const };

const CONVERSATION_DATA = { name: 'conversation', description: 'Your conversation as it is now.' };
// Not `message`: a client selects `... on Error { message }` (a String) beside the data.
const SENT_MESSAGE_DATA = { name: 'sentMessage', description: 'Your copy of the message you sent.' };
const REACTED_MESSAGE_DATA = {
  name: 'reactedMessage',
  description: 'Your copy of the message, with the reactions as they are now.',
};
const GROUP_DATA = { name: 'group', description: 'The group as it is now (seen by you).' };
const EDITED_MESSAGE_DATA = { name: 'editedMessage', description: 'Your copy of the message, with its new text.' };

/** The id of one of your conversations, as the mutations on it take it. */
const conversationIdField = (name: 'id' | 'conversationId', what: string) => ({
  validate: uuid(name),
  description: `The id of your conversation to ${what} (a UUID; an InvalidInputError otherwise). Another user's or an unknown one is a NotFoundError.`,
});
const GROUP_ID_FIELD = {
  validate: uuid('groupId'),
  description:
    "The group's id (a UUID; an InvalidInputError otherwise); a group you are not a member of is a NotFoundError.",
};
const MESSAGE_ID_FIELD = {
  validate: uuid('messageId'),
  description: "A message's id (a UUID) in one of your conversations; a NotFoundError otherwise.",
};
const EMOJI_FIELD = {
  validate: emojiRule,
  description:
    'A single emoji (one grapheme: a pictograph, a flag or a keycap, such as 👍🏽); an InvalidInputError otherwise.',
};

const CreateConversationInput = builder.inputType('CreateConversationInput', {
  description:
    'One of contactId (a user_id) or groupId (a group you are a member of); neither or both is an InvalidInputError.',
  fields: (t) => ({
    contactId: t.id({
      required: false,
      validate: uuid('contactId'),
      description: "Another user's user_id (a UUID): unknown is a NotFoundError, your own is an InvalidInputError.",
    }),
    groupId: t.id({
      required: false,
      validate: uuid('groupId'),
      description: "A group's id (a UUID); one you are not a member of is a NotFoundError.",
    }),
  }),
});

const CreateConversationSuccess = builder
  .objectRef<{ created: boolean; conversation: Conversation }>('CreateConversationSuccess')
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

/** The latest time archivedAt takes: what the REST door's epoch milliseconds reach (year 9999). */
const LATEST = new Date('9999-12-31T23:59:59.999Z');
const archivedAtRule = z
  .date()
  .min(new Date(0), 'archivedAt must be from 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z')
  .max(LATEST, 'archivedAt must be from 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z');

const UpdateConversationInput = builder.inputType('UpdateConversationInput', {
  description: 'The conversation, and the fields to change: only the fields given change.',
  fields: (t) => ({
    id: t.id(conversationIdField('id', 'change')),
    pinnedMessageId: t.id({
      required: false,
      description: 'A message of this conversation (a NotFoundError otherwise); null unpins.',
      validate: uuid('pinnedMessageId'),
    }),
    isPinned: t.boolean({ required: false, description: 'true pins, false unpins; null is an InvalidInputError.' }),
    isMuted: t.boolean({ required: false, description: 'true mutes, false unmutes; null is an InvalidInputError.' }),
    archivedAt: t.field({
      type: 'DateTime',
      required: false,
      validate: archivedAtRule,
      description:
        'When you archived it (stored as given, from 1970 to the end of 9999, an InvalidInputError otherwise); null restores.',
    }),
  }),
});

const DeleteConversationInput = builder.inputType('DeleteConversationInput', {
  description: 'The conversation to delete.',
  fields: (t) => ({ id: t.id(conversationIdField('id', 'delete')) }),
});

const DeleteConversationSuccess = builder
  .objectRef<{ conversationId: string; deleted: true }>('DeleteConversationSuccess')
  .implement({
    description: 'What deleteConversation removed.',
    fields: (t) => ({
      conversationId: t.exposeID('conversationId', { description: 'The id of the deleted conversation.' }),
      deleted: t.exposeBoolean('deleted', { description: 'Always true.' }),
    }),
  });

const MarkConversationReadInput = builder.inputType('MarkConversationReadInput', {
  description: 'The conversation to mark read.',
  fields: (t) => ({ id: t.id(conversationIdField('id', 'mark read')) }),
});

const SendMessageInput = builder.inputType('SendMessageInput', {
  description: 'Where to send, and what.',
  fields: (t) => ({
    conversationId: t.id(conversationIdField('conversationId', 'send in')),
    text: t.string({ validate: messageRule, description: 'The text: trimmed, 1 to 4000 characters.' }),
    attachmentIds: t.idList({
      required: false,
      validate: uuidList('attachmentIds'),
      description:
        'Files you uploaded (POST /attachments) to carry, at most ATTACHMENT_MAX_PER_MESSAGE (10); an id that is not your upload is a NotFoundError.',
    }),
    replyToId: t.id({
      required: false,
      validate: uuid('replyToId'),
      description:
        "A message of this conversation to reply to (quote); another conversation's is a NotFoundError, a deleted one an UnprocessableError.",
    }),
  }),
});

const SetTypingInput = builder.inputType('SetTypingInput', {
  description: 'Where you are typing, and whether you are.',
  fields: (t) => ({
    conversationId: t.id(conversationIdField('conversationId', 'type in')),
    typing: t.boolean({
      description: 'true: typing (renew every few seconds: it lapses 5 s after the last one); false: stopped.',
    }),
  }),
});

const SetTypingSuccess = builder
  .objectRef<{ conversationId: string; typing: boolean; expiresAt: Date | null }>('SetTypingSuccess')
  .implement({
    description: 'Your typing state as the other members now see it.',
    fields: (t) => ({
      conversationId: t.exposeID('conversationId', { description: 'Your conversation.' }),
      typing: t.exposeBoolean('typing', { description: 'Whether you are shown typing.' }),
      expiresAt: t.expose('expiresAt', {
        type: 'DateTime',
        nullable: true,
        description: 'When "typing" lapses without a renewal; null when not typing.',
      }),
    }),
  });

const EditMessageInput = builder.inputType('EditMessageInput', {
  description: 'Your message, and its new text.',
  fields: (t) => ({
    messageId: t.id(MESSAGE_ID_FIELD),
    text: t.string({ validate: messageRule, description: 'The new text: trimmed, 1 to 4000 characters.' }),
  }),
});

const DeleteMessageInput = builder.inputType('DeleteMessageInput', {
  description: 'The message, and for whom to delete it.',
  fields: (t) => ({
    messageId: t.id(MESSAGE_ID_FIELD),
    forEveryone: t.boolean({
      required: false,
      defaultValue: false,
      description:
        'true: every copy shows "message deleted" (the sender only, within CHAT_DELETE_WINDOW_HOURS of sending, default 24); false (default): your copy only.',
    }),
  }),
});

const DeleteMessageSuccess = builder
  .objectRef<{ messageId: string; forEveryone: boolean }>('DeleteMessageSuccess')
  .implement({
    description: 'What deleteMessage removed.',
    fields: (t) => ({
      messageId: t.exposeID('messageId', { description: 'The id of your copy of the message.' }),
      forEveryone: t.exposeBoolean('forEveryone', {
        description: 'true: deleted for everyone (the copies remain, without text); false: your copy is gone.',
      }),
    }),
  });

const AddReactionInput = builder.inputType('AddReactionInput', {
  description: 'The message, and your reaction to add.',
  fields: (t) => ({ messageId: t.id(MESSAGE_ID_FIELD), emoji: t.string(EMOJI_FIELD) }),
});

const RemoveReactionInput = builder.inputType('RemoveReactionInput', {
  description: 'The message, and your reaction to remove.',
  fields: (t) => ({ messageId: t.id(MESSAGE_ID_FIELD), emoji: t.string(EMOJI_FIELD) }),
});

const CreateGroupInput = builder.inputType('CreateGroupInput', {
  description: 'A new group.',
  fields: (t) => ({
    name: t.string({ validate: groupNameRule, description: 'Trimmed, 1 to 100 characters.' }),
    memberIds: t.idList({
      required: false,
      description:
        'user_ids of the other members (UUIDs); you are the first admin. An unknown user is a NotFoundError; more than 256 members with you is an InvalidInputError.',
      validate: uuidList('memberIds'),
    }),
  }),
});

const AddGroupMembersInput = builder.inputType('AddGroupMembersInput', {
  description: 'The group, and the people to add.',
  fields: (t) => ({
    groupId: t.id(GROUP_ID_FIELD),
    userIds: t.idList({
      validate: uuidList('userIds'),
      description: 'user_ids (UUIDs) of the people to add, at least one; an unknown user is a NotFoundError.',
    }),
  }),
});

const RemoveGroupMemberInput = builder.inputType('RemoveGroupMemberInput', {
  description: 'The group, and the member to remove.',
  fields: (t) => ({
    groupId: t.id(GROUP_ID_FIELD),
    userId: t.id({
      validate: uuid('userId'),
      description:
        "The member's user_id (a UUID); not a member is a NotFoundError, yourself is an InvalidInputError (use leaveGroup).",
    }),
  }),
});

const LeaveGroupInput = builder.inputType('LeaveGroupInput', {
  description: 'The group to leave.',
  fields: (t) => ({ groupId: t.id(GROUP_ID_FIELD) }),
});

builder.mutationFields((t) => ({
  createConversation: t.withAuth(chat).field({
    type: CreateConversationSuccess,
    errors: failures([NotFoundError]),
    description:
      'Opens your conversation with a contact or a group; one that exists is returned as it is. An unknown contact, or a group you are not in, is a NotFoundError.',
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

  updateConversation: t.withAuth(chat).prismaField({
    type: ConversationRef,
    errors: failures([NotFoundError], CONVERSATION_DATA),
    description:
      'Pins, mutes, archives or restores one of your conversations, or pins one of its messages. An unknown conversation or message is a NotFoundError.',
    args: {
      input: t.arg({
        type: UpdateConversationInput,
        required: true,
        description: 'The conversation and the flags to change.',
      }),
    },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.update(
        ctx.viewer,
        String(input.id),
        {
          pinnedMessageId: input.pinnedMessageId == null ? input.pinnedMessageId : String(input.pinnedMessageId),
          isPinned: input.isPinned,
          isMuted: input.isMuted,
          archivedAt: input.archivedAt,
        },
        queried(query),
      ),
  }),

  deleteConversation: t.withAuth(chat).field({
    type: DeleteConversationSuccess,
    errors: failures([NotFoundError]),
    description:
      'Deletes your conversation and all its messages for good; the other side keeps theirs. Archive to keep it restorable. An unknown conversation is a NotFoundError.',
    args: { input: t.arg({ type: DeleteConversationInput, required: true, description: 'The conversation.' }) },
    resolve: (_root, { input }, ctx) => ctx.services.conversation.remove(ctx.viewer, String(input.id)),
  }),

  markConversationRead: t.withAuth(chat).prismaField({
    type: ConversationRef,
    errors: failures([NotFoundError], CONVERSATION_DATA),
    description:
      'Sets lastOpenedAt and the readAt of every unread message to now; in a contact conversation their copies get the same readAt (a read receipt). An unknown conversation is a NotFoundError.',
    args: { input: t.arg({ type: MarkConversationReadInput, required: true, description: 'The conversation.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.markRead(ctx.viewer, String(input.id), queried(query)),
  }),

  sendMessage: t.withAuth(chat).prismaField({
    type: MessageRef,
    errors: failures([NotFoundError, UnprocessableError], SENT_MESSAGE_DATA),
    description:
      "Sends a message; a contact receives it in their own conversation with you (created if needed), a group in each member's. An unknown conversation is a NotFoundError; a group you left, or a service account, is an UnprocessableError.",
    args: { input: t.arg({ type: SendMessageInput, required: true, description: 'The conversation and the text.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.send(ctx.viewer, String(input.conversationId), input.text, queried(query), {
        replyToId: input.replyToId == null ? null : String(input.replyToId),
        attachmentIds: input.attachmentIds?.map(String) ?? null,
      }),
  }),

  setTyping: t.withAuth(chat).field({
    type: SetTypingSuccess,
    errors: failures([NotFoundError, UnprocessableError]),
    description:
      'Shows the other members that you are typing (or stopped), live through typingUpdated. Never stored. Rate-limited per account (CHAT_TYPING_MAX_PER_MINUTE, RATE_LIMITED beyond). An unknown conversation is a NotFoundError; a group you left an UnprocessableError.',
    args: { input: t.arg({ type: SetTypingInput, required: true, description: 'The conversation and the state.' }) },
    resolve: async (_root, { input }, ctx) => {
      await consumeFor(ctx.services.typingThrottle, ctx);
      return ctx.services.conversation.typing.set(ctx.viewer, String(input.conversationId), input.typing);
    },
  }),

  editMessage: t.withAuth(chat).prismaField({
    type: MessageRef,
    errors: failures([NotFoundError, UnprocessableError], EDITED_MESSAGE_DATA),
    description:
      "Changes the text of your message on every copy (editedAt is set; the previous text is not kept or shown). An unknown message is a NotFoundError; someone else's, a deleted one, a payment's, or one in a group you left is an UnprocessableError.",
    args: { input: t.arg({ type: EditMessageInput, required: true, description: 'The message and the text.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.edit(ctx.viewer, String(input.messageId), input.text, queried(query)),
  }),

  deleteMessage: t.withAuth(chat).field({
    type: DeleteMessageSuccess,
    errors: failures([NotFoundError, UnprocessableError]),
    description:
      'Deletes a message for you (your copy goes), or for everyone (every copy shows "message deleted"; yours only, within the configured window). An unknown message is a NotFoundError; for everyone on someone else\'s message, past the window, or a payment\'s is an UnprocessableError.',
    args: { input: t.arg({ type: DeleteMessageInput, required: true, description: 'The message and for whom.' }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.conversation.deleteMessage(ctx.viewer, String(input.messageId), input.forEveryone === true),
  }),

  addReaction: t.withAuth(chat).prismaField({
    type: MessageRef,
    errors: failures([NotFoundError, UnprocessableError], REACTED_MESSAGE_DATA),
    description:
      'Adds your reaction (one emoji) to a message; everyone in the thread sees it. Adding it twice changes nothing. An unknown message is a NotFoundError; more than 20 different ones from you on one message, or a group you left, is an UnprocessableError.',
    args: { input: t.arg({ type: AddReactionInput, required: true, description: 'The message and the emoji.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.react(ctx.viewer, String(input.messageId), input.emoji, true, queried(query)),
  }),

  removeReaction: t.withAuth(chat).prismaField({
    type: MessageRef,
    errors: failures([NotFoundError], REACTED_MESSAGE_DATA),
    description:
      'Removes your reaction from a message (nothing happens when there is none). An unknown message is a NotFoundError.',
    args: { input: t.arg({ type: RemoveReactionInput, required: true, description: 'The message and the emoji.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.react(ctx.viewer, String(input.messageId), input.emoji, false, queried(query)),
  }),

  createGroup: t.withAuth(chat).prismaField({
    type: GroupRef,
    errors: failures([NotFoundError], GROUP_DATA),
    description:
      'Creates a group with you as its admin; every member gets a conversation for it. An unknown member is a NotFoundError.',
    args: { input: t.arg({ type: CreateGroupInput, required: true, description: 'The name and the first members.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.groups.create(
        ctx.viewer,
        { name: input.name, memberIds: input.memberIds?.map(String) },
        queried(query),
      ),
  }),

  addGroupMembers: t.withAuth(chat).prismaField({
    type: GroupRef,
    errors: failures([NotFoundError, UnprocessableError], GROUP_DATA),
    description:
      'Adds members and returns the group. Members already in the group are left as they are. Only an admin may: FORBIDDEN (a top-level error) otherwise. An unknown group or user is a NotFoundError; past 256 members is an UnprocessableError.',
    args: { input: t.arg({ type: AddGroupMembersInput, required: true, description: 'The group and the people.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.groups.addMembers(
        ctx.viewer,
        String(input.groupId),
        input.userIds.map(String),
        queried(query),
      ),
  }),

  removeGroupMember: t.withAuth(chat).prismaField({
    type: GroupRef,
    errors: failures([NotFoundError], GROUP_DATA),
    description:
      'Removes a member and returns the group; they keep their conversation, read-only. Only an admin may: FORBIDDEN (a top-level error) otherwise. An unknown group or member is a NotFoundError.',
    args: {
      input: t.arg({ type: RemoveGroupMemberInput, required: true, description: 'The group and the member.' }),
    },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.groups.removeMember(
        ctx.viewer,
        String(input.groupId),
        String(input.userId),
        queried(query),
      ),
  }),

  leaveGroup: t.withAuth(chat).prismaField({
    type: GroupRef,
    errors: failures([NotFoundError], {
      name: 'group',
      description: 'The group you left, as you see it now: isMember false and no members.',
    }),
    description:
      'Leaves a group; you keep your conversation, read-only. The last admin to leave hands the role to the longest-standing member. A group you are not in is a NotFoundError.',
    args: { input: t.arg({ type: LeaveGroupInput, required: true, description: 'The group.' }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.services.conversation.groups.leave(ctx.viewer, String(input.groupId), queried(query)),
  }),
}));

// ---------------------------------------------------------------------------- attachments

const UploadMethodEnum = builder.enumType('AttachmentUploadMethod', {
  description: 'How the bytes of an upload are sent (docs/chat.md "Attachments").',
  values: {
    PRESIGNED_PUT: {
      description:
        'PUT the bytes to `url` (an S3-compatible bucket) with `headers` and no Authorization, exactly `size` bytes, before `expiresAt`; then completeAttachmentUpload.',
    },
    SERVICE_POST: {
      description:
        "POST the bytes to the service's `url` (/attachments) with Authorization: Bearer and `headers`; its 201 answer is the attachment. No completion step.",
    },
  } as const,
});

const HttpHeaderRef = builder.objectRef<{ name: string; value: string }>('HttpHeader').implement({
  description: 'An HTTP header to send as given.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its name, in lower case.' }),
    value: t.exposeString('value', { description: 'Its value.' }),
  }),
});

interface UploadView {
  method: 'PRESIGNED_PUT' | 'SERVICE_POST';
  url: string;
  headers: { name: string; value: string }[];
  attachmentId: string | null;
  expiresAt: Date | null;
  maxBytes: number;
}

const AttachmentUploadRef = builder.objectRef<UploadView>('AttachmentUpload').implement({
  description:
    'Where and how to send the bytes of a file. Production (the S3 store): a presigned PUT straight to the bucket, then completeAttachmentUpload. Embedded (files under DATA_DIR): a POST to the service.',
  fields: (t) => ({
    method: t.field({ type: UploadMethodEnum, description: 'How to send the bytes.', resolve: (u) => u.method }),
    url: t.exposeString('url', {
      description: 'PRESIGNED_PUT: the presigned URL (short-lived). SERVICE_POST: the service path /attachments.',
    }),
    headers: t.field({
      type: [HttpHeaderRef],
      description:
        'Headers to send as given (PRESIGNED_PUT: they are signed; Content-Length, also signed, comes from the body).',
      resolve: (u) => u.headers,
    }),
    attachmentId: t.exposeID('attachmentId', {
      nullable: true,
      description: 'PRESIGNED_PUT: the pending attachment to complete after the PUT. SERVICE_POST: null.',
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'PRESIGNED_PUT: the URL is refused after this (S3_URL_EXPIRY_SECONDS). SERVICE_POST: null.',
    }),
    maxBytes: t.exposeInt('maxBytes', { description: 'The largest attachment (ATTACHMENT_MAX_BYTES).' }),
  }),
});

const CreateAttachmentUploadInput = builder.inputType('CreateAttachmentUploadInput', {
  description: 'The file about to be uploaded.',
  fields: (t) => ({
    name: t.string({
      description: 'Its file name (a path is cut off; at most 200 characters are kept).',
      validate: z.string().max(1000),
    }),
    size: t.int({
      description: 'Its exact size in bytes, 1 to ATTACHMENT_MAX_BYTES (an InvalidInputError otherwise).',
    }),
    contentType: t.string({
      required: false,
      description:
        'The media type the client believes it has (a browser File.type). Signed into the PUT; the stored type is still sniffed from the content, and a type the service recognises that the content does not bear out is refused at completion.',
    }),
  }),
});

const CompleteAttachmentUploadInput = builder.inputType('CompleteAttachmentUploadInput', {
  description: 'The presigned upload whose bytes were PUT.',
  fields: (t) => ({
    attachmentId: t.id({
      validate: uuid('attachmentId'),
      description:
        "createAttachmentUpload's attachmentId (yours; another user's or an unknown one is a NotFoundError).",
    }),
  }),
});

const CreateAttachmentUploadSuccess = builder
  .objectRef<{ upload: UploadView }>('CreateAttachmentUploadSuccess')
  .implement({
    description: 'Where to send the bytes.',
    fields: (t) => ({
      upload: t.field({
        type: AttachmentUploadRef,
        description: 'The method, URL and headers.',
        resolve: (r) => r.upload,
      }),
    }),
  });

const CompleteAttachmentUploadSuccess = builder
  .objectRef<{ attachment: AttachmentView }>('CompleteAttachmentUploadSuccess')
  .implement({
    description: 'The upload checked: an attachment to send with sendMessage.',
    fields: (t) => ({
      attachment: t.field({
        type: AttachmentRef,
        description: 'The attachment, with its sniffed type, size, dimensions and URLs.',
        resolve: (r) => r.attachment,
      }),
    }),
  });

builder.mutationFields((t) => ({
  createAttachmentUpload: t.withAuth(chat).field({
    type: CreateAttachmentUploadSuccess,
    errors: failures([]),
    description:
      'Starts an upload and says how to send its bytes. Production (S3 store): a pending attachment and a presigned PUT (method PRESIGNED_PUT), then completeAttachmentUpload. Embedded: POST /attachments (method SERVICE_POST). A size of 0 or over ATTACHMENT_MAX_BYTES, or a malformed contentType, is an InvalidInputError.',
    args: { input: t.arg({ type: CreateAttachmentUploadInput, required: true, description: 'The file.' }) },
    resolve: async (_root, { input }, ctx) => {
      const attachments = ctx.services.attachments;
      const maxBytes = attachments.maxBytes;
      if (!attachments.presigned) {
        if (input.size < 1 || input.size > maxBytes) throw badInput(`size is 1 to ${maxBytes} bytes`, 'size');
        return {
          upload: {
            method: 'SERVICE_POST' as const,
            url: '/attachments',
            headers: [{ name: 'x-file-name', value: encodeURIComponent(input.name) }],
            attachmentId: null,
            expiresAt: null,
            maxBytes,
          },
        };
      }
      const { row, put } = await attachments.createUpload(
        ctx.viewer.id,
        input.name,
        input.size,
        input.contentType ?? null,
      );
      return {
        upload: {
          method: 'PRESIGNED_PUT' as const,
          url: put.url,
          headers: Object.entries(put.headers).map(([name, value]) => ({ name, value })),
          attachmentId: row.id,
          expiresAt: put.expiresAt,
          maxBytes,
        },
      };
    },
  }),

  completeAttachmentUpload: t.withAuth(chat).field({
    type: CompleteAttachmentUploadSuccess,
    errors: failures([NotFoundError, UnprocessableError]),
    description:
      'Checks a presigned upload against what the bucket holds: its size (the declared one, at most ATTACHMENT_MAX_BYTES) and its type, sniffed from the first bytes read back. Refused (UnprocessableError, the upload deleted): too large, another size, a declared type the content does not bear out, an image that does not decode. Nothing PUT yet: UnprocessableError, still pending. Completing twice answers the attachment again.',
    args: {
      input: t.arg({ type: CompleteAttachmentUploadInput, required: true, description: 'The upload.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const row = await ctx.services.attachments.completeUpload(ctx.viewer.id, String(input.attachmentId));
      return { attachment: await ctx.services.attachments.view(row) };
    },
  }),
}));

// ------------------------------------------------------------------------------- presence

const PresenceStateEnum = builder.enumType('PresenceState', {
  description: 'Whether someone is connected now (docs/chat.md "Presence").',
  values: {
    ONLINE: { description: 'A live connection (graphql-ws) open on some instance.' },
    AWAY: { description: 'Connected, but they said they are away (setPresence).' },
    OFFLINE: { description: 'No live connection.' },
  },
});

type PresenceRow = { contactId: string; state: 'ONLINE' | 'AWAY' | 'OFFLINE'; lastSeenAt: Date | null };

const PresenceRef = builder.objectRef<PresenceRow>('Presence').implement({
  description: 'Presence of someone who shares a conversation with you.',
  fields: (t) => ({
    contactId: t.exposeID('contactId', { description: 'Their user_id.' }),
    state: t.field({ type: PresenceStateEnum, description: 'Online, away or offline.', resolve: (p) => p.state }),
    lastSeenAt: t.expose('lastSeenAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When their last connection ended; null while connected, when never seen, or when they hide it (hideLastSeen).',
    }),
  }),
});

builder.prismaObjectFields(ContactRef, (t) => ({
  presence: t.field({
    type: PresenceRef,
    nullable: true,
    description:
      'Their presence; null unless they share a conversation with you (each has one with the other, or both are in a group).',
    resolve: async (u, _args, ctx) => (await ctx.services.presence.visible(ctx.viewer?.id ?? -1, [u.id]))[0] ?? null,
  }),
}));

const MAX_PRESENCE_IDS = 200;

builder.queryFields((t) => ({
  presence: t.withAuth(read).field({
    type: [PresenceRef],
    description:
      'Presence of several people at once (up to 200 user_ids); those who share no conversation with you are left out.',
    args: {
      userIds: t.arg.idList({
        required: true,
        description: 'user_ids (UUIDs), at most 200; more is BAD_USER_INPUT.',
        validate: uuidList('userIds').max(MAX_PRESENCE_IDS, `at most ${MAX_PRESENCE_IDS} userIds`),
      }),
    },
    resolve: async (_root, { userIds }, ctx) => {
      const users = await ctx.prisma.user.findMany({
        where: { uuid: { in: userIds.map(String) } },
        select: { id: true },
      });
      return ctx.services.presence.visible(
        ctx.viewer.id,
        users.map((u) => u.id),
      );
    },
  }),
}));

const SetPresenceInput = builder.inputType('SetPresenceInput', {
  description: 'Your presence as others see it while you are connected.',
  fields: (t) => ({
    away: t.boolean({ description: 'true: shown AWAY while connected; false: ONLINE again.' }),
  }),
});

const UpdateChatPrivacyInput = builder.inputType('UpdateChatPrivacyInput', {
  description: 'Your chat privacy settings.',
  fields: (t) => ({
    hideLastSeen: t.boolean({ description: 'true: nobody sees when you were last online.' }),
  }),
});

const ChatPrivacySuccess = builder.objectRef<{ hideLastSeen: boolean }>('UpdateChatPrivacySuccess').implement({
  description: 'Your chat privacy settings now.',
  fields: (t) => ({
    hideLastSeen: t.exposeBoolean('hideLastSeen', { description: 'Others do not see your last-seen time.' }),
  }),
});

const SetPresenceSuccess = builder.objectRef<{ away: boolean }>('SetPresenceSuccess').implement({
  description: 'Your presence setting now.',
  fields: (t) => ({
    away: t.exposeBoolean('away', { description: 'Shown AWAY while connected.' }),
  }),
});

builder.mutationFields((t) => ({
  setPresence: t.withAuth(chat).field({
    type: SetPresenceSuccess,
    errors: failures([]),
    description:
      'Marks you away (or back) while connected; offline comes from your connections closing, not from this. Never stored.',
    args: { input: t.arg({ type: SetPresenceInput, required: true, description: 'Away or not.' }) },
    resolve: async (_root, { input }, ctx) => {
      await ctx.services.presence.setAway(ctx.viewer.id, input.away);
      return { away: input.away };
    },
  }),
  updateChatPrivacy: t.withAuth(chat).field({
    type: ChatPrivacySuccess,
    errors: failures([]),
    description: 'Changes your chat privacy settings (hide your last-seen time).',
    args: { input: t.arg({ type: UpdateChatPrivacyInput, required: true, description: 'The settings.' }) },
    resolve: async (_root, { input }, ctx) =>
      ctx.prisma.user.update({
        where: { id: ctx.viewer.id },
        data: { hideLastSeen: input.hideLastSeen },
        select: { hideLastSeen: true },
      }),
  }),
}));

// ---------------------------------------------------------------------------- subscriptions

const ConversationUpdateRef = builder
  .objectRef<{
    ownerId: number;
    conversationId: string;
    conversation: Conversation | null;
    message: Message | null;
    removedMessageId: string | null;
  }>('ConversationUpdate')
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
      message: t.field({
        type: MessageRef,
        nullable: true,
        description: 'The message that changed (edited, or deleted for everyone), as your copy is now; null otherwise.',
        resolve: (u) => u.message,
      }),
      removedMessageId: t.id({
        nullable: true,
        description: 'Your copy of a message you deleted for yourself (remove it from the thread); null otherwise.',
        resolve: (u) => u.removedMessageId,
      }),
      unreadTotal: t.int({
        description: 'Your unread messages across all conversations, now.',
        resolve: (u, _args, ctx) => ctx.services.conversation.live.reads.unreadTotal(u.ownerId),
      }),
    }),
  });

const TypingUpdateRef = builder.objectRef<TypingPayload>('TypingUpdate').implement({
  description: 'A member started or stopped typing in one of your conversations.',
  fields: (t) => ({
    conversationId: t.exposeID('conversationId', { description: 'Your conversation.' }),
    contactId: t.exposeID('userId', { description: 'Who is typing (a user_id).' }),
    username: t.exposeString('username', { nullable: true, description: 'Their usertag.' }),
    typing: t.exposeBoolean('typing', { description: 'Whether they are typing now.' }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When "typing" lapses without a renewal; null when not typing.',
      resolve: (u) => (u.expiresAt ? new Date(u.expiresAt) : null),
    }),
    expired: t.exposeBoolean('expired', {
      description: 'typing false because no renewal came in time (not because they said so).',
    }),
  }),
});

builder.subscriptionFields((t) => ({
  presenceUpdated: t.withAuth(read).field({
    type: [PresenceRef],
    description:
      'Presence changes of the people who share a conversation with you, batched: one event lists everyone whose presence changed within a quarter of a second. At most PRESENCE_MAX_SUBSCRIPTIONS (default 10) at once per account: RATE_LIMITED beyond, until one of yours ends.',
    subscribe: (_root, _args, ctx) =>
      ctx.services.presence.watch(ctx.viewer.id, () =>
        mapEach(ctx.services.conversation.live.presenceUpdated(ctx.viewer), async (event) => {
          const rows = await ctx.services.presence.visible(ctx.viewer.id, event.userIds);
          return rows.length > 0 ? rows : null;
        }),
      ),
    resolve: (rows) => rows,
  }),
  typingUpdated: t.withAuth(read).field({
    type: TypingUpdateRef,
    description:
      'Members typing in your conversations (or in one): a typing true, renewed while they type, then a typing false (sent by them, or made here 5 s after the last renewal).',
    args: {
      conversationId: t.arg.id({
        required: false,
        description: "Only this conversation of yours (another user's or an unknown one is NOT_FOUND).",
        validate: uuid('conversationId'),
      }),
    },
    subscribe: async (_root, args, ctx) => {
      const conversationId = args.conversationId == null ? null : String(args.conversationId);
      if (conversationId) await ctx.services.conversation.get(ctx.viewer, conversationId, { select: { id: true } });
      return ctx.services.conversation.typing.stream(ctx.viewer, conversationId);
    },
    resolve: (update) => update,
  }),

  messageAdded: t.withAuth(read).field({
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
      const { live } = ctx.services.conversation;
      return mapEach(live.messageAdded(viewer, conversationId), (event) =>
        loadOnce(event, shape, () =>
          live.reads.message(query, shape, {
            ownerId: viewer.id,
            conversationId: event.conversationId,
            messageId: event.messageId,
          }),
        ),
      );
    },
    resolve: (message) => message,
  }),

  conversationUpdated: t.withAuth(read).field({
    type: ConversationUpdateRef,
    description: 'Any change to one of your conversations.',
    subscribe: (_root, _args, ctx, info) => {
      const viewer = ctx.viewer;
      const query = queryFromInfo({ context: ctx, info, path: ['conversation'] });
      const shape = JSON.stringify(query);
      const messageQuery = queryFromInfo({ context: ctx, info, path: ['message'] });
      const messageShape = `message:${JSON.stringify(messageQuery)}`;
      const { live } = ctx.services.conversation;
      return mapEach(live.conversationUpdated(viewer), async (event) => {
        const { conversationId, messageId } = event;
        const [conversation, message] = await Promise.all([
          loadOnce(event, shape, () => live.reads.conversation(query, shape, { ownerId: viewer.id, conversationId })),
          messageId
            ? loadOnce(event, messageShape, () =>
                live.reads.message(messageQuery, messageShape, { ownerId: viewer.id, conversationId, messageId }),
              )
            : null,
        ]);
        return {
          ownerId: viewer.id,
          conversationId,
          conversation,
          message,
          removedMessageId: event.removedMessageId ?? null,
        };
      });
    },
    resolve: (update) => update,
  }),
}));
