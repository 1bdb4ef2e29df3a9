import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock, startSimulator } from '../../packages/rail-simulator/src/index.js';
import { receiver } from '../../packages/rail-simulator/test/helpers.js';
import { type MomoRailConfig, momoRail } from '../../src/money/rails/momo.js';
import { RailUnavailable, RailUnknownOutcome, type ReplayStore } from '../../src/money/rails/types.js';

// The MoMo adapter against the simulator over HTTP, on one manual clock.

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

function memoryReplay(): ReplayStore {
  const seen = new Set<string>();
  return { claim: async (id) => !seen.has(id) && Boolean(seen.add(id)) };
}

async function setup(overrides: Partial<MomoRailConfig> = {}) {
  const clock = new ManualClock();
  const sim = await startSimulator({ clock, autoApproveMs: 2_000 });
  const cb = await receiver();
  cleanup.push(sim.close, cb.close);
  const calls: string[] = [];
  const config: MomoRailConfig = {
    baseUrl: sim.url,
    ...sim.credentials.momo,
    callback: { url: `${cb.url}/rails/momo/callback`, secrets: ['secret-2026'] },
    clock,
    fetch: (input, init) => {
      calls.push(`${init?.method} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    },
    ...overrides,
  };
  return { sim, clock, cb, calls, config, rail: momoRail(config) };
}

const ghs = (reference = randomUUID(), msisdn = '233241234567') => ({
  reference,
  amountMinor: 150_050n,
  currency: 'GHS',
  payer: { kind: 'msisdn' as const, msisdn: `+${msisdn}` },
  payee: { kind: 'msisdn' as const, msisdn },
});

describe('MoMo rail', () => {
  it('requests a collection, sees it pending then successful with the exact amount, and caches its token', async () => {
    const { sim, rail, calls } = await setup();
    const req = ghs();
    expect(await rail.requestCollection(req)).toEqual({ outcome: 'accepted', duplicate: false });
    expect(await rail.requestCollection(req)).toEqual({ outcome: 'accepted', duplicate: true });
    expect(await rail.collectionStatus(req.reference)).toEqual({ state: 'pending' });
    await sim.advance(2_000);
    expect(await rail.collectionStatus(req.reference)).toEqual({
      state: 'successful',
      providerId: expect.stringMatching(/^\d+$/),
      amountMinor: 150_050n,
      currency: 'GHS',
    });
    expect(sim.transaction(req.reference)?.request.externalId).toBe(req.reference);
    expect(calls.filter((c) => c.endsWith('/token/'))).toEqual(['POST /collection/token/']);
    // After the token's hour, a new one is fetched.
    await sim.advance(3600_000);
    await rail.collectionStatus(req.reference);
    expect(calls.filter((c) => c.endsWith('/token/'))).toHaveLength(2);
  });

  it('reads declined, expired, unknown and refused requests', async () => {
    const { sim, rail } = await setup();
    const declined = ghs(randomUUID(), '233249999901');
    const expiring = ghs(randomUUID(), '233249999903');
    await rail.requestCollection(declined);
    await rail.requestCollection(expiring);
    await sim.advance(5 * 60_000);
    expect(await rail.collectionStatus(declined.reference)).toEqual({ state: 'failed', reason: 'APPROVAL_REJECTED' });
    expect(await rail.collectionStatus(expiring.reference)).toEqual({ state: 'expired' });
    expect(await rail.collectionStatus(randomUUID())).toEqual({ state: 'not_found' });
    expect(await rail.requestCollection({ ...ghs(), payer: { kind: 'msisdn', msisdn: 'not-a-number' } })).toEqual({
      outcome: 'refused',
      reason: 'BAD_REQUEST',
    });
  });

  it('pays out, and reads a failed payout', async () => {
    const { sim, rail } = await setup();
    const paid = ghs();
    const broke = ghs(randomUUID(), '233249999909');
    expect(await rail.requestPayout(paid)).toEqual({ outcome: 'accepted', duplicate: false });
    await rail.requestPayout(broke);
    await sim.advance(2_000);
    expect(await rail.payoutStatus(paid.reference)).toMatchObject({ state: 'successful', amountMinor: 150_050n });
    expect(await rail.payoutStatus(broke.reference)).toEqual({ state: 'failed', reason: 'NOT_ENOUGH_FUNDS' });
  });

  it('throws RailUnavailable on a 5xx and RailUnknownOutcome on a lost or held answer; status resolves them', async () => {
    const { sim, rail, config } = await setup();
    await rail.collectionStatus(randomUUID()); // the token first: token calls are never faulted anyway
    sim.fault({ mode: 'error', provider: 'momo' });
    const a = ghs();
    await expect(rail.requestCollection(a)).rejects.toBeInstanceOf(RailUnavailable);
    expect(await rail.collectionStatus(a.reference)).toEqual({ state: 'not_found' });

    sim.fault({ mode: 'lose', provider: 'momo', close: true });
    const b = ghs();
    const lost = await rail.requestCollection(b).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(RailUnknownOutcome);
    expect(await rail.collectionStatus(b.reference)).toEqual({ state: 'pending' });
    // Resolved by the same reference: the provider already has it.
    expect(await rail.requestCollection(b)).toEqual({ outcome: 'accepted', duplicate: true });

    sim.fault({ mode: 'hold', provider: 'momo', method: 'POST' });
    const impatient = momoRail({ ...config, timeoutMs: 300 });
    const c = ghs();
    await expect(impatient.requestCollection(c)).rejects.toBeInstanceOf(RailUnknownOutcome);
    expect(await rail.collectionStatus(c.reference)).toEqual({ state: 'pending' });
  });
});

describe('MoMo callbacks', () => {
  it('verifies the per-reference URL token, refuses forged, replayed, stale and malformed callbacks', async () => {
    const { sim, rail, cb, config } = await setup();
    const req = ghs(randomUUID(), '233249999905'); // the callback comes twice
    await rail.requestCollection(req);
    await sim.advance(2_000);
    expect(cb.received).toHaveLength(2);
    const replay = memoryReplay();
    const input = (i: number) => ({
      headers: cb.received[i].headers,
      rawBody: cb.received[i].body,
      url: cb.received[i].url,
    });
    expect(await rail.verifyCallback(input(0), replay)).toEqual({
      ok: true,
      hint: {
        provider: 'momo',
        kind: 'collection',
        reference: req.reference,
        eventId: `momo:c:${req.reference}:successful`,
        state: 'successful',
      },
    });
    expect(await rail.verifyCallback(input(1), replay)).toMatchObject({ ok: false, refusal: 'replayed' });

    const url = new URL(cb.received[0].url, 'http://x');
    const other = new URL(url);
    other.searchParams.set('ref', randomUUID());
    expect(await rail.verifyCallback({ ...input(0), url: other.pathname + other.search })).toMatchObject({
      ok: false,
      refusal: 'forged',
    });
    expect(await rail.verifyCallback({ ...input(0), url: '/rails/momo/callback' })).toMatchObject({
      refusal: 'forged',
    });
    expect(await rail.verifyCallback({ ...input(0), rawBody: '{"status":' })).toMatchObject({ refusal: 'malformed' });

    // Rotation with overlap: a new first secret, the old one still accepted.
    const rotated = momoRail({ ...config, callback: { ...config.callback!, secrets: ['secret-2027', 'secret-2026'] } });
    expect(await rotated.verifyCallback(input(0))).toMatchObject({ ok: true });
    const retired = momoRail({ ...config, callback: { ...config.callback!, secrets: ['secret-2027'] } });
    expect(await retired.verifyCallback(input(0))).toMatchObject({ refusal: 'forged' });

    await sim.advance(49 * 3600_000);
    expect(await rail.verifyCallback(input(0))).toMatchObject({ ok: false, refusal: 'stale' });
  });

  it('reads the day’s statement with exact amounts', async () => {
    const { sim, rail } = await setup();
    const c = ghs();
    const p = ghs();
    await rail.requestCollection(c);
    await rail.requestPayout(p);
    await sim.advance(2_000);
    const entries = await rail.statement('2026-11-28');
    expect(entries.map((e) => [e.type, e.reference, e.amountMinor, e.currency, e.state])).toEqual([
      ['collection', c.reference, 150_050n, 'GHS', 'successful'],
      ['payout', p.reference, 150_050n, 'GHS', 'successful'],
    ]);
  });
});
