import { describe, expect, it } from 'vitest';
import {
  centsToText,
  centsToUnits,
  decimalToCents,
  parseCents,
  TOKEN_DECIMALS,
  unitsToText,
  weiToCents,
  weiToCentsCeil,
  weiToEth,
} from '../../src/money/amounts.js';
import { seeded, testSeed } from '../helpers/random.js';
import { refusal } from '../helpers/refusal.js';

const SEED = testSeed();
const MAX = '1000000';
/** The largest amount the format allows: 15 whole digits and 2 decimals. */
const LARGEST = '999999999999999.99';

/** A random bigint in [0, 10^digits). */
function randomBigInt(random: () => number, digits: number): bigint {
  let out = '';
  for (let i = 0; i < digits; i++) out += Math.floor(random() * 10);
  return BigInt(out);
}

describe('parseCents', () => {
  it.each([
    ['1', 100n],
    ['12.5', 1250n],
    ['12.50', 1250n],
    ['0.01', 1n],
    ['0.1', 10n],
    ['007.05', 705n],
    ['1000000', 100_000_000n],
  ])('reads %s as %s cents', (text, cents) => {
    expect(parseCents(text, MAX)).toBe(cents);
  });

  it.each([
    '-1',
    '-0.01',
    '1.234',
    '0.001',
    '1.',
    '.5',
    '',
    ' 1',
    '1 ',
    '1e3',
    '1e+21',
    '0x10',
    '1,50',
    '+1',
    'NaN',
    'Infinity',
    '1000000000000000',
  ])('refuses %j as not a positive amount with at most 2 decimals', (text) => {
    const error = refusal(() => parseCents(text, LARGEST));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('amount must be a positive number with at most 2 decimals');
    expect(error.field).toBe('amount');
  });

  it.each(['0', '0.0', '0.00', '000'])('refuses zero (%s) as not greater than 0', (text) => {
    const error = refusal(() => parseCents(text, MAX));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('amount must be greater than 0');
    expect(error.field).toBe('amount');
  });

  it('accepts exactly the maximum and refuses one cent more, naming the maximum', () => {
    expect(parseCents('1000000', MAX)).toBe(100_000_000n);
    expect(parseCents('1000000.00', MAX)).toBe(100_000_000n);
    const error = refusal(() => parseCents('1000000.01', MAX));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('amount must be at most 1000000');
    expect(error.field).toBe('amount');
  });

  it('compares against a maximum with decimals to the cent', () => {
    expect(parseCents('10.49', '10.5')).toBe(1049n);
    expect(parseCents('10.50', '10.5')).toBe(1050n);
    expect(refusal(() => parseCents('10.51', '10.5')).message).toBe('amount must be at most 10.5');
  });

  it('reads the largest allowed amount exactly, beyond what a float can hold', () => {
    expect(parseCents(LARGEST, LARGEST)).toBe(99_999_999_999_999_999n);
    // A float would have rounded it: the exact answer is not what Number arithmetic gives.
    expect(BigInt(Math.round(Number(LARGEST) * 100))).not.toBe(99_999_999_999_999_999n);
  });

  it('adds decimal amounts without float error (0.1 + 0.2 is 0.30)', () => {
    expect(centsToText(parseCents('0.1', MAX) + parseCents('0.2', MAX))).toBe('0.30');
    expect(parseCents('1.15', MAX)).toBe(115n); // 1.15 * 100 is 114.99999999999999 in floats
    expect(parseCents('4.35', MAX)).toBe(435n); // 4.35 * 100 is 434.99999999999994
  });
});

describe('decimalToCents', () => {
  it.each([
    ['0', 0n],
    ['12', 1200n],
    ['12.5', 1250n],
    ['12.50', 1250n],
    ['0.07', 7n],
    ['1000000', 100_000_000n],
    ['1000000000000000000000', 10n ** 23n],
  ])('reads the trusted decimal %s as %s cents', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents);
  });

  it('drops digits past the cent rather than rounding them', () => {
    expect(decimalToCents('1.239')).toBe(123n);
    expect(decimalToCents('0.009')).toBe(0n);
  });

  it.each([
    ['-1.50', -150n],
    ['-0.50', -50n],
    ['-12', -1200n],
  ])('reads a negative %s as %s cents (the sign applies to the cents too)', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents);
  });
});

describe('centsToText', () => {
  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [10n, '0.10'],
    [99n, '0.99'],
    [100n, '1.00'],
    [1250n, '12.50'],
    [99_999_999_999_999_999n, '999999999999999.99'],
    [10n ** 23n + 5n, '1000000000000000000000.05'],
  ])('writes %s cents as %s', (cents, text) => {
    expect(centsToText(cents)).toBe(text);
  });

  it.each([
    [-150n, '-1.50'],
    [-50n, '-0.50'],
    [-1n, '-0.01'],
  ])('writes negative %s cents as %s, and reads it back', (cents, text) => {
    expect(centsToText(cents)).toBe(text);
    expect(decimalToCents(text)).toBe(cents);
  });
});

