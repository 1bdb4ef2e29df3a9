import { afterEach, describe, expect, it } from 'vitest';
import { momoClient, paystackClient, sim, until } from './helpers.js';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

async function setup() {
  const s = await sim();
  cleanup.push(s.close);
  return { s, momo: momoClient(s), ps: paystackClient(s) };
}

describe('provider faults', () => {
  it('answers 5xx for the next N calls without executing them (tokens are never faulted)', async () => {
    const { s, momo } = await setup();
    await momo.token('collection');
    const control = await fetch(`${s.url}/_sim/fault`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'error', provider: 'momo', calls: 2 }),
    });
    expect(control.status).toBe(201);
    const a = await momo.requestToPay();
    const b = await momo.requestToPay();
    const c = await momo.requestToPay();
    expect([a.res.status, b.res.status, c.res.status]).toEqual([503, 503, 202]);
    expect(await a.res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await momo.status('requesttopay', a.reference)).status).toBe(404);
    expect((await momo.status('requesttopay', c.reference)).status).toBe(200);
  });

  it('answers 5xx for a while on the simulator’s clock', async () => {
    const { s, ps } = await setup();
    s.fault({ mode: 'error', provider: 'paystack', forMs: 60_000, status: 502 });
    expect((await ps.call('GET', '/transfer/verify/x')).status).toBe(502);
    expect((await ps.call('GET', '/transfer/verify/x')).status).toBe(502);
    s.manualClock.advance(60_000);
    expect((await ps.call('GET', '/transfer/verify/x')).status).toBe(404);
  });

  it('executes then loses the answer: a 500, or a dropped connection', async () => {
    const { s, momo } = await setup();
    await momo.token('collection');
    s.fault({ mode: 'lose', method: 'POST' });
    const lost = await momo.requestToPay();
    expect(lost.res.status).toBe(500);
    expect((await momo.status('requesttopay', lost.reference)).body.status).toBe('PENDING');
    s.fault({ mode: 'lose', method: 'POST', close: true });
    const reference = crypto.randomUUID();
    await expect(momo.requestToPay({ reference })).rejects.toThrow();
    expect((await momo.status('requesttopay', reference)).body.status).toBe('PENDING');
  });

  it('holds the answer (the caller times out) while executing, and releases it when its time comes', async () => {
    const { s, ps } = await setup();
    s.fault({ mode: 'hold', provider: 'paystack', method: 'POST', calls: 1, holdMs: 10_000 });
    const reference = crypto.randomUUID();
    const pending = ps.call('POST', '/charge', {
      email: 'a@example.com',
      amount: 100,
      reference,
      bank: { code: '058', account_number: '0123456789' },
    });
    await until(() => s.transaction(reference) !== undefined);
    s.manualClock.advance(10_000);
    expect((await pending).body.data.status).toBe('pay_offline');

    s.fault({ mode: 'hold', provider: 'paystack', execute: false });
    const never = ps.call('GET', `/transaction/verify/${reference}`).catch((e: Error) => e);
    await until(() => s.transactions().length > 0);
    await s.close(); // a held answer without an end is dropped at close
    expect(await never).toBeInstanceOf(Error);
  });
});
