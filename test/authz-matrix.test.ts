import { getNamedType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLInputType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { routes } from '../src/rest/routes.js';
import { schema } from '../src/schema/index.js';
import { dumpDatabase } from './helpers/dump.js';
import { fullUser, socialise, type FullUser } from './helpers/scenario.js';
import { call, signUp } from './helpers/service.js';
import { useService } from './helpers/fixture.js';

// The authorization matrix. A second user (Bob) calls every REST route and every GraphQL field
// that takes an id, with the first user's (Alice's) ids and his own valid values elsewhere.
// Each call must be refused (404 / NOT_FOUND; 401 where Bob's token is sent with Alice's
// user_id; 409 where Alice's e-mail is reused) and leave the database exactly as it was.
//
// The lists below are checked against the code: a route in src/rest/routes.ts, or a field
// argument of type ID (also inside input objects) in the schema, that has no case here fails
// the test, so new routes and fields must join the matrix.

const svc = useService({ AUTH_MAX_FAILURES_PER_ADDRESS: '1000', MONEY_MAX_PER_ADDRESS: '1000' });
let base: string;
let alice: FullUser;
let bob: FullUser;
let carol: Awaited<ReturnType<typeof signUp>>;
let a: { conversation: string; message: string; group: string };
/** Alice's payment (to an address of no user: Bob is not its recipient) and quote. */
let paid: { payment: string; quote: string };
/** Alice's API token (its id). */
let aliceApiToken: string;
/** One of Alice's device sessions (its id). */
let aliceSession: string;
/** Alice's webhook endpoint (its id): a public address literal, test events only (nothing is sent). */
let aliceEndpoint: string;
let b: { conversation: string; message: string; group: string };
/** Alice's upload (its id), not yet sent: only she may attach it. */
let aliceAttachment: string;
/** Alice's latest deposit: its id and the databaseId the REST records show. */
let aliceTx: { id: string; databaseId: number };

beforeAll(async () => {
  // Every call comes from 127.0.0.1: address limits high, so only the rules under test answer.
  base = svc.url;
  carol = await signUp(base);
  alice = await fullUser(base, { mint: 25, password: 'alice secret password', passcode: '246802' });
  bob = await fullUser(base, { mint: 5 });
  a = await socialise(base, alice, carol);
  b = await socialise(base, bob, carol);
  const upload = await fetch(`${base}/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${alice.access_token}`, 'x-file-name': 'note.txt' },
    body: 'for Carol only',
  });
  expect(upload.status).toBe(201);
  aliceAttachment = ((await upload.json()) as { id: string }).id;
  const payment = await call(base, 'POST', '/network/payments/send-to-supatag', {
    ...alice.creds,
    recipient_public_address: privateKeyToAddress(generatePrivateKey()),
    network_linked_acc_uuid: alice.ids.crypto,
    amount: 1,
    passcode: alice.passcode,
  });
  expect(payment.status).toBe(201);
  const quote = await call(
    base,
    'POST',
    '/graphql',
    {
      query:
        'mutation { paymentQuote(input: { amount: "2", currency: NGN, receiveCurrency: GHS }) { ... on PaymentQuoteSuccess { paymentQuote { id } } } }',
    },
    { authorization: `Bearer ${alice.access_token}` },
  );
  paid = { payment: payment.body.message.data[0].id, quote: quote.body.data.paymentQuote.paymentQuote.id };
  const txs = await call(
    base,
    'POST',
    '/graphql',
    { query: '{ viewer { stablecoinTransactions(first: 1) { edges { node { id databaseId } } } } }' },
    { authorization: `Bearer ${alice.access_token}` },
  );
  aliceTx = txs.body.data.viewer.stablecoinTransactions.edges[0].node;
  const token = await call(
    base,
    'POST',
    '/graphql',
    {
      query:
        'mutation { createApiToken(input: { name: "ci", scopes: [READ], expiresInDays: 7 }) { ... on CreateApiTokenSuccess { created { apiToken { id } } } } }',
    },
    { authorization: `Bearer ${alice.access_token}` },
  );
  aliceApiToken = token.body.data.createApiToken.created.apiToken.id;
  const sessions = await call(
    base,
    'POST',
    '/graphql',
    { query: '{ viewer { sessions { id } } }' },
    { authorization: `Bearer ${alice.access_token}` },
  );
  aliceSession = sessions.body.data.viewer.sessions[0].id;
  const endpoint = await call(
    base,
    'POST',
    '/graphql',
    {
      query:
        'mutation { createWebhookEndpoint(input: { url: "https://93.184.215.14/hook", eventTypes: [WEBHOOK_TEST] }) { ... on CreateWebhookEndpointSuccess { created { endpoint { id } } } } }',
    },
    { authorization: `Bearer ${alice.access_token}` },
  );
  aliceEndpoint = endpoint.body.data.createWebhookEndpoint.created.endpoint.id;
}, 120_000);

