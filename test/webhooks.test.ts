import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { call, gql, signUp } from './helpers/service.js';
import { useService } from './helpers/fixture.js';
import { RETRY_DELAYS_MS } from '../src/events/webhooks/worker.js';

// Webhooks (docs/events.md "Webhooks"): endpoints made through GraphQL, deliveries signed per
// Standard Webhooks and verified here as a receiver would, retries on the test clock, per-subject
// order, disabling after the whole schedule, the SSRF guard, no redirects, secret rotation.
// The receiver listens on 127.0.0.1, which the operator allow-list (WEBHOOK_ALLOWED_NETWORKS) permits.

// Statements are attributed (svc.statements) to count the worker's own ('webhook-worker').
const svc = useService({ WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32' }, { statements: true });

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The service's (test) clock when it arrived, in seconds: what the receiver's timestamp check compares with. */
  at: number;
}

/** The test's receiver: answers with `mode`, records what it got, verifies nothing itself (the tests do). */
let receiver: Server;
let receiverUrl: string;
let mode: (req: IncomingMessage) => { status: number; headers?: Record<string, string>; body?: string } = () => ({
  status: 200,
  body: 'ok thanks',
});
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
        at: svc.clock.now().getTime() / 1000,
      });
      const answer = mode(req);
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

type User = Awaited<ReturnType<typeof signUp>>;

/**
 * Verifies a delivery as a receiver would: the signature with standardwebhooks (any of the
 * space-separated v1 signatures), and the timestamp within 5 minutes of the service's (test) clock
 * when it arrived.
 */
function verify(secret: string, r: Received) {
  const ts = Number(r.headers['webhook-timestamp']);
  if (Math.abs(r.at - ts) > 300) throw new Error('timestamp too old or too new');
  const expected = new Webhook(secret).sign(r.headers['webhook-id'], new Date(ts * 1000), r.body);
  if (!r.headers['webhook-signature'].split(' ').includes(expected)) throw new Error('no matching signature');
  return JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> };
}

