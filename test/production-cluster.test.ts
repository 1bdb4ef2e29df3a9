import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ResultOf, TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createPublicClient, http, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stablecoinAbi } from '../src/generated/contracts/stablecoin.js';
import { graphql } from './generated/gql/index.js';
import { call, gql, signUp, success } from './helpers/service.js';
import { openStreams, subscribed, wsClient } from './helpers/streams.js';
import { sharedBackend, type SharedBackend } from './helpers/cluster.js';
import { stop, type Instance } from './helpers/instance.js';

// Production mode, scaled out: two real server processes (`node --import tsx src/main.ts`,
// NODE_ENV=production) on different ports, sharing one fresh PostgreSQL database, Redis, one
// external chain (an anvil this test starts, reached through CHAIN_RPC_URL with the operator
// key from config) and the secrets from config. Events, sign-outs and rate limits cross
// instances; concurrent mints through both make exactly the right supply; SIGTERM stops an
// instance gracefully. Runs on the PostgreSQL pass (TEST_DATABASE_URL set), with Redis at
// TEST_REDIS_URL or redis://127.0.0.1:6379.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const MessageAdded = graphql(`
  subscription TestClusterMessageAdded { messageAdded { text fromViewer } }
`);
const CreateConversation = graphql(`
  mutation TestClusterCreateConversation($c: ID) {
    createConversation(input: { contactId: $c }) {
      __typename
      ... on CreateConversationSuccess { conversation { id } }
    }
  }
`);
const SendMessage = graphql(`
  mutation TestClusterSendMessage($c: ID!) {
    sendMessage(input: { conversationId: $c, text: "across instances" }) { __typename }
  }
`);

let shared: SharedBackend;
const clients: Client[] = [];
let A: Instance;
let B: Instance;

beforeAll(async () => {
  if (!enabled) return;
  shared = await sharedBackend('production-cluster', {
    REDIS_URL,
    // Its own channels and keys: other runs sharing this Redis are not heard.
    REDIS_PREFIX: `fas-test-${randomBytes(4).toString('hex')}:`,
    AUTH_MAX_FAILURES_PER_ACCOUNT: '5',
    AUTH_MAX_FAILURES_PER_ADDRESS: '1000',
    MONEY_MAX_PER_ADDRESS: '1000',
    SHUTDOWN_TIMEOUT_SECONDS: '60',
  });
  // Started together: they race for the token deployment, which one of them does once.
  [A, B] = await Promise.all([shared.start('a'), shared.start('b')]);
}, 180_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  // Stopped gracefully (what is left running is killed by close).
  for (const i of shared?.running ?? []) await stop(i, 20_000);
  await shared?.close();
}, 60_000);

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: shared.db.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

function socketOn(instance: Instance, token: string) {
  const closes: number[] = [];
  let connected!: () => void;
  const ready = new Promise<void>((r) => (connected = r));
  const client = wsClient(instance.url, token, {
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: { connected: () => connected(), closed: (e) => closes.push((e as { code: number }).code) },
  });
  clients.push(client);
  return { client, closes, ready };
}

async function op<TData, TVars>(
  instance: Instance,
  token: string,
  document: TypedDocumentNode<TData, TVars>,
  variables?: TVars,
): Promise<TData> {
  const res = await gql(instance.url, document, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  if (!res.body.data) throw new Error(`no data: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A user (signed up through `instance`) with an NGN mobile-money account and a crypto wallet. */
async function fundedUser(instance: Instance) {
  const user = await signUp(instance.url);
  const creds = { access_token: user.access_token, user_id: user.user_id };
  const empty = { mmo: {}, bank: {}, govid: {}, crypto: {} };
  const mmo = await call(instance.url, 'POST', '/v1/identity/create', {
    ...empty,
    mmo: { ...creds, phone_number: '+2348031234567', mmo_name: 'OPay', fx_iso: 'NGN' },
  });
  expect(mmo.status).toBe(201);
  const key = generatePrivateKey();
  const crypto = await call(instance.url, 'POST', '/v1/identity/create', {
    ...empty,
    crypto: { ...creds, public_address: privateKeyToAddress(key), private_key: key, fx_iso: 'NGN' },
  });
  expect(crypto.status).toBe(201);
  return {
    ...user,
    creds,
    fiat: mmo.body.message.mmo[0].identity_uuid as string,
    wallet: crypto.body.message.crypto[0].identity_uuid as string,
  };
}