describe('token units', () => {
  it('has 18 decimals: one cent is 10^16 units', () => {
    expect(TOKEN_DECIMALS).toBe(18);
    expect(centsToUnits(1n)).toBe(10n ** 16n);
    expect(centsToUnits(100n)).toBe(10n ** 18n);
  });

  it.each([
    [0n, '0'],
    [1n, '0.000000000000000001'],
    [10n ** 16n, '0.01'],
    [125n * 10n ** 16n, '1.25'],
    [10n ** 18n, '1'],
    [10n ** 39n, '1000000000000000000000'],
  ])('writes %s units as %s', (units, text) => {
    expect(unitsToText(units)).toBe(text);
  });

  it('writes 1e21 whole tokens in full, never in exponent form', () => {
    const units = centsToUnits(decimalToCents('1000000000000000000000.01'));
    expect(unitsToText(units)).toBe('1000000000000000000000.01');
    expect(String(1e21)).toBe('1e+21'); // what a float would have written
  });

  it('writes wei as ETH with 18 decimals', () => {
    expect(weiToEth(1n)).toBe('0.000000000000000001');
    expect(weiToEth(1_500_000_000_000_000_000n)).toBe('1.5');
    expect(weiToEth(0n)).toBe('0');
  });
});

describe('wei to cents', () => {
  // At 2000 per ETH one cent is 5 * 10^12 wei, half a cent 2.5 * 10^12.
  const RATE = '2000';
  const CENT = 5_000_000_000_000n;
  const HALF = 2_500_000_000_000n;

  it('rounds half up: just under half a cent is 0, exactly half is 1', () => {
    expect(weiToCents(HALF - 1n, RATE)).toBe(0n);
    expect(weiToCents(HALF, RATE)).toBe(1n);
    expect(weiToCents(CENT, RATE)).toBe(1n);
    expect(weiToCents(CENT + HALF - 1n, RATE)).toBe(1n);
    expect(weiToCents(CENT + HALF, RATE)).toBe(2n);
  });

  it('rounds up for the fee a user is charged: one wei over a cent is two cents', () => {
    expect(weiToCentsCeil(0n, RATE)).toBe(0n);
    expect(weiToCentsCeil(1n, RATE)).toBe(1n);
    expect(weiToCentsCeil(CENT, RATE)).toBe(1n);
    expect(weiToCentsCeil(CENT + 1n, RATE)).toBe(2n);
  });

  it('uses the rate to 8 decimals and ignores digits past them', () => {
    // 1 ETH at 0.00000001 per ETH is 0.000001 cents: rounds to 0, rounds up to 1.
    expect(weiToCents(10n ** 18n, '0.00000001')).toBe(0n);
    expect(weiToCentsCeil(10n ** 18n, '0.00000001')).toBe(1n);
    expect(weiToCents(10n ** 18n, '1234.56789012')).toBe(123457n);
    expect(weiToCentsCeil(10n ** 18n, '1234.56789')).toBe(123457n);
    expect(weiToCentsCeil(10n ** 18n, '1234.56')).toBe(123456n);
    // The ninth decimal is dropped: the same answer as the rate cut to eight.
    expect(weiToCentsCeil(10n ** 20n, '0.000000019')).toBe(weiToCentsCeil(10n ** 20n, '0.00000001'));
  });

  it('is 0 at a rate of 0 (no rate configured)', () => {
    expect(weiToCents(10n ** 30n, '0')).toBe(0n);
    expect(weiToCentsCeil(10n ** 30n, '0')).toBe(0n);
  });

  it('stays exact for 1e21 ETH at a rate with 8 decimals', () => {
    // 10^21 ETH * 0.12345678 per ETH = 123456780000000000000 fiat = 12345678000000000000000 cents.
    expect(weiToCents(10n ** 39n, '0.12345678')).toBe(12_345_678_000_000_000_000_000n);
    expect(weiToCentsCeil(10n ** 39n, '0.12345678')).toBe(12_345_678_000_000_000_000_000n);
  });
});

describe('random amounts', () => {
  it('round-trip text → cents → text → units → text without loss, and the rounding brackets the exact fee', () => {
    console.log(`money unit seed ${SEED} (replay with TEST_SEED=${SEED})`);
    const random = seeded(SEED);
    for (let i = 0; i < 2000; i++) {
      const cents = 1n + (randomBigInt(random, 1 + Math.floor(random() * 17)) % 99_999_999_999_999_999n);
      const text = centsToText(cents);
      expect(text).toMatch(/^\d{1,15}\.\d{2}$/);
      expect(parseCents(text, LARGEST)).toBe(cents);
      expect(decimalToCents(text)).toBe(cents);
      // Token units write the same amount without trailing zeros.
      expect(unitsToText(centsToUnits(cents))).toBe(text.replace(/\.?0+$/, ''));

      const wei = randomBigInt(random, 1 + Math.floor(random() * 25));
      const rate = `${randomBigInt(random, 6)}.${String(randomBigInt(random, 8)).padStart(8, '0')}`;
      const scaled = BigInt(rate.replace('.', ''));
      // Exact fee in cents is wei * scaled * 100 / (10^18 * 10^8).
      const numerator = wei * scaled * 100n;
      const denominator = 10n ** 26n;
      const up = weiToCentsCeil(wei, rate);
      const half = weiToCents(wei, rate);
      expect(up * denominator >= numerator, `${wei} wei at ${rate}`).toBe(true);
      expect((up - 1n) * denominator < numerator, `${wei} wei at ${rate}`).toBe(true);
      // Half up: within half a cent of the exact value, ties going up.
      expect(2n * (half * denominator - numerator) <= denominator, `${wei} wei at ${rate}`).toBe(true);
      expect(2n * (numerator - half * denominator) < denominator, `${wei} wei at ${rate}`).toBe(true);
      expect(half <= up).toBe(true);
    }
  });
});
