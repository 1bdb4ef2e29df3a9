import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../src/rest/routes.js';
import { dumpDatabase } from './helpers/dump.js';
import { type FullUser, fullUser, socialise } from './helpers/scenario.js';
import { call, gql, type Reply, signUp, UUID } from './helpers/service.js';
import { useModules } from './helpers/modules.js';

// Control characters in text, on every door (issue 30): NUL and the other C0 controls but tab,
// line feed and carriage return, DEL and the C1 controls are refused by the schema's shared
// input check (src/schema/text-input.ts) before any rule or resolver sees the value: REST
// answers 400 in its envelope naming the field by its REST word, GraphQL a BAD_USER_INPUT
// naming it (a mutation's typed InvalidInputError, a query's top-level error). Nothing is
// written. Tab, line feed and carriage return stay allowed in free text such as messages.

const svc = useModules();
let user: FullUser;
let contact: Awaited<ReturnType<typeof signUp>>;
let conversation: string;
let message: string;

beforeAll(async () => {
  user = await fullUser(svc.url);
  contact = await signUp(svc.url);
  ({ conversation, message } = await socialise(svc.url, user, contact));
}, 60_000);

const NUL = '\u0000';
const bearer = () => ({ authorization: `Bearer ${user.access_token}` });

/** The documented REST refusal: 400, the envelope, the field by its REST word. */
function expectRefused(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toEqual({
    code: 400,
    message: {
      error: 'BAD_USER_INPUT',
      detail: `${field} must not contain control characters (only tab, line feed and carriage return are allowed)`,
      field,
    },
    ref: expect.stringMatching(UUID),
  });
}

const FAILED = '__typename ... on Error { code message field }';

