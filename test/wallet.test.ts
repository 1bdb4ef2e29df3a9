import { randomUUID } from 'node:crypto';
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { parseUnits, type Address } from 'viem';
import { graphql } from './generated/gql/index.js';
import { call, gql, signUp, success, UUID } from './helpers/service.js';
import { MINT, money, moneyUser } from './helpers/money.js';
import { payee } from './helpers/scenario.js';
import { useService } from './helpers/fixture.js';

const svc = useService();
const base = () => svc.url;

const CREATE = '/v1/network/wallet/createNew';

async function user() {
  const u = await signUp(base());
  return { ...u, creds: { access_token: u.access_token, user_id: u.user_id } };
}

describe('wallet creation', () => {
  it('answers 201 { status: "201", msg } with one real Wallet-contact message per token added', async () => {
    const u = await user();
    const res = await call(base(), 'POST', CREATE, { ...u.creds, tkn_list: ['NGN'], entropy: 'mySecretEntropy123' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('201');
    expect(Object.keys(res.body)).toEqual(['status', 'msg']);
    expect(res.body.msg).toHaveLength(4);
    const first = res.body.msg[0];
    expect(first).toEqual({
      id: expect.stringMatching(UUID),
      conversation_id: expect.stringMatching(UUID),
      contact: {
        id: expect.stringMatching(UUID),
        username: 'wallet',
        phone_number: null,
        avatar_url: null,
        last_active_at: expect.any(Number),
        created_at: expect.any(Number),
      },
      message: expect.stringMatching(/^NGN token added to your wallet 0x[0-9a-fA-F]{40}$/),
      reactions: [],
      attachments: [],
      read_at: null,
      created_at: expect.any(Number),
      updated_at: expect.any(Number),
    });
    expect(res.body.msg.map((m: { message: string }) => m.message.slice(0, 3))).toEqual(['NGN', 'GHS', 'USD', 'EUR']);
    expect(new Set(res.body.msg.map((m: { conversation_id: string }) => m.conversation_id)).size).toBe(1);
    // They are real messages in the user's conversation with the Wallet contact.
    const list = await call(base(), 'GET', '/v1/conversations', undefined, {
      authorization: `Bearer ${u.access_token}`,
    });
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(first.conversation_id);
  });

  it('stores the wallet as the primary crypto identity with its key sealed; a second call keeps the address and adds nothing', async () => {
    const u = await user();
    const one = await call(base(), 'POST', CREATE, { ...u.creds, tkn_list: [], entropy: 'entropyOne111' });
    const address = one.body.msg[0].message.split(' ').at(-1);
    const two = await call(base(), 'POST', CREATE, { ...u.creds, tkn_list: ['GHS'], entropy: 'entropyTwo222' });
    expect(two.status).toBe(201);
    expect(two.body).toEqual({ status: '201', msg: [] });
    const view = await call(base(), 'POST', '/v1/identity/view', u.creds);
    const crypto = view.body.message.crypto;
    expect(crypto).toHaveLength(1);
    // The key of the wallet the service made never leaves it (docs/payments.md): null on every door.
    expect(crypto[0]).toMatchObject({ public_address: address, primary_network_wallet: true, private_key: null });
    const row = await svc.infra.prisma.identity.findFirstOrThrow({
      where: { user: { uuid: u.user_id }, primaryNetworkWallet: true },
    });
    // Sealed at rest (an AES-GCM envelope), and it is the key of the address shown.
    expect(row.privateKeyEnc).toMatch(/^v1\./);
    expect(privateKeyToAddress(svc.infra.keyring.open(row.privateKeyEnc!) as `0x${string}`)).toBe(address);
  });

  it('the same entropy gives different wallets to different users', async () => {
    const a = await user();
    const b = await user();
    const wa = await call(base(), 'POST', CREATE, { ...a.creds, tkn_list: [], entropy: 'sameEntropy999' });
    const wb = await call(base(), 'POST', CREATE, { ...b.creds, tkn_list: [], entropy: 'sameEntropy999' });
    expect(wa.body.msg[0].message.split(' ').at(-1)).not.toBe(wb.body.msg[0].message.split(' ').at(-1));
  });

  it.each([
    [{ tkn_list: ['NGN', 'XYZ'], entropy: 'entropyOk1234' }, 'tkn_list', 'unknown token XYZ'],
    [{ tkn_list: 'NGN', entropy: 'entropyOk1234' }, 'tkn_list', 'tkn_list'],
    [{ entropy: 'entropyOk1234' }, 'tkn_list', 'tkn_list is required'],
    [{ tkn_list: [] }, 'entropy', 'entropy is required'],
    [{ tkn_list: [], entropy: 'no!' }, 'entropy', 'entropy must be 8 to 256'],
  ])('refuses %j with 400 naming %s, creating nothing', async (body, field, detail) => {
    const u = await user();
    const res = await call(base(), 'POST', CREATE, { ...u.creds, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatchObject({ error: 'BAD_USER_INPUT', field, detail: expect.stringContaining(detail) });
    expect(await svc.infra.prisma.identity.count({ where: { user: { uuid: u.user_id } } })).toBe(0);
    expect(await svc.infra.prisma.walletToken.count({ where: { user: { uuid: u.user_id } } })).toBe(0);
  });

  it('requires credentials', async () => {
    expect((await call(base(), 'POST', CREATE, { tkn_list: [], entropy: 'entropyOk1234' })).status).toBe(401);
  });
});

const CreateWallet = graphql(`
  mutation TestWalletCreate($i: CreateWalletInput!) {
    createWallet(input: $i) {
      __typename
      ... on CreateWalletSuccess { wallet { address identityId tokens { symbol } } messages { text } }
      ... on Error { code message field }
    }
  }
`);
const WalletBalances = graphql(`
  query TestWalletBalances { viewer { wallet { address tokens { symbol balance } } } }
`);

describe('GraphQL', () => {
  it('createWallet answers CreateWalletSuccess with the wallet; tokenSymbols takes lower case', async () => {
    const u = await user();
    const res = await gql(
      base(),
      CreateWallet,
      { i: { entropy: 'graphqlEntropy2026', tokenSymbols: [' ghs', 'usd'] } },
      u.access_token,
    );
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data?.createWallet;
    const { wallet } = success(created, 'CreateWalletSuccess');
    expect(created).toEqual({
      __typename: 'CreateWalletSuccess',
      wallet: {
        address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
        identityId: expect.stringMatching(UUID),
        tokens: ['NGN', 'GHS', 'USD', 'EUR'].map((symbol) => ({ symbol })),
      },
      messages: ['NGN', 'GHS', 'USD', 'EUR'].map((symbol) => ({
        text: `${symbol} token added to your wallet ${wallet.address}`,
      })),
    });
    const row = await svc.infra.prisma.identity.findFirstOrThrow({
      where: { user: { uuid: u.user_id }, primaryNetworkWallet: true },
    });
    expect(wallet.identityId).toBe(row.uuid);
  });

  it('createWallet answers an unknown token as an InvalidInputError naming tokenSymbols, creating nothing', async () => {
    const u = await user();
    const res = await gql(
      base(),
      CreateWallet,
      { i: { entropy: 'graphqlEntropy2026', tokenSymbols: ['NGN', 'XYZ'] } },
      u.access_token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.createWallet).toEqual({
      __typename: 'InvalidInputError',
      code: 'BAD_USER_INPUT',
      message: 'unknown token XYZ; tokens are NGN, GHS, USD, EUR',
      field: 'tokenSymbols',
    });
    expect(await svc.infra.prisma.identity.count({ where: { user: { uuid: u.user_id } } })).toBe(0);
    expect(await svc.infra.prisma.walletToken.count({ where: { user: { uuid: u.user_id } } })).toBe(0);
  });
});

describe('the primary wallet in use', () => {
  it('mints to "primary" and shows balances in viewer.wallet', async () => {
    const u = await user();
    await call(base(), 'POST', CREATE, { ...u.creds, tkn_list: [], entropy: 'walletUser12345' });
    const empty = { mmo: {}, bank: {}, govid: {}, crypto: {} };
    const bank = await call(base(), 'POST', '/v1/identity/create', {
      ...empty,
      bank: { ...u.creds, bank_ac: '0123456789', bank_sc: '058', bank_name: 'GTBank', fx_iso: 'GHS' },
    });
    expect(bank.status).toBe(201);
    const mint = await call(base(), 'POST', '/network/stablecoins/mint', {
      ...u.creds,
      fiat_linked_acc_uuid: bank.body.message.bank[0].identity_uuid,
      network_linked_acc_uuid: 'primary',
      amount: 99.99,
    });
    expect(mint.status).toBe(201);
    const res = await gql(base(), WalletBalances, {}, u.access_token);
    const wallet = res.body.data?.viewer?.wallet;
    if (!wallet) throw new Error(`no wallet: ${JSON.stringify(res.body)}`);
    expect(wallet.tokens).toEqual([
      { symbol: 'NGN', balance: '0' },
      { symbol: 'GHS', balance: '99.99' },
      { symbol: 'USD', balance: '0' },
      { symbol: 'EUR', balance: '0' },
    ]);
    expect(await svc.infra.chain.chain.balanceOf(svc.infra.chain.tokens.GHS, wallet.address as Address)).toBe(
      parseUnits('99.99', 18),
    );
  });
});

describe('a wallet made by a first payment received (issue 30, item 9)', () => {
  const TOKENS = `query { viewer { wallet { address tokens { symbol balance } } } }`;

  /** B, with a profile and no wallet, is paid 293.25 NGN by a user who deposited 500. */
  async function paidBeforeCreatingAWallet() {
    const payer = await moneyUser(base());
    expect((await money(base(), MINT, payer, 500, randomUUID())).status).toBe(201);
    const b = await payee(base(), 'NGN');
    expect((await gql(base(), TOKENS, undefined, b.access_token)).body.data.viewer.wallet).toBeNull();
    const paid = await call(
      base(),
      'POST',
      '/network/payments/send-to-supatag',
      {
        access_token: payer.access_token,
        user_id: payer.user_id,
        passcode: '123456',
        recipient_usertag: b.usertag,
        amount: 293.25,
        fx_iso: 'NGN',
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.message.data[0].status).toBe('confirmed');
    return { b, address: paid.body.message.data[0].to_address as string };
  }

  it('GraphQL lists the default tokens with the NGN received, before B ever calls createWallet', async () => {
    const { b, address } = await paidBeforeCreatingAWallet();
    const res = await gql(base(), TOKENS, undefined, b.access_token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.viewer.wallet).toEqual({
      address,
      tokens: [
        { symbol: 'NGN', balance: '293.25' },
        { symbol: 'GHS', balance: '0' },
        { symbol: 'USD', balance: '0' },
        { symbol: 'EUR', balance: '0' },
      ],
    });
  });

  it('REST shows the same wallet, and createNew then keeps its address and adds nothing: it holds every token already', async () => {
    const { b, address } = await paidBeforeCreatingAWallet();
    const view = await call(base(), 'POST', '/v1/identity/view', b.creds);
    expect(view.body.message.crypto).toEqual([
      expect.objectContaining({ public_address: address, primary_network_wallet: true }),
    ]);
    const created = await call(base(), 'POST', CREATE, { ...b.creds, tkn_list: ['ngn'], entropy: 'laterEntropy2026' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ status: '201', msg: [] });
    const after = await gql(base(), TOKENS, undefined, b.access_token);
    expect(after.body.data.viewer.wallet.address).toBe(address);
    expect(after.body.data.viewer.wallet.tokens[0]).toEqual({ symbol: 'NGN', balance: '293.25' });
  });

  it('a wallet such a payment made before this fix (no tokens stored) lists the default tokens too', async () => {
    const { b, address } = await paidBeforeCreatingAWallet();
    // What the old code left: the wallet, with no token enabled.
    await svc.infra.prisma.walletToken.deleteMany({ where: { user: { uuid: b.user_id } } });
    const res = await gql(base(), TOKENS, undefined, b.access_token);
    expect(res.body.data.viewer.wallet.address).toBe(address);
    expect(res.body.data.viewer.wallet.tokens.map((t: { symbol: string }) => t.symbol)).toEqual([
      'NGN',
      'GHS',
      'USD',
      'EUR',
    ]);
    expect(res.body.data.viewer.wallet.tokens[0].balance).toBe('293.25');
  });
});
