import { randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { op, post } from './http.js';

// A frontend's home screen: the viewer, their profile, identities and channels, and the 20
// most recent conversations with contact, last message and unread count, as ONE GraphQL
// query. The nested-read benchmark measures it and test/query-count.test.ts holds its number
// of SQL queries constant, whatever the number of conversations.
//
// HOME_SQL is the hand-written baseline: one statement that authenticates the token and
// returns the very same JSON (checked equal before each benchmark).

export const HOME_QUERY = `query Home {
  viewer {
    id email createdAt unreadCount
    profile { firstName lastName phoneNumber defaultCurrency usertag }
    identities {
      __typename id kind createdAt
      ... on MobileMoneyIdentity { phoneNumber providerName currency }
      ... on BankIdentity { bankName bankAccountNumber currency }
      ... on CryptoIdentity { publicAddress currency isPrimaryWallet }
    }
    channels { id routeName linkedAccountId aliasId }
  }
  conversations(first: 20, archived: false) {
    edges { node {
      id isPinned isMuted lastActiveAt unreadCount
      contact { id username avatarUrl }
      lastMessage { id text fromViewer createdAt }
    } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const millis = (col: string) => `(extract(epoch from ${col}) * 1000)::bigint`;
// IdentityKind's GraphQL values: MMO and GOVID are spelled out.
const identityKind = `CASE i.kind WHEN 'MMO' THEN 'MOBILE_MONEY' WHEN 'GOVID' THEN 'GOVERNMENT_ID' ELSE i.kind::text END`;
const identityCommon = (kind: string) =>
  `'__typename', '${kind}', 'id', i.uuid, 'kind', ${identityKind}, 'createdAt', ${iso('i."createdAt"')}`;

/** $1: SHA-256 (hex) of the bearer token. Returns one row, `body`: the JSON text, or null. */
export const HOME_SQL = `
WITH v AS (
  SELECT u.id, u.uuid, u.email, u."createdAt"
  FROM "AccessToken" t JOIN "User" u ON u.id = t."userId"
  WHERE t."tokenHash" = $1 AND t."revokedAt" IS NULL AND t."expiresAt" > now()
),
page AS (
  SELECT c.*, row_number() OVER (ORDER BY c."activityAt" DESC, c.id DESC) AS rn
  FROM "Conversation" c JOIN v ON c."ownerId" = v.id
  WHERE c."archivedAt" IS NULL
  ORDER BY c."activityAt" DESC, c.id DESC
  LIMIT 21
)
SELECT json_build_object('data', json_build_object(
  'viewer', json_build_object(
    'id', v.uuid,
    'email', v.email,
    'createdAt', ${iso('v."createdAt"')},
    'unreadCount', (SELECT count(*)::int FROM "Message" m JOIN "Conversation" c ON c.id = m."conversationId"
                    WHERE c."ownerId" = v.id AND m."readAt" IS NULL AND m."senderId" <> v.id),
    'profile', (SELECT json_build_object('firstName', p."firstName", 'lastName', p."lastName", 'phoneNumber', p."phoneNumber",
                  'defaultCurrency', p."ccyIsoDefault", 'usertag', (SELECT ut.usertag FROM "Usertag" ut WHERE ut."userId" = v.id))
                FROM "Profile" p WHERE p."userId" = v.id),
    'identities', COALESCE((SELECT json_agg(CASE i.kind
        WHEN 'MMO' THEN json_build_object(${identityCommon('MobileMoneyIdentity')}, 'phoneNumber', COALESCE(i."phoneNumber", ''), 'providerName', COALESCE(i."mmoName", ''), 'currency', i."fxIso")
        WHEN 'BANK' THEN json_build_object(${identityCommon('BankIdentity')}, 'bankName', COALESCE(i."bankName", ''), 'bankAccountNumber', COALESCE(i."bankAc", ''), 'currency', i."fxIso")
        WHEN 'CRYPTO' THEN json_build_object(${identityCommon('CryptoIdentity')}, 'publicAddress', COALESCE(i."publicAddress", ''), 'currency', i."fxIso", 'isPrimaryWallet', i."primaryNetworkWallet")
        ELSE json_build_object(${identityCommon('GovernmentIdIdentity')}) END ORDER BY i.id)
      FROM "Identity" i WHERE i."userId" = v.id), '[]'::json),
    'channels', COALESCE((SELECT json_agg(json_build_object('id', ch.uuid, 'routeName', ch."routeName", 'linkedAccountId', li.uuid, 'aliasId', a.uuid) ORDER BY ch.id)
      FROM "Channel" ch JOIN "Identity" li ON li.id = ch."linkedIdentityId" LEFT JOIN "Alias" a ON a.id = ch."aliasId"
      WHERE ch."userId" = v.id), '[]'::json)
  ),
  'conversations', (SELECT json_build_object(
    'edges', COALESCE(json_agg(json_build_object('node', json_build_object(
      'id', c.id, 'isPinned', c."isPinned", 'isMuted', c."isMuted", 'lastActiveAt', ${iso('c."lastActiveAt"')},
      'unreadCount', (SELECT count(*)::int FROM "Message" m WHERE m."conversationId" = c.id AND m."readAt" IS NULL AND m."senderId" <> c."ownerId"),
      'contact', (SELECT json_build_object('id', u.uuid, 'username', COALESCE(ut.usertag, CASE WHEN u.kind = 'SYSTEM' THEN 'wallet' END), 'avatarUrl', u."avatarUrl")
                  FROM "User" u LEFT JOIN "Usertag" ut ON ut."userId" = u.id WHERE u.id = c."contactId"),
      'lastMessage', (SELECT json_build_object('id', m.id, 'text', m.body, 'fromViewer', m."senderId" = c."ownerId", 'createdAt', ${iso('m."createdAt"')})
                      FROM "Message" m WHERE m."conversationId" = c.id ORDER BY m.seq DESC LIMIT 1)
    )) ORDER BY c.rn) FILTER (WHERE c.rn <= 20), '[]'::json),
    'pageInfo', json_build_object(
      'hasNextPage', count(*) > 20,
      'endCursor', (SELECT rtrim(translate(encode(convert_to('c:' || ${millis('l."activityAt"')} || ':' || l.id, 'UTF8'), 'base64'), E'+/\\n', '-_'), '=')
                    FROM page l WHERE l.rn = LEAST(20, (SELECT max(rn) FROM page))))
  ) FROM page c)
))::text AS body
FROM v`;

// ------------------------------------------------------------------------------ seeding

const hex = (n: number) => randomBytes(n).toString('hex');

export interface Account {
  token: string;
  userId: string;
}

export async function signUp(
  base: string,
  password = 'correct horse battery',
  passcode = '246810',
): Promise<Account & { email: string; password: string; passcode: string }> {
  const email = `bench-${hex(6)}@example.com`;
  const res = await post(base, '/account/auth/sign-up', { email, password, passcode });
  if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${res.text}`);
  return { email, password, passcode, token: res.body.message.access_token, userId: res.body.message.user_id };
}

