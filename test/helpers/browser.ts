import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

// The browser side of the dashboard tests (test/dashboard-*.test.ts): Debian's Chromium driven
// by playwright-core, screenshots under test/artifacts/dashboard/.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'dashboard');
/** CI installs Chromium (.ci/run); elsewhere a browser file is skipped, saying why. */
export const noChromium = !existsSync(CHROMIUM) && !process.env.CI;
if (noChromium) console.warn(`dashboard tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`);

export async function launch(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  // Root in CI: Chromium's sandbox needs user namespaces it does not get there.
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
}

/** A new context (its own sessionStorage: its own person) on the dashboard. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1200, height: 800 },
  path = '/app/',
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(20_000);
  const p = await context.newPage();
  await p.goto(`${url}${path}`);
  return p;
}

let counter = 0;
/** Signs up through the form; answers the e-mail used and the user id the page shows. */
export async function signUpIn(p: Page, password = 'correct horse battery') {
  const email = `browser${Date.now()}${counter++}@example.com`;
  await p.getByRole('button', { name: 'No account yet? Sign up' }).click();
  await p.getByLabel('E-mail').fill(email);
  await p.getByLabel('Password').fill(password);
  await p.getByLabel('Passcode (4 to 8 digits)').fill('2468');
  await p.getByRole('button', { name: 'Sign up' }).click();
  return { email, userId: (await p.getByTestId('user-id').textContent())! };
}

export async function signInAs(p: Page, email: string, password: string, passcode: string) {
  await p.getByLabel('E-mail').fill(email);
  await p.getByLabel('Password').fill(password);
  await p.getByLabel('Passcode (4 to 8 digits)').fill(passcode);
  await p.getByRole('button', { name: 'Sign in' }).click();
  await p.getByTestId('user-id').waitFor();
}

export async function noSeriousViolations(p: Page, name: string) {
  const { violations } = await new AxeBuilder({ page: p }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
}

export const shot = (p: Page, name: string) => p.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

/**
 * Starts (or opens) a conversation from the dashboard's form with `usertag` (or a user id) and
 * waits until its thread is live (Send enabled); answers the message box and the Send button.
 */
export async function startConversation(p: Page, with_: string) {
  await p.getByLabel('Start a conversation with (usertag)').fill(with_);
  await p.getByRole('button', { name: 'Start', exact: true }).click();
  const send = p.getByRole('button', { name: 'Send' });
  await expect.poll(() => send.isEnabled()).toBe(true);
  return { message: p.getByLabel('Message', { exact: true }), send };
}