// ------------------------------------------------------------------------------ GraphQL

/** Paths of the ID-typed parts of an argument: `groupId`, `input.aliasUuid`, `userIds`. */
function idPaths(type: GraphQLInputType, path: string, seen: Set<string> = new Set()): string[] {
  const named = getNamedType(type);
  if (named.name === 'ID') return [path];
  if (isInputObjectType(named) && !seen.has(named.name)) {
    const next = new Set(seen).add(named.name);
    return Object.values(named.getFields()).flatMap((f) => idPaths(f.type, `${path}.${f.name}`, next));
  }
  return [];
}

/** Every `Type.field arg.path` of the schema where an id goes in. */
function idArguments(): string[] {
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      for (const arg of field.args)
        for (const path of idPaths(arg.type, arg.name)) found.push(`${type.name}.${field.name} ${path}`);
    }
  }
  return found.sort();
}

interface GqlCase {
  /** `Type.field arg.path`, as idArguments() names it. */
  key: string;
  query: string;
  variables: () => Record<string, unknown>;
  /** Accepted error codes; default NOT_FOUND. */
  codes?: string[];
  /** A list filter may answer an empty list instead (nothing of Alice's shows). */
  emptyOk?: (data: any) => boolean;
  subscription?: boolean;
}

/** Ids that name people, not owned objects: using another user's is the point of the field. */
const BY_DESIGN: Record<string, string> = {
  'Mutation.createConversation input.contactId':
    'a contact is another user: opening a conversation with Alice is what the field is for',
  'Mutation.createGroup input.memberIds': 'members are other users; adding Alice to a group of your own is allowed',
  'Mutation.addGroupMembers input.userIds':
    'members are other users; adding Alice to a group you administer is allowed',
};

const FUNDING = (field: string) =>
  `mutation($i: ${field[0].toUpperCase()}${field.slice(1)}Input!) { ${field}(input: $i) { __typename ... on Error { code field } } }`;
/** Mint and burn answer the refusal as a typed NotFoundError in their payload, without top-level errors. */
const notFoundInPayload =
  (field: string, input: string): GqlCase['emptyOk'] =>
  (d) =>
    d?.[field]?.__typename === 'NotFoundError' && d[field].field === input;

/** A mutation's payload: a refusal is a typed error in `data` (see runGql's caller). */
const PAYLOAD = '{ __typename ... on Error { code } }';