const PROFILE = `mutation($input: CreateProfileInput!) {
  createProfile(input: $input) { __typename ... on Error { message } }
}`;
const profileInput = (usertag: string) => ({
  firstName: 'Ama',
  lastName: 'Mensah',
  dateOfBirth: '1990-04-01',
  phoneNumber: '+233241234567',
  usertag,
  addressLine1: '12 Oxford Street',
  addressLine2: 'Osu',
  postcode: 'GA-123',
  defaultCurrency: 'NGN',
  entropy: `e${hex(8)}`,
});
/** Gives an existing user a profile (NGN by default) with `usertag`. */
export async function createProfile(base: string, token: string, usertag: string): Promise<void> {
  const profile = (await op(base, token, PROFILE, { input: profileInput(usertag) })).createProfile;
  if (profile.__typename !== 'CreateProfileSuccess') throw new Error(`createProfile: ${JSON.stringify(profile)}`);
}
export const LINK = `mutation($input: LinkIdentityInput!) { linkIdentity(input: $input) { ... on LinkIdentitySuccess { identity { id } } } }`;

/** The home screen's owner: profile with usertag, an alias, the four identities, two channels. */
export async function createHomeUser(base: string): Promise<Account> {
  const user = await signUp(base);
  const profile = (await op(base, user.token, PROFILE, { input: profileInput(`home_${hex(5)}`) })).createProfile;
  if (profile.__typename !== 'CreateProfileSuccess') throw new Error(`createProfile: ${JSON.stringify(profile)}`);
  const alias = (await op(base, user.token, `mutation { createAlias { ... on CreateAliasSuccess { alias { id } } } }`))
    .createAlias.alias.id;
  const link = async (input: Record<string, unknown>) =>
    (await op(base, user.token, LINK, { input })).linkIdentity.identity.id as string;
  const mmo = await link({ mobileMoney: { phoneNumber: '+2348031234567', providerName: 'OPay', currency: 'NGN' } });
  const bank = await link({
    bank: { bankAccountNumber: `AC${hex(5)}`, bankSortCode: '058', bankName: 'GTBank', currency: 'NGN' },
  });
  await link({ governmentId: { governmentIdNumber: `GHA-${hex(5)}` } });
  const key = generatePrivateKey();
  await link({ crypto: { publicAddress: privateKeyToAddress(key), privateKey: key, currency: 'NGN' } });
  const channel = `mutation($input: CreateChannelInput!) { createChannel(input: $input) { ... on CreateChannelSuccess { channel { id } } } }`;
  await op(base, user.token, channel, { input: { routeName: 'main', linkedAccountId: mmo, aliasId: alias } });
  await op(base, user.token, channel, { input: { routeName: 'savings', linkedAccountId: bank } });
  return { token: user.token, userId: user.userId };
}

