import { describe, expect, it } from 'vitest';
import type { Hash } from 'viem';
import { ledger, MINT, money, moneyUser } from './helpers/money.js';
import { useService } from './helpers/fixture.js';

// CHAIN_CONFIRMATIONS above 1: a mint is answered (201, CONFIRMED) only when its block has that
// many blocks on top, counting its own. The embedded anvil mines only when it gets a
// transaction, so the engine makes the blocks itself rather than wait for ever.

const svc = useService({ CHAIN_CONFIRMATIONS: '3' });

describe('confirmation depth', () => {
  it('answers 201 only once the receipt is 3 blocks deep', async () => {
    const u = await moneyUser(svc.url);
    const res = await money(svc.url, MINT, u, 25, 'deep-1');
    expect(res.status).toBe(201);
    const { chain } = svc.infra.chain;
    const receipt = await chain.getReceipt(res.body.message.data[0].network_tx_hash as Hash);
    const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    expect(head - receipt!.blockNumber + 1n).toBeGreaterThanOrEqual(3n);
    expect((await ledger(svc.url, u)).map((r) => r.status)).toEqual(['CONFIRMED']);
  });
});
