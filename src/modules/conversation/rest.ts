import { graphql } from '../../gql/index.js';
import { badInput, notFound } from '../../errors.js';
import { defineRoute, pick } from '../../rest/route.js';
import { DEFAULT_CONVERSATION_PAGE, MAX_PAGE } from './rules.js';

// Spec 4.7. Bare conversation objects (no envelope), Authorization: Bearer only, timestamps as
// integer epoch milliseconds. Errors keep the service's error envelope.

const ListConversations = graphql(`
  query RestListConversations($first: Int, $startingAfter: ID, $muted: Boolean, $archived: Boolean, $pinned: Boolean, $groupId: ID) {
    conversations(first: $first, startingAfter: $startingAfter, muted: $muted, archived: $archived, pinned: $pinned, groupId: $groupId) {
      edges { node { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt } }
      pageInfo { hasNextPage }
    }
  }
`);

const CreateConversation = graphql(`
  mutation RestCreateConversation($input: CreateConversationInput!) {
    createConversation(input: $input) {
      created
      conversation { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt }
    }
  }
`);

const GetConversation = graphql(`
  query RestGetConversation($conversationId: ID!) {
    conversation(conversationId: $conversationId) { id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt }
  }
`);

const UpdateConversation = graphql(`
  mutation RestUpdateConversation($conversationId: ID!, $input: UpdateConversationInput!) {
    updateConversation(conversationId: $conversationId, input: $input) {
      id contactId groupId pinnedMessageId isPinned isMuted lastActiveAt lastOpenedAt createdAt archivedAt
    }
  }
`);

const DeleteConversation = graphql(`
  mutation RestDeleteConversation($conversationId: ID!) {
    deleteConversation(conversationId: $conversationId) { conversationId deleted }
  }
`);

type ConversationData = {
  id: string;
  contactId?: string | null;
  groupId?: string | null;
  pinnedMessageId?: string | null;
  isPinned: boolean;
  isMuted: boolean;
  lastActiveAt?: number | null;
  lastOpenedAt?: number | null;
  createdAt: number;
  archivedAt?: number | null;
};

/** The documented conversation object (spec 2.7). */
const conversation = (c: ConversationData) => ({
  id: c.id,
  contact_id: c.contactId ?? null,
  group_id: c.groupId ?? null,
  pinned_message_id: c.pinnedMessageId ?? null,
  is_pinned: c.isPinned,
  is_muted: c.isMuted,
  last_active_at: c.lastActiveAt ?? null,
  last_opened_at: c.lastOpenedAt ?? null,
  created_at: c.createdAt,
  archived_at: c.archivedAt ?? null,
});

/** Query-string values are text: booleans must be `true` or `false`. */
function flag(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badInput(`${name} must be true or false`, name);
}

function limit(query: URLSearchParams): number {
  const value = query.get('limit');
  if (value === null) return DEFAULT_CONVERSATION_PAGE;
  const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= MAX_PAGE)) throw badInput(`limit must be an integer from 1 to ${MAX_PAGE}`, 'limit');
  return n;
}

const text = (query: URLSearchParams, name: string) => query.get(name) ?? undefined;

const PATH = '/v1/conversations';
const ONE = '/v1/conversations/:conversation_id';

export const conversationRoutes = [
  defineRoute({
    method: 'GET',
    path: PATH,
    auth: 'bearer',
    status: 200,
    document: ListConversations,
    bare: true,
    variables: ({ query }) => ({
      first: limit(query),
      startingAfter: text(query, 'starting_after'),
      muted: flag(query, 'muted'),
      archived: flag(query, 'archived'),
      pinned: flag(query, 'pinned'),
      groupId: text(query, 'group_id'),
    }),
    reply: ({ conversations }) => ({
      has_more: conversations.pageInfo.hasNextPage,
      data: conversations.edges.map((e) => conversation(e.node)),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: PATH,
    auth: 'bearer',
    document: CreateConversation,
    bare: true,
    // 201 for a new conversation, 200 when it existed (returned unchanged).
    status: ({ createConversation }) => (createConversation.created ? 201 : 200),
    variables: ({ body }) => ({ input: pick(body, { contact_id: 'contactId', group_id: 'groupId' }) }),
    names: { contactId: 'contact_id', groupId: 'group_id', userId: 'user_id' },
    reply: ({ createConversation }) => conversation(createConversation.conversation),
  }),
  defineRoute({
    method: 'GET',
    path: ONE,
    auth: 'bearer',
    status: 200,
    document: GetConversation,
    bare: true,
    variables: ({ params }) => ({ conversationId: params.conversation_id }),
    reply: (data) => {
      if (!data.conversation) throw notFound('conversation', 'conversationId');
      return conversation(data.conversation);
    },
  }),
  defineRoute({
    method: 'PUT',
    path: ONE,
    auth: 'bearer',
    status: 200,
    document: UpdateConversation,
    bare: true,
    variables: ({ params, body }) => ({
      conversationId: params.conversation_id,
      input: pick(body, {
        pinned_message_id: 'pinnedMessageId',
        is_pinned: 'isPinned',
        is_muted: 'isMuted',
        archived_at: 'archivedAt',
      }),
    }),
    reply: (data) => conversation(data.updateConversation),
  }),
  defineRoute({
    method: 'DELETE',
    path: ONE,
    auth: 'bearer',
    status: 200,
    document: DeleteConversation,
    bare: true,
    // The spec leaves the body open: Stripe-style, the id and deleted: true.
    reply: ({ deleteConversation }) => ({ id: deleteConversation.conversationId, deleted: true }),
    variables: ({ params }) => ({ conversationId: params.conversation_id }),
  }),
];
