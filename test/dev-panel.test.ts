import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINT, money, moneyUser } from './helpers/money.js';
import { fullUser } from './helpers/scenario.js';
import { startService, type TestService } from './helpers/service.js';

// The dashboard's developer panel (src/http/dev-panel.ts): the embedded rail simulator's payer,
// over HTTP, for the signed-in user's own deposits only; a 404 outside embedded mode.

const embedded = !process.env.TEST_DATABASE_URL;

describe('the developer panel: the simulator payer', () => {
  let svc: TestService;
  beforeAll(async () => {
    // The simulator on, its payer never approving by itself: only the panel does.
    svc = await startService({ RAIL_SIMULATOR: 'true', RAIL_SIMULATOR_APPROVE_MS: '600000', MONEY_WAIT_SECONDS: '1' });
  }, 60_000);
  afterAll(() => svc?.close());

  const get = (token?: string) =>
    fetch(`${svc.url}/dev/simulator`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const post = (action: string, token: string, transactionId: string) =>
    fetch(`${svc.url}/dev/simulator/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transactionId }),
    });

  it.runIf(!embedded)('answers 404 with a database server, though the simulator runs', async () => {
    const user = await fullUser(svc.url);
    const answer = await get(user.access_token);
    expect(answer.status).toBe(404);
    expect((await answer.json()).message.error).toBe('NOT_FOUND');
    expect((await post('approve', user.access_token, crypto.randomUUID())).status).toBe(404);
    const mailbox = await fetch(`${svc.url}/dev/mailbox`, {
      headers: { authorization: `Bearer ${user.access_token}` },
    });
    expect(mailbox.status).toBe(404);
  });

  it.runIf(embedded)(
    "lists the viewer's waiting deposit and approves it; nobody else's; 401 without a token",
    async () => {
      expect((await get()).status).toBe(401);
      const [owner, stranger] = await Promise.all([moneyUser(svc.url), moneyUser(svc.url)]);
      // A deposit whose payer does not approve: REST answers the record once MONEY_WAIT_SECONDS pass.
      const mint = await money(svc.url, MINT, owner, 75.1, crypto.randomUUID());
      expect(mint.status).toBe(201);
      expect(mint.body.message.data[0].status).toBe('awaiting_deposit');
      let pending: Array<{ transactionId: string; amountMinor: string; currency: string }> = [];
      await expect
        .poll(
          async () => {
            pending = (await (await get(owner.access_token)).json()).pending;
            return pending.length;
          },
          { timeout: 10_000 },
        )
        .toBe(1);
      expect(pending[0]).toMatchObject({ amountMinor: '7510', currency: 'NGN' });
      expect((await (await get(stranger.access_token)).json()).pending).toEqual([]);
      // Someone else's deposit is an unknown one.
      expect((await post('approve', stranger.access_token, pending[0].transactionId)).status).toBe(404);
      const approved = await post('approve', owner.access_token, pending[0].transactionId);
      expect(approved.status).toBe(200);
      expect((await approved.json()).state).toBe('successful');
      // A second answer is a conflict: it is no longer pending.
      expect((await post('decline', owner.access_token, pending[0].transactionId)).status).toBe(409);
      // The service hears it from the provider and mints: the deposit ends CONFIRMED.
      await expect
        .poll(
          async () =>
            (await svc.infra.prisma.stablecoinTransaction.findFirst({ where: { uuid: pending[0].transactionId } }))
              ?.status,
          { timeout: 20_000 },
        )
        .toBe('CONFIRMED');
      expect((await (await get(owner.access_token)).json()).pending).toEqual([]);
    },
    60_000,
  );
});

describe.runIf(embedded)('the developer panel without the simulator', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService({ RAIL_SIMULATOR: 'false' });
  }, 60_000);
  afterAll(() => svc?.close());

  it('answers 404 (the envelope), even with a token', async () => {
    const user = await fullUser(svc.url);
    const answer = await fetch(`${svc.url}/dev/simulator`, {
      headers: { authorization: `Bearer ${user.access_token}` },
    });
    expect(answer.status).toBe(404);
    expect((await answer.json()).message.error).toBe('NOT_FOUND');
  });
});
