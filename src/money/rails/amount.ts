// Exact conversions between minor units and the providers' formats; never a float in between.

const EXPONENT: Record<string, number> = { NGN: 2, GHS: 2, USD: 2, EUR: 2, KES: 2, ZAR: 2, UGX: 0, XOF: 0, RWF: 0 };

function exponent(currency: string): number {
  const exp = EXPONENT[currency];
  if (exp === undefined) throw new RangeError(`unknown currency ${currency}`);
  return exp;
}

/** 150050n GHS → "1500.50" (MoMo's decimal string in major units). */
export function minorToMajor(minor: bigint, currency: string): string {
  const exp = exponent(currency);
  if (minor < 0n) throw new RangeError('negative amount');
  if (exp === 0) return minor.toString();
  const unit = 10n ** BigInt(exp);
  return `${minor / unit}.${(minor % unit).toString().padStart(exp, '0')}`;
}

/** "1500.5" GHS → 150050n; undefined unless an exact non-negative amount in that currency. */
export function majorToMinor(text: unknown, currency: string): bigint | undefined {
  const exp = EXPONENT[currency];
  if (exp === undefined || (typeof text !== 'string' && typeof text !== 'number')) return undefined;
  const m = /^(\d{1,18})(?:\.(\d+))?$/.exec(String(text));
  if (!m) return undefined;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > exp) return undefined;
  return BigInt(m[1]) * 10n ** BigInt(exp) + BigInt(frac.padEnd(exp, '0') || '0');
}

/** Paystack's integer subunits as a JSON number: refused beyond Number's exact integers. */
export function minorToSubunits(minor: bigint): number {
  if (minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount out of range');
  return Number(minor);
}

export function subunitsToMinor(value: unknown): bigint | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
}
