// Money without floats. The service sends amounts as exact decimal strings with their currency
// (`Money { amount: "1500.50", currency: NGN }`) and takes them as strings; these helpers
// convert, add, compare and format them through integer minor units (bigint), never a JS number.

export interface Money {
  /** An exact decimal string, for example "1500.50". */
  amount: string;
  /** An ISO 4217 code, for example "NGN" or "GHS". */
  currency: string;
}

/** Decimals of the service's fiat amounts and stablecoins (cents, pesewas, kobo). */
export const MINOR_DIGITS = 2;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "1500.5" → 150050n. Throws on anything that is not a plain decimal, or has too many decimals. */
export function toMinorUnits(amount: string, digits = MINOR_DIGITS): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > digits) throw new RangeError(`${amount} has more than ${digits} decimals`);
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return sign ? -minor : minor;
}

/** 150050n → "1500.50". */
export function fromMinorUnits(minor: bigint, digits = MINOR_DIGITS): string {
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

function sameCurrency(a: Money, b: Money) {
  if (a.currency !== b.currency) throw new RangeError(`cannot combine ${a.currency} with ${b.currency}`);
}

/** a + b, exactly (same currency). */
export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { amount: fromMinorUnits(toMinorUnits(a.amount) + toMinorUnits(b.amount)), currency: a.currency };
}

/** a − b, exactly (same currency). */
export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { amount: fromMinorUnits(toMinorUnits(a.amount) - toMinorUnits(b.amount)), currency: a.currency };
}

/** −1, 0 or 1 (same currency). */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  const d = toMinorUnits(a.amount) - toMinorUnits(b.amount);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * What a person typed ("1,250.5", " 20 ") as the service's amount string ("1250.50"); throws
 * RangeError on anything else (letters, several points, more than 2 decimals, negative).
 */
export function parseAmountInput(text: string): string {
  const plain = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain))
    throw new RangeError(`enter an amount such as 1250.50, not ${JSON.stringify(text)}`);
  return fromMinorUnits(toMinorUnits(plain));
}

/** "₦1,500.50" in the reader's locale; Intl formats the decimal string exactly (no float). */
export function formatMoney(money: Money, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency });
  // Intl.NumberFormat v3 takes the decimal string as is; its types still say number.
  return format.format(money.amount as unknown as number);
}
