import { formatUnits } from 'viem';
import { badInput } from '../kernel/errors.js';

// Exact money arithmetic: fiat in integer cents, tokens in integer units (18 decimals), fees
// in wei, rates as decimal strings scaled to integers. No floats anywhere.

export const TOKEN_DECIMALS = 18;
const CENTS_TO_UNITS = 10n ** BigInt(TOKEN_DECIMALS - 2);
const RATE_SCALE = 10n ** 8n;

/** "12.5" → 1250n; refuses anything that is not a positive amount with at most 2 decimals. */
export function parseCents(amount: string, max: string): bigint {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m) throw badInput('amount must be a positive number with at most 2 decimals', 'amount');
  const cents = BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  if (cents <= 0n) throw badInput('amount must be greater than 0', 'amount');
  if (cents > decimalToCents(max)) throw badInput(`amount must be at most ${max}`, 'amount');
  return cents;
}

/** A trusted decimal string (config, database) to cents. */
export function decimalToCents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole, frac = ''] = (negative ? amount.slice(1) : amount).split('.');
  const cents = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

export function centsToText(cents: bigint): string {
  const magnitude = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}
export const centsToUnits = (cents: bigint) => cents * CENTS_TO_UNITS;
export const unitsToText = (units: bigint) => formatUnits(units, TOKEN_DECIMALS);
export const weiToEth = (wei: bigint) => formatUnits(wei, 18);

function scaledRate(rate: string): bigint {
  const [whole, frac = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(frac.padEnd(8, '0').slice(0, 8));
}

/** Fee in fiat cents for `wei` at `rate` fiat per ETH, rounded half up. */
export function weiToCents(wei: bigint, ratePerEth: string): bigint {
  const denominator = 10n ** 18n * RATE_SCALE;
  const numerator = wei * scaledRate(ratePerEth) * 100n;
  return (numerator + denominator / 2n) / denominator;
}

/** Fee in fiat cents, rounded up: what a user is charged when user_pays_fees is on. */
export function weiToCentsCeil(wei: bigint, ratePerEth: string): bigint {
  const denominator = 10n ** 18n * RATE_SCALE;
  return (wei * scaledRate(ratePerEth) * 100n + denominator - 1n) / denominator;
}
