import { z } from 'zod';
import { graphql } from '../../gql/index.js';
import { badInput } from '../../errors.js';
import { exchangeRateMessage } from '../../rest/contract.js';
import { defineRoute, type RestRequest } from '../../rest/route.js';

// GET /fx/rates (issue 13, docs/fx.md): fx_iso_base and fx_iso_quote as query parameters, or
// in a JSON body as the reference product sends them (a query parameter wins over the body).
// Credentials as on every `credentials` route: Authorization: Bearer, or access_token with
// user_id in the body.

const FxRates = graphql(`
  query RestFxRate($base: CurrencyCode!, $quote: CurrencyCode!) {
    exchangeRate(base: $base, quote: $quote) { base quote rate asOf }
  }
`);

function currency({ query, body }: RestRequest, name: string) {
  const value = query.get(name) ?? body[name];
  if (value !== undefined && typeof value !== 'string') throw badInput(`${name} must be a string`, name);
  // Codes are upper case; the reference clients send them that way, lower case is accepted.
  return value?.toUpperCase();
}

export const fxRoutes = [
  defineRoute({
    method: 'GET',
    path: '/fx/rates',
    summary:
      'The exchange rate between two currencies (query parameters, or the JSON body the reference product sends)',
    request: z.object({ fx_iso_base: z.string(), fx_iso_quote: z.string() }),
    response: exchangeRateMessage,
    auth: 'credentials',
    getBody: true,
    status: 200,
    document: FxRates,
    names: { base: 'fx_iso_base', quote: 'fx_iso_quote' },
    variables: (req) => ({ base: currency(req, 'fx_iso_base'), quote: currency(req, 'fx_iso_quote') }) as never,
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
