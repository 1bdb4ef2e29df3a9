import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { momoClient, receiver, sim } from './helpers.js';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

async function setup(options = {}) {
  const s = await sim(options);
  const cb = await receiver();
  cleanup.push(s.close, cb.close);
  return { s, cb, momo: momoClient(s) };
}

describe('MoMo token', () => {
  it('issues a Bearer token for the API user and key, refuses others, and expires it', async () => {
    const { s, momo } = await setup();
    const bad = await fetch(`${s.url}/collection/token/`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('someone:wrong').toString('base64')}`,
        'ocp-apim-subscription-key': s.credentials.momo.subscriptionKeys.collection,
      },
    });
    expect(bad.status).toBe(401);
    const noKey = await fetch(`${s.url}/collection/token/`, { method: 'POST' });
    expect(noKey.status).toBe(401);

    const first = await momo.requestToPay();
    expect(first.res.status).toBe(202);
    s.manualClock.advance(3600_000);
    const late = await fetch(`${s.url}/collection/v1_0/requesttopay/${first.reference}`, {
      headers: await momo.headers('collection'),
    });
    expect(late.status).toBe(401);
  });

  it('checks the subscription key, the target environment, the product and the reference id', async () => {
    const { s, momo } = await setup();
    const h = await momo.headers('collection', { 'x-reference-id': randomUUID() });
    const body = JSON.stringify({
      amount: '10',
      currency: 'GHS',
      externalId: 'x',
      payer: { partyIdType: 'MSISDN', partyId: '233241234567' },
    });
    const post = (headers: Record<string, string>) =>
      fetch(`${s.url}/collection/v1_0/requesttopay`, { method: 'POST', headers, body });
    expect((await post({ ...h, 'x-target-environment': 'mtnghana' })).status).toBe(403);
    expect((await post({ ...h, 'ocp-apim-subscription-key': 'nope' })).status).toBe(401);
    expect((await post({ ...h, 'x-reference-id': 'not-a-uuid' })).status).toBe(400);
    // A disbursement token does not open the collection product.
    const other = { ...h, authorization: `Bearer ${await momo.token('disbursement')}` };
    expect((await post(other)).status).toBe(401);
    const badAmount = await fetch(`${s.url}/collection/v1_0/requesttopay`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({
        amount: '10.001',
        currency: 'GHS',
        payer: { partyIdType: 'MSISDN', partyId: '233241234567' },
      }),
    });
    expect(badAmount.status).toBe(400);
    const badCurrency = await fetch(`${s.url}/collection/v1_0/requesttopay`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({
        amount: '10',
        currency: 'XYZ',
        payer: { partyIdType: 'MSISDN', partyId: '233241234567' },
      }),
    });
    expect(await badCurrency.json()).toMatchObject({ code: 'INVALID_CURRENCY' });
  });
});

describe('MoMo requesttopay', () => {
  it('answers 202, stays PENDING until the payer approves, then SUCCESSFUL with a callback', async () => {
    const { s, cb, momo } = await setup();
    const { reference, res } = await momo.requestToPay({ callbackUrl: `${cb.url}/cb?x=1` });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    const pending = await momo.status('requesttopay', reference);
    expect(pending).toMatchObject({
      status: 200,
      body: { status: 'PENDING', amount: '1500.00', currency: 'GHS', externalId: reference },
    });
    expect(pending.body.financialTransactionId).toBeUndefined();

    await s.advance(2_000);
    const done = await momo.status('requesttopay', reference);
    expect(done.body).toMatchObject({
      status: 'SUCCESSFUL',
      payer: { partyIdType: 'MSISDN', partyId: '233241234567' },
    });
    expect(done.body.financialTransactionId).toMatch(/^\d+$/);
    expect(cb.received.map((r) => [r.method, r.url])).toEqual([['POST', '/cb?x=1']]);
    expect(cb.bodies()[0]).toEqual(done.body);
  });

  it('refuses a reference used before with 409, and a reference it never saw with 404', async () => {
    const { momo } = await setup();
    const { reference } = await momo.requestToPay();
    const again = await momo.requestToPay({ reference });
    expect(again.res.status).toBe(409);
    expect(await again.res.json()).toMatchObject({ code: 'RESOURCE_ALREADY_EXIST' });
    expect((await momo.status('requesttopay', randomUUID())).status).toBe(404);
  });

  it('declines (APPROVAL_REJECTED), fails with a reason, and follows MTN’s sandbox numbers', async () => {
    const { s, momo } = await setup();
    const declined = await momo.requestToPay({ msisdn: '233249999901' });
    const notFound = await momo.requestToPay({ msisdn: '233249999908' });
    const mtnRejected = await momo.requestToPay({ msisdn: '46733123451' });
    await s.advance(2_000);
    expect((await momo.status('requesttopay', declined.reference)).body).toMatchObject({
      status: 'FAILED',
      reason: 'APPROVAL_REJECTED',
    });
    expect((await momo.status('requesttopay', notFound.reference)).body).toMatchObject({
      status: 'FAILED',
      reason: 'PAYER_NOT_FOUND',
    });
    expect((await momo.status('requesttopay', mtnRejected.reference)).body).toMatchObject({
      status: 'FAILED',
      reason: 'APPROVAL_REJECTED',
    });
  });

  it('expires an unanswered request after the expiry; a never-answered one stays PENDING', async () => {
    const { s, cb, momo } = await setup();
    const expiring = await momo.requestToPay({ msisdn: '233249999903', callbackUrl: cb.url });
    const never = await momo.requestToPay({ msisdn: '233249999902', callbackUrl: cb.url });
    await s.advance(5 * 60_000 - 1);
    expect((await momo.status('requesttopay', expiring.reference)).body.status).toBe('PENDING');
    await s.advance(1);
    expect((await momo.status('requesttopay', expiring.reference)).body).toMatchObject({
      status: 'FAILED',
      reason: 'EXPIRED',
    });
    await s.advance(50 * 60_000); // within the token’s hour
    expect((await momo.status('requesttopay', never.reference)).body.status).toBe('PENDING');
    expect(cb.bodies()).toEqual([expect.objectContaining({ status: 'FAILED', reason: 'EXPIRED' })]);
  });

  it('takes the payer’s answer from the control API (the phone)', async () => {
    const { s, momo } = await setup();
    s.script({ next: 2 }, { outcome: 'expire' });
    const a = await momo.requestToPay();
    const b = await momo.requestToPay();
    const approve = await fetch(`${s.url}/_sim/approve`, {
      method: 'POST',
      body: JSON.stringify({ reference: a.reference }),
    });
    expect(await approve.json()).toEqual({ reference: a.reference, state: 'successful' });
    const decline = await fetch(`${s.url}/_sim/decline`, {
      method: 'POST',
      body: JSON.stringify({ reference: b.reference }),
    });
    expect(decline.status).toBe(200);
    const twice = await fetch(`${s.url}/_sim/approve`, {
      method: 'POST',
      body: JSON.stringify({ reference: b.reference }),
    });
    expect(twice.status).toBe(409);
    expect((await momo.status('requesttopay', a.reference)).body.status).toBe('SUCCESSFUL');
    expect((await momo.status('requesttopay', b.reference)).body).toMatchObject({
      status: 'FAILED',
      reason: 'APPROVAL_REJECTED',
    });
  });

  it('refuses a callback host other than the registered one', async () => {
    const { momo } = await setup({ momo: { callbackHost: 'callbacks.example.com' } });
    const { res } = await momo.requestToPay({ callbackUrl: 'http://127.0.0.1:1/cb' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_CALLBACK_URL_HOST' });
  });
});

describe('MoMo callbacks as scripted', () => {
  it('twice, none, late, and out of order (a stale PENDING after the final state)', async () => {
    const { s, cb, momo } = await setup();
    const twice = await momo.requestToPay({ msisdn: '233249999905', callbackUrl: `${cb.url}/twice` });
    await momo.requestToPay({ msisdn: '233249999904', callbackUrl: `${cb.url}/none` });
    const late = await momo.requestToPay({ msisdn: '233249999906', callbackUrl: `${cb.url}/late` });
    const ooo = randomUUID();
    s.script({ reference: ooo }, { outcome: 'decline', callback: 'out_of_order' });
    await momo.requestToPay({ reference: ooo, callbackUrl: `${cb.url}/ooo` });
    await s.advance(2_000);
    expect(cb.received.map((r) => r.url).sort()).toEqual(['/ooo', '/ooo', '/twice', '/twice']);
    expect(cb.received.filter((r) => r.url === '/ooo').map((r) => JSON.parse(r.body).status)).toEqual([
      'FAILED',
      'PENDING',
    ]);
    expect(JSON.parse(cb.received[0].body).externalId ?? twice.reference).toBeDefined();
    await s.advance(60_000);
    expect(cb.received.filter((r) => r.url === '/late').map((r) => JSON.parse(r.body).externalId)).toEqual([
      late.reference,
    ]);
    expect(s.deliveries).toHaveLength(5);
  });
});

describe('MoMo transfer (disbursement)', () => {
  it('pays out, or fails with a reason, with the payee echoed back', async () => {
    const { s, cb, momo } = await setup();
    const paid = await momo.transfer({ callbackUrl: cb.url });
    const failed = await momo.transfer({ msisdn: '233249999909' });
    expect(paid.res.status).toBe(202);
    expect((await momo.status('transfer', paid.reference)).body).toMatchObject({ status: 'PENDING', amount: '250.50' });
    await s.advance(2_000);
    expect((await momo.status('transfer', paid.reference)).body).toMatchObject({
      status: 'SUCCESSFUL',
      payee: { partyIdType: 'MSISDN', partyId: '233241234567' },
    });
    expect((await momo.status('transfer', failed.reference)).body).toMatchObject({
      status: 'FAILED',
      reason: 'NOT_ENOUGH_FUNDS',
    });
    expect(cb.bodies()).toEqual([expect.objectContaining({ status: 'SUCCESSFUL' })]);
    // The collection and disbursement references are separate resources.
    expect((await momo.status('requesttopay', paid.reference)).status).toBe(404);
  });
});
