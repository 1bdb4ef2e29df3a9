import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { RestError } from '../../src/rest/envelope.js';
import type { JsonObject, RestRequest, RestRoute } from '../../src/rest/route.js';
import { routes } from '../../src/rest/routes.js';
import { checkVariables } from '../../src/rest/variables.js';
import { schema } from '../../src/schema/index.js';
import { refusal } from '../helpers/refusal.js';

// The REST door's variable check (src/rest/variables.ts) against the real schema and the real
// route documents: a wrong type is a 400 naming the REST field, before the operation runs.

const UUID = '0b4e7c1a-9f2d-4c3e-8a5b-6d7e8f901234';

function route(method: RestRoute['method'], path: string): RestRoute {
  const found = routes.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`no route ${method} ${path}`);
  return found;
}

/** The variables a route makes of a request, checked as the router checks them (with the route's names). */
function check(r: RestRoute, request: Partial<RestRequest>): RestError | null {
  const req: RestRequest = {
    body: {},
    params: {},
    query: new URLSearchParams(),
    token: null,
    headers: {},
    grants: new Set(),
    ...request,
  };
  // The router names a field by the route's word for it, snake_case otherwise.
  const restName = (name: string) => r.names?.[name] ?? name;
  return checkVariables(schema, r.document, (r.variables?.(req) ?? {}) as JsonObject, restName);
}

const bad = (detail: string, field?: string): RestError => ({ code: 'BAD_USER_INPUT', detail, field });

const signUp = route('POST', '/account/auth/sign-up');
const signUpBody = { email: 'a@example.com', password: 'correct horse', passcode: '1234' };

describe('checkVariables: what the client sent fits the operation', () => {
  it('answers null for variables of the right types', () => {
    expect(check(signUp, { body: signUpBody })).toBeNull();
    expect(checkVariables(schema, route('POST', '/account/auth/sign-out').document, {})).toBeNull();
    expect(check(route('GET', '/v1/conversations'), { query: new URLSearchParams('muted=true&limit=5') })).toBeNull();
  });

  it('leaves the rules of the values (an e-mail address that is not one) to the operation', () => {
    expect(check(signUp, { body: { ...signUpBody, email: 'not an address', passcode: 'x' } })).toBeNull();
  });
});

describe('checkVariables: missing and null fields', () => {
  it.each(['email', 'password', 'passcode'])('answers "%s is required" when the body leaves it out', (name) => {
    const { [name as keyof typeof signUpBody]: _, ...body } = signUpBody;
    expect(check(signUp, { body })).toEqual(bad(`${name} is required`, name));
  });

  it('names the first missing field in the input type order', () => {
    expect(check(signUp, { body: {} })).toEqual(bad('email is required', 'email'));
  });

  it('answers "must not be null" for a null where a value is required', () => {
    expect(check(signUp, { body: { ...signUpBody, password: null } })).toEqual(
      bad('password must not be null', 'password'),
    );
  });

  it('answers "is required" for a required field left out, named by the route\'s word for it', () => {
    const channelUpdate = route('POST', '/alias/routing/update');
    const error = checkVariables(schema, channelUpdate.document, { input: {} }, (n) => channelUpdate.names?.[n] ?? n);
    expect(error).toEqual(bad('route_uuid is required', 'route_uuid'));
  });

  it('answers an enum as the string rule it stands for', () => {
    const document = parse('query ($c: CurrencyCode!) { __typename }');
    expect(checkVariables(schema, document, { c: 'XYZ' })).toEqual(bad('c must be one of NGN, GHS, USD, EUR', 'c'));
    expect(checkVariables(schema, document, { c: 5 })).toEqual(bad('c must be a string', 'c'));
  });

  it('accepts null for an optional field', () => {
    const update = route('PUT', '/v1/conversations/:conversation_id');
    expect(check(update, { params: { conversation_id: UUID }, body: { archived_at: null } })).toBeNull();
  });
});

describe('checkVariables: wrong scalar types', () => {
  it('answers "must be a string" for a number where a String is expected', () => {
    expect(check(signUp, { body: { ...signUpBody, email: 42 } })).toEqual(bad('email must be a string', 'email'));
  });

  it('answers "must be a string" for an object where a String is expected', () => {
    expect(check(signUp, { body: { ...signUpBody, passcode: { pin: 1234 } } })).toEqual(
      bad('passcode must be a string', 'passcode'),
    );
  });

  it('answers "must be a string" for a boolean where an ID is expected (an integer ID is accepted)', () => {
    const create = route('POST', '/v1/conversations');
    expect(check(create, { body: { contact_id: true } })).toEqual(bad('contact_id must be a string', 'contact_id'));
    expect(check(create, { body: { contact_id: 7 } })).toBeNull();
  });

  it('answers "must be a boolean" for a string where a Boolean is expected', () => {
    const update = route('PUT', '/v1/conversations/:conversation_id');
    expect(check(update, { params: { conversation_id: UUID }, body: { is_muted: 'yes' } })).toEqual(
      bad('is_muted must be a boolean', 'is_muted'),
    );
  });

  it('answers "must be a number" for a string or a fraction where an Int is expected', () => {
    const list = route('GET', '/v1/conversations').document;
    expect(checkVariables(schema, list, { first: 'ten' })).toEqual(bad('first must be a number', 'first'));
    expect(checkVariables(schema, list, { first: 1.5 })).toEqual(bad('first must be a number', 'first'));
  });

  it("names a top-level variable by the route's word for it", () => {
    const list = route('GET', '/v1/conversations');
    expect(check(list, {})).toBeNull();
    expect(checkVariables(schema, list.document, { startingAfter: false }, (n) => list.names?.[n] ?? n)).toEqual(
      bad('starting_after must be a string', 'starting_after'),
    );
  });

  it('names a list by the list field when one of its items has the wrong type', () => {
    const wallet = route('POST', '/v1/network/wallet/createNew');
    expect(check(wallet, { body: { entropy: 'abcdefgh1234', tkn_list: ['USD', 5] } })).toEqual(
      bad('tkn_list must be a string', 'tkn_list'),
    );
  });

  it('answers "is invalid" for a value outside an enum', () => {
    const remove = route('POST', '/v1/identity/delete').document;
    expect(checkVariables(schema, remove, { input: { id: UUID, kind: 'passport' }, reveal: false })).toEqual(
      bad('kind is invalid', 'kind'),
    );
  });

  it('reports only the first problem', () => {
    expect(check(signUp, { body: { email: 1, password: 2, passcode: 3 } })).toEqual(
      bad('email must be a string', 'email'),
    );
  });
});

