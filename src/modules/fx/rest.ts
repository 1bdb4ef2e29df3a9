import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import { exchangeRateMessage } from '../../rest/contract.js';
import { currency, documentedAs, wrongType } from '../../rest/request.js';
import { defineRoute } from '../../rest/route.js';

// GET /fx/rates (issue 13, docs/fx.md): fx_iso_base and fx_iso_quote as query parameters, or
// in a JSON body as the reference product sends them (a query parameter wins over the body).
// Credentials as on every `credentials` route: Authorization: Bearer, or access_token with
// user_id in the body.

const FxRates = graphql(`
  query RestFxRate($base: CurrencyCode!, $quote: CurrencyCode!) {
    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }
  }
`);

/** A currency code: a string (null too is not one); upper case, the reference clients send it that way, lower case is accepted. */
const code = () =>
  documentedAs(
    z
      .string({ error: wrongType('a string') })
      .transform((value) => value.toUpperCase())
      .pipe(currency()),
    z.string(),
  );

export const fxRoutes = [
  defineRoute({
    method: 'GET',
    path: '/fx/rates',
    summary:
      'The exchange rate between two currencies (query parameters, or the JSON body the reference product sends)',
    request: z.object({ fx_iso_base: code(), fx_iso_quote: code() }),
    variables: (q) => ({ base: q.fx_iso_base, quote: q.fx_iso_quote }),
    response: exchangeRateMessage,
    auth: 'credentials',
    getBody: true,
    status: 200,
    document: FxRates,
    names: { base: 'fx_iso_base', quote: 'fx_iso_quote' },
    // The rate is a JSON number: its decimal text has at most 8 decimals, which a double keeps.
    // as_of is ISO 8601 (UTC) like every time in the envelope answers (spec: account, identity,
    // channel and funding records); integers are the conversation records' form.
    reply: ({ exchangeRate: rate }) => ({
      fx_iso_base: rate.base,
      fx_iso_quote: rate.quote,
      rate: Number(rate.rate),
      as_of: rate.asOf,
    }),
  }),
];
