import { parseCursorConnectionArgs } from '@pothos/core';
import { resolveCursorConnection } from '@pothos/plugin-relay';
import { builder } from '../../schema/builder.js';
import { badInput } from '../../kernel/errors.js';
import {
  conversationCursor,
  messageCursor,
  parseConversationCursor,
  parseMessageCursor,
  type ConversationPosition,
} from './cursors.js';
import { DEFAULT_CONVERSATION_PAGE, DEFAULT_MESSAGE_PAGE, MAX_PAGE } from './rules.js';
import type { Page } from './service.js';
import { messageReads, type Quote, type Receipt } from './message-reads.js';
import { UNREAD, UNREAD_MENTION } from './unread.js';

// GraphQL object types of the conversation area: Contact, Group, GroupMember, Conversation,
// Message, Reaction (spec 2.6 and 2.7 in camelCase; every time is a DateTime, which the REST
// routes answer as integer epoch milliseconds).

/** Username of a service account (User.kind SYSTEM) that has no usertag. */
export const SYSTEM_USERNAME = 'wallet';

interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

function checkSizes(args: ConnectionArgs) {
  if (args.first != null && args.last != null) throw badInput('send first or last, not both', 'first');
  for (const key of ['first', 'last'] as const) {
    const size = args[key];
    if (size != null && (size < 1 || size > MAX_PAGE)) throw badInput(`${key} must be from 1 to ${MAX_PAGE}`, key);
  }
}

/** The keyset page that relay arguments ask for. */
export function pageOf<P>(
  args: ConnectionArgs,
  defaultSize: number,
  parse: (cursor: string, field: string) => P,
): Page<P> {
  checkSizes(args);
  const parsed = parseCursorConnectionArgs({ args, defaultSize, maxSize: MAX_PAGE });
  return {
    after: parsed.after ? parse(parsed.after, 'after') : undefined,
    before: parsed.before ? parse(parsed.before, 'before') : undefined,
    take: parsed.limit,
    inverted: parsed.inverted,
  };
}

export const conversationPage = (args: ConnectionArgs): Page<ConversationPosition> =>
  pageOf(args, DEFAULT_CONVERSATION_PAGE, parseConversationCursor);
export const messagePage = (args: ConnectionArgs): Page<bigint> =>
  pageOf(args, DEFAULT_MESSAGE_PAGE, parseMessageCursor);

/** Rows of one keyset page, as a relay connection (trims the look-ahead row, restores order). */
export const conversationConnection = <T extends ConversationPosition>(args: ConnectionArgs, rows: T[]) =>
  resolveCursorConnection(
    { args, defaultSize: DEFAULT_CONVERSATION_PAGE, maxSize: MAX_PAGE, toCursor: conversationCursor },
    () => rows,
  );
export const messageConnection = <T extends { seq: bigint }>(args: ConnectionArgs, rows: T[]) =>
  resolveCursorConnection(
    { args, defaultSize: DEFAULT_MESSAGE_PAGE, maxSize: MAX_PAGE, toCursor: messageCursor },
    () => rows,
  );

