import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createChain } from '../../src/chain/chain.js';
import { rpcFetch } from '../../src/chain/rpc-fetch.js';
import { outageOf } from '../../src/kernel/outage.js';
import { ANVIL_DEV_KEY_1 } from './helpers.js';

// The JSON-RPC transport of the chain client (src/chain/rpc-fetch.ts) against a node played by a
// local HTTP server: what the money engine relies on when the node answers, is gone, stalls or
// answers too much.

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function node(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const sockets: Socket[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => handler(req, res, body));
  });
  server.on('connection', (s) => sockets.push(s));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sockets };
}

const answer = (res: ServerResponse, body: string, result: (method: string) => unknown) => {
  const calls = JSON.parse(body);
  const one = (c: { id: number; method: string }) => ({ jsonrpc: '2.0', id: c.id, result: result(c.method) });
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(Array.isArray(calls) ? calls.map(one) : one(calls)));
};

describe('JSON-RPC over node:http', () => {
  it('answers calls, batched ones included, over one kept-alive connection', async () => {
    const n = await node((_req, res, body) => answer(res, body, (m) => (m === 'eth_blockNumber' ? '0x2a' : '0x1')));
    const chain = await createChain({ rpcUrl: n.url, operatorKey: ANVIL_DEV_KEY_1, chainId: 31337 });
    for (let i = 0; i < 5; i++) expect(await chain.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(42n);
    // Calls of one tick go out as one batch, answered in order.
    const both = await Promise.all([
      chain.publicClient.getBlockNumber({ cacheTime: 0 }),
      chain.publicClient.getBlockNumber({ cacheTime: 0 }),
    ]);
    expect(both).toEqual([42n, 42n]);
    expect(n.sockets).toHaveLength(1);
    await chain.close();
  });

  it('a node that refuses connections is a chain outage (503 upstream), after viem retried', async () => {
    const n = await node(() => {});
    const url = n.url;
    servers[0].close();
    servers[0].closeAllConnections();
    servers.length = 0;
    const chain = await createChain({ rpcUrl: url, operatorKey: ANVIL_DEV_KEY_1, chainId: 31337 });
    const error = await chain.publicClient.getBlockNumber({ cacheTime: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(outageOf(error)).toBe('chain');
    expect(await chain.isReachable(1_000)).toBe(false);
  });

  it('a node that stalls is given up when the signal fires, and its socket is closed', async () => {
    const n = await node(() => {}); // never answers
    const started = Date.now();
    const error = await rpcFetch(n.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}',
      signal: AbortSignal.timeout(200),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect.poll(() => n.sockets[0]?.destroyed).toBe(true);
  });

  it('an answer larger than 10 MiB is refused, not held in memory', async () => {
    const n = await node((_req, res) => {
      res.setHeader('content-type', 'application/json');
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let i = 0; i < 12; i++) res.write(chunk);
      res.end();
    });
    const error = await rpcFetch(n.url, { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(String(error)).toMatch(/larger than 10485760 bytes/);
  });

  it('an HTTP error status reaches viem with its status (a JSON-RPC error body keeps its error)', async () => {
    const n = await node((_req, res) => {
      res.statusCode = 503;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'node is syncing' } }));
    });
    const response = await rpcFetch(n.url, { method: 'POST', body: '{}' });
    expect(response.ok).toBe(false);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(await response.text()).error.message).toBe('node is syncing');
  });
});
