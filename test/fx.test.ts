import { describe, expect, it } from 'vitest';
import { graphql } from './generated/gql/index.js';
import type { AppError } from '../src/kernel/errors.js';
import { providerRates } from '../src/modules/fx/rates.js';
import { createFxService } from '../src/modules/fx/service.js';
import { call, getWithBody, gql, signUp, success, UUID } from './helpers/service.js';
import { useService } from './helpers/fixture.js';

// Exchange rates and payment quotes (issue 13, point 1; docs/fx.md), on the default table
// FX_RATES_PER_ETH=NGN=5200000,GHS=41000,USD=3400,EUR=3150 (units per ETH).

const svc = useService();

const RATE = graphql(`
  query FxTestRate($base: CurrencyCode!, $quote: CurrencyCode!) {
    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }
  }
`);

const QUOTE = graphql(`
  mutation FxTestQuote($input: PaymentQuoteInput!) {
    paymentQuote(input: $input) {
      __typename
      ... on PaymentQuoteSuccess {
        paymentQuote {
          id sendAmount { amount currency } receiveAmount { amount currency } rate fee { amount currency }
          expiresAt createdAt
        }
      }
      ... on Error { code message field }
    }
  }
`);

type Currency = 'NGN' | 'GHS' | 'USD' | 'EUR';

async function user() {
  const u = await signUp(svc.url);
  const row = await svc.infra.prisma.user.findUniqueOrThrow({ where: { uuid: u.user_id } });
  return { ...u, actor: { id: row.id, uuid: row.uuid } };
}

const quoteOf = (token: string, input: { amount: string; currency: Currency; receiveCurrency?: Currency }) =>
  gql(svc.url, QUOTE, { input }, token);

/** What a service call threw, as code and field. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as AppError;
    return { code: e.code, field: e.field, message: e.message };
  }
  throw new Error('expected a refusal');
}

/** A GET with a JSON body, as the reference product sends it (fetch cannot). */
describe('exchangeRate', () => {
  it('is 1 between a currency and itself', async () => {
    const u = await user();
    const res = await gql(svc.url, RATE, { base: 'NGN', quote: 'NGN' }, u.access_token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.exchangeRate).toMatchObject({ base: 'NGN', quote: 'NGN', rate: '1' });
  });

  it('derives cross rates from the configured table, exactly, rounded down to 8 decimals', async () => {
    const u = await user();
    const cases: Array<[Currency, Currency, string]> = [
      ['NGN', 'GHS', '0.00788461'], // 41000 / 5200000 = 0.0078846153…
      ['GHS', 'NGN', '126.82926829'], // 5200000 / 41000 = 126.8292682926…
      ['USD', 'EUR', '0.92647058'], // 3150 / 3400 = 0.9264705882…
      ['EUR', 'NGN', '1650.79365079'], // 5200000 / 3150 = 1650.7936507936…
      ['NGN', 'USD', '0.00065384'], // 3400 / 5200000 = 0.000653846…
    ];
    for (const [base, quote, rate] of cases) {
      const before = Date.now();
      const res = await gql(svc.url, RATE, { base, quote }, u.access_token);
      expect(res.body.data?.exchangeRate).toEqual({ base, quote, rate, asOf: expect.any(String) });
      // The table never goes stale: its asOf is the time of the answer.
      expect(Date.parse(res.body.data!.exchangeRate.asOf)).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await gql(svc.url, RATE, { base: 'NGN', quote: 'GHS' });
    expect(res.body.data?.exchangeRate ?? null).toBeNull();
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a currency the service does not handle, naming the argument', async () => {
    const u = await user();
    const res = await gql(svc.url, RATE, { base: 'NGN', quote: 'JPY' as Currency }, u.access_token);
    // A value that does not fit its type is a top-level error (docs/graphql-schema.md) naming the argument.
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0].message).toMatch(
      /"\$quote" got invalid value "JPY".*does not exist in "CurrencyCode" enum/,
    );
  });
});