export const ContactRef = builder.prismaObject('User', {
  variant: 'Contact',
  description: 'Another user of the service, or a service account such as the Wallet contact.',
  // Select mode: a contact never loads the e-mail or the password and passcode hashes, only the
  // columns its selected fields name; the row id and kind are what phoneNumber, username and
  // isSystem decide on.
  select: { id: true, kind: true },
  // Fields the response cache keeps say `cache` (src/schema/cache-plugin.ts): the triggers on "User",
  // "Profile" and "Usertag" tell everyone with a conversation with the contact. Not lastActiveAt:
  // it changes with every message they send, and that must not reach everyone who has them as a contact.
  fields: (t) => ({
    id: t.exposeID('uuid', { cache: true, description: "The contact's user_id." }),
    username: t.string({
      cache: { reads: ['Usertag'] },
      nullable: true,
      description: 'The usertag; a service account without one has a fixed name. Null for a user with no profile yet.',
      select: { usertag: { select: { usertag: true } } },
      resolve: (u) => u.usertag?.usertag ?? (u.kind === 'SYSTEM' ? SYSTEM_USERNAME : null),
    }),
    phoneNumber: t.string({
      cache: { reads: ['Profile', 'Conversation', 'Message'] },
      nullable: true,
      description:
        "The contact's phone number, shown only once they have sent you a message in your conversation with them (and for yourself and service accounts); otherwise null.",
      // Your conversation with them (at most one), if it holds a message they wrote: an
      // existence test, which stops at the first (counting them read the whole history).
      select: (_args, ctx) => {
        const viewerId = ctx.viewer?.id ?? -1;
        return {
          profile: { select: { phoneNumber: true } },
          contactOf: {
            where: { ownerId: viewerId, messages: { some: { senderId: { not: viewerId } } } },
            select: { id: true },
          },
        };
      },
      resolve: (u, _args, ctx) =>
        u.id === ctx.viewer?.id || u.kind === 'SYSTEM' || u.contactOf.length > 0
          ? (u.profile?.phoneNumber ?? null)
          : null,
    }),
    avatarUrl: t.exposeString('avatarUrl', {
      cache: true,
      nullable: true,
      description: 'A picture URL; always null for now (avatars are not stored yet).',
    }),
    lastActiveAt: t.expose('lastActiveAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When they last sent a message.',
    }),
    createdAt: t.expose('createdAt', {
      cache: true,
      type: 'DateTime',
      description: 'When their account was created.',
    }),
    isSystem: t.boolean({
      cache: true,
      description: 'A service account (such as the Wallet contact), not a person.',
      resolve: (u) => u.kind === 'SYSTEM',
    }),
  }),
});

export const GroupMemberRef = builder.prismaObject('GroupMember', {
  description: 'A current member of a group.',
  fields: (t) => ({
    contact: t.relation('user', { type: ContactRef, description: 'The member.' }),
    isAdmin: t.exposeBoolean('isAdmin', {
      description: 'Whether they may add and remove members (the creator is the first admin).',
    }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', description: 'When they joined.' }),
  }),
});

export const GroupRef = builder.prismaObject('Group', {
  description: 'A group chat of up to 256 members; each member has their own conversation for it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The group's id (a UUID)." }),
    name: t.exposeString('name', { description: "The group's name, 1 to 100 characters." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the group was created.' }),
    isMember: t.boolean({
      description: 'Whether you are a member now (a member who left keeps the conversation, read-only).',
      select: (_args, ctx) => ({ _count: { select: { members: { where: { userId: ctx.viewer?.id ?? -1 } } } } }),
      resolve: (g) => g._count.members > 0,
    }),
    members: t.field({
      type: [GroupMemberRef],
      description: 'Current members, longest-standing first; empty when you are not a member.',
      select: (_args, _ctx, nested) => ({ members: nested({ orderBy: [{ joinedAt: 'asc' }, { userId: 'asc' }] }) }),
      resolve: (g, _args, ctx) => (g.members.some((m) => m.userId === ctx.viewer?.id) ? g.members : []),
    }),
  }),
});

export interface AttachmentView {
  id: string;
  url: string;
  thumbnailUrl: string | null;
  contentType: string;
  name: string | null;
  size: number;
  width: number | null;
  height: number | null;
}

export const AttachmentRef = builder.objectRef<AttachmentView>('Attachment').implement({
  description: 'A file attached to a message (docs/chat.md "Attachments").',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The attachment's id." }),
    url: t.exposeString('url', {
      description:
        'Where the bytes are: the service path /attachments/<id> (send Authorization: Bearer), or a presigned URL valid for S3_URL_EXPIRY_SECONDS in production.',
    }),
    thumbnailUrl: t.exposeString('thumbnailUrl', {
      nullable: true,
      description: 'A WebP thumbnail (at most 320 px) of an image, fetched like url; null for other files.',
    }),
    contentType: t.exposeString('contentType', {
      description: 'Its media type, sniffed from the content (application/octet-stream when unknown).',
    }),
    name: t.exposeString('name', { nullable: true, description: 'Its file name as uploaded (without a path).' }),
    size: t.exposeInt('size', { description: 'Its size in bytes.' }),
    width: t.exposeInt('width', { nullable: true, description: 'An image: its width in pixels.' }),
    height: t.exposeInt('height', { nullable: true, description: 'An image: its height in pixels.' }),
  }),
});

