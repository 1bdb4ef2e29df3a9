import { createHmac, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock, startSimulator } from '../../packages/rail-simulator/src/index.js';
import { receiver } from '../../packages/rail-simulator/test/helpers.js';
import { paystackRail } from '../../src/money/rails/paystack.js';
import { RailUnavailable, type ReplayStore } from '../../src/money/rails/types.js';

// The Paystack adapter against the simulator over HTTP.

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

async function setup() {
  const cb = await receiver();
  const sim = await startSimulator({
    clock: new ManualClock(),
    autoApproveMs: 2_000,
    paystack: { webhookUrl: `${cb.url}/rails/paystack/callback` },
  });
  cleanup.push(sim.close, cb.close);
  const key = sim.credentials.paystack.secretKey;
  const rail = paystackRail({ baseUrl: sim.url, secretKeys: [key] });
  const input = (i: number) => ({
    headers: cb.received[i].headers,
    rawBody: cb.received[i].body,
    url: cb.received[i].url,
  });
  return { sim, cb, key, rail, input };
}

const bank = (accountNumber = '0123456789') => ({
  kind: 'bank' as const,
  accountNumber,
  bankCode: '058',
  name: 'Ada Obi',
});
const ngn = (accountNumber?: string, reference = randomUUID()) => ({
  reference,
  amountMinor: 2_500_050n,
  currency: 'NGN',
  payer: bank(accountNumber),
  payee: bank(accountNumber),
});

describe('Paystack rail', () => {
  it('pays out to a bank account, idempotent by reference, and hears transfer.success', async () => {
    const { sim, cb, rail, input } = await setup();
    const req = ngn();
    expect(await rail.requestPayout(req)).toEqual({ outcome: 'accepted', duplicate: false });
    expect(await rail.requestPayout(req)).toEqual({ outcome: 'accepted', duplicate: true });
    expect(await rail.payoutStatus(req.reference)).toEqual({ state: 'pending' });
    await sim.advance(2_000);
    expect(await rail.payoutStatus(req.reference)).toEqual({
      state: 'successful',
      providerId: expect.any(String),
      amountMinor: 2_500_050n,
      currency: 'NGN',
    });
    expect(cb.received).toHaveLength(1);
    expect(await rail.verifyCallback(input(0))).toEqual({
      ok: true,
      hint: {
        provider: 'paystack',
        kind: 'payout',
        reference: req.reference,
        eventId: expect.stringMatching(/^paystack:transfer\.success:\d+$/),
        state: 'successful',
      },
    });
    expect(await rail.payoutStatus(randomUUID())).toEqual({ state: 'not_found' });
  });

  it('reads a reversal after success, from the status and from transfer.reversed', async () => {
    const { sim, rail, input } = await setup();
    const req = ngn('0123499907');
    await rail.requestPayout(req);
    await sim.advance(2_000);
    await sim.advance(60_000);
    expect(await rail.payoutStatus(req.reference)).toEqual({ state: 'reversed', providerId: expect.any(String) });
    expect(await rail.verifyCallback(input(1))).toMatchObject({
      ok: true,
      hint: { state: 'reversed', kind: 'payout' },
    });
    const entries = await rail.statement('2026-11-28');
    expect(entries.map((e) => [e.type, e.amountMinor, e.state])).toEqual([
      ['payout', 2_500_050n, 'reversed'],
      ['reversal', 2_500_050n, 'reversed'],
    ]);
  });

  it('collects by bank charge: pending, then successful; an unanswered one expires (no webhook)', async () => {
    const { sim, cb, rail, input } = await setup();
    const paid = ngn();
    const ignored = ngn('0123499903');
    expect(await rail.requestCollection(paid)).toEqual({ outcome: 'accepted', duplicate: false });
    expect(await rail.requestCollection(paid)).toEqual({ outcome: 'accepted', duplicate: true });
    await rail.requestCollection(ignored);
    expect(await rail.collectionStatus(paid.reference)).toEqual({ state: 'pending' });
    await sim.advance(5 * 60_000);
    expect(await rail.collectionStatus(paid.reference)).toMatchObject({ state: 'successful', amountMinor: 2_500_050n });
    expect(await rail.collectionStatus(ignored.reference)).toEqual({ state: 'expired' });
    expect(await rail.collectionStatus(randomUUID())).toEqual({ state: 'not_found' });
    expect(cb.received).toHaveLength(1);
    expect(await rail.verifyCallback(input(0))).toMatchObject({
      ok: true,
      hint: { kind: 'collection', state: 'successful' },
    });
  });

  it('refuses forged, replayed and unsupported webhooks; accepts the previous key during a rotation', async () => {
    const { sim, key, rail, input } = await setup();
    await rail.requestPayout(ngn('0123499905')); // webhook twice
    await sim.advance(2_000);
    const seen = new Set<string>();
    const replay: ReplayStore = { claim: async (id) => !seen.has(id) && Boolean(seen.add(id)) };
    expect(await rail.verifyCallback(input(0), replay)).toMatchObject({ ok: true });
    expect(await rail.verifyCallback(input(1), replay)).toMatchObject({ ok: false, refusal: 'replayed' });
    const tampered = input(0).rawBody.replace('"success"', '"failed"');
    expect(await rail.verifyCallback({ ...input(0), rawBody: tampered })).toMatchObject({ refusal: 'forged' });
    expect(await rail.verifyCallback({ ...input(0), headers: {} })).toMatchObject({ refusal: 'forged' });
    const odd = JSON.stringify({ event: 'subscription.create', data: { id: 1, reference: 'x' } });
    const signed = {
      headers: { 'x-paystack-signature': createHmac('sha512', key).update(odd).digest('hex') },
      rawBody: odd,
      url: '/',
    };
    expect(await rail.verifyCallback(signed)).toMatchObject({ refusal: 'malformed' });

    const rotated = paystackRail({ baseUrl: sim.url, secretKeys: ['sk_test_new', key] });
    expect(await rotated.verifyCallback(input(0))).toMatchObject({ ok: true });
    expect(
      await paystackRail({ baseUrl: sim.url, secretKeys: ['sk_test_new'] }).verifyCallback(input(0)),
    ).toMatchObject({
      refusal: 'forged',
    });
  });

  it('throws RailUnavailable while Paystack answers 5xx', async () => {
    const { sim, rail } = await setup();
    sim.fault({ mode: 'error', provider: 'paystack', calls: 1 });
    await expect(rail.payoutStatus(randomUUID())).rejects.toBeInstanceOf(RailUnavailable);
    expect(await rail.payoutStatus(randomUUID())).toEqual({ state: 'not_found' });
  });
});
