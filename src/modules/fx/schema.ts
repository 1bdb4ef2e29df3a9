import { UnprocessableError } from '../../kernel/errors.js';
import { builder } from '../../schema/builder.js';
import { CurrencyCode, type CurrencyCodeValue, Money } from '../../schema/money.js';
import { rateText } from './service.js';

// Exchange rates and payment quotes (docs/fx.md). The rules are in ./service.ts. The issue's
// `fxRate` is `exchangeRate` here: the schema spells out abbreviations (docs/graphql-schema.md).

interface ExchangeRateValue {
  base: CurrencyCodeValue;
  quote: CurrencyCodeValue;
  rate: string;
  asOf: Date;
}

const ExchangeRate = builder.objectRef<ExchangeRateValue>('ExchangeRate').implement({
  description: 'How many units of one currency (quote) one unit of another (base) is worth.',
  fields: (t) => ({
    base: t.field({ type: CurrencyCode, description: 'The currency priced.', resolve: (r) => r.base }),
    quote: t.field({ type: CurrencyCode, description: 'The currency it is priced in.', resolve: (r) => r.quote }),
    rate: t.field({
      type: 'Decimal',
      description:
        'Units of quote per unit of base, at most 8 decimals, rounded down ("1" for one currency). Cross rates derive from the configured FX_RATES_PER_ETH table: perEth[quote] / perEth[base].',
      resolve: (r) => r.rate,
    }),
    asOf: t.field({
      type: 'DateTime',
      description:
        'When the rate was set: for the configured table (which never goes stale) the time of the answer; for a rates provider, when it published the rate.',
      resolve: (r) => r.asOf,
    }),
  }),
});

const currencyOf = (code: string) => code as CurrencyCodeValue;

const PaymentQuoteRef = builder.prismaObject('PaymentQuote', {
  description:
    'The price of a payment, held until expiresAt: what is sent, the fee taken from it, the rate and what arrives. A payment uses it by id.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The quote's id (a UUID); a payment names it as quoteId." }),
    sendAmount: t.field({
      type: Money,
      description: 'What the sender pays, fee included, with 2 decimals.',
      select: { sendAmount: true, sendCurrency: true },
      resolve: (q) => ({ amount: q.sendAmount.toFixed(2), currency: currencyOf(q.sendCurrency) }),
    }),
    fee: t.field({
      type: Money,
      description:
        'The fee, in the send currency, deducted from sendAmount before the conversion: PAYMENT_FEE_PERCENT of it rounded up to the cent (0 by default: the service pays the network fees).',
      select: { fee: true, sendCurrency: true },
      resolve: (q) => ({ amount: q.fee.toFixed(2), currency: currencyOf(q.sendCurrency) }),
    }),
    rate: t.field({
      type: 'Decimal',
      description:
        'Units of the receive currency per unit of the send currency, at most 8 decimals ("1" for one currency).',
      select: { rate: true },
      resolve: (q) => rateText(q),
    }),
    receiveAmount: t.field({
      type: Money,
      description: 'What arrives: (sendAmount − fee) × rate, rounded down to the cent.',
      select: { receiveAmount: true, receiveCurrency: true },
      resolve: (q) => ({ amount: q.receiveAmount.toFixed(2), currency: currencyOf(q.receiveCurrency) }),
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      description: 'Until when a payment may use it (PAYMENT_QUOTE_SECONDS after it was made, 60 s by default).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
  }),
});

const PaymentQuoteInput = builder.inputType('PaymentQuoteInput', {
  description: 'What to price: an amount in one currency, received in the same or another.',
  fields: (t) => ({
    amount: t.field({
      type: 'Decimal',
      description:
        'What the sender pays, in units of currency, for example "1500.50": positive, at most 2 decimals, at most MAX_FUNDING_AMOUNT; an InvalidInputError otherwise.',
    }),
    currency: t.field({ type: CurrencyCode, description: 'The currency sent.' }),
    receiveCurrency: t.field({
      type: CurrencyCode,
      required: false,
      description: 'The currency the recipient receives; the same as currency when left out.',
    }),
  }),
});

builder.queryField('exchangeRate', (t) =>
  t.withAuth({ authenticated: 'READ' }).field({
    type: ExchangeRate,
    description:
      'The exchange rate from base to quote. A currency without a configured rate is an UNPROCESSABLE error naming base or quote.',
    args: {
      base: t.arg({ type: CurrencyCode, required: true, description: 'The currency priced.' }),
      quote: t.arg({ type: CurrencyCode, required: true, description: 'The currency it is priced in.' }),
    },
    resolve: async (_root, { base, quote }, ctx) => ({ base, quote, ...(await ctx.services.fx.rate(base, quote)) }),
  }),
);

builder.mutationField('paymentQuote', (t) =>
  t.withAuth({ authenticated: 'MONEY' }).prismaField({
    type: PaymentQuoteRef,
    description:
      'Prices a payment and records the quote, valid PAYMENT_QUOTE_SECONDS (60 s by default). A currency without a configured rate, an amount that does not cover the fee or converts to less than a cent is an UnprocessableError naming the field. A cross-currency quote whose rate is older than FX_MAX_AGE_SECONDS (a rates provider; the configured table never goes stale) is a top-level SERVICE_UNAVAILABLE.',
    errors: {
      types: [UnprocessableError],
      dataField: { name: 'paymentQuote', description: 'The quote, recorded.' },
    },
    args: {
      input: t.arg({ type: PaymentQuoteInput, required: true, description: 'The amount and the currencies.' }),
    },
    // The created row has every column the type reads: no second statement.
    resolve: (_query, _root, { input }, ctx) => ctx.services.fx.quote(ctx.viewer, input),
  }),
);
