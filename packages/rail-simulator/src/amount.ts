// Exact amounts: bigint minor units inside, the provider's format at the edge (MoMo: a decimal
// string in major units; Paystack: an integer in subunits). Never a float in between.

/** Decimal places of the currencies the simulator knows; ISO 4217 minor units. */
const EXPONENT: Record<string, number> = { NGN: 2, GHS: 2, USD: 2, EUR: 2, KES: 2, ZAR: 2, UGX: 0, XOF: 0, RWF: 0 };

export function exponentOf(currency: string): number | undefined {
  return EXPONENT[currency];
}

/** "1500.5" → 150050n for a 2-decimal currency; undefined when not an exact, positive amount. */
export function parseMajor(text: unknown, currency: string): bigint | undefined {
  const exp = exponentOf(currency);
  if (exp === undefined || typeof text !== 'string') return undefined;
  const m = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > exp) return undefined;
  const minor = BigInt(m[1]) * 10n ** BigInt(exp) + BigInt(frac.padEnd(exp, '0') || '0');
  return minor > 0n ? minor : undefined;
}

/** 150050n → "1500.50" (the currency's decimals, always written). */
export function formatMajor(minor: bigint, currency: string): string {
  const exp = exponentOf(currency) ?? 2;
  if (exp === 0) return minor.toString();
  const unit = 10n ** BigInt(exp);
  return `${minor / unit}.${(minor % unit).toString().padStart(exp, '0')}`;
}

/** Paystack's integer subunits: a JSON number only while it is a safe integer. */
export function parseSubunits(value: unknown): bigint | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) return undefined;
  return BigInt(value);
}
