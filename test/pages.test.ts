import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startService, type TestService } from './helpers/service.js';

// The service's HTML pages in a real browser (Debian's Chromium via playwright-core, as in
// test/dashboard.test.ts) under their security headers (src/http/security-headers.ts): a strict
// Content-Security-Policy (no inline script), frame-ancestors 'none', nosniff and
// Referrer-Policy: no-referrer. Each page still works with no violation of the policy and no
// error on the console: GraphiQL runs the starter's SignIn for the account the README's
// "Try it" left behind, Swagger UI renders the REST reference, the dashboard signs in.
// Screenshots go to test/artifacts/dashboard/.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = join(import.meta.dirname, 'artifacts', 'dashboard');
const missing = !existsSync(CHROMIUM) && !process.env.CI;
if (missing) console.warn(`page tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`);

let svc: TestService;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (missing) return;
  mkdirSync(SHOTS, { recursive: true });
  svc = await startService();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

interface Opened {
  page: Page;
  response: Response;
  /** Console errors and CSP violations (as the page's securitypolicyviolation events report them). */
  problems: () => Promise<string[]>;
}

async function open(path: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser's own guess at /favicon.ico for a page that names no icon is not the page's.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(`console: ${message.text()} at ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} for ${response.url()}`);
  });
  // Injected by the browser itself (not subject to the page's policy), before any page script.
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  const response = (await page.goto(`${svc.url}${path}`))!;
  return {
    page,
    response,
    problems: async () => [
      ...errors,
      ...(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)),
    ],
  };
}

function expectSecurityHeaders(response: Response, styles: 'strict' | 'inline styles') {
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/^text\/html/);
  const csp = headers['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(styles === 'strict' ? "style-src 'self';" : "style-src 'self' 'unsafe-inline';");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe.skipIf(missing)('the HTML pages under their security headers, in Chromium', () => {
  it("GraphiQL loads and its starter's SignIn works for the README's Try-it account", async () => {
    // The README's "Try it": sign up with passcode 2468, change it to 1357, sign out.
    const creds = { email: 'ada@example.com', password: 'correct horse' };
    const signUp = await call(svc.url, 'POST', '/account/auth/sign-up', { ...creds, passcode: '2468' });
    expect(signUp.status).toBe(200);
    const { access_token, user_id } = signUp.body.message;
    const changed = await call(svc.url, 'PUT', '/account/auth/passcode/update', {
      access_token,
      user_id,
      current_passcode: '2468',
      updated_passcode: '1357',
    });
    expect(changed.status).toBe(200);
    const out = await call(svc.url, 'POST', '/account/auth/sign-out', {}, { authorization: `Bearer ${access_token}` });
    expect(out.status).toBe(200);

    const { page, response, problems } = await open('/graphql');
    expectSecurityHeaders(response, 'inline styles');
    // The starter document is in the editor.
    await page.getByText('mutation SignIn').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /Execute query/ }).click();
    // Several operations: GraphiQL asks which one.
    await page.getByRole('menuitem', { name: 'SignIn' }).click();
    const result = page.locator('.graphiql-response');
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain('VERIFIED');
    expect(await result.textContent()).toMatch(/"accessToken":\s*"fas_/);
    await page.screenshot({ path: join(SHOTS, 'graphiql.png') });
    expect(await problems()).toEqual([]);
  });

  it('Swagger UI renders the REST reference', async () => {
    const { page, response, problems } = await open('/api-reference');
    expectSecurityHeaders(response, 'inline styles');
    await page.getByText('/account/auth/sign-up').first().waitFor({ timeout: 20_000 });
    await page.getByText('/payments/history/view').first().click();
    await page.getByRole('button', { name: 'Try it out' }).first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'api-reference.png') });
    expect(await problems()).toEqual([]);
  });

  it('the dashboard loads and signs in (its fetch and graphql-ws allowed by connect-src)', async () => {
    const user = { email: `pages${Date.now()}@example.com`, password: 'correct horse battery', passcode: '2468' };
    expect((await call(svc.url, 'POST', '/account/auth/sign-up', user)).status).toBe(200);
    const { page, response, problems } = await open('/app/');
    expectSecurityHeaders(response, 'strict');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByLabel('Passcode (4 to 8 digits)').fill(user.passcode);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('user-id').waitFor();
    await page.screenshot({ path: join(SHOTS, 'app-signed-in.png') });
    expect(await problems()).toEqual([]);
  });

  it('every answer, not only a page, carries nosniff and no-referrer; only pages carry the policy', async () => {
    for (const path of ['/healthz', '/openapi.json', '/graphiql/graphiql.js', '/account/nothing']) {
      const res = await fetch(`${svc.url}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      await res.arrayBuffer();
    }
  });

  // Three navigations, each polled for up to 10 s (the poll's own limit): more than the default
  // 30 s on a loaded 2-core machine (it timed out in one CI run there).
  it('no page can be framed by another site', { timeout: 90_000 }, async () => {
    // Another origin (another port) whose page frames one of ours.
    const other = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').searchParams.get('path') ?? '/';
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe src="${svc.url}${path}"></iframe>`);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      const { port } = other.address() as AddressInfo;
      for (const path of ['/app/', '/graphql', '/api-reference']) {
        await page.goto(`http://127.0.0.1:${port}/?path=${encodeURIComponent(path)}`);
        // Chromium refuses to show it: the frame holds its error page instead.
        await expect
          .poll(
            () =>
              page
                .frames()
                .find((f) => f !== page.mainFrame())
                ?.url(),
            { message: path },
          )
          .toMatch(/^chrome-error:/);
      }
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