const gqlCases = (): GqlCase[] => [
  {
    key: 'Query.conversation id',
    query: 'query($c: ID!) { conversation(id: $c) { id } }',
    variables: () => ({ c: a.conversation }),
    // A root lookup answers null for what is not yours, exactly as for what does not exist.
    emptyOk: (d) => d?.conversation === null,
  },
  {
    key: 'Query.conversations groupId',
    query: 'query($g: ID) { conversations(groupId: $g) { edges { node { id } } } }',
    variables: () => ({ g: a.group }),
    emptyOk: (d) => d?.conversations?.edges?.length === 0,
  },
  // A page cursor: the conversation module answers 400 for any id that is not one of yours,
  // whether it exists or not (no existence oracle either way).
  {
    key: 'Query.conversations startingAfter',
    codes: ['BAD_USER_INPUT'],
    query: 'query($s: ID) { conversations(startingAfter: $s) { edges { node { id } } } }',
    variables: () => ({ s: a.conversation }),
  },
  {
    key: 'Query.group id',
    query: 'query($g: ID!) { group(id: $g) { id name } }',
    variables: () => ({ g: a.group }),
    emptyOk: (d) => d?.group === null,
  },
  {
    key: 'Query.messages conversationId',
    query: 'query($c: ID) { messages(conversationId: $c) { edges { node { id text } } } }',
    variables: () => ({ c: a.conversation }),
  },
  {
    key: 'Subscription.messageAdded conversationId',
    subscription: true,
    query: 'subscription($c: ID) { messageAdded(conversationId: $c) { id } }',
    variables: () => ({ c: a.conversation }),
  },

  {
    key: 'Mutation.addGroupMembers input.groupId',
    query: `mutation($g: ID!, $u: [ID!]!) { addGroupMembers(input: { groupId: $g, userIds: $u }) ${PAYLOAD} }`,
    variables: () => ({ g: a.group, u: [bob.user_id] }),
  },
  {
    key: 'Mutation.removeGroupMember input.groupId',
    query: `mutation($g: ID!, $u: ID!) { removeGroupMember(input: { groupId: $g, userId: $u }) ${PAYLOAD} }`,
    variables: () => ({ g: a.group, u: carol.user_id }),
  },
  // Alice is no member of Bob's group: removing her is "no such member".
  {
    key: 'Mutation.removeGroupMember input.userId',
    query: `mutation($g: ID!, $u: ID!) { removeGroupMember(input: { groupId: $g, userId: $u }) ${PAYLOAD} }`,
    variables: () => ({ g: b.group, u: alice.user_id }),
  },
  {
    key: 'Mutation.leaveGroup input.groupId',
    query: `mutation($g: ID!) { leaveGroup(input: { groupId: $g }) ${PAYLOAD} }`,
    variables: () => ({ g: a.group }),
  },
  {
    key: 'Mutation.createConversation input.groupId',
    query: `mutation($g: ID) { createConversation(input: { groupId: $g }) ${PAYLOAD} }`,
    variables: () => ({ g: a.group }),
  },

  {
    key: 'Mutation.addReaction input.messageId',
    query: `mutation($m: ID!) { addReaction(input: { messageId: $m, emoji: "🔥" }) ${PAYLOAD} }`,
    variables: () => ({ m: a.message }),
  },
  {
    key: 'Mutation.removeReaction input.messageId',
    query: `mutation($m: ID!) { removeReaction(input: { messageId: $m, emoji: "👍" }) ${PAYLOAD} }`,
    variables: () => ({ m: a.message }),
  },
  {
    key: 'Mutation.sendMessage input.conversationId',
    query: `mutation($c: ID!) { sendMessage(input: { conversationId: $c, text: "psst" }) ${PAYLOAD} }`,
    variables: () => ({ c: a.conversation }),
  },
  {
    key: 'Mutation.sendMessage input.replyToId',
    query: `mutation($c: ID!, $r: ID) { sendMessage(input: { conversationId: $c, text: "re", replyToId: $r }) ${PAYLOAD} }`,
    variables: () => ({ c: b.conversation, r: a.message }),
  },
  {
    key: 'Mutation.sendMessage input.attachmentIds',
    query: `mutation($c: ID!, $f: [ID!]) { sendMessage(input: { conversationId: $c, text: "see", attachmentIds: $f }) ${PAYLOAD} }`,
    variables: () => ({ c: b.conversation, f: [aliceAttachment] }),
  },
  {
    key: 'Mutation.completeAttachmentUpload input.attachmentId',
    query: `mutation($f: ID!) { completeAttachmentUpload(input: { attachmentId: $f }) ${PAYLOAD} }`,
    variables: () => ({ f: aliceAttachment }),
  },
  {
    key: 'Mutation.editMessage input.messageId',
    query: `mutation($m: ID!) { editMessage(input: { messageId: $m, text: "edited" }) ${PAYLOAD} }`,
    variables: () => ({ m: a.message }),
  },
  {
    key: 'Mutation.deleteMessage input.messageId',
    query: `mutation($m: ID!) { deleteMessage(input: { messageId: $m, forEveryone: true }) ${PAYLOAD} }`,
    variables: () => ({ m: a.message }),
  },
  {
    key: 'Mutation.setTyping input.conversationId',
    query: `mutation($c: ID!) { setTyping(input: { conversationId: $c, typing: true }) ${PAYLOAD} }`,
    variables: () => ({ c: a.conversation }),
  },
  {
    key: 'Subscription.typingUpdated conversationId',
    subscription: true,
    query: 'subscription($c: ID) { typingUpdated(conversationId: $c) { conversationId } }',
    variables: () => ({ c: a.conversation }),
  },
  {
    key: 'Query.presence userIds',
    query: 'query($u: [ID!]!) { presence(userIds: $u) { contactId state lastSeenAt } }',
    variables: () => ({ u: [alice.user_id] }),
    // Alice and Bob share no conversation: her presence is not shown to him.
    emptyOk: (d) => Array.isArray(d?.presence) && d.presence.length === 0,
  },
  {
    key: 'Mutation.markConversationRead input.id',
    query: `mutation($c: ID!) { markConversationRead(input: { id: $c }) ${PAYLOAD} }`,
    variables: () => ({ c: a.conversation }),
  },
  {
    key: 'Mutation.deleteConversation input.id',
    query: `mutation($c: ID!) { deleteConversation(input: { id: $c }) ${PAYLOAD} }`,
    variables: () => ({ c: a.conversation }),
  },
  {
    key: 'Mutation.updateConversation input.id',
    query: `mutation($c: ID!) { updateConversation(input: { id: $c, isMuted: true }) ${PAYLOAD} }`,
    variables: () => ({ c: a.conversation }),
  },
  {
    key: 'Mutation.updateConversation input.pinnedMessageId',
    query: `mutation($c: ID!, $m: ID) { updateConversation(input: { id: $c, pinnedMessageId: $m }) ${PAYLOAD} }`,
    variables: () => ({ c: b.conversation, m: a.message }),
  },

  {
    key: 'Mutation.signOutSession input.id',
    query: `mutation($t: ID!) { signOutSession(input: { id: $t }) ${PAYLOAD} }`,
    variables: () => ({ t: aliceSession }),
  },
  {
    key: 'Mutation.updateWebhookEndpoint input.id',
    query: `mutation($w: ID!) { updateWebhookEndpoint(input: { id: $w, description: "bob's" }) ${PAYLOAD} }`,
    variables: () => ({ w: aliceEndpoint }),
  },
  {
    key: 'Mutation.setWebhookEndpointEnabled input.id',
    query: `mutation($w: ID!) { setWebhookEndpointEnabled(input: { id: $w, enabled: false }) ${PAYLOAD} }`,
    variables: () => ({ w: aliceEndpoint }),
  },
  {
    key: 'Mutation.rotateWebhookSecret input.id',
    query: `mutation($w: ID!) { rotateWebhookSecret(input: { id: $w }) ${PAYLOAD} }`,
    variables: () => ({ w: aliceEndpoint }),
  },
  {
    key: 'Mutation.sendWebhookTest input.id',
    query: `mutation($w: ID!) { sendWebhookTest(input: { id: $w }) ${PAYLOAD} }`,
    variables: () => ({ w: aliceEndpoint }),
  },
  {
    key: 'Mutation.redeliverWebhookEvents input.id',
    query: `mutation($w: ID!) { redeliverWebhookEvents(input: { id: $w, from: "2020-01-01T00:00:00Z", to: "2020-01-02T00:00:00Z" }) ${PAYLOAD} }`,
    variables: () => ({ w: aliceEndpoint }),
  },
  {
    key: 'Mutation.revokeApiToken input.id',
    query: `mutation($t: ID!) { revokeApiToken(input: { id: $t }) ${PAYLOAD} }`,
    variables: () => ({ t: aliceApiToken }),
  },
  {
    key: 'Mutation.deleteAlias input.id',
    query: 'mutation($a: ID!) { deleteAlias(input: { id: $a }) { __typename ... on Error { code } } }',
    variables: () => ({ a: alice.ids.alias }),
  },
  // The identity mutations answer NOT_FOUND as a typed error in their payload.
  ...(['mmo', 'bank', 'govid', 'crypto'] as const).flatMap((kind): GqlCase[] => [
    {
      key: 'Mutation.deleteIdentity input.id',
      query: 'mutation($i: ID!) { deleteIdentity(input: { id: $i }) { ... on Error { code } } }',
      variables: () => ({ i: alice.ids[kind] }),
      emptyOk: (d) => d?.deleteIdentity?.code === 'NOT_FOUND',
    },
  ]),
  {
    key: 'Mutation.updateIdentity input.id',
    query:
      'mutation($i: ID!) { updateIdentity(input: { id: $i, patch: { mobileMoney: { providerName: "Mine" } } }) { ... on Error { code } } }',
    variables: () => ({ i: alice.ids.mmo }),
    emptyOk: (d) => d?.updateIdentity?.code === 'NOT_FOUND',
  },
  {
    key: 'Mutation.updateIdentity input.id',
    query:
      'mutation($i: ID!) { updateIdentity(input: { id: $i, patch: { governmentId: { governmentIdNumber: "ABCD-1234" } } }) { ... on Error { code } } }',
    variables: () => ({ i: alice.ids.govid }),
    emptyOk: (d) => d?.updateIdentity?.code === 'NOT_FOUND',
  },

  {
    key: 'Mutation.createChannel input.linkedAccountId',
    query: `mutation($i: CreateChannelInput!) { createChannel(input: $i) ${PAYLOAD} }`,
    variables: () => ({ i: { routeName: 'theirs', linkedAccountId: alice.ids.mmo } }),
  },
  {
    key: 'Mutation.createChannel input.aliasId',
    query: `mutation($i: CreateChannelInput!) { createChannel(input: $i) ${PAYLOAD} }`,
    variables: () => ({ i: { routeName: 'theirs', linkedAccountId: bob.ids.mmo, aliasId: alice.ids.alias } }),
  },
  {
    key: 'Mutation.updateChannel input.id',
    query: `mutation($i: UpdateChannelInput!) { updateChannel(input: $i) ${PAYLOAD} }`,
    variables: () => ({ i: { id: alice.ids.route, routeName: 'taken' } }),
  },
  {
    key: 'Mutation.updateChannel input.linkedAccountId',
    query: `mutation($i: UpdateChannelInput!) { updateChannel(input: $i) ${PAYLOAD} }`,
    variables: () => ({ i: { id: bob.ids.route, linkedAccountId: alice.ids.bank } }),
  },
  {
    key: 'Mutation.updateChannel input.aliasId',
    query: `mutation($i: UpdateChannelInput!) { updateChannel(input: $i) ${PAYLOAD} }`,
    variables: () => ({ i: { id: bob.ids.route, aliasId: alice.ids.alias } }),
  },
  {
    key: 'Mutation.deleteChannel input.id',
    query: `mutation($i: DeleteChannelInput!) { deleteChannel(input: $i) ${PAYLOAD} }`,
    variables: () => ({ i: { id: alice.ids.route } }),
  },

  {
    key: 'Query.stablecoinTransaction id',
    query: 'query($t: ID!) { stablecoinTransaction(id: $t) { id } }',
    variables: () => ({ t: aliceTx.id }),
    emptyOk: (d) => d?.stablecoinTransaction === null,
  },
  {
    key: 'Query.payment id',
    query: 'query($p: ID!) { payment(id: $p) { id } }',
    variables: () => ({ p: paid.payment }),
    emptyOk: (d) => d?.payment === null,
  },
  // A page cursor, like the conversations': 400 for any id that is not one of your payments.
  {
    key: 'Viewer.payments startingAfter',
    codes: ['BAD_USER_INPUT'],
    query: 'query($s: ID) { viewer { payments(startingAfter: $s) { edges { node { id } } } } }',
    variables: () => ({ s: paid.payment }),
  },
  {
    key: 'Mutation.sendPayment input.fromWallet',
    query: FUNDING('sendPayment'),
    variables: () => ({
      i: { recipient: { usertag: alice.usertag }, amount: '1', passcode: bob.passcode, fromWallet: alice.ids.crypto },
    }),
    emptyOk: notFoundInPayload('sendPayment', 'fromWallet'),
  },
  {
    key: 'Mutation.sendPayment input.quoteId',
    query: FUNDING('sendPayment'),
    variables: () => ({
      i: {
        recipient: { usertag: alice.usertag },
        amount: '2',
        passcode: bob.passcode,
        fromWallet: bob.ids.crypto,
        quoteId: paid.quote,
      },
    }),
    emptyOk: notFoundInPayload('sendPayment', 'quoteId'),
  },
  ...(['mintStablecoin', 'burnStablecoin'] as const).flatMap((field): GqlCase[] => [
    {
      key: `Mutation.${field} input.fiatAccountId`,
      query: FUNDING(field),
      variables: () => ({ i: { fiatAccountId: alice.ids.mmo, networkAccountId: bob.ids.crypto, amount: '1' } }),
      emptyOk: notFoundInPayload(field, 'fiatAccountId'),
    },
    {
      key: `Mutation.${field} input.networkAccountId`,
      query: FUNDING(field),
      variables: () => ({ i: { fiatAccountId: bob.ids.mmo, networkAccountId: alice.ids.crypto, amount: '1' } }),
      emptyOk: notFoundInPayload(field, 'networkAccountId'),
    },
  ]),
];

