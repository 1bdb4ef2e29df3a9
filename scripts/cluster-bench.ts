// Throughput through HAProxy with 1, 2, … instances of a running cluster (scripts/cluster.ts,
// `npm run cluster -- --instances 3 --bench`). For each k, every instance is stopped and the first
// k started again with MONEY_LANES=k (money lanes = instances: docs/money.md, Lanes), the bench
// waits until each holds one lane, then runs each workload 3 s (a warm-up, not counted) and for
// `seconds` (counted): a read mix (GraphQL `viewer` with
// Cache-Control: no-cache, so it executes, and a REST read), mints, and payments between wallets
// (both 201 = final on chain), and subscription fan-out: 240 graphql-ws sockets through HAProxy
// (spread over the instances by leastconn) watching one group's messages, each message published
// on one instance and carried to the others through Redis. Prints requests (or deliveries)/s,
// errors, the ratio to one instance, and CPU milliseconds per request (instances' user + system
// time / requests), with the machine's load average and where its cores went during the round
// (busy share, split into the instances, the bench's own clients and the rest: PostgreSQL, anvil,
// HAProxy, anything else running); money adds the engine's passes per request and their mean
// length (fas_money_pass* of every instance); fan-out adds its latency p50/p99.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { type Cluster, cpuSeconds } from './cluster.js';

interface User {
  token: string;
  userId: string;
  fiat: string;
  usertag: string;
}