describe('paymentQuote', () => {
  it('records a quote: receive = amount × rate rounded down to the cent, fee 0, valid 60 s', async () => {
    const u = await user();
    const res = await quoteOf(u.access_token, { amount: '1500', currency: 'NGN', receiveCurrency: 'GHS' });
    const { paymentQuote: q } = success(res.body.data?.paymentQuote, 'PaymentQuoteSuccess');
    // 1500 × 0.00788461 = 11.826915: 11.82, not 11.83.
    expect(q).toMatchObject({
      id: expect.stringMatching(UUID),
      sendAmount: { amount: '1500.00', currency: 'NGN' },
      receiveAmount: { amount: '11.82', currency: 'GHS' },
      rate: '0.00788461',
      fee: { amount: '0.00', currency: 'NGN' },
    });
    expect(Date.parse(q.expiresAt) - Date.parse(q.createdAt)).toBe(60_000);
    const row = await svc.infra.prisma.paymentQuote.findUniqueOrThrow({ where: { id: q.id } });
    expect(row).toMatchObject({ userId: u.actor.id, sendCurrency: 'NGN', receiveCurrency: 'GHS' });
    expect(row.receiveAmount.toFixed(2)).toBe('11.82');
  });

  it('quotes the same currency at rate 1 when receiveCurrency is left out', async () => {
    const u = await user();
    const res = await quoteOf(u.access_token, { amount: '12.34', currency: 'USD' });
    const { paymentQuote: q } = success(res.body.data?.paymentQuote, 'PaymentQuoteSuccess');
    expect(q).toMatchObject({
      sendAmount: { amount: '12.34', currency: 'USD' },
      receiveAmount: { amount: '12.34', currency: 'USD' },
      rate: '1',
      fee: { amount: '0.00', currency: 'USD' },
    });
  });

  it('refuses amounts it cannot price, naming amount, and records nothing', async () => {
    const u = await user();
    const cases: Array<[string, string]> = [
      ['1.234', 'BAD_USER_INPUT'], // more than 2 decimals
      ['0', 'BAD_USER_INPUT'],
      ['1000000.01', 'BAD_USER_INPUT'], // over MAX_FUNDING_AMOUNT
      ['0.01', 'UNPROCESSABLE'], // 0.0000788 GHS: less than a cent arrives
    ];
    for (const [amount, code] of cases) {
      const res = await quoteOf(u.access_token, { amount, currency: 'NGN', receiveCurrency: 'GHS' });
      expect(res.body.data?.paymentQuote, amount).toMatchObject({ code, field: 'amount' });
    }
    expect(await svc.infra.prisma.paymentQuote.count({ where: { userId: u.actor.id } })).toBe(0);
  });

  it('refuses a currency the service does not handle, naming the field', async () => {
    const u = await user();
    const res = await gql(
      svc.url,
      QUOTE,
      { input: { amount: '10', currency: 'NGN', receiveCurrency: 'XYZ' as Currency } },
      u.access_token,
    );
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0].message).toMatch(
      /"XYZ" at "input.receiveCurrency".*does not exist in "CurrencyCode" enum/,
    );
  });

  it('needs a signed-in caller and records nothing without one', async () => {
    const before = await svc.infra.prisma.paymentQuote.count();
    const res = await gql(svc.url, QUOTE, { input: { amount: '10', currency: 'NGN', receiveCurrency: 'GHS' } });
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await svc.infra.prisma.paymentQuote.count()).toBe(before);
  });
});