describe('checkVariables: the custom scalars speak their own rule', () => {
  const fund = route('POST', '/network/stablecoins/mint');
  const fundVariables = (amount: unknown) => ({
    input: { fiatAccountId: UUID, networkAccountId: 'primary', amount, idempotencyKey: null },
  });

  it('Decimal: a float or a non-decimal string is refused with the Decimal rule', () => {
    const rule = 'amount must be a decimal number such as 12.50 (sent as a string in GraphQL)';
    for (const amount of [12.5, '12,50', '1e3', '', ' 1']) {
      expect(checkVariables(schema, fund.document, fundVariables(amount)), String(amount)).toEqual(bad(rule, 'amount'));
    }
    expect(checkVariables(schema, fund.document, fundVariables('-12.50'))).toBeNull();
  });

  it('Decimal: the route turns the JSON number of a REST body into the exact decimal text', () => {
    expect(
      check(fund, { body: { fiat_linked_acc_uuid: UUID, network_linked_acc_uuid: 'primary', amount: 0.1 } }),
    ).toBeNull();
  });

  it('epoch milliseconds: the route refuses a negative, fractional, string or too late time with its rule, named in snake_case', () => {
    // GraphQL takes a DateTime: the conversation route turns the REST body's integer into one.
    const update = route('PUT', '/v1/conversations/:conversation_id');
    for (const archivedAt of [-1, 1.5, '1700000000000', 2 ** 53, 253_402_300_800_000, true, [1]]) {
      const error = refusal(() =>
        check(update, { params: { conversation_id: UUID }, body: { archived_at: archivedAt } }),
      );
      expect({ code: error.code, detail: error.message, field: error.field }, String(archivedAt)).toEqual(
        bad('archived_at must be integer epoch milliseconds', 'archived_at'),
      );
    }
    const req = { params: { conversation_id: UUID }, body: { archived_at: 1_700_000_000_000 } };
    expect(check(update, req)).toBeNull();
    expect(
      update.variables!({ ...req, query: new URLSearchParams(), token: null, headers: {}, grants: new Set() }),
    ).toEqual({
      input: { id: UUID, archivedAt: '2023-11-14T22:13:20.000Z' },
    });
  });

  it('DateTime: a timestamp that does not parse is refused with its rule', () => {
    // No route takes a DateTime yet: an operation of the real schema declaring one.
    const document = parse('query Since($changedSince: DateTime) { __typename }');
    for (const value of ['yesterday', 1_700_000_000_000, '2026-13-45T00:00:00Z']) {
      expect(checkVariables(schema, document, { changedSince: value }), String(value)).toEqual(
        bad('changedSince must be an ISO 8601 timestamp', 'changedSince'),
      );
    }
    expect(checkVariables(schema, document, { changedSince: '2026-11-26T00:15:00.000Z' })).toBeNull();
  });
});

describe('checkVariables: nested input fields', () => {
  const link = route('POST', '/v1/identity/create');

  it('names a field inside a nested input in snake_case, not by its path', () => {
    const body = { bank: { bank_ac: 12345678, bank_sc: '12-34', bank_name: 'First', fx_iso: 'NGN' } };
    expect(check(link, { body })).toEqual(bad('bank_ac must be a string', 'bank_ac'));
  });

  it('answers "is required" for a field missing inside a nested input', () => {
    const body = { mmo: { phone_number: '+233241234567', fx_iso: 'GHS' } };
    expect(check(link, { body })).toEqual(bad('mmo_name is required', 'mmo_name'));
  });

  it('answers "must be a boolean" for a nested flag of the wrong type', () => {
    const body = { govid: { gov_id_number: 'A1234' } };
    expect(check(link, { body })).toBeNull();
    const crypto = { crypto: { public_address: '0x0', private_key: '0x1', fx_iso: 'USD', relay_catch_all: 'no' } };
    expect(check(link, { body: crypto })).toEqual(bad('relay_catch_all must be a boolean', 'relay_catch_all'));
  });

  it('answers "input is invalid", with no field, for two kinds at once (the oneOf rule)', () => {
    const error = checkVariables(schema, link.document, {
      input: {
        governmentId: { governmentIdNumber: 'A1234' },
        mobileMoney: { providerName: 'x', phoneNumber: 'y', currency: 'GHS' },
      },
      reveal: false,
    });
    expect(error).toEqual(bad('input is invalid'));
  });
});
