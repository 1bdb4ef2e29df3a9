import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import argon2 from 'argon2';
import pg from 'pg';
import { createSchema, createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import {
  createNonceManager,
  createPublicClient,
  createWalletClient,
  http,
  parseSignature,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { jsonRpc } from 'viem/nonce';
import { foundry } from 'viem/chains';
import { OWASP_ARGON2ID } from '../src/config.js';
import { createPasswords } from '../src/security/passwords.js';
import { stablecoinAbi } from '../src/generated/contracts/stablecoin.js';
import { paymentRouterAbi } from '../src/generated/contracts/payment-router.js';
import { PERMIT_TYPES } from '../src/chain/signing.js';
import { memory, serve } from './lib/child.js';
import { HOME_SQL } from './lib/home.js';
import { startProfile, stopProfile } from './lib/profiler.js';

// The service's default cost (OWASP's minimum), as a production service hashes.
const { hashSecret } = createPasswords(OWASP_ARGON2ID);

// The baselines, each the least a program needs to do the same job, in a process of their
// own (started like the service's, so the two run under the same conditions):
// - argon2: verifications with the service's parameters;
// - sql: the home screen as one hand-written SQL statement behind a bare node:http handler;
// - yoga: bare graphql-yoga answering { __typename };
// - ws: a raw `ws` server broadcasting a payload to every socket (or a distinct copy to each);
// - presence: a raw `ws` server doing presence's fan-out: a subject's socket says hello, and each
//   of its contacts' sockets gets the event the service would send (bench/lib/presence.ts);
// - viem: mints from the operator key straight to anvil; payments as the holder's EIP-2612 permit
//   for the payment router and the router's transferWithPermit, sent from the operator key.

const servers = new Map<string, { server: Server; close: () => Promise<void> }>();

function listen(name: string, server: Server, close: () => Promise<void> = async () => {}) {
  return new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      servers.set(name, {
        server,
        close: async () => {
          await close();
          server.closeAllConnections();
          await new Promise((r) => server.close(r));
        },
      });
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

async function stopServer(name: string) {
  await servers.get(name)?.close();
  servers.delete(name);
}

/** Failed transactions of a baseline, counted by the first line of their error. */
function failureCount() {
  const reasons: Record<string, number> = {};
  let failed = 0;
  return {
    add(error: unknown) {
      failed++;
      const e = error as { shortMessage?: string; message?: string };
      const why = typeof error === 'string' ? error : (e.shortMessage ?? e.message ?? String(error));
      const line = why.split('\n')[0].slice(0, 160);
      reasons[line] = (reasons[line] ?? 0) + 1;
    },
    result: () => ({ failed, reasons }),
  };
}

/** viem clients on the bench's anvil for the baseline's own operator key (its nonces kept by viem). */
function viemClients(a: { rpcUrl: string; operatorKey: Hex; pollingIntervalMs: number }) {
  const chain = { ...foundry, rpcUrls: { default: { http: [a.rpcUrl] } } };
  const account = privateKeyToAccount(a.operatorKey, { nonceManager: createNonceManager({ source: jsonRpc() }) });
  const transport = http(a.rpcUrl);
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: a.pollingIntervalMs }),
    walletClient: createWalletClient({ chain, transport, account, pollingInterval: a.pollingIntervalMs }),
  };
}