export const ReactionRef = builder.prismaObject('Reaction', {
  description: "One person's emoji on a message; every copy of the message shows it.",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The reaction's id (a UUID)." }),
    emoji: t.exposeString('emoji', { description: 'A single emoji.' }),
    contact: t.relation('user', { type: ContactRef, description: 'Who reacted.' }),
    fromViewer: t.boolean({
      resolve: (r, _args, ctx) => r.userId === ctx.viewer?.id,
      description: 'Whether you reacted.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the reaction was added.' }),
  }),
});

/** What a deleted message shows instead of its text. */
export const DELETED_TEXT = 'message deleted';

const QuoteRef = builder.objectRef<Quote>('Quote').implement({
  description: 'The message a reply quotes, as it is now in your conversation.',
  fields: (t) => ({
    messageId: t.exposeID('messageId', {
      nullable: true,
      description: 'Your copy of the quoted message; null when it is gone (deleted for you).',
    }),
    text: t.exposeString('text', {
      description: 'Its current text (edits included), or "deleted" when it was deleted for everyone or for you.',
    }),
    deleted: t.exposeBoolean('deleted', {
      description: 'The quoted message was deleted (for everyone, or for you).',
    }),
    contactId: t.exposeID('contactId', {
      nullable: true,
      description: 'Who wrote the quoted message (a user_id); null when it is gone.',
    }),
  }),
});

const ReadReceiptRef = builder.objectRef<Receipt>('ReadReceipt').implement({
  description: 'A group member who has read a message, and when.',
  fields: (t) => ({
    contactId: t.exposeID('contactId', { description: "The reader's user_id." }),
    username: t.exposeString('username', { nullable: true, description: "The reader's usertag." }),
    readAt: t.expose('readAt', { type: 'DateTime', description: 'When they read it.' }),
  }),
});

