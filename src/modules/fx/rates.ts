import { AppError, UnprocessableError } from '../../kernel/errors.js';
import type { Clock } from '../../kernel/clock.js';
import type { SUPPORTED_CURRENCIES } from '../../kernel/rules.js';

// Exchange rates behind one interface. The default is the configured table (FX_RATES_PER_ETH,
// units of each currency per ETH) from which every cross rate derives; a provider adapter
// plugs in through `providerRates` and brings a maximum age. Rates are decimal text with at
// most 8 decimals, computed exactly (scaled bigint, never floats) and rounded down.

/** A currency the service handles (the schema's CurrencyCode). */
export type Currency = (typeof SUPPORTED_CURRENCIES)[number];

export const RATE_DECIMALS = 8;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

export interface Rate {
  /** Units of the quote currency per unit of the base currency: decimal text, at most 8 decimals, > 0. */
  rate: string;
  /** When the rate was set (a provider: when it published it; the configured table: the time of the answer). */
  asOf: Date;
}

export interface RatesSource {
  /** What the errors call it ("the configured table", "the provider"). */
  readonly name: string;
  /** How old a rate may be before cross-currency quotes are refused; null: never stale. */
  readonly maxAgeMs: number | null;
  /**
   * The rate for a pair of different currencies. A pair it has no rate for is an
   * UnprocessableError naming `field` (the input field of the currency that lacks one).
   */
  rate(base: Currency, quote: Currency): Promise<Rate>;
}

/** A decimal string ("5200000", "0.5") as an integer and its number of decimals. */
function scaled(text: string): { value: bigint; decimals: number } {
  const [whole, fraction = ''] = text.split('.');
  return { value: BigInt(whole + fraction), decimals: fraction.length };
}

/** An integer count of 10^-decimals as decimal text without trailing zeros ("788461" at 8 → "0.00788461"). */
export function scaledToText(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A rate's text as an integer count of 10^-8. */
export const rateUnits = (rate: string) => {
  const { value, decimals } = scaled(rate);
  return (value * RATE_SCALE) / 10n ** BigInt(decimals);
};

/**
 * quote per base from two amounts per ETH: perEth[quote] / perEth[base], rounded down to 8
 * decimals. Null when the result is below 0.00000001 (or either amount is 0).
 */
export function crossRate(basePerEth: string, quotePerEth: string): string | null {
  const b = scaled(basePerEth);
  const q = scaled(quotePerEth);
  if (b.value === 0n || q.value === 0n) return null;
  // (q / 10^qd) / (b / 10^bd) × 10^8 = q × 10^bd × 10^8 / (b × 10^qd), floored.
  const units = (q.value * 10n ** BigInt(b.decimals) * RATE_SCALE) / (b.value * 10n ** BigInt(q.decimals));
  return units === 0n ? null : scaledToText(units, RATE_DECIMALS);
}

/**
 * The configured table: cross rates from FX_RATES_PER_ETH. It changes only with the
 * configuration, so it never goes stale; `asOf` is the time of the answer.
 */
export function configuredRates(perEth: Record<string, string>, clock: Clock): RatesSource {
  return {
    name: 'the configured table (FX_RATES_PER_ETH)',
    maxAgeMs: null,
    async rate(base, quote) {
      const missing = [base, quote].find((code) => !perEth[code] || scaled(perEth[code]).value === 0n);
      if (missing) {
        throw new UnprocessableError(`no exchange rate is configured for ${missing} (FX_RATES_PER_ETH)`, {
          field: missing === base ? 'base' : 'quote',
        });
      }
      const rate = crossRate(perEth[base], perEth[quote]);
      if (rate === null) {
        throw new UnprocessableError(`the ${quote} per ${base} rate is below 0.00000001`, { field: 'quote' });
      }
      return { rate, asOf: clock.now() };
    },
  };
}

/**
 * What a provider adapter implements: the latest rate it has for a pair of different
 * currencies, with the time the provider set it. No provider ships yet; one is wired in
 * src/services.ts as `providerRates(adapter, config.fx.maxAgeMs)`.
 */
export type ProviderAdapter = (base: Currency, quote: Currency) => Promise<Rate>;

export function providerRates(adapter: ProviderAdapter, maxAgeMs: number, name = 'the rates provider'): RatesSource {
  return { name, maxAgeMs, rate: adapter };
}

/**
 * A cross-currency quote needs a fresh rate: one older than the source's maximum age is
 * refused with SERVICE_UNAVAILABLE (retry later) rather than guessed at. The configured table
 * (no maximum age) always passes.
 */
export function assertFresh(source: RatesSource, rate: Rate, now: Date, base: string, quote: string): void {
  if (source.maxAgeMs === null) return;
  const ageMs = now.getTime() - rate.asOf.getTime();
  if (ageMs <= source.maxAgeMs) return;
  throw new AppError(
    'SERVICE_UNAVAILABLE',
    `the ${quote} per ${base} rate from ${source.name} is ${Math.round(ageMs / 1000)} s old, more than the ${Math.round(
      source.maxAgeMs / 1000,
    )} s allowed (FX_MAX_AGE_SECONDS): cross-currency quotes are refused until it is fresh`,
    { retryAfter: 30 },
  );
}
