import { afterEach, describe, expect, it } from 'vitest';
import { type Json, momoClient, paystackClient, sim } from './helpers.js';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

describe('statement per day (the simulator’s extension)', () => {
  it('lists every collection, payout and reversal of the day with its final status', async () => {
    const s = await sim();
    cleanup.push(s.close);
    const momo = momoClient(s);
    const ps = paystackClient(s);
    const rtp = await momo.requestToPay();
    const declined = await momo.requestToPay({ msisdn: '233249999901' });
    const out = await momo.transfer();
    const bounced = await ps.transfer('0123499907');
    await s.advance(2_000);
    await s.advance(60_000);

    const get = async (path: string, headers: Record<string, string>) => {
      const res = await fetch(`${s.url}${path}`, { headers });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const momoDay = await get('/_sim/statement/momo/2026-11-28', await momo.headers('collection'));
    expect(momoDay.body.entries.map((e: Json) => [e.type, e.referenceId, e.amount, e.status])).toEqual([
      ['collection', rtp.reference, '1500.00', 'SUCCESSFUL'],
      ['collection', declined.reference, '1500.00', 'FAILED'],
      ['payout', out.reference, '250.50', 'SUCCESSFUL'],
    ]);
    expect(momoDay.body.entries[0]).toMatchObject({ currency: 'GHS', financialTransactionId: expect.any(String) });

    const auth = { authorization: `Bearer ${s.credentials.paystack.secretKey}` };
    const psDay = await get('/_sim/statement/paystack/2026-11-28', auth);
    expect(psDay.body.entries.map((e: Json) => [e.type, e.reference, e.amount, e.status])).toEqual([
      ['payout', bounced.reference, 250050, 'reversed'],
      ['reversal', bounced.reference, 250050, 'reversed'],
    ]);
    expect((await get('/_sim/statement/paystack/2026-11-29', auth)).body.entries).toEqual([]);
    expect((await get('/_sim/statement/paystack/2026-11-28', {})).status).toBe(401);
  });
});

describe('control API', () => {
  it('scripts by account and for the next request, lists pending collections, advances the clock', async () => {
    const s = await sim();
    cleanup.push(s.close);
    const momo = momoClient(s);
    const post = (path: string, body: unknown) =>
      fetch(`${s.url}/_sim/${path}`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Json,
      }));
    expect((await post('script', { account: '233240000001', outcome: 'decline', afterMs: 500 })).status).toBe(201);
    expect((await post('script', { outcome: 'never' })).status).toBe(201);
    expect((await post('script', { outcome: 'sometimes' })).status).toBe(400);
    const declined = await momo.requestToPay({ msisdn: '233240000001' });
    const stuck = await momo.requestToPay();
    const normal = await momo.requestToPay();
    const pending = await fetch(`${s.url}/_sim/transactions?state=pending`).then((r) => r.json() as Promise<Json[]>);
    expect(pending.map((t) => t.reference)).toEqual([declined.reference, stuck.reference, normal.reference]);
    expect(pending[0]).toMatchObject({ provider: 'momo', kind: 'collection', amountMinor: '150000', currency: 'GHS' });
    expect((await post('advance', { ms: 2_000 })).status).toBe(200);
    expect((await momo.status('requesttopay', declined.reference)).body.status).toBe('FAILED');
    expect((await momo.status('requesttopay', normal.reference)).body.status).toBe('SUCCESSFUL');
    expect((await momo.status('requesttopay', stuck.reference)).body.status).toBe('PENDING');
    expect((await post('approve', { reference: 'nope' })).status).toBe(404);
  });
});