// --------------------------------------------------------------------------------- REST

interface RestCase {
  /** `METHOD /path`, as in src/rest/routes.ts. */
  route: string;
  what: string;
  request: () => { path?: string; body?: Record<string, unknown>; headers?: Record<string, string> };
  status: number;
}

const mine = () => bob.creds;
/** Bob's token sent with Alice's user_id. */
const hers = () => ({ access_token: bob.access_token, user_id: alice.user_id });
const four = (kind: string, inner: Record<string, unknown>) => ({
  mmo: {},
  bank: {},
  govid: {},
  crypto: {},
  [kind]: inner,
});
const bearer = () => ({ authorization: `Bearer ${bob.access_token}` });

const restCases = (): RestCase[] => [
  {
    route: 'POST /account/auth/sign-up',
    what: "Alice's e-mail",
    status: 409,
    request: () => ({ body: { email: alice.email, password: 'another password', passcode: '9999' } }),
  },
  {
    route: 'POST /account/auth/sign-in',
    what: "Alice's e-mail with Bob's password",
    status: 401,
    request: () => ({ body: { email: alice.email, password: bob.password, passcode: bob.passcode } }),
  },
  {
    route: 'POST /account/auth/sign-out',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: hers() }),
  },
  {
    route: 'PUT /account/auth/passcode/update',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: { ...hers(), current_passcode: bob.passcode, updated_passcode: '4321' } }),
  },
  {
    route: 'POST /account/profile/create',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({
      body: {
        ...hers(),
        first_name: 'X',
        last_name: 'Y',
        dob: '1990-01-01',
        phone_number: '+233241234567',
        usertag: 'stolen_tag',
        address_l1: 'x',
        address_l2: '',
        address_postcode: '',
        ccy_iso_default: 'NGN',
        entropy: 'abcdefgh1234',
      },
    }),
  },
  {
    route: 'PUT /account/profile/update',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: { ...hers(), first_name: 'Mallory' } }),
  },
  {
    route: 'POST /account/profile/view',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: hers() }),
  },
  {
    route: 'POST /account/profile/alias/create',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: hers() }),
  },
  {
    route: 'POST /account/profile/alias/view',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: hers() }),
  },
  {
    route: 'POST /account/profile/alias/delete',
    what: "Alice's alias_uuid",
    status: 404,
    request: () => ({ body: { ...mine(), alias_uuid: alice.ids.alias } }),
  },
  {
    route: 'POST /account/profile/alias/delete',
    what: "Bob's token, Alice's user_id and alias",
    status: 401,
    request: () => ({ body: { ...hers(), alias_uuid: alice.ids.alias } }),
  },
  {
    route: 'POST /v1/identity/create',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: four('govid', { ...hers(), gov_id_number: 'ZZZZ-0000' }) }),
  },
  ...(['mmo', 'bank', 'govid', 'crypto'] as const).flatMap((kind): RestCase[] => [
    {
      route: 'POST /v1/identity/delete',
      what: `Alice's ${kind} identity_uuid`,
      status: 404,
      request: () => ({ body: four(kind, { ...mine(), identity_uuid: alice.ids[kind] }) }),
    },
  ]),
  {
    route: 'PUT /v1/identity/update',
    what: "Alice's mmo identity_uuid",
    status: 404,
    request: () => ({ body: four('mmo', { ...mine(), identity_uuid: alice.ids.mmo, mmo_name: 'Mine' }) }),
  },
  {
    route: 'PUT /v1/identity/update',
    what: "Alice's govid identity_uuid",
    status: 404,
    request: () => ({ body: four('govid', { ...mine(), identity_uuid: alice.ids.govid, gov_id_number: 'ABCD-1234' }) }),
  },
  {
    route: 'POST /v1/identity/view',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: hers() }),
  },
  {
    route: 'POST /alias/routing/view',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: hers() }),
  },
  {
    route: 'POST /alias/routing/new',
    what: "Alice's linked_account_uuid",
    status: 404,
    request: () => ({ body: { ...mine(), route_name: 'theirs', linked_account_uuid: alice.ids.mmo } }),
  },
  {
    route: 'POST /alias/routing/new',
    what: "Alice's alias_uuid",
    status: 404,
    request: () => ({
      body: { ...mine(), route_name: 'theirs', linked_account_uuid: bob.ids.mmo, alias_uuid: alice.ids.alias },
    }),
  },
  {
    route: 'POST /alias/routing/update',
    what: "Alice's route_uuid",
    status: 404,
    request: () => ({ body: { ...mine(), route_uuid: alice.ids.route, route_name: 'taken' } }),
  },
  {
    route: 'POST /alias/routing/update',
    what: "Alice's linked_account_uuid",
    status: 404,
    request: () => ({ body: { ...mine(), route_uuid: bob.ids.route, linked_account_uuid: alice.ids.bank } }),
  },
  {
    route: 'POST /alias/routing/update',
    what: "Alice's alias_uuid",
    status: 404,
    request: () => ({ body: { ...mine(), route_uuid: bob.ids.route, alias_uuid: alice.ids.alias } }),
  },
  {
    route: 'POST /alias/routing/delete',
    what: "Alice's route_uuid",
    status: 404,
    request: () => ({ body: { ...mine(), route_uuid: alice.ids.route } }),
  },
  ...(['mint', 'burn'] as const).flatMap((path): RestCase[] => [
    {
      route: `POST /network/stablecoins/${path}`,
      what: "Alice's fiat account",
      status: 404,
      request: () => ({
        body: { ...mine(), fiat_linked_acc_uuid: alice.ids.mmo, network_linked_acc_uuid: bob.ids.crypto, amount: 1 },
      }),
    },
    {
      route: `POST /network/stablecoins/${path}`,
      what: "Alice's network account",
      status: 404,
      request: () => ({
        body: { ...mine(), fiat_linked_acc_uuid: bob.ids.mmo, network_linked_acc_uuid: alice.ids.crypto, amount: 1 },
      }),
    },
    {
      route: `POST /network/stablecoins/${path}`,
      what: "Bob's token, Alice's user_id and accounts",
      status: 401,
      request: () => ({
        body: { ...hers(), fiat_linked_acc_uuid: alice.ids.mmo, network_linked_acc_uuid: alice.ids.crypto, amount: 1 },
      }),
    },
  ]),
  {
    route: 'POST /v1/network/wallet/createNew',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: { ...hers(), tkn_list: ['NGN'], entropy: 'abcdefgh1234' } }),
  },
  {
    route: 'GET /v1/conversations',
    what: "Alice's conversation as starting_after (400 as for any id not yours)",
    status: 400,
    request: () => ({ path: `/v1/conversations?starting_after=${a.conversation}`, headers: bearer() }),
  },
  {
    route: 'GET /v1/conversations',
    what: "Alice's group_id as filter: an empty page",
    status: 200,
    request: () => ({ path: `/v1/conversations?group_id=${a.group}`, headers: bearer() }),
  },
  {
    route: 'POST /v1/conversations',
    what: "Alice's group_id",
    status: 404,
    request: () => ({ body: { group_id: a.group }, headers: bearer() }),
  },
  {
    route: 'GET /v1/conversations/:conversation_id',
    what: "Alice's conversation",
    status: 404,
    request: () => ({ path: `/v1/conversations/${a.conversation}`, headers: bearer() }),
  },
  {
    route: 'PUT /v1/conversations/:conversation_id',
    what: "Alice's conversation",
    status: 404,
    request: () => ({ path: `/v1/conversations/${a.conversation}`, body: { is_muted: true }, headers: bearer() }),
  },
  {
    route: 'PUT /v1/conversations/:conversation_id',
    what: "Alice's message as pinned_message_id",
    status: 404,
    request: () => ({
      path: `/v1/conversations/${b.conversation}`,
      body: { pinned_message_id: a.message },
      headers: bearer(),
    }),
  },
  {
    route: 'DELETE /v1/conversations/:conversation_id',
    what: "Alice's conversation",
    status: 404,
    request: () => ({ path: `/v1/conversations/${a.conversation}`, headers: bearer() }),
  },
  {
    route: 'POST /network/payments/send-to-supatag',
    what: "Alice's wallet",
    status: 404,
    request: () => ({
      body: {
        ...mine(),
        recipient_usertag: alice.usertag,
        network_linked_acc_uuid: alice.ids.crypto,
        amount: 1,
        passcode: bob.passcode,
      },
    }),
  },
  {
    route: 'POST /network/payments/send-to-supatag',
    what: "Bob's token, Alice's user_id",
    status: 401,
    request: () => ({ body: { ...hers(), recipient_usertag: bob.usertag, amount: 1, passcode: alice.passcode } }),
  },
  {
    route: 'GET /network/stablecoins/transactions/:transaction_id',
    what: "Alice's deposit",
    status: 404,
    request: () => ({
      path: `/network/stablecoins/transactions/${aliceTx.databaseId}`,
      headers: { authorization: `Bearer ${bob.access_token}` },
    }),
  },
  {
    route: 'GET /payments/history/view',
    what: "a page after Alice's payment",
    status: 400,
    request: () => ({
      path: `/payments/history/view?starting_after=${paid.payment}`,
      headers: { authorization: `Bearer ${bob.access_token}` },
    }),
  },
  {
    route: 'GET /fx/rates',
    // It names no one's objects; its credentials in a GET body (a token with another user_id:
    // 401) are in test/fx.test.ts over node:http, since fetch cannot send a GET body.
    what: 'an unknown token',
    status: 401,
    request: () => ({ path: '/fx/rates?fx_iso_base=NGN&fx_iso_quote=GHS', headers: { authorization: 'Bearer fas_x' } }),
  },
];