export const MessageRef = builder.prismaObject('Message', {
  description: "A message in one of your conversations (your copy: each member's conversation holds its own).",
  // Select mode: only the columns the selected fields name, and what the cursors (seq) and
  // fromViewer (senderId) are made from.
  select: { id: true, seq: true, senderId: true, mentionIds: true },
  // Fields the response cache keeps say `cache` (src/schema/cache-plugin.ts): the trigger on "Message"
  // tells the owner of the conversation that holds the copy. Not contact: a group message's sender
  // is no contact of the reader, so their usertag changing tells the reader nothing.
  fields: (t) => ({
    id: t.exposeID('id', { cache: true, description: "This copy's id (a UUID), as reactions and pinning take it." }),
    conversationId: t.exposeID('conversationId', {
      cache: true,
      description: 'The conversation (yours) that holds this copy.',
    }),
    contact: t.relation('sender', { type: ContactRef, description: 'Who wrote it (you, for your own messages).' }),
    fromViewer: t.boolean({
      cache: true,
      description: 'Whether you wrote it.',
      resolve: (m, _args, ctx) => m.senderId === ctx.viewer?.id,
    }),
    text: t.string({
      cache: true,
      description: `The text, trimmed (at most 4000 characters when a person sent it); "${DELETED_TEXT}" once deleted for everyone.`,
      select: { body: true, deletedAt: true },
      resolve: (m) => (m.deletedAt ? DELETED_TEXT : m.body),
    }),
    editedAt: t.expose('editedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the sender last edited the text; null when never edited. Earlier texts are not kept.',
    }),
    deletedAt: t.expose('deletedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the sender deleted it for everyone; null otherwise.',
    }),
    deleted: t.boolean({
      description: 'Deleted for everyone by its sender: the text is gone.',
      select: { deletedAt: true },
      resolve: (m) => m.deletedAt !== null,
    }),
    replyTo: t.field({
      type: QuoteRef,
      nullable: true,
      description: 'The message this one replies to, with its current text (or "deleted"); null when not a reply.',
      select: { replyToEnvelopeId: true, conversationId: true },
      resolve: (m, _args, ctx) =>
        m.replyToEnvelopeId
          ? messageReads(ctx).quote.load({ conversationId: m.conversationId, envelopeId: m.replyToEnvelopeId })
          : null,
    }),
    mentions: t.prismaField({
      type: [ContactRef],
      description: 'The group members the text mentions with `@usertag` (members at the time of sending or editing).',
      resolve: (query, m, _args, ctx) => {
        // Taken before the branch: the Prisma plugin (outside production) warns of a query its
        // resolver did not read, and most messages mention nobody (no statement for them).
        const selection = { ...query };
        return m.mentionIds.length === 0
          ? []
          : ctx.prisma.user.findMany({ ...selection, where: { id: { in: m.mentionIds } }, orderBy: { id: 'asc' } });
      },
    }),
    readBy: t.field({
      type: [ReadReceiptRef],
      description:
        'In a group: the other members who have read this message, and when, oldest read first. Empty in a contact conversation (see readAt) and for someone no longer a member.',
      select: { envelopeId: true, senderId: true, conversation: { select: { groupId: true } } },
      resolve: (m, _args, ctx) => {
        const groupId = m.conversation.groupId;
        return groupId
          ? messageReads(ctx).receipts.load({ envelopeId: m.envelopeId, senderId: m.senderId, groupId })
          : [];
      },
    }),
    reactions: t.relation('reactions', {
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      description: 'Reactions from everyone in the thread, oldest first.',
    }),
    attachments: t.field({
      type: [AttachmentRef],
      cache: {
        reads: ['MessageAttachment', 'Attachment'],
        unwatched: {
          MessageAttachment:
            "a message's attachments are linked in the transaction that sends it and unlinked in the one that deletes it for everyone, which updates the message",
          Attachment: 'an upload does not change once a message carries it',
        },
      },
      description: 'Files the message carries, in the order sent; empty once deleted for everyone.',
      select: {
        attachments: {
          orderBy: { position: 'asc' },
          select: {
            attachment: {
              select: {
                id: true,
                name: true,
                size: true,
                contentType: true,
                width: true,
                height: true,
                hasThumbnail: true,
              },
            },
          },
        },
      },
      resolve: (m, _args, ctx) =>
        Promise.all(m.attachments.map(({ attachment: a }) => ctx.services.attachments.view(a))),
    }),
    readAt: t.expose('readAt', {
      cache: true,
      type: 'DateTime',
      nullable: true,
      description: 'A message you received: when you read it. One you sent to a contact: when they read it.',
    }),
    createdAt: t.expose('createdAt', { cache: true, type: 'DateTime', description: 'When it was sent.' }),
    updatedAt: t.expose('updatedAt', {
      cache: true,
      type: 'DateTime',
      description: 'When this copy last changed (marking it read, an edit or a delete does).',
    }),
    cursor: t.string({
      cache: true,
      description:
        'Position in the messages connections (monotonic). After a reconnect, `messages(after: cursor)` returns what you missed.',
      resolve: (m) => messageCursor(m),
    }),
  }),
});

export const MessageConnection = builder.connectionObject(
  {
    type: MessageRef,
    name: 'MessageConnection',
    description: 'A page of messages, oldest first.',
    cache: { reads: [] },
  },
  { description: 'A message and its cursor (the same value as Message.cursor).', cache: { reads: [] } },
);