async function ngnSupply(): Promise<bigint> {
  const [row] = await sql<{ address: string }>(`SELECT address FROM "ChainContract" WHERE symbol = 'NGN'`);
  const client = createPublicClient({ transport: http(shared.anvil.rpcUrl) });
  return client.readContract({ address: row.address as Address, abi: stablecoinAbi, functionName: 'totalSupply' });
}

describe.skipIf(!enabled)('two instances on PostgreSQL, Redis and one chain', () => {
  it('both are ready (database, chain, Redis) and share one set of token contracts', async () => {
    for (const i of [A, B]) {
      const ready = await call(i.url, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'ready', checks: { database: 'ok', chain: 'ok', redis: 'ok' } });
    }
    expect(A.url).not.toBe(B.url);
    const contracts = await sql(`SELECT symbol, address FROM "ChainContract" ORDER BY symbol`);
    // The four tokens and the payment router, deployed once for both.
    expect(contracts.map((c) => c.symbol)).toEqual(['EUR', 'GHS', 'NGN', 'ROUTER', 'USD']);
    // Production defaults: no introspection (a string: a document refused on purpose, only its error is read).
    const introspection = await gql(A.url, '{ __schema { types { name } } }');
    expect(introspection.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('a message sent through one instance reaches a subscriber on the other', async () => {
    const alice = await signUp(A.url);
    const bob = await signUp(B.url);
    const before = await openStreams(B.url);
    const bobOnB = socketOn(B, bob.access_token);
    await bobOnB.ready;
    const received: unknown[] = [];
    bobOnB.client.subscribe<ResultOf<typeof MessageAdded>>(
      { query: print(MessageAdded) },
      { next: (v) => received.push(v), error: (e) => received.push({ error: e }), complete: () => {} },
    );
    await subscribed(B.url, before + 1); // graphql-ws does not acknowledge a subscription: B's /metrics shows it
    const conversation = success(
      (await op(A, alice.access_token, CreateConversation, { c: bob.user_id })).createConversation,
      'CreateConversationSuccess',
    ).conversation.id;
    const sent = await op(A, alice.access_token, SendMessage, { c: conversation });
    expect(sent.sendMessage.__typename).toBe('SendMessageSuccess');
    await expect
      .poll(() => received, { timeout: 10_000 })
      .toEqual([{ data: { messageAdded: { text: 'across instances', fromViewer: false } } }]);
  });

  it("a sign-out on one instance closes the user's sockets on the other (4401)", async () => {
    const carol = await signUp(A.url);
    const onB = socketOn(B, carol.access_token);
    const onA = socketOn(A, carol.access_token);
    // connection_ack is sent after the socket's session is watched (src/realtime/ws.ts onConnect).
    await Promise.all([onB.ready, onA.ready]);
    const out = await call(
      A.url,
      'POST',
      '/account/auth/sign-out',
      {},
      { authorization: `Bearer ${carol.access_token}` },
    );
    expect(out.status).toBe(200);
    await expect.poll(() => [onA.closes, onB.closes], { timeout: 10_000 }).toEqual([[4401], [4401]]);
  });

  it('rate limits are shared: failures on either instance count together', async () => {
    const dave = await signUp(A.url);
    const wrong = { email: dave.email, password: 'not the password', passcode: '0000' };
    for (const i of [A, B, A, B, B])
      expect((await call(i.url, 'POST', '/account/auth/sign-in', wrong)).status).toBe(401);
    const right = await call(A.url, 'POST', '/account/auth/sign-in', {
      email: dave.email,
      password: dave.password,
      passcode: dave.passcode,
    });
    expect(right.status).toBe(429);
    expect(
      (
        await call(B.url, 'POST', '/account/auth/sign-in', {
          email: dave.email,
          password: dave.password,
          passcode: dave.passcode,
        })
      ).status,
    ).toBe(429);
  });

  it('concurrent mints through both instances make exactly the right on-chain supply, one nonce each', async () => {
    const supplyBefore = await ngnSupply();
    const [u1, u2] = await Promise.all([fundedUser(A), fundedUser(B)]);
    const mints = Array.from({ length: 24 }, (_, i) => {
      const user = i % 2 ? u1 : u2;
      const through = i % 3 ? A : B;
      const amount = (100 + i) / 100;
      return {
        amount,
        req: call(
          through.url,
          'POST',
          '/network/stablecoins/mint',
          { ...user.creds, fiat_linked_acc_uuid: user.fiat, network_linked_acc_uuid: user.wallet, amount },
          { 'idempotency-key': `cluster-${i}` },
        ),
      };
    });
    const answers = await Promise.all(mints.map((m) => m.req));
    expect(answers.map((a) => a.status)).toEqual(mints.map(() => 201));
    const expected = mints.reduce((sum, m) => sum + parseUnits(m.amount.toFixed(2), 18), 0n);
    expect((await ngnSupply()) - supplyBefore).toBe(expected);
    const rows = await sql<{ status: string; networkNonce: number }>(
      `SELECT t.status, t."networkNonce" FROM "StablecoinTransaction" t JOIN "User" u ON u.id = t."userId" WHERE u.uuid = ANY($1)`,
      [[u1.user_id, u2.user_id]],
    );
    expect(rows).toHaveLength(24);
    expect(rows.every((r) => r.status === 'CONFIRMED')).toBe(true);
    expect(new Set(rows.map((r) => r.networkNonce)).size).toBe(24);
  }, 120_000);

  it('SIGTERM: the instance stops taking connections, closes sockets with 1012, finishes the mint in flight, exits 0; the other carries on', async () => {
    const user = await fundedUser(B);
    const socket = socketOn(B, user.access_token);
    await socket.ready;
    const supplyBefore = await ngnSupply();

    // Hold the money engine's lease row, so that a mint through B waits in flight for as long as we like.
    const holder = new pg.Client({ connectionString: shared.db.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT * FROM "EngineLease" FOR UPDATE`);
      const key = `in-flight-${randomUUID()}`;
      const mint = call(
        B.url,
        'POST',
        '/network/stablecoins/mint',
        { ...user.creds, fiat_linked_acc_uuid: user.fiat, network_linked_acc_uuid: user.wallet, amount: 7.5 },
        { 'idempotency-key': key },
      );
      await expect
        .poll(
          async () =>
            (await sql(`SELECT status FROM "StablecoinTransaction" WHERE "idempotencyKey" = $1`, [key])).length,
          { timeout: 10_000 },
        )
        .toBe(1);

      B.child.kill('SIGTERM');
      await expect.poll(() => socket.closes, { timeout: 10_000 }).toEqual([1012]);
      await expect
        .poll(
          () =>
            fetch(`${B.url}/healthz`).then(
              () => 'accepting',
              () => 'refused',
            ),
          { timeout: 10_000 },
        )
        .toBe('refused');
      expect(B.child.exitCode).toBeNull(); // still finishing the mint

      await holder.query('ROLLBACK');
      const answer = await mint;
      expect(answer.status).toBe(201);
      expect(answer.body.message.data[0]).toMatchObject({ fiat_amt: 7.5, network_op: 'mint' });
      expect((await B.exited).code).toBe(0);
      expect(B.lines.find((l) => l.msg === 'stopped')).toMatchObject({ inFlightFinished: true });
    } finally {
      await holder.end();
    }
    expect((await ngnSupply()) - supplyBefore).toBe(parseUnits('7.5', 18));
    expect((await call(A.url, 'GET', '/readyz')).status).toBe(200);
    const [row] = await sql(
      `SELECT status FROM "StablecoinTransaction" WHERE "networkOp" = 'MINT' ORDER BY id DESC LIMIT 1`,
    );
    expect(row.status).toBe('CONFIRMED');
  }, 120_000);
});