async function json(res: Response) {
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

/** Busy CPU seconds of the whole machine so far: every core's non-idle time (/proc/stat, 100 ticks/s). */
function machineBusySeconds() {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .slice(0, 200)
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

/**
 * Starts counting where the machine's cores go; the function it returns gives, since then, the
 * instances' CPU seconds and the split of the machine as shares of all its cores: whether a
 * figure is bound by the service or by a machine the load, the database and the chain share.
 */
function cpuSplit(cluster: Cluster) {
  const instancesCpu = () => cluster.instances.reduce((s, i) => s + cpuSeconds(i.child.pid), 0);
  const ownCpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  const t0 = performance.now();
  const [machine0, instances0, own0] = [machineBusySeconds(), instancesCpu(), ownCpu()];
  return () => {
    const cores = ((performance.now() - t0) / 1000) * availableParallelism();
    const machine = machineBusySeconds() - machine0;
    const instances = instancesCpu() - instances0;
    const clients = ownCpu() - own0;
    const pct = (seconds: number) => Math.round((100 * seconds) / cores);
    return {
      instances,
      text: `machine ${pct(machine)} % busy (instances ${pct(instances)}, bench clients ${pct(clients)}, rest ${pct(machine - instances - clients)})`,
    };
  };
}

async function user(base: string, n: number): Promise<User> {
  const signUp = await fetch(`${base}/account/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${Date.now()}${n}@example.com`,
      password: 'correct horse battery',
      passcode: '123456',
    }),
  });
  const { message } = await json(signUp);
  const creds = { access_token: message.access_token, user_id: message.user_id };
  // A profile: a usertag to be paid at.
  const usertag = `b${Date.now().toString(36)}${n}`;
  await fetch(`${base}/account/profile/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...creds,
      first_name: 'Ama',
      last_name: 'Mensah',
      dob: '1990-01-02',
      phone_number: '+233241234567',
      usertag,
      address_l1: '4 Ring Road',
      address_l2: 'Accra',
      address_postcode: 'GA-184',
      ccy_iso_default: 'NGN',
      entropy: `bench${randomUUID().slice(0, 8)}`,
    }),
  });
  const mmo = await fetch(`${base}/v1/identity/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      mmo: { ...creds, phone_number: '+233241234567', mmo_name: 'MTN MoMo', fx_iso: 'NGN', relay_catch_all: false },
      bank: {},
      govid: {},
      crypto: {},
    }),
  });
  const fiat = (await json(mmo)).message.mmo[0].identity_uuid;
  await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${message.access_token}` },
    body: JSON.stringify({
      query: `mutation { createWallet(input: { entropy: "bench${randomUUID().slice(0, 8)}", tokenSymbols: [] }) { __typename } }`,
    }),
  });
  const u = { token: message.access_token, userId: message.user_id, fiat, usertag };
  // Funds for the payments.
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(`${base}/network/stablecoins/mint`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `fund-${usertag}`,
        authorization: `Bearer ${u.token}`,
      },
      body: JSON.stringify({ fiat_linked_acc_uuid: fiat, network_linked_acc_uuid: 'primary', amount: 100_000 }),
    });
    await res.arrayBuffer();
    if (res.status === 201) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return u;
}

type Kind = 'graphql' | 'rest' | 'mint' | 'payment';

function request(base: string, kind: Kind, u: User, to: User): Promise<Response> {
  const auth = { authorization: `Bearer ${u.token}` };
  if (kind === 'graphql')
    return fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cache-control': 'no-cache', ...auth },
      body: JSON.stringify({ query: '{ viewer { id email } }' }),
    });
  if (kind === 'rest') return fetch(`${base}/payments/history/view?limit=5`, { headers: auth });
  if (kind === 'payment')
    return fetch(`${base}/network/payments/send-to-supatag`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        access_token: u.token,
        user_id: u.userId,
        passcode: '123456',
        recipient_usertag: to.usertag,
        amount: 1.25,
        fx_iso: 'NGN',
      }),
    });
  return fetch(`${base}/network/stablecoins/mint`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...auth },
    body: JSON.stringify({ fiat_linked_acc_uuid: u.fiat, network_linked_acc_uuid: 'primary', amount: 1.25 }),
  });
}

/** Runs `kinds` round-robin on `concurrency` workers for `seconds`; counts answers by outcome. */
async function load(cluster: Cluster, users: User[], kinds: Kind[], concurrency: number, seconds: number) {
  const until = Date.now() + seconds * 1000;
  let ok = 0;
  let failed = 0;
  /** Failures by HTTP status and the envelope's error code (or the thrown error's name): why they failed. */
  const why = new Map<string, number>();
  const count = (reason: string) => {
    failed++;
    why.set(reason, (why.get(reason) ?? 0) + 1);
  };
  const passes0 = await enginePasses(cluster);
  const split = cpuSplit(cluster);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let n = 0; Date.now() < until; n++) {
        const kind = kinds[(w + n) % kinds.length];
        try {
          const res = await request(
            cluster.url,
            kind,
            users[(w + n) % users.length],
            users[(w + n + 1) % users.length],
          );
          const text = await res.text();
          if (res.status < 300) ok++;
          else count(`${res.status} ${errorCode(text)}`);
        } catch (error) {
          count((error as Error).name);
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const { instances: cpu, text: machine } = split();
  const passes1 = await enginePasses(cluster);
  const reasons = [...why].map(([reason, n]) => `${n}× ${reason}`).join(', ');
  return {
    perSecond: ok / elapsed,
    failed,
    reasons,
    cpuMsPerRequest: ok ? (cpu * 1000) / ok : 0,
    machine,
    passes: passes1.count - passes0.count,
    passMs: ((passes1.seconds - passes0.seconds) * 1000) / Math.max(1, passes1.count - passes0.count),
  };
}

/**
 * The money engine's passes so far over the running instances (fas_money_passes_total and
 * fas_money_pass_seconds_total on each one's /metrics, every lane): how many passes an operation
 * costs, and how long one is, at 1 and at k instances.
 */
async function enginePasses(cluster: Cluster) {
  let count = 0;
  let seconds = 0;
  const token = cluster.env.METRICS_TOKEN;
  for (const i of cluster.instances) {
    const text = await fetch(`${i.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((r) => (r.ok ? r.text() : ''))
      .catch(() => ''); // a stopped instance
    for (const [, name, value] of text.matchAll(/^(fas_money_pass(?:es|_seconds)_total)(?:\{[^}]*\})? (\S+)$/gm)) {
      if (name === 'fas_money_passes_total') count += Number(value);
      else seconds += Number(value);
    }
  }
  return { count, seconds };
}

/** The error of a REST envelope (`message.error`) or a GraphQL answer, else the body's first characters. */
function errorCode(body: string): string {
  try {
    const json = JSON.parse(body);
    return String(json?.message?.error ?? json?.errors?.[0]?.extensions?.code ?? body.slice(0, 60));
  } catch {
    return body.slice(0, 60);
  }
}