async function waitFor<T>(
  what: string,
  fn: () => Promise<T | undefined | null | false> | T | undefined | null | false,
) {
  for (let i = 0; i < 600; i++) {
    const value = await fn();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const CREATE = `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
  __typename ... on CreateWebhookEndpointSuccess { created { secret endpoint { id url enabled } } }
  ... on Error { code field message } } }`;

async function createEndpoint(user: User, input: Record<string, unknown>) {
  const reply = await gql(svc.url, CREATE, { input }, user.access_token);
  return reply.body.data?.createWebhookEndpoint as {
    __typename: string;
    created?: { secret: string; endpoint: { id: string; url: string; enabled: boolean } };
    code?: string;
    field?: string;
    message?: string;
  };
}

const DELIVERIES = `query { viewer { webhookEndpoints { id enabled disabledReason deliveries(first: 20) {
  status attemptCount event { id type } attempts { statusCode latencyMs responseBody error } } } } }`;

interface DeliveryView {
  status: string;
  attemptCount: number;
  event: { id: string; type: string };
  attempts: { statusCode: number | null; latencyMs: number; responseBody: string; error: string | null }[];
}
async function endpoints(user: User) {
  const reply = await gql(svc.url, DELIVERIES, {}, user.access_token);
  if (reply.body.errors) throw new Error(JSON.stringify(reply.body.errors));
  return reply.body.data.viewer.webhookEndpoints as {
    id: string;
    enabled: boolean;
    disabledReason: string | null;
    deliveries: DeliveryView[];
  }[];
}

async function conversationWith(user: User, contact: User): Promise<string> {
  const reply = await gql(
    svc.url,
    `mutation ($c: ID) { createConversation(input: { contactId: $c }) {
      ... on CreateConversationSuccess { conversation { id } } ... on Error { code message } } }`,
    { c: contact.user_id },
    user.access_token,
  );
  return reply.body.data.createConversation.conversation.id;
}

async function send(user: User, conversationId: string, text: string) {
  const reply = await gql(
    svc.url,
    `mutation ($c: ID!, $m: String!) { sendMessage(input: { conversationId: $c, text: $m }) {
      ... on SendMessageSuccess { sentMessage { id } } ... on Error { code message } } }`,
    { c: conversationId, m: text },
    user.access_token,
  );
  expect(reply.body.data.sendMessage.sentMessage).toBeDefined();
}

const forPath = (path: string) => received.filter((r) => r.path === path);

describe('webhook endpoints and delivery', () => {
  it('wakes the worker only for a commit that queued a delivery: changes of a user without endpoints cost it no statement', async () => {
    const ada = await signUp(svc.url);
    const bob = await signUp(svc.url);
    // Whatever the start-up pass did is forgotten; then writes that record events but queue nothing.
    await svc.services.webhooks.worker.idle();
    svc.statements.labelled('webhook-worker');
    const withBob = await conversationWith(ada, bob);
    for (let i = 0; i < 5; i++) await send(ada, withBob, `quiet ${i}`);
    await new Promise((r) => setTimeout(r, 1_500)); // real time: longer than the worker's old 1 s poll
    expect(svc.statements.labelled('webhook-worker')).toEqual([]);
    // An endpoint, then one write that queues a delivery: the worker wakes, claims and delivers.
    await createEndpoint(ada, { url: `${receiverUrl}/woken`, eventTypes: ['MESSAGE_CREATED'] });
    await send(ada, withBob, 'loud');
    await waitFor('the delivery', () => forPath('/woken').length === 1);
    expect(svc.statements.labelled('webhook-worker').length).toBeGreaterThan(0);
  });

  it('delivers each event signed per Standard Webhooks; a forged signature and an old timestamp fail on the receiver', async () => {
    const ada = await signUp(svc.url);
    const bob = await signUp(svc.url);
    const made = await createEndpoint(ada, { url: `${receiverUrl}/ada`, description: 'my backend' });
    expect(made.__typename).toBe('CreateWebhookEndpointSuccess');
    const secret = made.created!.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await conversationWith(ada, bob);
    const [r] = await waitFor('the delivery', () => forPath('/ada').length > 0 && forPath('/ada'));
    // The receiver's check, with the package itself (the service's clock has not moved yet).
    const event = new Webhook(secret).verify(r.body, r.headers) as { id: string; type: string; data: { id: string } };
    expect(event.type).toBe('conversation.created');
    expect(r.headers['webhook-id']).toBe(event.id);
    expect(r.body).not.toContain(ada.password);
    // Forged: another secret, or a changed body, or a timestamp 10 minutes old.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(r.body, r.headers)).toThrow();
    expect(() => new Webhook(secret).verify(r.body.replace('conversation', 'c0nversation'), r.headers)).toThrow();
    const old = Math.floor(Date.now() / 1000) - 600;
    const oldHeaders = {
      ...r.headers,
      'webhook-timestamp': String(old),
      'webhook-signature': new Webhook(secret).sign(r.headers['webhook-id'], new Date(old * 1000), r.body),
    };
    expect(() => new Webhook(secret).verify(r.body, oldHeaders)).toThrow(/timestamp/i);

    // The delivery log: delivered, one attempt, its status, latency and the answer's first bytes.
    const [endpoint] = await waitFor('the delivery log', async () => {
      const list = await endpoints(ada);
      return list[0]?.deliveries[0]?.status === 'DELIVERED' && list;
    });
    expect(endpoint.deliveries[0]).toMatchObject({
      status: 'DELIVERED',
      attemptCount: 1,
      event: { id: event.id, type: 'CONVERSATION_CREATED' },
      attempts: [{ statusCode: 200, responseBody: 'ok thanks', error: null }],
    });
    // The secret is shown once: the endpoint's fields have no secret.
    expect(JSON.stringify(await endpoints(ada))).not.toContain(secret);
  });

  it("refuses another user's endpoint (NOT_FOUND) and an API token without the WEBHOOKS scope", async () => {
    const ada = await signUp(svc.url);
    const eve = await signUp(svc.url);
    const made = await createEndpoint(ada, { url: `${receiverUrl}/owner` });
    const reply = await gql(
      svc.url,
      `mutation ($id: ID!) { sendWebhookTest(input: { id: $id }) { __typename ... on Error { code } } }`,
      { id: made.created!.endpoint.id },
      eve.access_token,
    );
    expect(reply.body.data.sendWebhookTest).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const token = await gql(
      svc.url,
      `mutation { createApiToken(input: { name: "read only", scopes: [READ], expiresInDays: 1 }) {
        ... on CreateApiTokenSuccess { created { token } } } }`,
      {},
      ada.access_token,
    );
    const readOnly = token.body.data.createApiToken.created.token as string;
    const refused = await gql(svc.url, CREATE, { input: { url: `${receiverUrl}/x` } }, readOnly);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses private, loopback, link-local, metadata and mapped targets at creation, and a name that later resolves to one at delivery', async () => {
    const ada = await signUp(svc.url);
    for (const url of [
      'http://10.0.0.1/hook',
      'http://127.0.0.2/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/',
      'http://192.168.1.1/',
      'http://[::1]/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://[::ffff:127.0.0.2]/',
      'http://[::ffff:a9fe:a9fe]/',
      'ftp://example.com/',
    ]) {
      const refused = await createEndpoint(ada, { url });
      expect(refused, url).toMatchObject({ __typename: 'InvalidInputError', field: 'url' });
    }
    // A name resolving to the allowed receiver at creation, to a private address at delivery.
    const port = (receiver.address() as AddressInfo).port;
    let answer = '127.0.0.1';
    svc.services.webhooks.worker.useResolver(async () => [{ address: answer, family: 4 }]);
    try {
      const made = await createEndpoint(ada, { url: `http://hooks.example.test:${port}/rebind` });
      expect(made.__typename).toBe('CreateWebhookEndpointSuccess');
      answer = '10.1.2.3';
      await gql(
        svc.url,
        `mutation ($id: ID!) { sendWebhookTest(input: { id: $id }) { __typename } }`,
        { id: made.created!.endpoint.id },
        ada.access_token,
      );
      const list = await waitFor('the refused attempt', async () => {
        const l = await endpoints(ada);
        return l[0]?.deliveries[0]?.attemptCount === 1 && l;
      });
      expect(list[0].deliveries[0].attempts[0]).toMatchObject({ statusCode: null });
      expect(list[0].deliveries[0].attempts[0].error).toMatch(/10\.1\.2\.3 is a private/);
      expect(forPath('/rebind')).toEqual([]);
    } finally {
      svc.services.webhooks.worker.useResolver(async () => [{ address: '127.0.0.1', family: 4 }]);
    }
  });

  it('does not follow a redirect: the 3xx is a failed attempt and its target is never called', async () => {
    const ada = await signUp(svc.url);
    const previous = mode;
    mode = (req) =>
      req.url === '/moved' ? { status: 302, headers: { location: `${receiverUrl}/elsewhere` } } : previous(req);
    try {
      const made = await createEndpoint(ada, { url: `${receiverUrl}/moved` });
      await gql(
        svc.url,
        `mutation ($id: ID!) { sendWebhookTest(input: { id: $id }) { __typename } }`,
        { id: made.created!.endpoint.id },
        ada.access_token,
      );
      const list = await waitFor('the redirect attempt', async () => {
        const l = await endpoints(ada);
        return l[0]?.deliveries[0]?.attemptCount === 1 && l;
      });
      expect(list[0].deliveries[0]).toMatchObject({ status: 'PENDING', attempts: [{ statusCode: 302 }] });
      expect(forPath('/elsewhere')).toEqual([]);
      // Disabled by its owner: the retry waits.
      await gql(
        svc.url,
        `mutation ($id: ID!) { setWebhookEndpointEnabled(input: { id: $id, enabled: false }) { __typename } }`,
        { id: made.created!.endpoint.id },
        ada.access_token,
      );
    } finally {
      mode = previous;
    }
  });

  it('signs with both secrets during a rotation overlap, then with the new one only', async () => {
    const ada = await signUp(svc.url);
    const made = await createEndpoint(ada, { url: `${receiverUrl}/rotate` });
    const id = made.created!.endpoint.id;
    const rotated = await gql(
      svc.url,
      `mutation ($id: ID!) { rotateWebhookSecret(input: { id: $id, overlapHours: 1 }) {
        ... on RotateWebhookSecretSuccess { rotated { secret endpoint { previousSecretValidUntil } } } } }`,
      { id },
      ada.access_token,
    );
    const fresh = rotated.body.data.rotateWebhookSecret.rotated.secret as string;
    expect(fresh).not.toBe(made.created!.secret);
    const test = `mutation ($id: ID!) { sendWebhookTest(input: { id: $id }) { ... on SendWebhookTestSuccess { sent { eventId } } } }`;
    await gql(svc.url, test, { id }, ada.access_token);
    const [first] = await waitFor('the first delivery', () => forPath('/rotate').length === 1 && forPath('/rotate'));
    expect(first.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verify(made.created!.secret, first).type).toBe('webhook.test');
    expect(verify(fresh, first).type).toBe('webhook.test');
  });
});

describe('redelivery, API token endpoints, the limit', () => {
  const TEST = `mutation ($id: ID!) { sendWebhookTest(input: { id: $id }) { ... on SendWebhookTestSuccess { sent { eventId } } } }`;

  it('redelivers an event with the same webhook-id and payload, a new signature; a range queues every event in it', async () => {
    const ada = await signUp(svc.url);
    const made = await createEndpoint(ada, { url: `${receiverUrl}/again` });
    const id = made.created!.endpoint.id;
    const sent = await gql(svc.url, TEST, { id }, ada.access_token);
    const eventId = sent.body.data.sendWebhookTest.sent.eventId as string;
    await waitFor('the first delivery', () => forPath('/again').length === 1);
    const again = await gql(
      svc.url,
      `mutation ($id: ID!, $e: String) { redeliverWebhookEvents(input: { id: $id, eventId: $e }) {
        __typename ... on RedeliverWebhookEventsSuccess { redelivery { queued } } ... on Error { code } } }`,
      { id, e: eventId },
      ada.access_token,
    );
    expect(again.body.data.redeliverWebhookEvents.redelivery.queued).toBe(1);
    const [first, second] = await waitFor('the redelivery', () => forPath('/again').length === 2 && forPath('/again'));
    expect(second.headers['webhook-id']).toBe(eventId);
    expect(second.body).toBe(first.body);
    expect(verify(made.created!.secret, second).id).toBe(eventId);
    // Another user's event id: NOT_FOUND.
    const eve = await signUp(svc.url);
    const eves = await createEndpoint(eve, { url: `${receiverUrl}/eve` });
    const refused = await gql(
      svc.url,
      `mutation ($id: ID!, $e: String) { redeliverWebhookEvents(input: { id: $id, eventId: $e }) { __typename } }`,
      { id: eves.created!.endpoint.id, e: eventId },
      eve.access_token,
    );
    expect(refused.body.data.redeliverWebhookEvents.__typename).toBe('NotFoundError');
    // A range: Ada's events of the last hour that the endpoint takes (every type; not test events).
    await conversationWith(ada, eve);
    const now = svc.clock.now().getTime();
    const range = await gql(
      svc.url,
      `mutation ($id: ID!, $f: DateTime, $t: DateTime) { redeliverWebhookEvents(input: { id: $id, from: $f, to: $t }) {
        ... on RedeliverWebhookEventsSuccess { redelivery { queued } } } }`,
      { id, f: new Date(now - 3_600_000).toISOString(), t: new Date(now + 1000).toISOString() },
      ada.access_token,
    );
    expect(range.body.data.redeliverWebhookEvents.redelivery.queued).toBe(1);
  });

  it("gives up an API token's endpoint at delivery once the token is revoked", async () => {
    const ada = await signUp(svc.url);
    const token = await gql(
      svc.url,
      `mutation { createApiToken(input: { name: "hooks", scopes: [READ, WEBHOOKS], expiresInDays: 30 }) {
        ... on CreateApiTokenSuccess { created { token apiToken { id } } } } }`,
      {},
      ada.access_token,
    );
    const { token: secretToken, apiToken } = token.body.data.createApiToken.created;
    const made = await createEndpoint({ ...ada, access_token: secretToken }, { url: `${receiverUrl}/token` });
    expect(made.__typename).toBe('CreateWebhookEndpointSuccess');
    await gql(
      svc.url,
      `mutation ($t: ID!) { revokeApiToken(input: { id: $t }) { __typename } }`,
      { t: apiToken.id },
      ada.access_token,
    );
    await gql(svc.url, TEST, { id: made.created!.endpoint.id }, ada.access_token);
    const list = await waitFor('the refused delivery', async () => {
      const l = await endpoints(ada);
      return l[0]?.deliveries.find((d) => d.event.type === 'WEBHOOK_TEST' && d.status === 'FAILED') && l;
    });
    const failed = list[0].deliveries.find((d) => d.event.type === 'WEBHOOK_TEST')!;
    expect(failed).toMatchObject({ status: 'FAILED', attemptCount: 1 });
    expect(failed.attempts[0].error).toMatch(/revoked/);
    expect(forPath('/token')).toEqual([]);
  });

  it("limits an API token's endpoint to what the token's scopes show, as the token is at each delivery", async () => {
    const ada = await signUp(svc.url);
    const bob = await signUp(svc.url);
    const made = await gql(
      svc.url,
      `mutation { createApiToken(input: { name: "backend", scopes: [READ, WEBHOOKS], expiresInDays: 30 }) {
        ... on CreateApiTokenSuccess { created { token apiToken { id } } } } }`,
      {},
      ada.access_token,
    );
    const { token: tokenSecret, apiToken } = made.body.data.createApiToken.created;
    const asToken = { ...ada, access_token: tokenSecret as string };
    const byToken = await createEndpoint(asToken, { url: `${receiverUrl}/scoped` });
    await createEndpoint(ada, { url: `${receiverUrl}/owned` });
    const types = (path: string) => forPath(path).map((r) => (JSON.parse(r.body) as { type: string }).type);

    // An API token made by the owner (ACCOUNT: viewer.apiTokens; no API token carries it) and a
    // conversation (READ): the owner's endpoint gets both, the token's only the conversation.
    await gql(
      svc.url,
      `mutation { createApiToken(input: { name: "other", scopes: [READ], expiresInDays: 1 }) { __typename } }`,
      {},
      ada.access_token,
    );
    const withBob = await conversationWith(ada, bob);
    await waitFor('the owner endpoint', () => types('/owned').length === 2);
    await waitFor('the token endpoint', () => types('/scoped').length === 1);
    expect(types('/owned')).toEqual(['api_token.created', 'conversation.created']);
    expect(types('/scoped')).toEqual(['conversation.created']);
    const refused = async () => {
      const list = await endpoints(ada);
      return list.find((e) => e.id === byToken.created!.endpoint.id)!.deliveries.filter((d) => d.status === 'FAILED');
    };
    const [account] = await waitFor('the ACCOUNT refusal', async () => (await refused()).length === 1 && refused());
    expect(account).toMatchObject({ attemptCount: 1, event: { type: 'API_TOKEN_CREATED' } });
    expect(account.attempts[0].error).toMatch(/lacks the ACCOUNT scope that api_token\.created events need/);
    // The event log read with the token hides the same events.
    const log = await gql(svc.url, '{ events(first: 50) { edges { node { type } } } }', {}, tokenSecret);
    expect(log.body.data.events.edges.map((e: { node: { type: string } }) => e.node.type)).not.toContain(
      'API_TOKEN_CREATED',
    );
    const ownLog = await gql(svc.url, '{ events(first: 50) { edges { node { type } } } }', {}, ada.access_token);
    expect(ownLog.body.data.events.edges.map((e: { node: { type: string } }) => e.node.type)).toContain(
      'API_TOKEN_CREATED',
    );

    // The token loses WEBHOOKS (an operator's change to its row): checked at delivery, its
    // endpoint stops receiving webhook events while its messages still arrive.
    await svc.infra.prisma.apiToken.update({ where: { uuid: apiToken.id }, data: { scopes: ['READ'] } });
    await gql(svc.url, TEST, { id: byToken.created!.endpoint.id }, ada.access_token);
    await send(ada, withBob, 'after the scope change');
    await waitFor('the message', () => types('/scoped').includes('message.created'));
    const [webhooks] = await waitFor('the WEBHOOKS refusal', async () => {
      const failed = (await refused()).filter((d) => d.event.type === 'WEBHOOK_TEST');
      return failed.length === 1 && failed;
    });
    expect(webhooks.attempts[0].error).toMatch(/lacks the WEBHOOKS scope that webhook\.test events need/);
    expect(types('/scoped')).toEqual(['conversation.created', 'message.created']);
    expect(types('/owned')).toEqual(['api_token.created', 'conversation.created', 'message.created']);
    // Verified as a receiver would, with the endpoint's secret.
    for (const r of forPath('/scoped')) verify(byToken.created!.secret, r);
  });

  it('holds at most WEBHOOK_MAX_ENDPOINTS (10) endpoints per account', async () => {
    const ada = await signUp(svc.url);
    for (let i = 0; i < 10; i++) {
      expect(
        (await createEndpoint(ada, { url: `${receiverUrl}/n${i}`, eventTypes: ['WEBHOOK_TEST'] })).__typename,
      ).toBe('CreateWebhookEndpointSuccess');
    }
    const over = await createEndpoint(ada, { url: `${receiverUrl}/n10` });
    expect(over).toMatchObject({ __typename: 'UnprocessableError' });
    expect(over.message).toMatch(/at most 10/);
  });
});

describe('retries on the test clock (these move the clock; last in the file)', () => {
  const signIn = async (user: User) => {
    const reply = await call(svc.url, 'POST', '/account/auth/sign-in', {
      email: user.email,
      password: user.password,
      passcode: user.passcode,
    });
    return { ...user, access_token: reply.body.message.access_token as string };
  };

  /** Waits until the user's deliveries have recorded `n` attempts in all (the worker re-armed its retry), signing in again when the clock outran the token. */
  const attemptsLogged = async (holder: { user: User }, n: number) =>
    waitFor(`${n} attempts logged`, async () => {
      const reply = await gql(svc.url, DELIVERIES, {}, holder.user.access_token);
      if (reply.body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') {
        holder.user = await signIn(holder.user);
        return false;
      }
      const list = reply.body.data.viewer.webhookEndpoints as { deliveries: DeliveryView[] }[];
      return list.flatMap((e) => e.deliveries).reduce((sum, d) => sum + d.attemptCount, 0) >= n;
    });

  it('retries a receiver that is down, then delivers everything in per-subject order once it is back', async () => {
    const ada = await signUp(svc.url);
    const bob = await signUp(svc.url);
    const cal = await signUp(svc.url);
    const made = await createEndpoint(ada, { url: `${receiverUrl}/down`, eventTypes: ['MESSAGE_CREATED'] });
    const secret = made.created!.secret;
    const previous = mode;
    mode = (req) => (req.url === '/down' ? { status: 503, body: 'maintenance' } : previous(req));
    const withBob = await conversationWith(ada, bob);
    const withCal = await conversationWith(ada, cal);
    for (let i = 0; i < 3; i++) {
      await send(ada, withBob, `bob ${i}`);
      await send(ada, withCal, `cal ${i}`);
    }
    // First attempts fail; each subject's later events wait behind its first.
    const holder = { user: ada };
    await attemptsLogged(holder, 2);
    svc.clock.advance(RETRY_DELAYS_MS[0]);
    await attemptsLogged(holder, 4);
    svc.clock.advance(RETRY_DELAYS_MS[1]);
    await attemptsLogged(holder, 6);
    mode = previous;
    svc.clock.advance(RETRY_DELAYS_MS[2]);
    const okCount = () => forPath('/down').filter((r) => JSON.parse(r.body).type === 'message.created').length;
    await waitFor('every message', () => okCount() >= 12);
    // Deduplicated by webhook-id, as a receiver does: each event once, in order per conversation.
    const seen = new Map<string, { conversationId: string; text: string }>();
    for (const r of forPath('/down')) {
      const event = verify(secret, r);
      seen.set(r.headers['webhook-id'], event.data as { conversationId: string; text: string });
    }
    const texts = (conversationId: string) =>
      [...seen.values()].filter((m) => m.conversationId === conversationId).map((m) => m.text);
    expect(texts(withBob)).toEqual(['bob 0', 'bob 1', 'bob 2']);
    expect(texts(withCal)).toEqual(['cal 0', 'cal 1', 'cal 2']);
    const fresh = await signIn(ada);
    const list = await endpoints(fresh);
    const retried = list[0].deliveries.find((d) => d.attemptCount === 4)!;
    expect(retried.attempts.map((a) => a.statusCode)).toEqual([503, 503, 503, 200]);
    expect(retried.attempts[0].responseBody).toBe('maintenance');
  }, 120_000);

  it('disables an endpoint that fails its whole schedule, and tells its user why', async () => {
    let ada = await signUp(svc.url);
    const made = await createEndpoint(ada, { url: `${receiverUrl}/gone` });
    const previous = mode;
    mode = (req) => (req.url === '/gone' ? { status: 500, body: 'broken' } : previous(req));
    try {
      await gql(
        svc.url,
        `mutation ($id: ID!) { sendWebhookTest(input: { id: $id }) { __typename } }`,
        { id: made.created!.endpoint.id },
        ada.access_token,
      );
      const holder = { user: ada };
      for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
        await attemptsLogged(holder, i + 1);
        svc.clock.advance(delay);
      }
      await waitFor('the last attempt', () => forPath('/gone').length >= RETRY_DELAYS_MS.length + 1);
      ada = await signIn(ada);
      const [endpoint] = await waitFor('the endpoint disabled', async () => {
        const l = await endpoints(ada);
        return l[0]?.enabled === false && l;
      });
      expect(endpoint.disabledReason).toMatch(/failed for 10 attempts over about 3 days \(last: HTTP 500\)/);
      expect(endpoint.deliveries[0]).toMatchObject({ status: 'FAILED', attemptCount: 10 });
      const log = await gql(
        svc.url,
        `query { events(types: [WEBHOOK_ENDPOINT_DISABLED]) { edges { node { subjectId payload } } } }`,
        {},
        ada.access_token,
      );
      expect(log.body.data.events.edges).toHaveLength(1);
      expect(log.body.data.events.edges[0].node.subjectId).toBe(endpoint.id);
      expect(forPath('/gone')).toHaveLength(10);
    } finally {
      mode = previous;
    }
  }, 120_000);

  it('counts deliveries in /metrics and removes events and finished deliveries past their retention', async () => {
    const metrics = await fetch(`${svc.url}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/fas_webhook_deliveries_total\{outcome="delivered"\} [1-9]/);
    expect(metrics).toMatch(/fas_webhook_deliveries_total\{outcome="retried"\} [1-9]/);
    expect(metrics).toMatch(/fas_webhook_deliveries_total\{outcome="failed"\} [1-9]/);
    expect(metrics).toMatch(/fas_events_written [1-9]/);
    expect(metrics).toMatch(/fas_webhook_lag_seconds \d/);
    let ada = await signUp(svc.url);
    const made = await createEndpoint(ada, { url: `${receiverUrl}/retention` });
    await gql(
      svc.url,
      `mutation ($id: ID!) { sendWebhookTest(input: { id: $id }) { __typename } }`,
      { id: made.created!.endpoint.id },
      ada.access_token,
    );
    await waitFor('the delivery', () => forPath('/retention').length === 1);
    // 31 days later (EVENT_RETENTION_DAYS and WEBHOOK_DELIVERY_RETENTION_DAYS are 30): the hourly cleanup has run.
    svc.clock.advance(31 * 86_400_000);
    ada = await signIn(ada);
    await waitFor('the cleanup', async () => {
      const log = await gql(svc.url, '{ events(first: 10) { edges { node { id } } } }', {}, ada.access_token);
      const list = await endpoints(ada);
      return log.body.data.events.edges.length === 0 && list[0].deliveries.length === 0;
    });
  }, 120_000);
});