export const ConversationRef = builder.prismaObject('Conversation', {
  description: 'Your own view of a thread with a contact or a group, holding your flags.',
  // Select mode: only the columns the selected fields name, and the position its cursor is
  // made from (activityAt, id).
  select: { id: true, activityAt: true },
  // Kept by the response cache (src/schema/cache-plugin.ts), but the group and the mention count:
  // the row is its owner's (the trigger on "Conversation" tells them), and the trigger on "Message"
  // tells the owner of the conversation that holds each copy.
  cache: true,
  fields: (t) => ({
    id: t.exposeID('id', { description: "The conversation's id (a UUID); yours only." }),
    contactId: t.id({
      nullable: true,
      description: "The contact's user_id; null for a group conversation.",
      select: { contact: { select: { uuid: true } } },
      cache: { reads: ['User'] },
      resolve: (c) => c.contact?.uuid ?? null,
    }),
    contact: t.relation('contact', {
      type: ContactRef,
      nullable: true,
      description: 'The other person; null for a group conversation.',
    }),
    groupId: t.exposeID('groupId', {
      nullable: true,
      description: "The group's id; null for a conversation with a contact.",
    }),
    group: t.relation('group', {
      cache: false,
      nullable: true,
      description: 'The group; null for a conversation with a contact.',
    }),
    pinnedMessageId: t.exposeID('pinnedMessageId', {
      nullable: true,
      description: 'The message of this conversation you pinned; null when none.',
    }),
    isPinned: t.exposeBoolean('isPinned', { description: 'Your pin flag (false at creation).' }),
    isMuted: t.exposeBoolean('isMuted', { description: 'Your mute flag (false at creation).' }),
    lastActiveAt: t.expose('lastActiveAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Time of the latest message; null before the first.',
    }),
    lastOpenedAt: t.expose('lastOpenedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When you last marked it read.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When your conversation was created.' }),
    archivedAt: t.expose('archivedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When you archived it (as you gave it); null when not archived. New messages still arrive.',
    }),
    unreadCount: t.relationCount('messages', {
      cache: { reads: ['Message'] },
      description: 'Messages from others that you have not read.',
      where: UNREAD,
    }),
    unreadMentionCount: t.relationCount('messages', {
      cache: false,
      description: 'Unread messages from others that mention you (`@usertag` in a group).',
      where: UNREAD_MENTION,
    }),
    lastMessage: t.field({
      type: MessageRef,
      nullable: true,
      description: 'The latest message; null before the first.',
      select: (_args, _ctx, nested) => ({ messages: nested({ orderBy: { seq: 'desc' }, take: 1 }) }),
      resolve: (c) => c.messages[0] ?? null,
    }),
    messages: t.connection(
      {
        type: MessageRef,
        cache: { reads: ['Message'] },
        description:
          'Oldest first. `last: n` gives the latest n; page back with `before`, catch up with `after`. `first`/`last` are 1 to 100 (default 20), not both; BAD_USER_INPUT otherwise.',
        select: (args, _ctx, nested) => {
          const page = messagePage(args);
          const query = nested(true, ['edges', 'node']) as { select?: object };
          return {
            messages: {
              ...query,
              // The cursors are made from `seq`: select it even when no node field is selected
              // (`edges { cursor }` or `pageInfo` alone would otherwise select no column at all).
              ...(query.select ? { select: { ...query.select, seq: true } } : {}),
              where: {
                seq: {
                  ...(page.after !== undefined ? { gt: page.after } : {}),
                  ...(page.before !== undefined ? { lt: page.before } : {}),
                },
              },
              orderBy: { seq: page.inverted ? 'desc' : 'asc' },
              take: page.take,
            },
            // The plugin types a connection's select as the node's selection only; this is the
            // parent's relation (messages) with its page, which its `select` also accepts.
          } as never;
        },
        // The parent as that select loaded it (its messages page), which the plugin's types do not
        // carry through; the connection is made from it (messageConnection's own shape).
        resolve: (c, args) =>
          messageConnection(args, (c as unknown as { messages: { seq: bigint }[] }).messages) as never,
      },
      MessageConnection,
    ),
  }),
});