async function gql(base: string, token: string, query: string, variables?: unknown) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await json(res)).data;
}

/** A group of every bench user; the conversation users[0] sends in. */
async function group(base: string, users: User[]) {
  const created = await gql(
    base,
    users[0].token,
    'mutation($ids: [ID!]) { createGroup(input: { name: "bench fan-out", memberIds: $ids }) { __typename ... on CreateGroupSuccess { group { id } } } }',
    { ids: users.slice(1).map((u) => u.userId) },
  );
  const groupId = created.createGroup.group.id;
  const list = await gql(base, users[0].token, '{ conversations(first: 100) { edges { node { id groupId } } } }');
  return list.conversations.edges.find((e: { node: { groupId: string } }) => e.node.groupId === groupId).node.id;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : Number.NaN;

/**
 * Fan-out: `perUser` sockets for each user, all subscribed to messageAdded; `messages` texts sent
 * by users[0] into the group at `rate`/s. Each delivery's latency is its arrival less the send's
 * start (one clock: this process). Waits (at most 30 s) for the last deliveries before counting.
 */
async function fanOut(cluster: Cluster, users: User[], conversation: string, perUser: number, messages: number) {
  const rate = 10;
  const url = `${cluster.url.replace(/^http/, 'ws')}/graphql`;
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let warm = 0;
  const clients = users.flatMap((u) =>
    Array.from({ length: perUser }, () =>
      createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${u.token}` } }),
    ),
  );
  for (const client of clients)
    client.subscribe<{ messageAdded: { text: string } }>(
      { query: 'subscription { messageAdded { text } }' },
      {
        next: ({ data }) => {
          const text = data?.messageAdded.text ?? '';
          if (text.startsWith('warm-')) warm++;
          const at = sentAt.get(text);
          if (at !== undefined) latencies.push(performance.now() - at);
        },
        error: () => {},
        complete: () => {},
      },
    );
  const send = (text: string) =>
    gql(
      cluster.url,
      users[0].token,
      'mutation($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, text: $t }) { __typename } }',
      {
        c: conversation,
        t: text,
      },
    );
  try {
    // Every socket subscribed: a warm-up message reaches all of them (sent again until it does).
    for (let n = 0; warm < clients.length; n++) {
      if (n > 60) throw new Error(`fan-out: ${warm} of ${clients.length} sockets live after 30 s`);
      if (n % 10 === 0) {
        warm = 0;
        await send(`warm-${n}`);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const split = cpuSplit(cluster);
    const t0 = performance.now();
    for (let m = 0; m < messages; m++) {
      const text = `fan-${m}-${randomUUID().slice(0, 8)}`;
      sentAt.set(text, performance.now());
      await send(text);
      const next = t0 + ((m + 1) * 1000) / rate;
      if (performance.now() < next) await new Promise((r) => setTimeout(r, next - performance.now()));
    }
    const expected = messages * clients.length;
    for (const end = Date.now() + 30_000; latencies.length < expected && Date.now() < end; )
      await new Promise((r) => setTimeout(r, 100));
    const elapsed = (performance.now() - t0) / 1000;
    const { instances: cpu, text: machine } = split();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      perSecond: latencies.length / elapsed,
      failed: expected - latencies.length,
      cpuMsPerRequest: latencies.length ? (cpu * 1000) / latencies.length : 0,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      sockets: clients.length,
      machine,
    };
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
}

const running = (i: Cluster['instances'][number]) => i.child.exitCode === null && i.child.signalCode === null;

/** The lanes each instance holds (EngineLease rows `money`, `money:<n>`, by owner), read from the database. */
async function lanesHeld(databaseUrl: string): Promise<Map<string, string[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT "name", "owner" FROM "EngineLease" WHERE ("name" = 'money' OR "name" LIKE 'money:%') AND "expiresAt" > now()`,
    );
    const byOwner = new Map<string, string[]>();
    for (const r of rows) byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), r.name]);
    return byOwner;
  } finally {
    await client.end();
  }
}