/** Runs a mutation: throws on a top-level error, and on an Error its payload answers. */
export async function mutate<T = any>(
  base: string,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const data = await op<Record<string, { __typename?: string } | null>>(base, token, query, variables);
  for (const [field, payload] of Object.entries(data))
    if (payload?.__typename?.endsWith('Error')) throw new Error(`${field}: ${JSON.stringify(payload)}`);
  return data as T;
}

const FAILED = '__typename ... on Error { code message }';
export const OPEN_CONVERSATION = `mutation($c: ID) { createConversation(input: { contactId: $c }) {
  ${FAILED} ... on CreateConversationSuccess { conversation { id } } } }`;
export const SEND_MESSAGE = `mutation($c: ID!, $m: String!) { sendMessage(input: { conversationId: $c, text: $m }) {
  ${FAILED} } }`;
const READ = `mutation($c: ID!) { markConversationRead(input: { id: $c }) { ${FAILED} } }`;

/**
 * `count` new contacts write to `home` (every other one with a usertag); home answers each
 * and reads every third conversation, so unread counts, last messages and senders vary.
 * `history(conversationId)` may add older messages to home's conversation once it exists.
 */
export async function addConversations(
  base: string,
  home: Account,
  count: number,
  start = 0,
  history?: (conversationId: string) => Promise<void>,
): Promise<void> {
  for (let i = start; i < start + count; i++) {
    const contact = await signUp(base);
    if (i % 2 === 0) await op(base, contact.token, PROFILE, { input: profileInput(`c${i}_${hex(4)}`) });
    const open = async (token: string, c: string) =>
      (await mutate(base, token, OPEN_CONVERSATION, { c })).createConversation.conversation.id as string;
    const mine = await open(home.token, contact.userId);
    await history?.(mine);
    const theirs = await open(contact.token, home.userId);
    await mutate(base, contact.token, SEND_MESSAGE, { c: theirs, m: `hello from contact ${i}` });
    if (i % 3 === 0) await mutate(base, home.token, READ, { c: mine });
    await mutate(base, home.token, SEND_MESSAGE, { c: mine, m: `hi ${i}, good to hear from you` });
    if (i % 4 !== 1)
      await mutate(base, contact.token, SEND_MESSAGE, { c: theirs, m: `message ${i}: are you free later?` });
  }
}

/** SQL adding `count` older, read messages (alternately from each side) to a conversation ($1). */
export const HISTORY_SQL = `
INSERT INTO "Message" ("id", "envelopeId", "conversationId", "senderId", "incoming", "body", "readAt", "createdAt", "updatedAt")
SELECT gen_random_uuid(), gen_random_uuid(), c."id", CASE WHEN k % 2 = 0 THEN c."ownerId" ELSE c."contactId" END, k % 2 <> 0,
       'earlier message ' || k || ': ' || repeat('lorem ipsum dolor ', 3),
       now() - make_interval(mins => $2::int - k + 10), now() - make_interval(mins => $2::int - k + 10), now() - make_interval(mins => $2::int - k + 10)
FROM generate_series(1, $2::int) AS k, "Conversation" c
WHERE c."id" = $1::uuid`;
