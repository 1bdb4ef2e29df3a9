// Throughput through HAProxy with 1, 2, … instances of a running cluster (scripts/cluster.ts,
// `npm run cluster -- --instances 3 --bench`): the instances beyond k are put in maintenance, then
// for `seconds` each: a read mix (GraphQL `viewer` with Cache-Control: no-cache, so it executes,
// and a REST read), then mints (the money path: one engine lease today, so this one is not
// expected to grow with instances until money lanes exist). Prints requests/s, errors, the ratio
// to one instance, and CPU milliseconds per request (instances' user + system time / requests),
// with the machine's load average.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { type Cluster, cpuSeconds } from './cluster.js';

interface User {
  token: string;
  userId: string;
  fiat: string;
}

async function json(res: Response) {
  const text = await res.text();
  return text ? JSON.parse(text) : null;
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
      query: 'mutation { createWallet(input: { entropy: "benchEntropy2026", tokenSymbols: [] }) { __typename } }',
    }),
  });
  return { token: message.access_token, userId: message.user_id, fiat };
}

type Kind = 'graphql' | 'rest' | 'mint';

function request(base: string, kind: Kind, u: User): Promise<Response> {
  const auth = { authorization: `Bearer ${u.token}` };
  if (kind === 'graphql')
    return fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cache-control': 'no-cache', ...auth },
      body: JSON.stringify({ query: '{ viewer { id email } }' }),
    });
  if (kind === 'rest') return fetch(`${base}/payments/history/view?limit=5`, { headers: auth });
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
  const cpu0 = cluster.instances.reduce((s, i) => s + cpuSeconds(i.child.pid), 0);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let n = 0; Date.now() < until; n++) {
        const kind = kinds[(w + n) % kinds.length];
        try {
          const res = await request(cluster.url, kind, users[(w + n) % users.length]);
          await res.arrayBuffer();
          if (res.status < 300) ok++;
          else failed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cluster.instances.reduce((s, i) => s + cpuSeconds(i.child.pid), 0) - cpu0;
  return { perSecond: ok / elapsed, failed, cpuMsPerRequest: ok ? (cpu * 1000) / ok : 0 };
}

export async function bench(cluster: Cluster, { seconds }: { seconds: number }) {
  const users = await Promise.all(Array.from({ length: 8 }, (_, n) => user(cluster.url, n)));
  const rows: string[] = [];
  const first: Record<string, number> = {};
  for (let k = 1; k <= cluster.instances.length; k++) {
    for (let i = 0; i < cluster.instances.length; i++) await cluster.setState(i, i < k ? 'ready' : 'maint');
    await new Promise((r) => setTimeout(r, 1500)); // the health checks see the ready ones UP
    for (const [label, kinds, concurrency] of [
      ['read mix (GraphQL viewer + REST history)', ['graphql', 'rest'], 16],
      ['mints (REST, 201 = confirmed on chain)', ['mint'], 8],
    ] as const) {
      const load1 = loadavg()[0].toFixed(1);
      const r = await load(cluster, users, [...kinds], concurrency, seconds);
      first[label] ??= r.perSecond;
      rows.push(
        `${k} instance${k > 1 ? 's' : ' '} | ${label.padEnd(42)} | ${r.perSecond.toFixed(1).padStart(7)}/s | ×${(r.perSecond / first[label]).toFixed(2)} | ${r.cpuMsPerRequest.toFixed(1).padStart(6)} ms CPU/req | ${r.failed} failed | load ${load1}`,
      );
      console.log(rows.at(-1));
    }
  }
  for (let i = 0; i < cluster.instances.length; i++) await cluster.setState(i, 'ready');
  return rows;
}