/**
 * Every instance stopped (SIGTERM: its leases handed on), then the first k started with
 * MONEY_LANES=k; resolves once each holds one lane.
 */
async function onlyFirst(cluster: Cluster, k: number) {
  for (let i = 0; i < cluster.instances.length; i++) {
    await cluster.setState(i, 'maint');
    const instance = cluster.instances[i];
    if (running(instance)) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
  cluster.env.MONEY_LANES = String(k);
  await Promise.all(Array.from({ length: k }, (_, i) => cluster.start(i)));
  for (let n = 0; ; n++) {
    const held = await lanesHeld(cluster.databaseUrl);
    if (held.size === k && [...held.values()].every((l) => l.length === 1)) return;
    if (n > 300) throw new Error(`the ${k} instances never held one lane each: ${JSON.stringify([...held])}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A warm-up of each workload before its measured round, at every k. */
const WARM_SECONDS = 3;

export async function bench(cluster: Cluster, { seconds }: { seconds: number }) {
  const users: User[] = [];
  // One at a time in small groups: the funding mints go through the one lane the cluster starts with.
  for (let n = 0; n < 24; n += 6)
    users.push(...(await Promise.all(Array.from({ length: 6 }, (_, j) => user(cluster.url, n + j)))));
  const conversation = await group(cluster.url, users);
  const rows: string[] = [];
  const first: Record<string, number> = {};
  for (let k = 1; k <= cluster.instances.length; k++) {
    const t0 = Date.now();
    await onlyFirst(cluster, k);
    console.log(
      `… ${k} instance(s) with MONEY_LANES=${k}, one lane each, in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    await new Promise((r) => setTimeout(r, 1500)); // the health checks see the ready ones UP
    for (const [label, kinds, concurrency] of [
      ['read mix (GraphQL viewer + REST history)', ['graphql', 'rest'], 16],
      ['mints (REST, 201 = confirmed on chain)', ['mint'], 16],
      ['payments (REST, 201 = confirmed on chain)', ['payment'], 16],
    ] as const) {
      // Not counted: the instances were just started, and each compiles its hot paths (and fills
      // its pools) on its first requests, a cost k fresh instances pay k times over.
      await load(cluster, users, [...kinds], concurrency, WARM_SECONDS);
      const load1 = loadavg()[0].toFixed(1);
      const r = await load(cluster, users, [...kinds], concurrency, seconds);
      first[label] ??= r.perSecond;
      const ops = r.perSecond * seconds;
      const engine = kinds.some((kind) => kind === 'mint' || kind === 'payment')
        ? ` | ${(r.passes / Math.max(1, ops)).toFixed(2)} engine passes/req of ${r.passMs.toFixed(0)} ms`
        : '';
      rows.push(
        `${k} instance${k > 1 ? 's' : ' '} | ${label.padEnd(42)} | ${r.perSecond.toFixed(1).padStart(7)}/s | ×${(r.perSecond / first[label]).toFixed(2)} | ${r.cpuMsPerRequest.toFixed(1).padStart(6)} ms CPU/req${engine} | ${r.failed} failed${r.reasons ? ` (${r.reasons})` : ''} | load ${load1} | ${r.machine}`,
      );
      console.log(rows.at(-1));
    }
    const load1 = loadavg()[0].toFixed(1);
    const label = 'fan-out (10 msg/s to 240 sockets, deliveries)';
    const f = await fanOut(cluster, users, conversation, 10, 100);
    first[label] ??= f.perSecond;
    rows.push(
      `${k} instance${k > 1 ? 's' : ' '} | ${label.padEnd(42)} | ${f.perSecond.toFixed(1).padStart(7)}/s | ×${(f.perSecond / first[label]).toFixed(2)} | ${f.cpuMsPerRequest.toFixed(2).padStart(6)} ms CPU/delivery | ${f.failed} missing | p50 ${f.p50.toFixed(0)} ms p99 ${f.p99.toFixed(0)} ms | load ${load1} | ${f.machine}`,
    );
    console.log(rows.at(-1));
  }
  for (let i = 0; i < cluster.instances.length; i++) await cluster.setState(i, 'ready');
  return rows;
}
