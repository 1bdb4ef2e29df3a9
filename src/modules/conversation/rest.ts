import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import { notFound } from '../../kernel/errors.js';
import { conversationRecord } from '../../rest/contract.js';
import { documentedAs, flag, id, optional, uuid } from '../../rest/request.js';
import { defineRoute, restNames, epochMillis } from '../../rest/route.js';
import { DEFAULT_CONVERSATION_PAGE, MAX_PAGE } from './rules.js';

// Spec 4.7. Bare conversation objects (no envelope), Authorization: Bearer only, timestamps as
// integer epoch milliseconds (GraphQL answers and takes them as DateTime: `reply` and
// `variables` convert). Errors keep the service's error envelope.

graphql(`
  fragment RestConversation on Conversation {
    id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt
  }
`);

const ListConversations = graphql(`
  query RestListConversations($first: Int, $startingAfter: ID, $muted: Boolean, $archived: Boolean, $pinned: Boolean, $groupId: ID) {
    conversations(first: $first, startingAfter: $startingAfter, muted: $muted, archived: $archived, pinned: $pinned, groupId: $groupId) {
      edges { node { ...RestConversation } }
      pageInfo { hasNextPage }
    }
  }
`);

const CreateConversation = graphql(`
  mutation RestCreateConversation($input: CreateConversationInput!) {
    createConversation(input: $input) {
      __typename
      ... on CreateConversationSuccess { created conversation { ...RestConversation } }
      ... on Error { code message field }
    }
  }
`);

const GetConversation = graphql(`
  query RestGetConversation($id: ID!) {
    conversation(id: $id) { ...RestConversation }
  }
`);

const UpdateConversation = graphql(`
  mutation RestUpdateConversation($input: UpdateConversationInput!) {
    updateConversation(input: $input) {
      __typename
      ... on UpdateConversationSuccess { conversation { ...RestConversation } }
      ... on Error { code message field }
    }
  }
`);

const DeleteConversation = graphql(`
  mutation RestDeleteConversation($input: DeleteConversationInput!) {
    deleteConversation(input: $input) {
      __typename
      ... on DeleteConversationSuccess { conversationId deleted }
      ... on Error { code message field }
    }
  }
`);

type ConversationData = {
  id: string;
  contactId?: string | null;
  groupId?: string | null;
  pinnedMessageId?: string | null;
  isPinned: boolean;
  isMuted: boolean;
  lastActiveAt?: string | null;
  lastOpenedAt?: string | null;
  createdAt: string;
  archivedAt?: string | null;
};

/** The latest epoch milliseconds a DateTime holds here: 9999-12-31T23:59:59.999Z. */
const LATEST_MILLIS = 253_402_300_799_999;

/**
 * A REST body's epoch milliseconds as the GraphQL DateTime: a non-negative integer up to the
 * end of the year 9999; null stays null (it restores). Anything else is the 400 the REST door
 * has always answered.
 */
const epochTime = () =>
  documentedAs(
    z.unknown().transform((value, ctx) => {
      if (value === null) return null;
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > LATEST_MILLIS) {
        ctx.issues.push({ code: 'custom', message: 'must be integer epoch milliseconds', input: value });
        return z.NEVER;
      }
      return new Date(value).toISOString();
    }),
    z.int().nullable(),
  ).optional();

/** The documented conversation object (spec 2.7). */
const conversation = (c: ConversationData) => ({
  id: c.id,
  contact_id: c.contactId ?? null,
  group_id: c.groupId ?? null,
  pinned_message_id: c.pinnedMessageId ?? null,
  is_pinned: c.isPinned,
  is_muted: c.isMuted,
  last_active_at: epochMillis(c.lastActiveAt),
  last_opened_at: epochMillis(c.lastOpenedAt),
  created_at: epochMillis(c.createdAt),
  archived_at: epochMillis(c.archivedAt),
});

/** A query-string boolean: `true` or `false`. */
const queryFlag = () =>
  documentedAs(
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    z.enum(['true', 'false']),
  );

