import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, SignIn, success, Viewer } from '../packages/client/src/index.js';
import { readMailbox } from '../src/mail/mailbox.js';
import { mailboxDir } from '../src/mail/mailer.js';
import {
  launch,
  noChromium,
  noSeriousViolations,
  openPage,
  shot,
  signInAs,
  signUpIn,
  startConversation,
} from './helpers/browser.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { moneyUser } from './helpers/money.js';
import { fullUser } from './helpers/scenario.js';
import { startService, type TestService } from './helpers/service.js';

// The dashboard as a product (docs/dashboard.md): the rail simulator's panel, chat, accounts,
// webhooks, in Chromium. The service's simulator payer never approves by itself here
// (RAIL_SIMULATOR_APPROVE_MS at its maximum), so the panel is what approves.

let svc: TestService;
let browser: Browser;

beforeAll(async () => {
  if (noChromium) return;
  // The test's webhook receiver listens on loopback: the operator allow-list lets it in.
  svc = await startService({ RAIL_SIMULATOR_APPROVE_MS: '600000', WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32' });
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

  it('two people chat by usertag: presence, typing, a reply, an edit, an image, a delete; one on a phone', async () => {
    const [ama, kofi] = await Promise.all([fullUser(svc.url), fullUser(svc.url)]);
    const desk = await openPage(browser, svc.url, { width: 1280, height: 860 });
    const phone = await openPage(browser, svc.url, { width: 390, height: 844 });
    await signInAs(desk, ama.email, ama.password, ama.passcode);
    await signInAs(phone, kofi.email, kofi.password, kofi.passcode);

    // Kofi, on the phone, starts the conversation with Ama's usertag.
    const { message, send } = await startConversation(phone, `@${ama.usertag}`);
    await message.fill('Ete sen? Lunch at Osu? 🍲');
    await send.click();

    await desk
      .getByRole('list', { name: 'Your conversations' })
      .getByRole('button', { name: new RegExp(kofi.usertag) })
      .click();
    const thread = desk.locator('.messages');
    await thread.getByText('Ete sen? Lunch at Osu?').waitFor();
    await thread.getByText('Today').waitFor(); // the day separator
    expect(await thread.locator('time').first().textContent()).toMatch(/\d{1,2}:\d{2}/);
    await expect.poll(() => desk.getByTestId('presence').textContent(), { timeout: 10_000 }).toBe('online');

    // Typing shows live on the other side.
    await message.fill('One moment');
    await expect.poll(() => desk.getByTestId('typing').textContent(), { timeout: 5_000 }).toMatch(/is typing/);
    await send.click();
    await thread.getByText('One moment').waitFor();

    // Ama replies to the first message: Kofi sees the quote.
    await thread.locator('li', { hasText: 'Ete sen?' }).getByRole('button', { name: 'Reply' }).click();
    await desk.getByLabel('Message', { exact: true }).fill('Yes! 1pm at Papaye.');
    await desk.getByRole('button', { name: 'Send' }).click();
    const kofiThread = phone.locator('.messages');
    await kofiThread
      .locator('li', { hasText: 'Yes! 1pm at Papaye.' })
      .locator('.quote', { hasText: 'Ete sen?' })
      .waitFor();

    // Kofi edits his second message; Ama sees the new text, marked edited.
    await kofiThread.locator('li', { hasText: 'One moment' }).getByRole('button', { name: 'Edit' }).click();
    await message.fill('On my way');
    await phone.getByRole('button', { name: 'Save' }).click();
    await thread.locator('li', { hasText: 'On my way' }).getByText('edited').waitFor();

    // An image: uploaded, sent, its thumbnail on both sides.
    await phone
      .locator('input[type=file]')
      .setInputFiles(join(import.meta.dirname, '..', 'docs', 'images', 'dashboard', 'sign-in.png'));
    await phone.getByRole('list', { name: 'Attached' }).getByText('sign-in.png').waitFor();
    await message.fill('The menu');
    await send.click();
    await thread.locator('li', { hasText: 'The menu' }).getByTestId('thumbnail').waitFor({ timeout: 10_000 });
    await kofiThread.locator('li', { hasText: 'The menu' }).getByTestId('thumbnail').waitFor();
    // Shown, not a broken image; and the phone's page does not scroll sideways.
    await expect
      .poll(() => desk.getByTestId('thumbnail').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Kofi deletes his edited message for everyone.
    await kofiThread.locator('li', { hasText: 'On my way' }).getByRole('button', { name: 'Delete' }).click();
    await thread.getByText('message deleted').waitFor();
    await noSeriousViolations(desk, 'chat, desktop');
    await noSeriousViolations(phone, 'chat, phone');
    await shot(desk, 'chat-desktop');
    await shot(phone, 'chat-phone');
  }, 90_000);

  it('accounts: verify the e-mail from the developer mailbox, sign out a device and everywhere else, reset a forgotten password', async () => {
    const p = await openPage(browser, svc.url);
    const { email } = await signUpIn(p);
    const banner = p.getByRole('complementary', { name: 'E-mail not verified' });
    await banner.waitFor();
    await noSeriousViolations(p, 'the unverified banner');
    await shot(p, 'verify-banner');
    // The code is in the local mailbox, which the Developer screen shows (embedded mode).
    await p.getByRole('link', { name: 'Developer' }).click();
    const mailbox = p.getByRole('list', { name: 'Mailbox' });
    await expect
      .poll(async () => {
        await p.getByRole('button', { name: 'Check for new mail' }).click();
        return mailbox.textContent();
      })
      .toContain('Confirm your e-mail address');
    await shot(p, 'developer-mailbox');
    const code = /^ {4}(\S+)$/m.exec((await mailbox.locator('pre').first().textContent())!)![1];
    await banner.getByLabel('Verification code').fill(code);
    await banner.getByRole('button', { name: 'Verify' }).click();
    await banner.waitFor({ state: 'detached' });

    // Another device (a script with the client library) signs in: the Sessions screen signs it out.
    const login = { email, password: 'correct horse battery', passcode: '2468' };
    const other = async () => {
      const c = createClient({ url: svc.url, token: null });
      const t = success((await c.request(SignIn, { input: login })).signIn, 'SignInSuccess').session.accessToken;
      await c.close();
      return createClient({ url: svc.url, token: t });
    };
    const script = await other();
    expect((await script.request(Viewer)).viewer?.email).toBe(email);
    await p.getByRole('link', { name: 'Sessions' }).click();
    const devices = p.getByRole('table', { name: 'Signed-in devices' }).locator('tbody tr');
    await expect.poll(() => devices.count()).toBe(2);
    await noSeriousViolations(p, 'sessions');
    await shot(p, 'sessions');
    await devices
      .filter({ hasNotText: 'this device' })
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect.poll(() => devices.count()).toBe(1);
    expect((await script.request(Viewer).catch((e) => e)).code).toBe('UNAUTHENTICATED');
    const again = await other();
    await p.reload();
    await expect.poll(() => devices.count()).toBe(2);
    await p.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await p.getByText('1 other session signed out.').waitFor();
    expect((await again.request(Viewer).catch((e) => e)).code).toBe('UNAUTHENTICATED');
    await Promise.all([script.close(), again.close()]);

    // Forgot password, on a fresh page: the code from the mail, a new password, then sign in with it.
    const q = await openPage(browser, svc.url);
    await q.getByRole('button', { name: 'Forgot your password?' }).click();
    await q.getByLabel('E-mail').fill(email);
    await q.getByRole('button', { name: 'Send the code' }).click();
    await q.getByLabel('Code from the mail').waitFor();
    let reset = '';
    await expect
      .poll(async () => {
        const mail = (await readMailbox(mailboxDir(svc.config.dataDir), email)).find(
          (m) => m.subject === 'Reset your password',
        );
        reset = mail ? /^ {4}(\S+)$/m.exec(mail.text)![1] : '';
        return reset;
      })
      .not.toBe('');
    await q.getByLabel('Code from the mail').fill(reset);
    await q.getByLabel('New password').fill('a brand new passphrase');
    await noSeriousViolations(q, 'reset password');
    await shot(q, 'reset-password');
    await q.getByRole('button', { name: 'Set the new password' }).click();
    await q.getByText('Your password is changed').waitFor();
    await signInAs(q, email, 'a brand new passphrase', '2468');
  }, 90_000);

  it('webhooks under API settings: created (secret shown once), a test event delivered and verified, redelivered, rotated, disabled', async () => {
    const got: Array<{ headers: Record<string, string>; body: string }> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        got.push({ headers: req.headers as Record<string, string>, body });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      const p = await openPage(browser, svc.url);
      await signUpIn(p);
      await p.getByRole('link', { name: 'API settings' }).click();
      const form = p.getByRole('form', { name: 'New webhook endpoint' });
      await form.getByLabel('Endpoint URL').fill(url);
      await form.getByLabel('Description (optional)').fill('orders backend');
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = (await p.getByTestId('webhook-secret').textContent())!;
      expect(secret).toMatch(/^whsec_/);
      const endpoint = p
        .getByRole('list', { name: 'Webhook endpoints' })
        .getByRole('listitem')
        .filter({ hasText: url });
      await expect.poll(() => endpoint.getByTestId('endpoint-state').textContent()).toBe('Enabled');

      await endpoint.getByRole('button', { name: 'Send test event' }).click();
      await expect.poll(() => got.length, { timeout: 15_000 }).toBe(1);
      // Verified as a receiver would, with the secret the page showed.
      const event = new Webhook(secret).verify(got[0].body, got[0].headers) as { type: string };
      expect(event.type).toMatch(/test/i);
      const deliveries = p.getByRole('table', { name: `Deliveries to ${url}` });
      await expect
        .poll(() => deliveries.getByTestId('delivery-status').first().textContent(), { timeout: 10_000 })
        .toBe('DELIVERED');
      await deliveries.getByRole('row').nth(1).getByText('200 (').waitFor();

      await deliveries
        .getByRole('button', { name: /^Redeliver/ })
        .first()
        .click();
      await expect.poll(() => got.length, { timeout: 15_000 }).toBe(2);
      expect(got[1].headers['webhook-id']).toBe(got[0].headers['webhook-id']);
      await noSeriousViolations(p, 'webhooks');
      await shot(p, 'webhooks');

      await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
      await expect.poll(() => p.getByTestId('webhook-secret').textContent()).not.toBe(secret);
      await endpoint.getByRole('button', { name: 'Disable' }).click();
      await expect.poll(() => endpoint.getByTestId('endpoint-state').textContent()).toBe('Disabled');
      expect(await endpoint.getByRole('button', { name: 'Send test event' }).isDisabled()).toBe(true);
    } finally {
      receiver.close();
    }
  }, 90_000);
});