/** A mutation's typed refusal: BAD_USER_INPUT naming the field, no top-level error. */
async function expectTypedRefusal(query: string, variables: Record<string, unknown>, field: string) {
  const res = await gql(svc.url, query, variables, user.access_token);
  expect(res.status).toBe(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  const [payload] = Object.values(res.body.data as Record<string, unknown>);
  expect(payload).toEqual({
    __typename: 'InvalidInputError',
    code: 'BAD_USER_INPUT',
    message: `${field} must not contain control characters (only tab, line feed and carriage return are allowed)`,
    field,
  });
}

describe('control characters in text inputs', () => {
  it('are refused on every door, naming the field, and nothing is written', async () => {
    const before = await dumpDatabase(svc.infra.prisma);

    // REST, a JSON body's field (a mutation): NUL, another C0 control (ESC), DEL, a C1 control.
    expectRefused(
      await call(svc.url, 'PUT', '/account/profile/update', { ...user.creds, first_name: `Ama${NUL}` }),
      'first_name',
    );
    expectRefused(
      await call(svc.url, 'PUT', '/account/profile/update', { ...user.creds, address_l1: '\u001b[31m12 Oxford St' }),
      'address_l1',
    );
    expectRefused(
      await call(svc.url, 'PUT', '/account/profile/update', { ...user.creds, address_postcode: 'GA\u007f123' }),
      'address_postcode',
    );
    expectRefused(
      await call(svc.url, 'PUT', '/account/profile/update', { ...user.creds, last_name: 'Men\u0085sah' }),
      'last_name',
    );
    // A field of a nested kind object.
    expectRefused(
      await call(svc.url, 'POST', '/v1/identity/create', {
        mmo: {},
        govid: {},
        crypto: {},
        bank: { ...user.creds, bank_ac: 'AC12345', bank_sc: '058', bank_name: `GT${NUL}Bank`, fx_iso: 'NGN' },
      }),
      'bank_name',
    );
    // Without a token: the input rule is checked first, as for every other input rule.
    expectRefused(
      await call(svc.url, 'POST', '/account/auth/sign-in', {
        email: user.email,
        password: `${user.password}${NUL}`,
        passcode: user.passcode,
      }),
      'password',
    );
    // A read's query parameter.
    expectRefused(
      await call(
        svc.url,
        'GET',
        `/payments/history/view?counterparty=${encodeURIComponent(`ama${NUL}`)}`,
        undefined,
        bearer(),
      ),
      'counterparty',
    );
    // A path parameter.
    expectRefused(
      await call(
        svc.url,
        'GET',
        `/v1/conversations/${encodeURIComponent(`${conversation}${NUL}`)}`,
        undefined,
        bearer(),
      ),
      'conversation_id',
    );

    // GraphQL: a mutation's variable, a literal in the document, a query's argument.
    await expectTypedRefusal(
      `mutation($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, text: $t }) { ${FAILED} } }`,
      { c: conversation, t: `hello${NUL}` },
      'text',
    );
    await expectTypedRefusal(
      `mutation($m: [ID!]) { createGroup(input: { name: "te\\u0000am", memberIds: $m }) { ${FAILED} } }`,
      { m: [contact.user_id] },
      'name',
    );
    await expectTypedRefusal(
      `mutation($m: ID!) { addReaction(input: { messageId: $m, emoji: "\\u0000" }) { ${FAILED} } }`,
      { m: message },
      'emoji',
    );
    const query = await gql(
      svc.url,
      'query($c: String) { viewer { payments(counterparty: $c, first: 5) { edges { node { id } } } } }',
      { c: `ama${NUL}` },
      user.access_token,
    );
    expect(query.status).toBe(200);
    expect(query.body.errors).toEqual([
      expect.objectContaining({
        message:
          'counterparty must not contain control characters (only tab, line feed and carriage return are allowed)',
        extensions: { code: 'BAD_USER_INPUT', field: 'counterparty' },
      }),
    ]);

    expect(await dumpDatabase(svc.infra.prisma)).toEqual(before);
  });

  it('a NUL in any field of any REST route (deletions aside) is 400 in the envelope, and nothing is written', async () => {
    const before = await dumpDatabase(svc.infra.prisma);
    const answers: string[] = [];
    const CREDENTIALS = new Set(['access_token', 'user_id', 'identity_uuid']);
    for (const route of routes) {
      // A deletion ignores fields it does not read: it would delete.
      if (route.method === 'DELETE' || route.path.endsWith('/delete')) continue;
      const path = route.path.replace(':conversation_id', conversation);
      const shape = route.request?.shape ?? {};
      const creds = route.auth === 'credentials' ? user.creds : {};
      const headers = route.auth === 'none' ? {} : bearer();
      const sends: Array<{ field: string; send: () => Promise<Reply> }> = [];
      for (const [key, rule] of Object.entries(shape)) {
        if (CREDENTIALS.has(key)) continue;
        if (rule instanceof z.ZodObject) {
          // An identity kind object: the credentials (and on update the identity) inside it.
          const id = route.path.endsWith('/update') ? { identity_uuid: user.ids[key as keyof FullUser['ids']] } : {};
          for (const inner of Object.keys(rule.shape).filter((k) => !CREDENTIALS.has(k))) {
            const kinds = {
              mmo: {},
              bank: {},
              govid: {},
              crypto: {},
              [key]: { ...user.creds, ...id, [inner]: `x${NUL}` },
            };
            sends.push({ field: inner, send: () => call(svc.url, route.method, path, kinds) });
          }
        } else if (route.method === 'GET') {
          sends.push({ field: key, send: () => call(svc.url, 'GET', `${path}?${key}=x%00`, undefined, headers) });
        } else {
          sends.push({
            field: key,
            send: () => call(svc.url, route.method, path, { ...creds, [key]: `x${NUL}` }, headers),
          });
        }
      }
      for (const { field, send } of sends) {
        const res = await send();
        answers.push(`${route.method} ${route.path} ${field}: ${res.status} ${res.body?.message?.field ?? ''}`);
        expect(res.body?.code, `${route.method} ${route.path} ${field}`).toBe(res.status);
      }
    }
    // Refused, each naming a field (the NUL one, or a required one missing beside it).
    expect(answers.filter((a) => !/: 400 \w+$/.test(a))).toEqual([]);
    expect(answers.length).toBeGreaterThan(60);
    expect(await dumpDatabase(svc.infra.prisma)).toEqual(before);
  });

  it('tab, line feed and carriage return stay allowed in a message', async () => {
    const text = 'Lunch?\r\n\t1pm at Papaye';
    const res = await gql(
      svc.url,
      `mutation($c: ID!, $t: String!) { sendMessage(input: { conversationId: $c, text: $t }) {
        ${FAILED} ... on SendMessageSuccess { sentMessage { text } } } }`,
      { c: conversation, t: text },
      user.access_token,
    );
    expect(res.body.data?.sendMessage).toEqual({ __typename: 'SendMessageSuccess', sentMessage: { text } });
  });
});
