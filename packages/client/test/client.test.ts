import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullUser } from '../../../test/helpers/scenario.js';
import { openStreams, subscribed } from '../../../test/helpers/streams.js';
import {
  ClientError,
  type Client,
  CreateApiToken,
  CreateConversation,
  CreateWallet,
  createClient,
  type ClientEventFragment,
  type Message,
  MessageAdded,
  MintStablecoin,
  parseAmountInput,
  RevokeApiToken,
  SendMessage,
  SignUp,
  StablecoinTransactionUpdated,
  success,
  Viewer,
  WalletOverview,
} from '../src/index.js';
import { useService } from '../../../test/helpers/fixture.js';

// The client library against a running service: what a frontend or a chat UI gets from it.

const svc = useService();
let base: string;
const clients: Client[] = [];

beforeAll(() => {
  base = svc.url;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

function client(token: string | null, transport: 'websocket' | 'sse' = 'websocket') {
  const c = createClient({ url: base, token, transport, webSocketImpl: WebSocket });
  clients.push(c);
  return c;
}

let counter = 0;
async function signUp() {
  const anonymous = client(null);
  const answer = await anonymous.request(SignUp, {
    input: {
      email: `client${Date.now()}${counter++}@example.com`,
      password: 'correct horse battery',
      passcode: '2468',
    },
  });
  const { session } = success(answer.signUp, 'SignUpSuccess');
  return { token: session.accessToken, id: session.userId };
}

/** `from` writes `text` to `to` in their conversation (opened if needed). */
async function write(from: Client, to: { id: string }, text: string) {
  const opened = success(
    (await from.request(CreateConversation, { input: { contactId: to.id } })).createConversation,
    'CreateConversationSuccess',
  );
  const sent = await from.request(SendMessage, { input: { conversationId: opened.conversation.id, text } });
  success(sent.sendMessage, 'SendMessageSuccess');
}

describe('requests', () => {
  it('runs typed queries and mutations; a refused request is a ClientError with its code', async () => {
    const ama = await signUp();
    const viewer = await client(ama.token).request(Viewer);
    expect(viewer.viewer).toMatchObject({ id: ama.id, profile: null });
    const refused = await client('fas_not-a-token')
      .request(Viewer)
      .catch((e) => e);
    expect(refused).toBeInstanceOf(ClientError);
    expect(refused.code).toBe('UNAUTHENTICATED');
  });
});

describe.each(['websocket', 'sse'] as const)('subscriptions over %s', (transport) => {
  it('say when they are live, so a message sent right after is received', async () => {
    const [ama, kofi] = [await signUp(), await signUp()];
    const received: string[] = [];
    const live = new Promise<void>((resolve) =>
      client(ama.token, transport).subscribe(
        MessageAdded,
        {},
        {
          next: (d) => received.push(d.messageAdded.text),
          live: resolve,
        },
      ),
    );
    await live;
    await write(client(kofi.token), ama, 'ete sen?');
    await expect.poll(() => received).toEqual(['ete sen?']);
  });
});

describe('watchMessages', () => {
  it('after a dropped connection delivers exactly the messages missed, then the live ones, each once and in order', async () => {
    const [ama, kofi] = [await signUp(), await signUp()];
    const amaClient = client(ama.token);
    const kofiClient = client(kofi.token);
    const delivered: Message[] = [];
    const before = await openStreams(base);
    const live = new Promise<void>((resolve) =>
      amaClient.watchMessages({}, { message: (m) => delivered.push(m), live: resolve }),
    );
    await live;
    await write(kofiClient, ama, 'one');
    await expect.poll(() => delivered.length).toBe(1);

    let reconnected = false;
    amaClient.onReconnect(() => {
      reconnected = true;
    });
    amaClient.dropConnection();
    await subscribed(base, before, { exact: true }); // the server saw the subscription end
    await write(kofiClient, ama, 'two');
    await write(kofiClient, ama, 'three');
    await expect.poll(() => delivered.map((m) => m.text), { timeout: 15_000 }).toEqual(['one', 'two', 'three']);
    expect(reconnected).toBe(true);
    await subscribed(base, before + 1);
    await write(kofiClient, ama, 'four');
    await expect.poll(() => delivered.map((m) => m.text)).toEqual(['one', 'two', 'three', 'four']);
    expect(new Set(delivered.map((m) => m.id)).size).toBe(4);
  });

  it('retries a catch-up read that found no service (a dead instance behind the balancer): the missed messages still come first', async () => {
    const [ama, kofi] = [await signUp(), await signUp()];
    // Ama's catch-up reads fail twice as a connection refused by an instance that just died.
    let refused = 0;
    const flaky: typeof fetch = (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('query ClientMessages') && refused < 2) {
        refused++;
        return Promise.reject(new TypeError('fetch failed'));
      }
      return fetch(input, init);
    };
    const amaClient = createClient({ url: base, token: ama.token, webSocketImpl: WebSocket, fetch: flaky });
    clients.push(amaClient);
    const kofiClient = client(kofi.token);
    const delivered: string[] = [];
    const errors: unknown[] = [];
    const before = await openStreams(base);
    await new Promise<void>((resolve) =>
      amaClient.watchMessages(
        {},
        { message: (m) => delivered.push(m.text), live: resolve, error: (e) => errors.push(e) },
      ),
    );
    await write(kofiClient, ama, 'one');
    await expect.poll(() => delivered).toEqual(['one']);
    amaClient.dropConnection();
    await subscribed(base, before, { exact: true });
    await write(kofiClient, ama, 'two');
    await write(kofiClient, ama, 'three');
    await subscribed(base, before + 1, { timeout: 15_000 });
    await write(kofiClient, ama, 'four');
    await expect.poll(() => delivered, { timeout: 15_000 }).toEqual(['one', 'two', 'three', 'four']);
    expect(refused).toBe(2);
    expect(errors).toEqual([]);
  });
});

describe('watchEvents', () => {
  it('resumes the events subscription from its last event after a dropped connection: the missed ones, then live, each once and in order', async () => {
    const [ama, kofi] = [await signUp(), await signUp()];
    // A socket that cannot connect while `offline` (as a network that is down): the events written
    // meanwhile are certainly missed by the live stream.
    let offline = false;
    class Flaky extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(offline ? 'ws://127.0.0.1:9/graphql' : url, protocols);
      }
    }
    const amaClient = createClient({ url: base, token: ama.token, webSocketImpl: Flaky });
    clients.push(amaClient);
    const kofiClient = client(kofi.token);
    const opened = success(
      (await kofiClient.request(CreateConversation, { input: { contactId: ama.id } })).createConversation,
      'CreateConversationSuccess',
    );
    const say = async (text: string) =>
      success(
        (await kofiClient.request(SendMessage, { input: { conversationId: opened.conversation.id, text } }))
          .sendMessage,
        'SendMessageSuccess',
      );
    const got: ClientEventFragment[] = [];
    const before = await openStreams(base);
    await new Promise<void>((resolve) =>
      amaClient.watchEvents({ types: ['MESSAGE_CREATED'] }, { event: (e) => got.push(e), live: resolve }),
    );
    await say('m0');
    await expect.poll(() => got.length).toBe(1);

    let reconnected = false;
    amaClient.onReconnect(() => {
      reconnected = true;
    });
    offline = true;
    amaClient.dropConnection();
    await subscribed(base, before, { exact: true }); // the server saw the subscription end
    for (let i = 1; i <= 20; i++) await say(`m${i}`);
    expect(await openStreams(base)).toBe(before); // written while no subscription was open
    expect(got).toHaveLength(1);
    offline = false;
    await expect.poll(() => got.length, { timeout: 30_000 }).toBe(21);
    expect(reconnected).toBe(true);
    await subscribed(base, before + 1);
    for (let i = 21; i < 25; i++) await say(`m${i}`);
    await expect.poll(() => got.length).toBe(25);
    const texts = got.map((e) => (JSON.parse(e.payload) as { data: { text: string } }).data.text);
    expect(texts).toEqual(Array.from({ length: 25 }, (_, i) => `m${i}`));
    expect(new Set(got.map((e) => e.id)).size).toBe(25);
    expect(got.map((e) => e.id)).toEqual(got.map((e) => e.id).sort());
  }, 60_000);
});

