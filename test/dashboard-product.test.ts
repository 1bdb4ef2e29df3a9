import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, noChromium, noSeriousViolations, openPage, shot, signInAs } from './helpers/browser.js';
import { moneyUser } from './helpers/money.js';
import { startService, type TestService } from './helpers/service.js';

// The dashboard as a product (docs/dashboard.md): the rail simulator's panel, chat, accounts,
// webhooks, in Chromium. The service's simulator payer never approves by itself here
// (RAIL_SIMULATOR_APPROVE_MS at its maximum), so the panel is what approves.

let svc: TestService;
let browser: Browser;

beforeAll(async () => {
  if (noChromium) return;
  svc = await startService({ RAIL_SIMULATOR_APPROVE_MS: '600000' });
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

describe.skipIf(noChromium)('the dashboard as a product, in Chromium', () => {
  it('a deposit waits for approval on the phone; the simulator panel approves it; the balance updates live', async () => {
    const user = await moneyUser(svc.url);
    const p = await openPage(browser, svc.url);
    const { email, password, passcode } = user.login!;
    await signInAs(p, email, password, passcode);
    await p.getByRole('link', { name: 'Wallet' }).click();
    const panel = p.getByRole('complementary', { name: 'Simulator (embedded mode only)' });
    await panel.getByText('No deposit waits for approval.').waitFor();
    await p.getByLabel('Amount').fill('640.25');
    await p.getByRole('button', { name: 'Deposit' }).click();

    await p.getByTestId('waiting').filter({ hasText: 'waiting for approval on your phone' }).waitFor();
    expect(await p.getByTestId('status').first().textContent()).toBe('AWAITING_DEPOSIT');
    const approve = panel.getByRole('button', { name: /^Approve .*640\.25/ });
    await approve.waitFor({ timeout: 10_000 });
    await noSeriousViolations(p, 'wallet, deposit waiting');
    await shot(p, 'wallet-waiting');
    // Still waiting a moment later: nobody but the panel approves.
    await new Promise((r) => setTimeout(r, 500));
    expect(await p.getByTestId('status').first().textContent()).toBe('AWAITING_DEPOSIT');

    await approve.click();
    await expect.poll(() => p.getByTestId('status').first().textContent(), { timeout: 15_000 }).toBe('CONFIRMED');
    await expect
      .poll(() => p.getByRole('list', { name: 'Balances' }).textContent(), { timeout: 5_000 })
      .toContain('640.25');
    expect(await p.getByTestId('waiting').count()).toBe(0);
    await panel.getByText('No deposit waits for approval.').waitFor();
    await shot(p, 'wallet-approved');
  });
});
