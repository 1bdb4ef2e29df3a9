import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, noChromium, openPage, shot, signInAs, startConversation } from './helpers/browser.js';
import { fullUser } from './helpers/scenario.js';
import { startService, type TestService } from './helpers/service.js';

// The dashboard's attachments in production mode, in Chromium: the service stores attachments
// in an S3-compatible bucket (s3rver, started here with a CORS rule as an operator would set
// one), so the dashboard PUTs the file straight to the bucket with the presigned URL
// createAttachmentUpload answers (the client library's uploadAttachment, XMLHttpRequest in a
// browser), completes it, and both sides fetch the thumbnail from a presigned GET on the bucket's
// origin, which the page's Content-Security-Policy (connect-src) must allow.

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>300</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const dir = mkdtempSync(join(tmpdir(), 'fas-dashboard-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: dir,
  configureBuckets: [{ name: 'dashboard-attachments', configs: [CORS] }],
});
let endpoint: string;
let svc: TestService;
let browser: Browser;

beforeAll(async () => {
  if (noChromium) return;
  endpoint = `http://127.0.0.1:${((await server.run()) as { port: number }).port}`;
  svc = await startService({
    ATTACHMENT_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'dashboard-attachments',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await svc?.close();
  if (endpoint) await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(noChromium)('the dashboard with attachments in S3 (presigned PUT and GET)', () => {
  it('an image goes straight to the bucket and its thumbnail shows on both sides', async () => {
    const [ama, kofi] = await Promise.all([fullUser(svc.url), fullUser(svc.url)]);
    const desk = await openPage(browser, svc.url, { width: 1280, height: 860 });
    const phone = await openPage(browser, svc.url, { width: 390, height: 844 });
    // What the pages send, and any policy refusal they report.
    const requests: string[] = [];
    const refusals: string[] = [];
    for (const p of [desk, phone]) {
      p.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
      p.on('console', (m) => {
        if (/Content Security Policy|CORS/i.test(m.text())) refusals.push(m.text());
      });
    }
    await signInAs(desk, ama.email, ama.password, ama.passcode);
    await signInAs(phone, kofi.email, kofi.password, kofi.passcode);
    const { message, send } = await startConversation(phone, `@${ama.usertag}`);
    await message.fill('Akwaaba');
    await send.click();

    await phone
      .locator('input[type=file]')
      .setInputFiles(join(import.meta.dirname, '..', 'docs', 'images', 'dashboard', 'sign-in.png'));
    await phone.getByRole('list', { name: 'Attached' }).getByText('sign-in.png').waitFor();
    await message.fill('The menu');
    await send.click();
    await desk
      .getByRole('list', { name: 'Your conversations' })
      .getByRole('button', { name: new RegExp(kofi.usertag) })
      .click();
    const thread = desk.locator('.messages');
    const kofiThread = phone.locator('.messages');
    await thread.locator('li', { hasText: 'The menu' }).getByTestId('thumbnail').waitFor({ timeout: 15_000 });
    await kofiThread.locator('li', { hasText: 'The menu' }).getByTestId('thumbnail').waitFor();
    await expect
      .poll(() => desk.getByTestId('thumbnail').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await shot(desk, 'chat-s3-desktop');

    // The bytes went to the bucket (a PUT to its origin), not through POST /attachments; the
    // thumbnails came from it too (presigned GETs), and no policy refused a connection.
    expect(requests.filter((r) => r.startsWith(`PUT ${endpoint}/dashboard-attachments/`))).toHaveLength(1);
    expect(requests.filter((r) => r.startsWith('POST') && r.includes('/attachments'))).toEqual([]);
    expect(
      requests.filter((r) => r.startsWith(`GET ${endpoint}/dashboard-attachments/`) && r.includes('.thumb')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(refusals).toEqual([]);
  }, 90_000);
});
