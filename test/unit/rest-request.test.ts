import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../src/rest/request.js';
import type { RestRoute } from '../../src/rest/route.js';
import { routes } from '../../src/rest/routes.js';

// A route's own request schema (src/rest/request.ts) parses the body before the operation runs:
// a value of the wrong type is a 400 naming the REST field, in the words GraphQL's types had.

function route(method: RestRoute['method'], path: string): RestRoute {
  const found = routes.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`no route ${method} ${path}`);
  return found;
}

const refusal = (r: RestRoute, body: unknown) => {
  const parsed = r.request!.safeParse(body);
  return parsed.success ? null : refusalOf(parsed.error);
};
const bad = (detail: string, field?: string) => ({ code: 'BAD_USER_INPUT', detail, field });

const signUp = route('POST', '/account/auth/sign-up');
const body = { email: 'a@example.com', password: 'correct horse', passcode: '1234' };

describe('a route parses its request', () => {
  it('accepts values of the right types, leaving their rules to the operation', () => {
    expect(refusal(signUp, body)).toBeNull();
    expect(refusal(signUp, { ...body, email: 'not an address', passcode: 'x' })).toBeNull();
  });

  it('takes a kind object sent as null as an empty one, as legacy clients send the other three', () => {
    const link = route('POST', '/v1/identity/create');
    const mmo = { phone_number: '+233241234567', mmo_name: 'MTN', fx_iso: 'GHS' };
    const credentials = { access_token: 'fas_x', user_id: '3f0c9f1e-1c1a-4a55-8c3e-2f1f0d3c4b5a' };
    expect(refusal(link, { ...credentials, mmo, bank: null, govid: null, crypto: null })).toBeNull();
    expect(refusal(link, { ...credentials, mmo, bank: {}, govid: {}, crypto: {} })).toBeNull();
  });

  it('answers "is required", "must not be null" and "must be a string"', () => {
    expect(refusal(signUp, { email: 'a@example.com', passcode: '1234' })).toEqual(
      bad('password is required', 'password'),
    );
    expect(refusal(signUp, { ...body, password: null })).toEqual(bad('password must not be null', 'password'));
    expect(refusal(signUp, { ...body, email: 42 })).toEqual(bad('email must be a string', 'email'));
  });

  it('speaks the rules of booleans, currencies, IDs, lists and decimals', () => {
    const update = route('PUT', '/v1/conversations/:conversation_id');
    expect(refusal(update, { is_muted: 'yes' })).toEqual(bad('is_muted must be a boolean', 'is_muted'));
    const create = route('POST', '/v1/conversations');
    expect(refusal(create, { contact_id: true })).toEqual(bad('contact_id must be a string', 'contact_id'));
    expect(refusal(create, { contact_id: 7 })).toBeNull();
    const profile = route('POST', '/account/profile/create');
    const wallet = route('POST', '/v1/network/wallet/createNew');
    expect(refusal(wallet, { entropy: 'abcdefgh1234', tkn_list: 'USD' })).toEqual(
      bad('tkn_list must be an array of strings', 'tkn_list'),
    );
    expect(refusal(wallet, { entropy: 'abcdefgh1234', tkn_list: ['USD', 5] })).toEqual(
      bad('tkn_list must be a string', 'tkn_list'),
    );
    const mint = route('POST', '/network/stablecoins/mint');
    const fund = { fiat_linked_acc_uuid: 'x', network_linked_acc_uuid: 'primary' };
    expect(refusal(mint, { ...fund, amount: '12' })).toEqual(bad('amount must be a number', 'amount'));
    expect(refusal(mint, { ...fund, amount: 1e21 })).toEqual(
      bad('amount must be a decimal number such as 12.50 (sent as a string in GraphQL)', 'amount'),
    );
    expect(refusal(profile, {})?.field).toBeDefined();
    for (const archived_at of [-1, 1.5, '1700000000000', 253_402_300_800_000, true]) {
      expect(refusal(update, { archived_at }), String(archived_at)).toEqual(
        bad('archived_at must be integer epoch milliseconds', 'archived_at'),
      );
    }
  });

  it('reads query parameters as the list pages them', () => {
    const list = route('GET', '/v1/conversations');
    expect(refusal(list, { limit: '0x10' })).toEqual(bad('limit must be an integer from 1 to 100', 'limit'));
    expect(refusal(list, { muted: 'yes' })).toEqual(bad('muted must be true or false', 'muted'));
    expect(list.request!.parse({ limit: '5', pinned: 'true' })).toMatchObject({ limit: 5, pinned: true });
  });

  it('names a field missing inside the one identity kind submitted', () => {
    const link = route('POST', '/v1/identity/create');
    expect(refusal(link, { mmo: { phone_number: '+233241234567', fx_iso: 'GHS' } })).toEqual(
      bad('mmo_name is required', 'mmo_name'),
    );
    expect(refusal(link, { bank: { bank_ac: 1, bank_sc: 'a', bank_name: 'b', fx_iso: 'NGN' } })).toEqual(
      bad('bank_ac must be a string', 'bank_ac'),
    );
    const update = route('PUT', '/v1/identity/update');
    expect(refusal(update, { mmo: { mmo_name: 'x' } })).toEqual(
      bad('identity_uuid is required inside mmo', 'identity_uuid'),
    );
  });
});
