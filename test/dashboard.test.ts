import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, SendPayment, success, Viewer } from '../packages/client/src/index.js';
import {
  launch,
  noChromium as missing,
  noSeriousViolations,
  openPage,
  SHOTS,
  signInAs,
  signUpIn as signUp,
  startConversation,
} from './helpers/browser.js';
import { fullUser, payee } from './helpers/scenario.js';
import { call, startService, type TestService } from './helpers/service.js';

// The web dashboard at /app/ (packages/dashboard) in a real browser: Debian's Chromium driven by
// playwright-core. Two people chat live, a deposit's status changes without a reload, an API
// token made in the dashboard works with the client library until it is revoked there, and axe
// finds no serious accessibility violation. Screenshots go to test/artifacts/dashboard/. The
// browser helpers are shared with test/dashboard-product.test.ts (test/helpers/browser.ts).

let svc: TestService;
let browser: Browser;

beforeAll(async () => {
  if (missing) return;
  svc = await startService();
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

const page = (): Promise<Page> => openPage(browser, svc.url);
/** Signs up through the form; answers the user id the page shows. */
const signUpIn = async (p: Page) => (await signUp(p)).userId;

describe.skipIf(missing)('the dashboard in Chromium', () => {
  it('two people chat live: unread badge, the message, the read receipt, the reply, without a reload', async () => {
    const ama = await page();
    const kofi = await page();
    await noSeriousViolations(ama, 'sign-in page');
    await ama.screenshot({ path: join(SHOTS, 'sign-in.png') });
    const amaId = await signUpIn(ama);
    await signUpIn(kofi);

    const { message, send } = await startConversation(kofi, amaId);
    await message.fill('Ete sen? Lunch at Osu?');
    await send.click();

    // Ama sees the conversation appear with one unread message, live.
    await ama.getByTestId('unread').filter({ hasText: '1' }).waitFor();
    await ama.screenshot({ path: join(SHOTS, 'chat-unread.png') });
    await ama.getByRole('list', { name: 'Your conversations' }).getByRole('button').first().click();
    await ama.locator('.messages').getByText('Ete sen? Lunch at Osu?').waitFor();
    // Kofi's copy turns "Read" once Ama has opened it.
    await kofi.locator('.messages .mine .receipt').filter({ hasText: 'Read' }).waitFor();

    // Ama likes it; Kofi sees the reaction arrive.
    await ama.locator('.messages .theirs').getByRole('button', { name: 'Like 0' }).click();
    await kofi.locator('.messages .mine').getByRole('button', { name: 'Like 1' }).waitFor();

    await expect.poll(() => ama.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    await ama.getByLabel('Message', { exact: true }).fill('Yes! 1pm at Papaye.');
    await ama.getByRole('button', { name: 'Send' }).click();
    await kofi.locator('.messages').getByText('Yes! 1pm at Papaye.').waitFor();
    await noSeriousViolations(kofi, 'conversations');
    await kofi.screenshot({ path: join(SHOTS, 'chat.png') });
  });

  it('a deposit shows its status changing to CONFIRMED without a reload', async () => {
    const user = await fullUser(svc.url);
    // The primary wallet (the one whose balances the page shows), made by adding a token.
    const wallet = await call(svc.url, 'POST', '/v1/network/wallet/createNew', {
      ...user.creds,
      tkn_list: ['NGN'],
      entropy: `e${Date.now()}`,
    });
    expect(wallet.status).toBe(201);
    const p = await page();
    await signInAs(p, user.email, user.password, user.passcode);
    await p.getByRole('link', { name: 'Wallet' }).click();
    await p.getByLabel('Amount').fill('1,250.50');
    // Every status the page shows, in order, and a marker that a reload would lose.
    await p.evaluate(() => {
      const w = window as unknown as { seen: string[]; notReloaded: boolean };
      w.seen = [];
      w.notReloaded = true;
      new MutationObserver(() => {
        const first = document.querySelector('[data-testid="status"]')?.textContent;
        if (first && w.seen.at(-1) !== first) w.seen.push(first);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await p.getByRole('button', { name: 'Deposit' }).click();
    await expect.poll(() => p.getByTestId('status').first().textContent(), { timeout: 15_000 }).toBe('CONFIRMED');
    const { seen, notReloaded } = await p.evaluate(() => {
      const w = window as unknown as { seen: string[]; notReloaded: boolean };
      return { seen: w.seen, notReloaded: w.notReloaded };
    });
    expect(notReloaded).toBe(true);
    expect(seen.at(-1)).toBe('CONFIRMED');
    // The embedded simulator's payer approves after a moment: AWAITING_DEPOSIT, then collected
    // (PENDING), SUBMITTED, CONFIRMED.
    expect(seen.slice(0, -1).every((s) => ['AWAITING_DEPOSIT', 'PENDING', 'SUBMITTED'].includes(s))).toBe(true);
    expect(seen.length).toBeGreaterThan(1); // it was seen before it was final
    await expect
      .poll(() => p.getByRole('list', { name: 'Balances' }).textContent(), { timeout: 5_000 })
      .toContain('1,250.50');
    await noSeriousViolations(p, 'wallet');
    await p.screenshot({ path: join(SHOTS, 'wallet.png') });
  });

  it('an API token made in the dashboard works with the client library, and stops working once revoked there', async () => {
    const p = await page();
    const userId = await signUpIn(p);
    await p.getByRole('link', { name: 'API settings' }).click();
    await p.getByLabel('Name').fill('reporting script');
    await p.getByRole('button', { name: 'Create token' }).click();
    const token = (await p.getByTestId('new-token').textContent())!;
    expect(token).toMatch(/^fpat_/);
    await p.getByRole('cell', { name: 'reporting script', exact: true }).waitFor();
    await noSeriousViolations(p, 'API settings');
    await p.screenshot({ path: join(SHOTS, 'api-settings.png') });

    const script = createClient({ url: svc.url, token });
    expect((await script.request(Viewer)).viewer?.id).toBe(userId);
    await p.getByRole('button', { name: 'Revoke reporting script' }).click();
    await p.getByRole('cell', { name: 'reporting script', exact: true }).waitFor({ state: 'detached' });
    const refused = await script.request(Viewer).catch((e) => e);
    expect(refused.code).toBe('UNAUTHENTICATED');
  });

  it('a new user fills in the profile, generates an alias, links mobile money and routes a channel to it under the alias', async () => {
    const p = await page();
    await signUpIn(p);
    await p.getByRole('link', { name: 'Profile' }).click();
    const usertag = `ama_${Date.now().toString(36)}`;
    for (const [label, value] of [
      ['First name', 'Ama'],
      ['Last name', 'Mensah'],
      ['Date of birth', '1990-04-01'],
      ['Phone number', '+233241234567'],
      ['Address line 1', '12 Oxford Street'],
      ['Address line 2', 'Osu'],
      ['Postcode', 'GA-123'],
      ['Usertag', usertag],
    ]) {
      await p.getByLabel(label, { exact: true }).fill(value);
    }
    await p.getByLabel('Default currency').selectOption('GHS');
    await p.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => p.getByTestId('usertag').textContent()).toBe(usertag);
    // A change: only the phone number.
    const edit = p.getByRole('form', { name: 'Change your profile' });
    await edit.getByLabel('Phone number').fill('+233201112222');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await p.locator('dl.profile').getByText('+233201112222').waitFor();
    await p.getByRole('button', { name: 'Generate an alias' }).click();
    const alias = (await p.getByRole('list', { name: 'Aliases' }).locator('code').first().textContent())!;
    expect(alias).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
    await noSeriousViolations(p, 'profile');
    await p.screenshot({ path: join(SHOTS, 'profile.png') });

    await p.getByRole('link', { name: 'Accounts and channels' }).click();
    const momo = p.getByRole('form', { name: 'Link a mobile-money account' });
    await momo.getByLabel('Provider').fill('MTN MoMo');
    await momo.getByLabel('Phone number').fill('+233241234567');
    await momo.getByLabel('Currency').selectOption('GHS');
    await momo.getByRole('button', { name: 'Link mobile money' }).click();
    await p.getByRole('list', { name: 'Linked accounts' }).getByText('Mobile money: MTN MoMo +233241234567').waitFor();
    const channel = p.getByRole('form', { name: 'New channel' });
    await channel.getByLabel('Route name').fill('momo');
    await channel.getByLabel('Under alias').selectOption({ label: alias });
    await channel.getByRole('button', { name: 'Create channel' }).click();
    await p.getByRole('list', { name: 'Channels' }).getByText(`(alias ${alias})`).waitFor();
    await noSeriousViolations(p, 'accounts and channels');
    await p.screenshot({ path: join(SHOTS, 'accounts.png') });
  });

  it('pays another user by usertag with the passcode: both see it CONFIRMED, the recipient live; then withdraws', async () => {
    const [payer, payee] = await Promise.all([fullUser(svc.url, { mint: 50 }), fullUser(svc.url)]);
    const theirs = await page();
    await signInAs(theirs, payee.email, payee.password, payee.passcode);
    await theirs.getByRole('link', { name: 'Payments' }).click();
    await theirs.getByRole('table', { name: 'Payments sent and received' }).waitFor();

    const mine = await page();
    await signInAs(mine, payer.email, payer.password, payer.passcode);
    await mine.getByRole('link', { name: 'Payments' }).click();
    await mine.getByLabel('Recipient usertag').fill(payee.usertag);
    await mine.getByLabel('Amount').fill('12.50');
    await mine.getByLabel('From wallet').selectOption({ label: payer.address });
    await mine.getByLabel('Note (optional)').fill('for the kelewele');
    await mine.getByLabel('Passcode').fill(payer.passcode);
    await mine.getByRole('button', { name: 'Pay' }).click();
    await expect
      .poll(() => mine.getByTestId('payment-status').first().textContent(), { timeout: 15_000 })
      .toBe('CONFIRMED');
    // The recipient's open page shows it arrive, without a reload.
    const received = theirs.getByRole('row').filter({ hasText: 'Received' });
    await expect
      .poll(() => received.getByTestId('payment-status').first().textContent(), { timeout: 15_000 })
      .toBe('CONFIRMED');
    expect(await received.first().textContent()).toContain('12.50');
    await noSeriousViolations(mine, 'payments');
    await mine.screenshot({ path: join(SHOTS, 'payments.png') });

    await mine.getByRole('link', { name: 'Wallet' }).click();
    await mine.getByLabel('Amount').fill('5');
    await mine.getByRole('button', { name: 'Withdraw' }).click();
    const withdrawal = mine.getByRole('row').filter({ hasText: 'Withdrawal' });
    await expect
      .poll(() => withdrawal.getByTestId('status').first().textContent(), { timeout: 15_000 })
      .toBe('CONFIRMED');
  });

  it('a new user signs up, creates the wallet, links mobile money, deposits, is paid by another user and sees the balance', async () => {
    const p = await page();
    await signUpIn(p);
    // A usertag, so that others can pay them.
    await p.getByRole('link', { name: 'Profile' }).click();
    const usertag = `new_${Date.now().toString(36)}`;
    for (const [label, value] of [
      ['First name', 'Efua'],
      ['Last name', 'Owusu'],
      ['Date of birth', '1994-09-12'],
      ['Phone number', '+2348031234567'],
      ['Address line 1', '3 Allen Avenue'],
      ['Postcode', '100271'],
      ['Usertag', usertag],
    ]) {
      await p.getByLabel(label, { exact: true }).fill(value);
    }
    await p.getByLabel('Default currency').selectOption('NGN');
    await p.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => p.getByTestId('usertag').textContent()).toBe(usertag);

    // No wallet yet: one button makes it, and its balances show at once.
    await p.getByRole('link', { name: 'Wallet' }).click();
    const create = p.getByRole('button', { name: 'Create wallet' });
    await create.waitFor();
    await noSeriousViolations(p, 'wallet, none yet');
    await p.screenshot({ path: join(SHOTS, 'wallet-none.png') });
    await create.click();
    const balances = p.getByRole('list', { name: 'Balances' });
    await balances.waitFor();
    expect(await balances.getByRole('listitem').allTextContents()).toHaveLength(4);
    expect(await balances.textContent()).toContain('0.00');
    expect(await p.getByTestId('wallet-address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect.poll(() => create.count()).toBe(0);
    await p.screenshot({ path: join(SHOTS, 'wallet-created.png') });

    // The page says what is missing for a deposit, with the way there.
    await p.getByRole('main').getByRole('link', { name: 'Accounts and channels' }).click();
    const momo = p.getByRole('form', { name: 'Link a mobile-money account' });
    await momo.getByLabel('Provider').fill('OPay');
    await momo.getByLabel('Phone number').fill('+2348031234567');
    await momo.getByLabel('Currency').selectOption('NGN');
    await momo.getByRole('button', { name: 'Link mobile money' }).click();
    await p.getByRole('list', { name: 'Linked accounts' }).getByText('Mobile money: OPay +2348031234567').waitFor();

    await p.getByRole('link', { name: 'Wallet' }).click();
    await p.getByLabel('Amount').fill('1,000');
    await p.getByRole('button', { name: 'Deposit' }).click();
    await expect.poll(() => p.getByTestId('status').first().textContent(), { timeout: 15_000 }).toBe('CONFIRMED');
    await expect.poll(() => balances.textContent(), { timeout: 5_000 }).toContain('1,000.00');

    // Another user pays them by usertag; the open page shows the new balance without a reload.
    const payer = await fullUser(svc.url, { mint: 50 });
    const theirs = createClient({ url: svc.url, token: payer.access_token });
    const sent = await theirs.request(
      SendPayment,
      {
        input: {
          recipient: { usertag },
          amount: '12.50',
          currency: 'NGN',
          fromWallet: payer.ids.crypto,
          passcode: payer.passcode,
          note: 'welcome',
        },
      },
      { idempotencyKey: randomUUID() },
    );
    success(sent.sendPayment, 'SendPaymentSuccess');
    await expect.poll(() => balances.textContent(), { timeout: 15_000 }).toContain('1,012.50');
    // The table lists deposits and withdrawals only: the page says where the 12.50 came from.
    await p.getByRole('main').getByRole('link', { name: 'Payments' }).click();
    await expect.poll(() => p.url()).toMatch(/#payments$/);
    await p.getByRole('link', { name: 'Wallet' }).click();
    await expect.poll(() => balances.textContent(), { timeout: 5_000 }).toContain('1,012.50');
    await noSeriousViolations(p, 'wallet, paid');
    await p.screenshot({ path: join(SHOTS, 'wallet-paid.png'), fullPage: true });
    await theirs.close();
  });

  it('someone paid before they ever created a wallet sees the money in Balances', async () => {
    const payer = await fullUser(svc.url, { mint: 300 });
    const paid = await payee(svc.url, 'NGN');
    const theirs = createClient({ url: svc.url, token: payer.access_token });
    const sent = await theirs.request(
      SendPayment,
      {
        input: {
          recipient: { usertag: paid.usertag },
          amount: '293.25',
          currency: 'NGN',
          fromWallet: payer.ids.crypto,
          passcode: payer.passcode,
        },
      },
      { idempotencyKey: randomUUID() },
    );
    expect(success(sent.sendPayment, 'SendPaymentSuccess').payment.status).toBe('CONFIRMED');
    await theirs.close();

    const p = await page();
    await signInAs(p, paid.email, paid.password, paid.passcode);
    await p.getByRole('link', { name: 'Wallet' }).click();
    const balances = p.getByRole('list', { name: 'Balances' });
    await expect.poll(() => balances.getByRole('listitem').count(), { timeout: 5_000 }).toBe(4);
    expect(await balances.getByRole('listitem').first().textContent()).toContain('293.25');
    expect(await p.getByRole('button', { name: 'Create wallet' }).count()).toBe(0);
    await p.screenshot({ path: join(SHOTS, 'wallet-first-payment.png') });
  });

  it('serves the page for any path under /app/ and keeps the 404 envelope elsewhere', async () => {
    const deep = await fetch(`${svc.url}/app/some/screen`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await deep.text()).toContain('<div id="app">');
    const missingAsset = await fetch(`${svc.url}/app/assets/nope.js`);
    expect(missingAsset.status).toBe(404);
    const elsewhere = await fetch(`${svc.url}/nope`);
    expect((await elsewhere.json()).message.error).toBe('NOT_FOUND');
  });
});
