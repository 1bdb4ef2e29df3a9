import { randomBytes, randomUUID } from 'node:crypto';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { expect } from 'vitest';
import { call, gql, signUp } from './service.js';

// A user with one of everything, made through the public doors (REST and GraphQL): profile,
// alias, the four identities, a channel, optionally a mint, a conversation with a contact
// holding a message with a reaction, and a group. The authorization matrix and the
// secrets-at-rest test use it.

export type Creds = { access_token: string; user_id: string };

function expectStatus(res: { status: number; body: unknown }, status: number, what: string) {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
}

export async function op<T = any>(
  base: string,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const res = await gql(base, query, variables, token);
  if (res.body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(res.body.errors)}`);
  return res.body.data as T;
}

const four = (kind: string, inner: Record<string, unknown>) => ({
  mmo: {},
  bank: {},
  govid: {},
  crypto: {},
  [kind]: inner,
});

export interface ScenarioOptions {
  passcode?: string;
  password?: string;
  govIdNumber?: string;
  /** Mint this amount (NGN) to the crypto identity. */
  mint?: number;
}

export async function fullUser(base: string, options: ScenarioOptions = {}) {
  const user = await signUp(base, {
    ...(options.password ? { password: options.password } : {}),
    ...(options.passcode ? { passcode: options.passcode } : {}),
  });
  const creds: Creds = { access_token: user.access_token, user_id: user.user_id };
  const usertag = `u_${randomBytes(6).toString('hex')}`;
  const profile = await call(base, 'POST', '/account/profile/create', {
    ...creds,
    first_name: 'Ama',
    last_name: 'Mensah',
    dob: '1990-04-01',
    phone_number: '+233241234567',
    usertag,
    address_l1: '12 Oxford Street',
    address_l2: 'Osu',
    address_postcode: 'GA-123',
    ccy_iso_default: 'NGN',
    entropy: `e${randomBytes(8).toString('hex')}`,
  });
  expectStatus(profile, 201, 'profile create');
  const alias = await call(base, 'POST', '/account/profile/alias/create', creds);
  expectStatus(alias, 201, 'alias create');

  const mmo = await call(
    base,
    'POST',
    '/v1/identity/create',
    four('mmo', { ...creds, phone_number: '+2348031234567', mmo_name: 'OPay', fx_iso: 'NGN', relay_catch_all: false }),
  );
  expectStatus(mmo, 201, 'mmo create');
  const bank = await call(
    base,
    'POST',
    '/v1/identity/create',
    four('bank', {
      ...creds,
      bank_ac: `AC${randomBytes(5).toString('hex')}`,
      bank_sc: '058',
      bank_name: 'GTBank',
      fx_iso: 'NGN',
    }),
  );
  expectStatus(bank, 201, 'bank create');
  const govIdNumber = options.govIdNumber ?? `GHA-${randomBytes(5).toString('hex')}`;
  const govid = await call(
    base,
    'POST',
    '/v1/identity/create',
    four('govid', { ...creds, gov_id_number: govIdNumber }),
  );
  expectStatus(govid, 201, 'govid create');
  const privateKey = generatePrivateKey();
  const crypto = await call(
    base,
    'POST',
    '/v1/identity/create',
    four('crypto', {
      ...creds,
      public_address: privateKeyToAddress(privateKey),
      private_key: privateKey,
      fx_iso: 'NGN',
    }),
  );
  expectStatus(crypto, 201, 'crypto create');

  const ids = {
    alias: alias.body.message[0].alias_uuid as string,
    mmo: mmo.body.message.mmo[0].identity_uuid as string,
    bank: bank.body.message.bank[0].identity_uuid as string,
    govid: govid.body.message.govid[0].identity_uuid as string,
    crypto: crypto.body.message.crypto[0].identity_uuid as string,
  };
  const route = await call(base, 'POST', '/alias/routing/new', {
    ...creds,
    route_name: 'main',
    linked_account_uuid: ids.mmo,
    alias_uuid: ids.alias,
  });
  expectStatus(route, 200, 'channel create');

  let mintHash: string | undefined;
  if (options.mint) {
    const mint = await call(base, 'POST', '/network/stablecoins/mint', {
      ...creds,
      fiat_linked_acc_uuid: ids.mmo,
      network_linked_acc_uuid: ids.crypto,
      amount: options.mint,
    });
    expectStatus(mint, 201, 'mint');
    mintHash = mint.body.message.data[0].network_tx_hash;
  }

  return {
    ...user,
    creds,
    usertag,
    govIdNumber,
    privateKey,
    address: privateKeyToAddress(privateKey),
    ids: { ...ids, route: route.body.message.route_uuid as string },
    mintHash,
  };
}

export type FullUser = Awaited<ReturnType<typeof fullUser>>;

/** A mutation's payload once it succeeded: a typed error throws, as a top-level one does in `op`. */
function succeeded<T extends { __typename: string }>(field: string, payload: T): T {
  if (payload.__typename.endsWith('Error')) throw new Error(`${field}: ${JSON.stringify(payload)}`);
  return payload;
}
const FAILED = '__typename ... on Error { code message field }';

/** `user` opens a conversation with `contact`, writes in it and reacts; then makes a group with the contact. */
export async function socialise(base: string, user: FullUser, contact: { user_id: string; access_token: string }) {
  const mutate = async (field: string, query: string, variables: Record<string, unknown>) =>
    succeeded(field, (await op(base, user.access_token, query, variables))[field]);
  const conversation = (
    await mutate(
      'createConversation',
      `mutation($c: ID) { createConversation(input: { contactId: $c }) {
        ${FAILED} ... on CreateConversationSuccess { conversation { id } } } }`,
      { c: contact.user_id },
    )
  ).conversation.id as string;
  const message = (
    await mutate(
      'sendMessage',
      `mutation($c: ID!) { sendMessage(input: { conversationId: $c, text: "hello" }) {
        ${FAILED} ... on SendMessageSuccess { sentMessage { id } } } }`,
      { c: conversation },
    )
  ).sentMessage.id as string;
  await mutate(
    'addReaction',
    `mutation($m: ID!) { addReaction(input: { messageId: $m, emoji: "👍" }) { ${FAILED} } }`,
    { m: message },
  );
  const group = (
    await mutate(
      'createGroup',
      `mutation($m: [ID!]) { createGroup(input: { name: "team", memberIds: $m }) {
        ${FAILED} ... on CreateGroupSuccess { group { id } } } }`,
      { m: [contact.user_id] },
    )
  ).group.id as string;
  return { conversation, message, group };
}

/**
 * A user with a profile (`currency` by default) and nothing else: someone to pay. Usertag,
 * wallet entropy and passcode are random (the passcode signUp's default) unless given.
 */
export async function payee(
  base: string,
  currency = 'NGN',
  given: { usertag?: string; entropy?: string; passcode?: string } = {},
) {
  const user = await signUp(base, given.passcode ? { passcode: given.passcode } : {});
  const creds: Creds = { access_token: user.access_token, user_id: user.user_id };
  const usertag = given.usertag ?? `p_${randomBytes(5).toString('hex')}`;
  const profile = await call(base, 'POST', '/account/profile/create', {
    ...creds,
    first_name: 'Kofi',
    last_name: 'Boateng',
    dob: '1991-02-03',
    phone_number: '+233241234567',
    usertag,
    address_l1: '4 Ring Road',
    address_l2: 'Accra',
    address_postcode: 'GA-184',
    ccy_iso_default: currency,
    entropy: given.entropy ?? `e${randomBytes(8).toString('hex')}`,
  });
  expectStatus(profile, 201, 'profile create');
  return { ...user, creds, usertag };
}

/**
 * A new alias of `who`'s, carried by a channel to a new mobile-money account in `currency`:
 * paying the alias pays that account (a cash-out). Returns the alias.
 */
export async function aliasToMobileMoney(base: string, who: { creds: Creds }, currency: string): Promise<string> {
  const alias = await call(base, 'POST', '/account/profile/alias/create', who.creds);
  expectStatus(alias, 201, 'alias create');
  const { alias: name, alias_uuid: aliasId } = alias.body.message[0];
  const mmo = await call(base, 'POST', '/v1/identity/create', {
    mmo: {
      ...who.creds,
      phone_number: '+233241234567',
      mmo_name: 'MTN MoMo',
      fx_iso: currency,
      relay_catch_all: false,
    },
    bank: {},
    govid: {},
    crypto: {},
  });
  expectStatus(mmo, 201, 'identity create');
  const channel = await call(base, 'POST', '/alias/routing/new', {
    ...who.creds,
    route_name: 'momo',
    linked_account_uuid: mmo.body.message.mmo[0].identity_uuid,
    alias_uuid: aliasId,
  });
  expectStatus(channel, 200, 'channel create');
  return name as string;
}

/** A user with a profile, a mobile-money account and a primary wallet holding `amount` NGN, minted through a deposit. */
export async function payer(base: string, amount: number) {
  const p = await payee(base);
  const mmo = await call(base, 'POST', '/v1/identity/create', {
    mmo: { ...p.creds, phone_number: '+2348031234567', mmo_name: 'OPay', fx_iso: 'NGN', relay_catch_all: false },
    bank: {},
    govid: {},
    crypto: {},
  });
  expect(mmo.status).toBe(201);
  const wallet = await gql(
    base,
    `mutation { createWallet(input: { entropy: "payerEntropy0001", tokenSymbols: [] }) { __typename } }`,
    undefined,
    p.access_token,
  );
  expect(wallet.body.data?.createWallet?.__typename).toBe('CreateWalletSuccess');
  const mint = await call(
    base,
    'POST',
    '/network/stablecoins/mint',
    {
      ...p.creds,
      fiat_linked_acc_uuid: mmo.body.message.mmo[0].identity_uuid,
      network_linked_acc_uuid: 'primary',
      amount,
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(mint.status).toBe(201);
  return p;
}
