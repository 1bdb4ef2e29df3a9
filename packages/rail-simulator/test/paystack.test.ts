import { createHmac, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { paystackClient, receiver, sim } from './helpers.js';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

async function setup() {
  const cb = await receiver();
  const s = await sim({ paystack: { webhookUrl: `${cb.url}/paystack` } });
  cleanup.push(s.close, cb.close);
  const sign = (body: string) => createHmac('sha512', s.credentials.paystack.secretKey).update(body).digest('hex');
  return { s, cb, ps: paystackClient(s), sign };
}

describe('Paystack transfers', () => {
  it('refuses a wrong secret key with the envelope', async () => {
    const { s } = await setup();
    const res = await fetch(`${s.url}/transfer/verify/abc`, { headers: { authorization: 'Bearer sk_test_wrong' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: false, message: 'Invalid key' });
  });

  it('creates a recipient once, queues a transfer, verifies it, and signs the transfer.success webhook', async () => {
    const { s, cb, ps, sign } = await setup();
    const recipient = {
      type: 'nuban',
      name: 'Ada Obi',
      account_number: '0123456789',
      bank_code: '058',
      currency: 'NGN',
    };
    const first = await ps.call('POST', '/transferrecipient', recipient);
    const again = await ps.call('POST', '/transferrecipient', recipient);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: true, data: { recipient_code: expect.stringMatching(/^RCP_/) } });
    expect(again.body.data.recipient_code).toBe(first.body.data.recipient_code);

    const t = await ps.transfer();
    expect(t.status).toBe(200);
    expect(t.body).toMatchObject({
      status: true,
      message: 'Transfer has been queued',
      data: {
        status: 'pending',
        amount: 250050,
        reference: t.reference,
        transfer_code: expect.stringMatching(/^TRF_/),
      },
    });
    expect((await ps.call('GET', `/transfer/verify/${t.reference}`)).body.data.status).toBe('pending');
    await s.advance(2_000);
    const verified = await ps.call('GET', `/transfer/verify/${t.reference}`);
    expect(verified.body.data).toMatchObject({
      status: 'success',
      reference: t.reference,
      amount: 250050,
      currency: 'NGN',
    });

    expect(cb.received).toHaveLength(1);
    const hook = cb.received[0];
    expect(hook.headers['x-paystack-signature']).toBe(sign(hook.body));
    expect(JSON.parse(hook.body)).toMatchObject({
      event: 'transfer.success',
      data: { reference: t.reference, status: 'success' },
    });
  });

  it('refuses a duplicate reference and answers 404 for one it never saw', async () => {
    const { ps } = await setup();
    const t = await ps.transfer();
    const dup = await ps.transfer('0123456789', t.reference);
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ status: false, message: 'Duplicate Transfer Reference' });
    expect((await ps.call('GET', `/transfer/verify/${randomUUID()}`)).status).toBe(404);
  });

  it('fails a transfer with transfer.failed', async () => {
    const { s, cb, ps } = await setup();
    const t = await ps.transfer('0123499908');
    await s.advance(2_000);
    expect((await ps.call('GET', `/transfer/verify/${t.reference}`)).body.data).toMatchObject({
      status: 'failed',
      gateway_response: 'PAYER_NOT_FOUND',
    });
    expect(cb.bodies().map((b) => b.event)).toEqual(['transfer.failed']);
  });

  it('succeeds then reverses (a bank bounce), in order or out of order', async () => {
    const { s, cb, ps } = await setup();
    const inOrder = await ps.transfer('0123499907');
    const ooo = randomUUID();
    s.script({ reference: ooo }, { outcome: 'reverse', callback: 'out_of_order', reverseAfterMs: 30_000 });
    await ps.transfer('0123456789', ooo);
    await s.advance(2_000);
    expect((await ps.call('GET', `/transfer/verify/${inOrder.reference}`)).body.data.status).toBe('success');
    expect(cb.bodies().map((b) => [b.data.reference, b.event])).toEqual([[inOrder.reference, 'transfer.success']]);
    await s.advance(60_000);
    expect((await ps.call('GET', `/transfer/verify/${inOrder.reference}`)).body.data.status).toBe('reversed');
    expect(cb.bodies().map((b) => [b.data.reference, b.event])).toEqual([
      [inOrder.reference, 'transfer.success'],
      [ooo, 'transfer.reversed'],
      [ooo, 'transfer.success'],
      [inOrder.reference, 'transfer.reversed'],
    ]);
  });
});

describe('Paystack bank charge (collection)', () => {
  const charge = (account: string, reference = randomUUID()) => ({
    email: 'ada@example.com',
    amount: 500000,
    currency: 'NGN',
    reference,
    bank: { code: '058', account_number: account },
  });

  it('waits offline for the payer, then charge.success; an abandoned one sends no webhook', async () => {
    const { s, cb, ps } = await setup();
    const paid = charge('0123456789');
    const ignored = charge('0123499903');
    const answer = await ps.call('POST', '/charge', paid);
    await ps.call('POST', '/charge', ignored);
    expect(answer.body).toMatchObject({ status: true, data: { reference: paid.reference, status: 'pay_offline' } });
    expect((await ps.call('GET', `/transaction/verify/${paid.reference}`)).body.data.status).toBe('ongoing');
    await s.advance(2_000);
    expect((await ps.call('GET', `/transaction/verify/${paid.reference}`)).body.data).toMatchObject({
      status: 'success',
      amount: 500000,
      channel: 'bank',
    });
    await s.advance(5 * 60_000);
    expect((await ps.call('GET', `/transaction/verify/${ignored.reference}`)).body.data.status).toBe('abandoned');
    expect(cb.bodies().map((b) => [b.event, b.data.reference])).toEqual([['charge.success', paid.reference]]);
    const dup = await ps.call('POST', '/charge', paid);
    expect(dup.status).toBe(400);
    expect((await ps.call('GET', `/transaction/verify/${randomUUID()}`)).body.status).toBe(false);
  });
});