describe('useQuote (the payment side; no door of its own yet)', () => {
  const input = { amount: '100', currency: 'USD', receiveCurrency: 'EUR' } as const;

  it("gives the owner their quote; another user's is NOT_FOUND; another amount or currency is UNPROCESSABLE", async () => {
    const alice = await user();
    const bob = await user();
    const res = await quoteOf(alice.access_token, input);
    const { paymentQuote: q } = success(res.body.data?.paymentQuote, 'PaymentQuoteSuccess');
    expect(q.receiveAmount).toEqual({ amount: '92.64', currency: 'EUR' }); // 100 × 0.92647058
    const fx = svc.services.fx;

    const used = await fx.useQuote(alice.actor, q.id, { amount: '100.00', currency: 'USD', receiveCurrency: 'EUR' });
    expect(used.id).toBe(q.id);
    expect(await refusal(fx.useQuote(bob.actor, q.id, input))).toMatchObject({ code: 'NOT_FOUND', field: 'quoteId' });
    expect(await refusal(fx.useQuote(alice.actor, '00000000-0000-4000-8000-000000000000', input))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'quoteId',
    });
    expect(await refusal(fx.useQuote(alice.actor, 'not-a-uuid', input))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'quoteId',
    });
    for (const other of [
      { ...input, amount: '100.01' },
      { ...input, currency: 'NGN' as const },
      { ...input, receiveCurrency: 'USD' as const },
      { ...input, receiveCurrency: null }, // null: the same as currency (USD)
    ]) {
      expect(await refusal(fx.useQuote(alice.actor, q.id, other)), JSON.stringify(other)).toMatchObject({
        code: 'UNPROCESSABLE',
        field: 'quoteId',
      });
    }
    // Without receiveCurrency (a payment, whose receive currency comes from its quote) the quote's is taken.
    const { receiveCurrency: _, ...sent } = input;
    expect((await fx.useQuote(alice.actor, q.id, sent)).receiveCurrency).toBe('EUR');
  });

  it('refuses an expired quote with UNPROCESSABLE naming quoteId', async () => {
    const alice = await user();
    const res = await quoteOf(alice.access_token, input);
    const { paymentQuote: q } = success(res.body.data?.paymentQuote, 'PaymentQuoteSuccess');
    svc.clock.advance(59_000);
    await expect(svc.services.fx.useQuote(alice.actor, q.id, input)).resolves.toMatchObject({ id: q.id });
    svc.clock.advance(1_000);
    const refused = await refusal(svc.services.fx.useQuote(alice.actor, q.id, input));
    expect(refused).toMatchObject({ code: 'UNPROCESSABLE', field: 'quoteId' });
    expect(refused.message).toMatch(/expired/);
  });
});

describe('rates sources, fees and missing rates (services built on the same database)', () => {
  it('a provider rate older than FX_MAX_AGE_SECONDS refuses cross-currency quotes; one currency still quotes', async () => {
    const u = await user();
    let asOf = new Date(svc.clock.now().getTime() - 301_000);
    const provider = providerRates(async () => ({ rate: '0.5', asOf }), 300_000);
    const fx = createFxService({ ...svc.infra, rates: provider });

    const stale = await refusal(fx.quote(u.actor, { amount: '10', currency: 'USD', receiveCurrency: 'EUR' }));
    expect(stale.code).toBe('SERVICE_UNAVAILABLE');
    expect(stale.message).toMatch(/301 s old.*FX_MAX_AGE_SECONDS/);
    const same = await fx.quote(u.actor, { amount: '10', currency: 'USD' });
    expect(same.receiveAmount.toFixed(2)).toBe('10.00');

    asOf = new Date(svc.clock.now().getTime() - 299_000);
    const fresh = await fx.quote(u.actor, { amount: '10', currency: 'USD', receiveCurrency: 'EUR' });
    expect(fresh.receiveAmount.toFixed(2)).toBe('5.00');
    expect(fresh.rateAsOf).toEqual(asOf);
  });

  it('a configured fee is taken from the amount, rounded up to the cent, before the conversion', async () => {
    const u = await user();
    const config = { ...svc.config, fx: { ...svc.config.fx, feePercent: '1.5' } };
    const fx = createFxService({ ...svc.infra, config });
    const q = await fx.quote(u.actor, { amount: '100.01', currency: 'USD', receiveCurrency: 'EUR' });
    // 1.5 % of 100.01 = 1.50015 → 1.51; (100.01 − 1.51) × 0.92647058 = 91.2573521… → 91.25.
    expect([q.fee.toFixed(2), q.receiveAmount.toFixed(2)]).toEqual(['1.51', '91.25']);
    expect(await refusal(fx.quote(u.actor, { amount: '0.01', currency: 'USD', receiveCurrency: 'EUR' }))).toMatchObject(
      { code: 'UNPROCESSABLE', field: 'amount' },
    );
    // The fee pays for converting: in one currency there is none.
    const same = await fx.quote(u.actor, { amount: '0.01', currency: 'USD' });
    expect([same.fee.toFixed(2), same.receiveAmount.toFixed(2)]).toEqual(['0.00', '0.01']);
  });

  it('a currency missing from FX_RATES_PER_ETH is UNPROCESSABLE naming its field', async () => {
    const u = await user();
    const config = { ...svc.config, fxRatesPerEth: { NGN: '5200000', USD: '3400' } };
    const fx = createFxService({ ...svc.infra, config });
    expect(await refusal(fx.quote(u.actor, { amount: '10', currency: 'NGN', receiveCurrency: 'GHS' }))).toMatchObject({
      code: 'UNPROCESSABLE',
      field: 'receiveCurrency',
    });
    expect(await refusal(fx.quote(u.actor, { amount: '10', currency: 'EUR', receiveCurrency: 'USD' }))).toMatchObject({
      code: 'UNPROCESSABLE',
      field: 'currency',
    });
    expect(await refusal(fx.rate('NGN', 'GHS'))).toMatchObject({ code: 'UNPROCESSABLE', field: 'quote' });
  });
});