// -------------------------------------------------------------------------------- runs

/** One SSE subscription: the first event (or what the stream answered). */
async function sseFirst(query: string, variables: Record<string, unknown>, token: string) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5000);
  try {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
      signal: controller.signal,
    });
    const text = await res.text(); // the stream completes after an error
    const data = text.match(/^event: next\ndata: (.*)$/m)?.[1];
    return data ? JSON.parse(data) : JSON.parse(text);
  } finally {
    clearTimeout(timer);
  }
}

async function runGql(c: GqlCase) {
  if (c.subscription) return sseFirst(c.query, c.variables(), bob.access_token);
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bob.access_token}` },
    body: JSON.stringify({ query: c.query, variables: c.variables() }),
  });
  return res.json();
}

describe('authorization matrix', () => {
  it('has a case for every id argument of the schema, and no case for one that is gone', () => {
    const covered = new Set([...gqlCases().map((c) => c.key), ...Object.keys(BY_DESIGN)]);
    const all = idArguments();
    expect(
      all.filter((k) => !covered.has(k)),
      'id arguments without a case in test/authz-matrix.test.ts',
    ).toEqual([]);
    expect(
      [...covered].filter((k) => !all.includes(k)),
      'cases for arguments that no longer exist',
    ).toEqual([]);
  });

  it('has a case for every REST route', () => {
    const covered = new Set(restCases().map((c) => c.route));
    const all = routes.map((r) => `${r.method} ${r.path}`);
    expect(
      all.filter((r) => !covered.has(r)),
      'routes without a case in test/authz-matrix.test.ts',
    ).toEqual([]);
    expect(
      [...covered].filter((r) => !all.includes(r)),
      'cases for routes that no longer exist',
    ).toEqual([]);
  });

  it("refuses every GraphQL field called with another user's ids, and changes nothing", async () => {
    const before = await dumpDatabase(svc.infra.prisma);
    const failures: string[] = [];
    for (const c of gqlCases()) {
      const body = await runGql(c);
      const codes = c.codes ?? ['NOT_FOUND'];
      // A mutation refuses with a typed error in `data` (its payload's `... on Error { code }`).
      const typed = Object.values(body.data ?? {}).find((v: any) => v?.__typename?.endsWith('Error')) as any;
      const code = body.errors?.[0]?.extensions?.code ?? typed?.code;
      const refused = codes.includes(code) && Object.values(body.data ?? {}).every((v) => v === null || v === typed);
      if (!refused && !(c.emptyOk && !body.errors && c.emptyOk(body.data)))
        failures.push(`${c.key}: ${JSON.stringify(body).slice(0, 300)}`);
      const after = await dumpDatabase(svc.infra.prisma);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        failures.push(`${c.key}: changed the database`);
        break;
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses every REST route called with another user's ids or user_id, and changes nothing", async () => {
    const before = await dumpDatabase(svc.infra.prisma);
    const failures: string[] = [];
    for (const c of restCases()) {
      const [method, path] = c.route.split(' ');
      const req = c.request();
      const res = await call(base, method, req.path ?? path, req.body, req.headers);
      if (res.status !== c.status)
        failures.push(`${c.route} (${c.what}): ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      else if (c.status === 200) expect(res.body).toEqual({ has_more: false, data: [] });
      else
        expect(res.body).toMatchObject({
          code: c.status,
          message: { error: expect.any(String) },
          ref: expect.any(String),
        });
      const after = await dumpDatabase(svc.infra.prisma);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        failures.push(`${c.route} (${c.what}): changed the database`);
        break;
      }
    }
    expect(failures).toEqual([]);
  });

  it("Alice's own data is intact and still hers after the whole matrix", async () => {
    const identities = await call(base, 'POST', '/v1/identity/view', alice.creds);
    expect(identities.status).toBe(200);
    expect(identities.body.message.mmo.map((i: { identity_uuid: string }) => i.identity_uuid)).toContain(alice.ids.mmo);
    const conversation = await call(base, 'GET', `/v1/conversations/${a.conversation}`, undefined, {
      authorization: `Bearer ${alice.access_token}`,
    });
    expect(conversation.status).toBe(200);
    expect(conversation.body.is_muted).toBe(false);
  });
});
