import type { PaymentQuote, PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { Config } from '../../config.js';
import type { Actor } from '../../kernel/viewer.js';
import { AppError, badInput, notFound, UnprocessableError } from '../../kernel/errors.js';
import { centsToText, decimalToCents, parseCents } from '../../money/amounts.js';
import {
  assertFresh,
  configuredRates,
  type Currency,
  type Rate,
  rateUnits,
  type RatesSource,
  scaledToText,
} from './rates.js';

// Rates and payment quotes. A quote records the price of a payment (what is sent, the fee,
// the rate, what arrives) for PAYMENT_QUOTE_SECONDS; the payment then uses it by id through
// `useQuote`, which holds the rules of who may use which quote.

export interface QuoteInput {
  /** Decimal text, positive, at most 2 decimals. */
  amount: string;
  currency: Currency;
  /** Default: `currency`. */
  receiveCurrency?: Currency | null;
}

interface Deps {
  prisma: PrismaClient;
  config: Config;
  clock: Clock;
  /** Default: the configured table (FX_RATES_PER_ETH). Tests and a provider adapter pass their own. */
  rates?: RatesSource;
}

/** A percentage with 4 decimals is a count of 10^-6 of the amount. */
const PERCENT_SCALE = 10n ** 6n;
/** Decimal(20, 2) holds at most 18 whole digits. */
const MAX_CENTS = 10n ** 20n - 1n;
/** How long an expired quote is kept (unless a payment used it, then for good). */
const STALE_QUOTE_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The fee in cents: `percent` of `cents`, rounded up to the cent (a fee is never under-charged). */
export function feeCents(cents: bigint, percent: string): bigint {
  const [whole, fraction = ''] = percent.split('.');
  const millionths = BigInt(whole) * 10n ** 4n + BigInt(fraction.padEnd(4, '0'));
  return (cents * millionths + PERCENT_SCALE - 1n) / PERCENT_SCALE;
}

/** `cents` × `rate`, rounded down to the cent. */
export const convertCents = (cents: bigint, rate: string) => (cents * rateUnits(rate)) / 10n ** 8n;

export function createFxService({ prisma, config, clock, rates = configuredRates(config.fxRatesPerEth, clock) }: Deps) {
  /**
   * The rate for a pair: "1" for one currency (from no source), otherwise the source's. Errors
   * about a currency name `fields.base` or `fields.quote`.
   */
  async function rate(base: Currency, quote: Currency, fields = { base: 'base', quote: 'quote' }): Promise<Rate> {
    if (base === quote) return { rate: '1', asOf: clock.now() };
    try {
      return await rates.rate(base, quote);
    } catch (error) {
      // The source names the side of the pair; the caller's input has its own names.
      if (error instanceof AppError && (error.field === 'base' || error.field === 'quote')) {
        throw new UnprocessableError(error.message, { field: fields[error.field] });
      }
      throw error;
    }
  }

  /**
   * Prices a payment without recording it: the fee (PAYMENT_FEE_PERCENT, across currencies only:
   * converting is what it pays for) comes out of the amount, the rest is converted at the rate
   * and rounded down to the cent. A stale provider rate refuses a cross-currency price.
   */
  async function price(input: QuoteInput, max = config.maxFundingAmount) {
    const sendCents = parseCents(input.amount, max);
    const receiveCurrency = input.receiveCurrency ?? input.currency;
    const cross = input.currency !== receiveCurrency;
    const fee = cross ? feeCents(sendCents, config.fx.feePercent) : 0n;
    if (fee >= sendCents) {
      throw new UnprocessableError(`amount does not cover the fee of ${centsToText(fee)} ${input.currency}`, {
        field: 'amount',
      });
    }
    const priced = await rate(input.currency, receiveCurrency, { base: 'currency', quote: 'receiveCurrency' });
    const now = clock.now();
    if (cross) assertFresh(rates, priced, now, input.currency, receiveCurrency);
    const receiveCents = convertCents(sendCents - fee, priced.rate);
    if (receiveCents <= 0n) {
      throw new UnprocessableError(`amount converts to less than 0.01 ${receiveCurrency}`, { field: 'amount' });
    }
    if (receiveCents > MAX_CENTS) {
      throw new UnprocessableError(`amount converts to more than this service can hold in ${receiveCurrency}`, {
        field: 'amount',
      });
    }
    return {
      sendAmount: centsToText(sendCents),
      receiveAmount: centsToText(receiveCents),
      receiveCurrency,
      rate: priced.rate,
      rateAsOf: priced.asOf,
      fee: centsToText(fee),
      now,
    };
  }

  /**
   * Prices a payment and records the quote (valid for PAYMENT_QUOTE_SECONDS). The viewer's
   * quotes that expired over a day ago and priced no payment go at the same time: the table
   * keeps what is live, what a payment used, and a day in which an old quote still answers
   * "expired" rather than "not found".
   */
  async function quote(viewer: Actor, input: QuoteInput): Promise<PaymentQuote> {
    const { now, ...p } = await price(input);
    await prisma.$executeRaw`
      DELETE FROM "PaymentQuote" q
      WHERE q."userId" = ${viewer.id} AND q."expiresAt" < ${new Date(now.getTime() - STALE_QUOTE_MS)}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."quoteId" = q."id")`;
    return prisma.paymentQuote.create({
      data: {
        userId: viewer.id,
        sendAmount: p.sendAmount,
        sendCurrency: input.currency,
        receiveAmount: p.receiveAmount,
        receiveCurrency: p.receiveCurrency,
        rate: p.rate,
        fee: p.fee,
        rateAsOf: p.rateAsOf,
        expiresAt: new Date(now.getTime() + config.fx.quoteMs),
        createdAt: now,
      },
    });
  }

  /**
   * The quote a payment uses: the viewer's own, not expired, and for the same amount and
   * currencies. Errors name `quoteId`: not a UUID is BAD_USER_INPUT; unknown or another
   * user's is NOT_FOUND; expired or for another amount or currency is UNPROCESSABLE (422).
   * Without `receiveCurrency` (undefined) the quote's own is taken: a payment's receive currency
   * comes from its quote. It does not consume the quote: the payment that uses it records its id.
   */
  async function useQuote(viewer: Actor, quoteId: string, input: QuoteInput): Promise<PaymentQuote> {
    if (!UUID.test(quoteId)) throw badInput('quoteId must be a UUID', 'quoteId');
    const row = await prisma.paymentQuote.findFirst({ where: { id: quoteId, userId: viewer.id } });
    if (!row) throw notFound('quote', 'quoteId');
    if (row.expiresAt.getTime() <= clock.now().getTime()) {
      throw new UnprocessableError(`the quote expired at ${row.expiresAt.toISOString()}; ask for a new one`, {
        field: 'quoteId',
      });
    }
    const receiveCurrency =
      input.receiveCurrency === undefined ? row.receiveCurrency : (input.receiveCurrency ?? input.currency);
    const quoted = decimalToCents(row.sendAmount.toFixed(2));
    const sameAmount = /^\d{1,15}(\.\d{1,2})?$/.test(input.amount) && decimalToCents(input.amount) === quoted;
    if (!sameAmount || row.sendCurrency !== input.currency || row.receiveCurrency !== receiveCurrency) {
      throw new UnprocessableError(
        `the quote is for ${centsToText(quoted)} ${row.sendCurrency} to ${row.receiveCurrency}, not ${input.amount} ${input.currency} to ${receiveCurrency}`,
        { field: 'quoteId' },
      );
    }
    return row;
  }

  return { rate, price, quote, useQuote, rates };
}

export type FxService = ReturnType<typeof createFxService>;

/** A quote's rate as stored (Decimal(38, 18)) back to its text with at most 8 decimals. */
export const rateText = (row: Pick<PaymentQuote, 'rate'>) => scaledToText(rateUnits(row.rate.toFixed(8)), 8);
