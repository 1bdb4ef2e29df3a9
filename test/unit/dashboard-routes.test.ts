import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerAdapter } from '@whatwg-node/server';
import { afterAll, describe, expect, it } from 'vitest';
import { dashboardRoutesPlugin } from '../../src/http/dashboard-routes.js';

// The dashboard's routes (src/http/dashboard-routes.ts) over a build folder of the test's own.

const dist = mkdtempSync(join(tmpdir(), 'fas-dashboard-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = createServerAdapter(() => new Response('not found', { status: 404 }), {
  plugins: [dashboardRoutesPlugin(dist)],
});
const get = (path: string) => app.fetch(`http://localhost${path}`);

describe('the dashboard routes', () => {
  it('serve a build that was finished after the service started, without a restart', async () => {
    // Opened before the build was there: the page says so, and a missing asset is a 404.
    expect((await get('/app/')).status).toBe(503);
    expect((await get('/app/assets/index-abc123.js')).status).toBe(404);
    // The build lands (npm run build -w packages/dashboard while the service runs).
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Dashboard</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("dashboard")');
    const page = await get('/app/conversations');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Dashboard</title>');
    const asset = await get('/app/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("dashboard")');
  });

  it('never serve a file outside the build or of a type it does not serve', async () => {
    writeFileSync(join(dist, 'secret.txt'), 'not for you');
    expect((await get('/app/assets/..%2Fsecret.txt')).status).toBe(404);
    expect((await get('/app/assets/../../package.json')).status).not.toBe(200);
  });
});