describe('money', () => {
  it('a deposit answers CONFIRMED, and its updates arrive live; amounts stay exact strings', async () => {
    const user = await fullUser(base);
    const c = client(user.access_token);
    const statuses: string[] = [];
    await new Promise<void>((resolve) =>
      c.subscribe(
        StablecoinTransactionUpdated,
        {},
        {
          next: (d) => statuses.push(d.stablecoinTransactionUpdated.status),
          live: resolve,
        },
      ),
    );
    const amount = parseAmountInput('1,250.5');
    const minted = await c.request(MintStablecoin, {
      input: { fiatAccountId: user.ids.mmo, networkAccountId: user.ids.crypto, amount },
    });
    const { stablecoinTransaction } = success(minted.mintStablecoin, 'MintStablecoinSuccess');
    expect(stablecoinTransaction).toMatchObject({
      status: 'CONFIRMED',
      fiatAmount: { amount: '1250.50', currency: 'NGN' },
    });
    await expect.poll(() => statuses.at(-1)).toBe('CONFIRMED');
  });

  it('createWallet makes the primary wallet with the default tokens; a deposit to "primary" shows in its balance', async () => {
    const user = await fullUser(base);
    const c = client(user.access_token);
    const created = await c.request(CreateWallet, { input: { entropy: 'clientEntropy2026', tokenSymbols: [] } });
    const { wallet } = success(created.createWallet, 'CreateWalletSuccess');
    expect(wallet).toEqual({
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      identityId: expect.any(String),
      tokens: ['NGN', 'GHS', 'USD', 'EUR'].map((symbol) => ({ symbol, balance: '0' })),
    });
    const minted = await c.request(MintStablecoin, {
      input: { fiatAccountId: user.ids.mmo, networkAccountId: 'primary', amount: '75.25' },
    });
    success(minted.mintStablecoin, 'MintStablecoinSuccess');
    const { viewer } = await c.request(WalletOverview);
    expect(viewer?.wallet?.address).toBe(wallet.address);
    expect(viewer?.wallet?.tokens[0]).toEqual({ symbol: 'NGN', balance: '75.25' });
  });
});

describe('API tokens', () => {
  it('a token made with the client works with the client, and stops working once revoked', async () => {
    const ama = await signUp();
    const owner = client(ama.token);
    const made = success(
      (await owner.request(CreateApiToken, { input: { name: 'bot', scopes: ['READ'], expiresInDays: 1 } }))
        .createApiToken,
      'CreateApiTokenSuccess',
    );
    const bot = client(made.created.token);
    expect((await bot.request(Viewer)).viewer?.id).toBe(ama.id);
    await owner.request(RevokeApiToken, { input: { id: made.created.apiToken.id } });
    const refused = await bot.request(Viewer).catch((e) => e);
    expect(refused.code).toBe('UNAUTHENTICATED');
  });
});
