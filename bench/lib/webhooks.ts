import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { op, pool } from './http.js';
import { mutate, OPEN_CONVERSATION, SEND_MESSAGE, signUp, type Account } from './home.js';
import { percentile } from './load.js';

// The webhooks section of `npm run bench` (docs/events.md "Benchmark"): an HTTPS receiver in the
// bench process (a certificate made here; the service trusts it through NODE_EXTRA_CA_CERTS,
// production mode refuses http targets) verifies every delivery with standardwebhooks.
// - latency: messages sent at a steady rate; for each event, its createdAt (stamped inside the
//   writing transaction, just before commit) to its arrival at the receiver;
// - throughput: a backlog of events over many subjects queued at once (redeliverWebhookEvents
//   for a time range), timed until the last arrives; the baseline is a bare loop in this process
//   posting the same signed payloads (standardwebhooks signing, one connection per POST as the
//   worker does, as many in flight as the worker's batch) to the same receiver.

/** A self-signed certificate for 127.0.0.1 in `dir`: its key and cert paths. */
export function makeCertificate(dir: string) {
  const key = join(dir, 'receiver-key.pem');
  const cert = join(dir, 'receiver-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ].concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  return { key, cert };
}

interface Arrival {
  id: string;
  at: number;
  createdAt: number;
}

/** The receiver: verifies each delivery with its endpoint's secret, records arrivals. */
export async function startReceiver(tls: { key: string; cert: string }) {
  const secrets = new Map<string, Webhook>();
  let arrivals: Arrival[] = [];
  let refused = 0;
  const server: Server = createServer({ key: readFileSync(tls.key), cert: readFileSync(tls.cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const wh = secrets.get(req.url ?? '');
      try {
        if (!wh) throw new Error('unknown path');
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
        const event = wh.verify(Buffer.concat(chunks).toString('utf8'), headers) as { id: string; createdAt: string };
        arrivals.push({ id: event.id, at, createdAt: Date.parse(event.createdAt) });
        res.writeHead(204).end();
      } catch {
        refused++;
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secrets,
    /** The arrivals since the last take, and forgets them. */
    take() {
      const out = arrivals;
      arrivals = [];
      return out;
    },
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function endpoint(url: string, user: Account, receiver: Receiver, path: string) {
  const made = await op(
    url,
    user.token,
    `mutation ($u: String!) { createWebhookEndpoint(input: { url: $u, eventTypes: [MESSAGE_CREATED] }) {
      __typename ... on CreateWebhookEndpointSuccess { created { secret endpoint { id } } } ... on Error { message } } }`,
    { u: `${receiver.url}${path}` },
  );
  if (made.createWebhookEndpoint.__typename !== 'CreateWebhookEndpointSuccess')
    throw new Error(`createWebhookEndpoint: ${JSON.stringify(made.createWebhookEndpoint)}`);
  receiver.secrets.set(path, new Webhook(made.createWebhookEndpoint.created.secret));
  return made.createWebhookEndpoint.created.endpoint.id as string;
}

async function waitFor(receiver: Receiver, count: number, got: Arrival[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (new Set(got.map((a) => a.id)).size < count) {
    if (Date.now() > deadline) throw new Error(`only ${got.length} of ${count} deliveries arrived`);
    await sleep(5);
    got.push(...receiver.take());
  }
  return got;
}

/** Steady rate: `perSecond` messages for `ms`; latencies (createdAt → arrival) of each event. */
export async function latencyRun(url: string, receiver: Receiver, perSecond: number, ms: number) {
  const [from, to] = [await signUp(url), await signUp(url)];
  await endpoint(url, to, receiver, `/lat-${to.userId}`);
  const c = (await mutate(url, from.token, OPEN_CONVERSATION, { c: to.userId })).createConversation.conversation.id;
  receiver.take();
  const started = Date.now();
  let sent = 0;
  const inFlight: Promise<unknown>[] = [];
  while (Date.now() - started < ms) {
    const due = started + (sent * 1000) / perSecond;
    if (due > Date.now()) await sleep(due - Date.now());
    inFlight.push(mutate(url, from.token, SEND_MESSAGE, { c, m: `steady ${sent}` }));
    sent++;
  }
  await Promise.all(inFlight);
  const got = await waitFor(receiver, sent, [], 60_000);
  return got.map((a) => a.at - a.createdAt);
}

/** The baseline's latency: one signed POST of a payload to the receiver, timed, at the same rate. */
export async function baselineLatency(receiver: Receiver, ca: Buffer, perSecond: number, ms: number) {
  const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
  receiver.secrets.set('/bare-lat', new Webhook(secret));
  receiver.take();
  const started = Date.now();
  let sent = 0;
  const inFlight: Promise<unknown>[] = [];
  while (Date.now() - started < ms) {
    const due = started + (sent * 1000) / perSecond;
    if (due > Date.now()) await sleep(due - Date.now());
    const createdAt = new Date().toISOString();
    const id = `evt_bare_${sent}`;
    const body = JSON.stringify({
      id,
      type: 'message.created',
      createdAt,
      version: 1,
      data: { text: `steady ${sent}` },
    });
    inFlight.push(signedPost(`${receiver.url}/bare-lat`, ca, secret, id, body));
    sent++;
  }
  await Promise.all(inFlight);
  const got = await waitFor(receiver, sent, [], 60_000);
  return got.map((a) => a.at - a.createdAt);
}

/** One POST as the worker sends it: signed now, a connection of its own, answer read. */
function signedPost(url: string, ca: Buffer, secret: string, id: string, body: string) {
  const at = new Date();
  const headers = {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
  return new Promise<number>((resolve, reject) => {
    const req = https.request(url, { method: 'POST', headers, agent: false, ca }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The throughput backlog: one user writing `count` messages over `subjects` conversations
 * (its own copies are its events), then an endpoint made afterwards so nothing was delivered yet.
 * Returns what a round needs: queue them all again, or post the same payloads bare.
 */
export async function backlog(url: string, receiver: Receiver, count: number, subjects: number) {
  const owner = await signUp(url);
  const contacts = await pool(Array.from({ length: subjects }), 4, () => signUp(url));
  const conversations = await pool(contacts, 4, async (contact) => {
    const r = await mutate(url, owner.token, OPEN_CONVERSATION, { c: contact.userId });
    return r.createConversation.conversation.id as string;
  });
  const from = new Date(Date.now() - 1000).toISOString();
  await pool(Array.from({ length: count }), 8, (_x, i) =>
    mutate(url, owner.token, SEND_MESSAGE, { c: conversations[i % subjects], m: `backlog ${i}` }),
  );
  const to = new Date(Date.now() + 1000).toISOString();
  const path = `/tp-${owner.userId}`;
  const id = await endpoint(url, owner, receiver, path);
  // The same payloads for the baseline, from the event log.
  const payloads: { id: string; body: string }[] = [];
  let after: string | null = null;
  for (;;) {
    const page: any = (
      await op(
        url,
        owner.token,
        `query ($a: String) { events(first: 200, after: $a, types: [MESSAGE_CREATED]) {
          edges { node { id payload } } pageInfo { hasNextPage endCursor } } }`,
        { a: after },
      )
    ).events;
    payloads.push(
      ...page.edges.map((e: { node: { id: string; payload: string } }) => ({ id: e.node.id, body: e.node.payload })),
    );
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  if (payloads.length !== count) throw new Error(`backlog: ${payloads.length} events, expected ${count}`);
  return {
    /** Queues every event again and times until each has arrived once; deliveries/s. */
    async service(): Promise<number> {
      receiver.take();
      const started = performance.now();
      const queued = await op(
        url,
        owner.token,
        `mutation ($id: ID!, $f: DateTime, $t: DateTime) { redeliverWebhookEvents(input: { id: $id, from: $f, to: $t }) {
          ... on RedeliverWebhookEventsSuccess { redelivery { queued } } } }`,
        { id, f: from, t: to },
      );
      if (queued.redeliverWebhookEvents.redelivery.queued !== count)
        throw new Error('redelivery did not queue them all');
      await waitFor(receiver, count, [], 300_000);
      return count / ((performance.now() - started) / 1000);
    },
    /** A bare loop posting the same signed payloads, `concurrency` at a time; posts/s. */
    async baseline(ca: Buffer, concurrency: number): Promise<number> {
      const secret = `whsec_${Buffer.alloc(32, 2).toString('base64')}`;
      receiver.secrets.set('/bare-tp', new Webhook(secret));
      receiver.take();
      const started = performance.now();
      await pool(payloads, concurrency, (p) => signedPost(`${receiver.url}/bare-tp`, ca, secret, p.id, p.body));
      await waitFor(receiver, count, [], 300_000);
      return count / ((performance.now() - started) / 1000);
    },
  };
}

export { percentile };