const drain = (req: import('node:http').IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

let wss: WebSocketServer | null = null;

serve(
  {
    /** Raw argon2id verifications of the password and passcode hashes, `concurrency` in flight, for `ms`. */
    async 'argon2:run'({
      password,
      passcode,
      concurrency,
      ms,
    }: {
      password: string;
      passcode: string;
      concurrency: number;
      ms: number;
    }) {
      const pairs: [string, string][] = [
        [await hashSecret(password), password],
        [await hashSecret(passcode), passcode],
      ];
      let count = 0;
      const started = performance.now();
      const until = started + ms;
      await Promise.all(
        Array.from({ length: concurrency }, async (_, i) => {
          for (let n = i; performance.now() < until; n++) {
            const [hash, secret] = pairs[n % 2];
            if (!(await argon2.verify(hash, secret))) throw new Error('argon2 verification failed');
            count++;
          }
        }),
      );
      return { count, seconds: (performance.now() - started) / 1000 };
    },

    /** The hand-written home screen: token → SHA-256 → one SQL statement → its JSON text. */
    async 'sql:start'({ databaseUrl }: { databaseUrl: string }) {
      const db = new pg.Pool({ connectionString: databaseUrl, max: 10 });
      const server = createServer(async (req, res) => {
        try {
          await drain(req);
          const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
          const row = token
            ? // A named statement: prepared once per connection, as the service's and PostGraphile's are.
              (
                await db.query<{ body: string }>({
                  name: 'home',
                  text: HOME_SQL,
                  values: [createHash('sha256').update(token).digest('hex')],
                })
              ).rows[0]
            : undefined;
          if (!row) {
            res
              .writeHead(401, { 'content-type': 'application/json' })
              .end('{"errors":[{"message":"unauthenticated"}]}');
            return;
          }
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(row.body);
        } catch (error) {
          res.writeHead(500).end(String(error));
        }
      });
      return listen('sql', server, () => db.end());
    },
    'sql:stop': () => stopServer('sql'),

    /** graphql-yoga with nothing in front or behind it. */
    async 'yoga:start'() {
      const yoga = createYoga({
        schema: createSchema({ typeDefs: 'type Query { ok: Boolean }', resolvers: { Query: { ok: () => true } } }),
        logging: false,
        graphiql: false,
        landingPage: false,
      });
      return listen('yoga', createServer(yoga));
    },
    'yoga:stop': () => stopServer('yoga'),

    /**
     * A raw ws server; POST /broadcast sends the request body to every socket; POST /distinct
     * sends each socket its own copy of a messageAdded frame (its own message id, serialised for
     * it), as distinct users each get their own answer.
     */
    async 'ws:start'() {
      const server = createServer(async (req, res) => {
        const body = (await drain(req)).toString('utf8');
        if (req.url === '/distinct') {
          const frame = JSON.parse(body);
          const message = frame.payload.data.messageAdded;
          let n = 0;
          for (const client of wss!.clients)
            client.send(
              JSON.stringify({
                ...frame,
                payload: { data: { messageAdded: { ...message, id: `${message.id}-${n++}` } } },
              }),
            );
        } else for (const client of wss!.clients) client.send(body);
        res.writeHead(204).end();
      });
      wss = new WebSocketServer({ server });
      return listen('ws', server, async () => {
        for (const client of wss?.clients ?? []) client.terminate();
        wss?.close();
        wss = null;
      });
    },
    'ws:clients': () => wss?.clients.size ?? 0,

    /**
     * A raw ws server for the presence figure: a watcher connects to /?w=<index>; a subject to
     * /?s=<index>, and its first message (its "connection_init") sends each of its contacts'
     * watcher sockets a presenceUpdated frame naming it, as the service's would look.
     */
    async 'presence:start'(a: { subjectIds: string[]; contacts: number[][] }) {
      const watchers = new Map<number, import('ws').WebSocket>();
      const server = createServer((_req, res) => res.writeHead(404).end());
      wss = new WebSocketServer({ server });
      wss.on('connection', (socket, req) => {
        const q = new URL(req.url ?? '/', 'http://x').searchParams;
        if (q.has('w')) watchers.set(Number(q.get('w')), socket);
        else {
          const subject = Number(q.get('s'));
          socket.once('message', () => {
            const frame = JSON.stringify({
              id: '1',
              type: 'next',
              payload: { data: { presenceUpdated: [{ contactId: a.subjectIds[subject], state: 'ONLINE' }] } },
            });
            for (const w of a.contacts[subject]) watchers.get(w)?.send(frame);
          });
        }
      });
      return listen('ws', server, async () => {
        for (const client of wss?.clients ?? []) client.terminate();
        wss?.close();
        wss = null;
      });
    },
    'ws:stop': () => stopServer('ws'),

    /** Mints from the operator key, `concurrency` loops of send + receipt, for `ms`. */
    async 'viem:mint'(a: {
      rpcUrl: string;
      operatorKey: Hex;
      token: Address;
      recipients: Address[];
      concurrency: number;
      ms: number;
      pollingIntervalMs: number;
    }) {
      const { publicClient, walletClient } = viemClients(a);
      let count = 0;
      const failures = failureCount();
      const started = performance.now();
      const until = started + a.ms;
      await Promise.all(
        Array.from({ length: a.concurrency }, async (_, i) => {
          while (performance.now() < until) {
            try {
              const hash = await walletClient.writeContract({
                address: a.token,
                abi: stablecoinAbi,
                functionName: 'mint',
                args: [a.recipients[i % a.recipients.length], 10n ** 18n],
              });
              const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 60_000 });
              if (receipt.status === 'success') count++;
              else failures.add('reverted');
            } catch (error) {
              failures.add(error);
            }
          }
        }),
      );
      return { count, ...failures.result(), seconds: (performance.now() - started) / 1000 };
    },

    /**
     * Payments like the service's, with nothing around them: `concurrency` loops, loop i paying
     * from holder i (its permit nonces counted locally, read once), each a permit signed by the
     * holder for the router, the router's transferWithPermit sent from the operator key, and
     * the receipt awaited (the service answers once its payment is confirmed), for `ms`.
     */
    async 'viem:pay'(a: {
      rpcUrl: string;
      operatorKey: Hex;
      token: Address;
      router: Address;
      holderKeys: Hex[];
      recipients: Address[];
      amount: string;
      concurrency: number;
      ms: number;
      pollingIntervalMs: number;
    }) {
      const { publicClient, walletClient } = viemClients(a);
      const amount = BigInt(a.amount);
      const { domain } = await publicClient.getEip712Domain({ address: a.token });
      const holders = a.holderKeys.map((key) => privateKeyToAccount(key));
      const nonceOf = (owner: Address) =>
        publicClient.readContract({ address: a.token, abi: stablecoinAbi, functionName: 'nonces', args: [owner] });
      const nonces = await Promise.all(holders.map((h) => nonceOf(h.address)));
      let count = 0;
      const failures = failureCount();
      const latencies: number[] = [];
      const started = performance.now();
      const until = started + a.ms;
      await Promise.all(
        Array.from({ length: a.concurrency }, async (_, i) => {
          const h = i % holders.length;
          const holder = holders[h];
          const to = a.recipients[i % a.recipients.length];
          while (performance.now() < until) {
            const t = performance.now();
            try {
              const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
              const { r, s, yParity } = parseSignature(
                await holder.signTypedData({
                  domain: {
                    name: domain.name,
                    version: domain.version,
                    chainId: domain.chainId,
                    verifyingContract: domain.verifyingContract,
                  },
                  types: PERMIT_TYPES,
                  primaryType: 'Permit',
                  message: { owner: holder.address, spender: a.router, value: amount, nonce: nonces[h], deadline },
                }),
              );
              const hash = await walletClient.writeContract({
                address: a.router,
                abi: paymentRouterAbi,
                functionName: 'transferWithPermit',
                args: [a.token, holder.address, to, amount, deadline, yParity + 27, r, s],
              });
              const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 60_000 });
              if (receipt.status === 'success') {
                count++;
                nonces[h]++;
                latencies.push(performance.now() - t);
              } else {
                failures.add('reverted');
                nonces[h] = await nonceOf(holder.address);
              }
            } catch (error) {
              // refused before it was mined (estimateGas): the permit was not used
              failures.add(error);
              nonces[h] = await nonceOf(holder.address);
            }
          }
        }),
      );
      return { count, ...failures.result(), seconds: (performance.now() - started) / 1000, latencies };
    },

    mem: () => memory(),
    cpu: () => ({ ...process.cpuUsage(), statements: 0 }),
    'profile:start': () => startProfile(),
    'profile:stop': (file: string) => stopProfile(file),
  },
  async () => {
    for (const name of [...servers.keys()]) await stopServer(name);
  },
);
