import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import { credentials, walletMessageRecord } from '../../rest/contract.js';
import { text, wrongType } from '../../rest/request.js';
import { defineRoute, restNames, epochMillis } from '../../rest/route.js';

// Spec 4.6. A documented exception to the envelope: { status: "201", msg: [wallet message records] }.

const CreateWallet = graphql(`
  mutation RestCreateWallet($input: CreateWalletInput!) {
    createWallet(input: $input) {
      __typename
      ... on CreateWalletSuccess {
        messages {
          id conversationId text readAt createdAt updatedAt
          contact { id username phoneNumber avatarUrl lastActiveAt createdAt }
          reactions { emoji }
        }
      }
      ... on Error { code message field }
    }
  }
`);

const FIELDS = { tkn_list: 'tokenSymbols', entropy: 'entropy' };

export const walletRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v1/network/wallet/createNew',
    summary: 'Add tokens to your primary wallet (made on first use)',
    // GraphQL would read a lone string as a list of one; the documented type is an array.
    request: z.object({
      ...credentials,
      tkn_list: z.array(text(), { error: wrongType('an array of strings') }),
      entropy: text(),
    }),
    variables: (b) => ({ input: { tokenSymbols: b.tkn_list, entropy: b.entropy } }),
    response: z.object({ status: z.literal('201'), msg: z.array(walletMessageRecord) }),
    auth: 'credentials',
    status: 201,
    bare: true,
    names: restNames(FIELDS),
    document: CreateWallet,
    reply: ({ createWallet }) => ({
      status: '201',
      msg: createWallet.messages.map((m) => ({
        id: m.id,
        conversation_id: m.conversationId,
        contact: {
          id: m.contact.id,
          username: m.contact.username,
          phone_number: m.contact.phoneNumber,
          avatar_url: m.contact.avatarUrl,
          last_active_at: epochMillis(m.contact.lastActiveAt),
          created_at: epochMillis(m.contact.createdAt),
        },
        message: m.text,
        reactions: m.reactions,
        attachments: [],
        read_at: epochMillis(m.readAt),
        created_at: epochMillis(m.createdAt),
        updated_at: epochMillis(m.updatedAt),
      })),
    }),
  }),
];
