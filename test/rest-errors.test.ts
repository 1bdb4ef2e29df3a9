import { describe, expect, it } from 'vitest';
import { call, UUID } from './helpers/service.js';
import { useService } from './helpers/fixture.js';

const svc = useService({ BODY_LIMIT_BYTES: '2048' });

const SIGN_UP = '/account/auth/sign-up';

describe('the REST error envelope', () => {
  it('malformed JSON is 400 and writes nothing', async () => {
    const before = await svc.infra.prisma.user.count();
    const res = await call(svc.url, 'POST', SIGN_UP, '{"email": "a@example.com", ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      message: { error: 'BAD_USER_INPUT', detail: 'the body is not valid JSON' },
      ref: expect.stringMatching(UUID),
    });
    expect(await svc.infra.prisma.user.count()).toBe(before);
  });

  it.each([['[1,2]'], ['"text"'], ['12']])('a body that is not an object (%s) is 400', async (body) => {
    const res = await call(svc.url, 'POST', SIGN_UP, body);
    expect(res.status).toBe(400);
    expect(res.body.message.detail).toBe('the body must be a JSON object');
  });

  it('a body that is not JSON by content-type is 415', async () => {
    const res = await fetch(svc.url + SIGN_UP, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a',
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message.error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('an oversized body is 413 and writes nothing', async () => {
    const before = await svc.infra.prisma.user.count();
    const res = await call(svc.url, 'POST', SIGN_UP, {
      email: 'big@example.com',
      password: 'x'.repeat(5000),
      passcode: '1234',
    });
    expect(res.status).toBe(413);
    expect(res.body.message.error).toBe('PAYLOAD_TOO_LARGE');
    expect(await svc.infra.prisma.user.count()).toBe(before);
  });

  it('an oversized GraphQL request is 413', async () => {
    const res = await fetch(`${svc.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, pad: 'x'.repeat(5000) }),
    });
    expect(res.status).toBe(413);
  });

  it('an unknown path is 404 and a wrong method on a known path is 404, both in the envelope', async () => {
    const unknown = await call(svc.url, 'POST', '/account/nothing', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, message: { error: 'NOT_FOUND' } });
    const wrongMethod = await call(svc.url, 'GET', SIGN_UP);
    expect(wrongMethod.status).toBe(404);
  });

  it('each response has a fresh ref, equal to its x-request-id', async () => {
    const a = await call(svc.url, 'POST', SIGN_UP, '{');
    const b = await call(svc.url, 'POST', SIGN_UP, '{');
    expect(a.body.ref).not.toBe(b.body.ref);
    expect(a.headers.get('x-request-id')).toBe(a.body.ref);
  });
});

describe('operations', () => {
  it('GET /healthz answers 200 once migrations are applied', async () => {
    const res = await call(svc.url, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GraphiQL is served at /graphql for a browser', async () => {
    const res = await fetch(`${svc.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('GraphiQL');
  });
});