/** The page size: 1 to MAX_PAGE digits-only, the default when left out. */
const pageSize = () =>
  documentedAs(
    z
      .string()
      .regex(/^\d{1,3}$/, `must be an integer from 1 to ${MAX_PAGE}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `must be an integer from 1 to ${MAX_PAGE}`)
          .max(MAX_PAGE, `must be an integer from 1 to ${MAX_PAGE}`),
      )
      .default(DEFAULT_CONVERSATION_PAGE),
    z.int(),
  ).optional();

const PATH = '/v1/conversations';
const ONE = '/v1/conversations/:conversation_id';

const UPDATE_FIELDS = {
  pinned_message_id: 'pinnedMessageId',
  is_pinned: 'isPinned',
  is_muted: 'isMuted',
  archived_at: 'archivedAt',
};
/** The REST words of the GraphQL names the errors of one conversation's paths may mention. */
const ONE_NAMES = restNames({ conversation_id: 'id', ...UPDATE_FIELDS });

const listQuery = z.object({
  limit: pageSize(),
  starting_after: id(z.uuid().describe('The last conversation of the previous page')).optional(),
  muted: queryFlag(),
  archived: queryFlag(),
  pinned: queryFlag(),
  group_id: uuid().optional(),
});

export const conversationRoutes = [
  defineRoute({
    method: 'GET',
    path: PATH,
    summary: 'Your conversations, most recently active first',
    request: listQuery,
    response: z.object({ has_more: z.boolean(), data: z.array(conversationRecord) }),
    auth: 'bearer',
    status: 200,
    document: ListConversations,
    bare: true,
    names: {
      first: 'limit',
      startingAfter: 'starting_after',
      muted: 'muted',
      archived: 'archived',
      pinned: 'pinned',
      groupId: 'group_id',
    },
    variables: (q) => ({
      first: q.limit ?? DEFAULT_CONVERSATION_PAGE,
      startingAfter: q.starting_after,
      muted: q.muted,
      archived: q.archived,
      pinned: q.pinned,
      groupId: q.group_id,
    }),
    reply: ({ conversations }) => ({
      has_more: conversations.pageInfo.hasNextPage,
      data: conversations.edges.map((e) => conversation(e.node)),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: PATH,
    summary: 'Open a conversation with a contact or a group (201 new, 200 existing)',
    request: z.object({ contact_id: optional(uuid()), group_id: optional(uuid()) }),
    response: conversationRecord,
    auth: 'bearer',
    document: CreateConversation,
    bare: true,
    // 201 for a new conversation, 200 when it existed (returned unchanged).
    status: ({ createConversation }) => (createConversation.created ? 201 : 200),
    variables: (b) => ({ input: { contactId: b.contact_id, groupId: b.group_id } }),
    names: { contactId: 'contact_id', groupId: 'group_id', userId: 'user_id' },
    reply: ({ createConversation }) => conversation(createConversation.conversation),
  }),
  defineRoute({
    method: 'GET',
    path: ONE,
    summary: 'One of your conversations',
    response: conversationRecord,
    auth: 'bearer',
    status: 200,
    document: GetConversation,
    bare: true,
    names: ONE_NAMES,
    variables: (_, { params }) => ({ id: params.conversation_id }),
    reply: (data) => {
      if (!data.conversation) throw notFound('conversation', 'id');
      return conversation(data.conversation);
    },
  }),
  defineRoute({
    method: 'PUT',
    path: ONE,
    summary: 'Pin, mute, archive or pin a message in a conversation',
    request: z.object({
      pinned_message_id: uuid().nullish(),
      is_pinned: optional(flag()),
      is_muted: optional(flag()),
      archived_at: documentedAs(
        epochTime(),
        z.int().nullable().optional().describe('Epoch milliseconds; null unarchives'),
      ),
    }),
    response: conversationRecord,
    auth: 'bearer',
    status: 200,
    document: UpdateConversation,
    bare: true,
    names: ONE_NAMES,
    variables: (b, { params }) => ({
      input: {
        id: params.conversation_id,
        pinnedMessageId: b.pinned_message_id,
        isPinned: b.is_pinned,
        isMuted: b.is_muted,
        archivedAt: b.archived_at,
      },
    }),
    reply: ({ updateConversation }) => conversation(updateConversation.conversation),
  }),
  defineRoute({
    method: 'DELETE',
    path: ONE,
    summary: 'Delete a conversation (yours only; the contact keeps theirs)',
    response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
    auth: 'bearer',
    status: 200,
    document: DeleteConversation,
    bare: true,
    names: ONE_NAMES,
    // The spec leaves the body open: Stripe-style, the id and deleted: true.
    reply: ({ deleteConversation }) => ({ id: deleteConversation.conversationId, deleted: true }),
    variables: (_, { params }) => ({ input: { id: params.conversation_id } }),
  }),
];