describe('GET /fx/rates', () => {
  it('answers the rate in the envelope from query parameters (Bearer)', async () => {
    const u = await user();
    const res = await call(svc.url, 'GET', '/fx/rates?fx_iso_base=NGN&fx_iso_quote=GHS', undefined, {
      authorization: `Bearer ${u.access_token}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      message: { fx_iso_base: 'NGN', fx_iso_quote: 'GHS', rate: 0.00788461, as_of: expect.any(String) },
      ref: expect.any(String),
    });
    expect(res.body.message.as_of).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const same = await call(svc.url, 'GET', '/fx/rates?fx_iso_base=ghs&fx_iso_quote=GHS', undefined, {
      authorization: `Bearer ${u.access_token}`,
    });
    expect(same.body.message).toMatchObject({ fx_iso_base: 'GHS', fx_iso_quote: 'GHS', rate: 1 });
  });

  it('reads the reference body form on GET (node:http): credentials and currencies in the body', async () => {
    const u = await user();
    const body = { access_token: u.access_token, user_id: u.user_id, fx_iso_base: 'GHS', fx_iso_quote: 'NGN' };
    const res = await getWithBody(svc.url, '/fx/rates', JSON.stringify(body));
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ fx_iso_base: 'GHS', fx_iso_quote: 'NGN', rate: 126.82926829 });
    // A query parameter wins over the body.
    const mixed = await getWithBody(svc.url, '/fx/rates?fx_iso_quote=USD', JSON.stringify(body));
    expect(mixed.body.message).toMatchObject({ fx_iso_base: 'GHS', fx_iso_quote: 'USD', rate: 0.08292682 });
  });

  it('refuses bad GET bodies as any body is refused', async () => {
    const u = await user();
    const other = await user();
    const wrongUser = { access_token: u.access_token, user_id: other.user_id, fx_iso_base: 'NGN', fx_iso_quote: 'GHS' };
    expect(await getWithBody(svc.url, '/fx/rates', JSON.stringify(wrongUser))).toMatchObject({
      status: 401,
      body: { code: 401, message: { error: 'UNAUTHENTICATED', field: 'user_id' } },
    });
    expect(await getWithBody(svc.url, '/fx/rates', '{"fx_iso_base":')).toMatchObject({
      status: 400,
      body: { message: { error: 'BAD_USER_INPUT', detail: 'the body is not valid JSON' } },
    });
    const huge = JSON.stringify({ fx_iso_base: 'NGN', pad: 'x'.repeat(svc.config.bodyLimitBytes) });
    expect(await getWithBody(svc.url, '/fx/rates', huge)).toMatchObject({ status: 413 });
  });

  it('other GET routes still ignore a body', async () => {
    const u = await user();
    const res = await getWithBody(svc.url, '/v1/conversations', '{not json', {
      authorization: `Bearer ${u.access_token}`,
    });
    expect(res.status).toBe(200);
  });

  it('names the REST field of a missing or unknown currency, and needs credentials', async () => {
    const u = await user();
    const auth = { authorization: `Bearer ${u.access_token}` };
    const missing = await call(svc.url, 'GET', '/fx/rates?fx_iso_base=NGN', undefined, auth);
    expect(missing).toMatchObject({
      status: 400,
      body: { message: { error: 'BAD_USER_INPUT', detail: 'fx_iso_quote is required', field: 'fx_iso_quote' } },
    });
    const unknown = await call(svc.url, 'GET', '/fx/rates?fx_iso_base=XYZ&fx_iso_quote=NGN', undefined, auth);
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        message: {
          error: 'BAD_USER_INPUT',
          detail: 'fx_iso_base must be one of NGN, GHS, USD, EUR',
          field: 'fx_iso_base',
        },
      },
    });
    const anonymous = await call(svc.url, 'GET', '/fx/rates?fx_iso_base=NGN&fx_iso_quote=GHS');
    expect(anonymous).toMatchObject({ status: 401, body: { message: { error: 'UNAUTHENTICATED' } } });
  });
});
