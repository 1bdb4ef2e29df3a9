import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  formatMoney,
  fromMinorUnits,
  parseAmountInput,
  subtractMoney,
  toMinorUnits,
} from '../src/money.js';

// The client's money helpers: exact decimal strings through bigint minor units, never floats.

describe('money helpers', () => {
  it('convert decimal strings to minor units and back exactly', () => {
    expect(toMinorUnits('1500.5')).toBe(150050n);
    expect(toMinorUnits('0.07')).toBe(7n);
    expect(toMinorUnits('-2')).toBe(-200n);
    expect(fromMinorUnits(150050n)).toBe('1500.50');
    expect(fromMinorUnits(7n)).toBe('0.07');
    expect(fromMinorUnits(-200n)).toBe('-2.00');
    // Beyond 2^53, where a float would already be wrong.
    expect(fromMinorUnits(toMinorUnits('90071992547409.93') + 1n)).toBe('90071992547409.94');
  });

  it('add, subtract and compare without the float error of 0.1 + 0.2', () => {
    const ngn = (amount: string) => ({ amount, currency: 'NGN' });
    expect(addMoney(ngn('0.10'), ngn('0.20'))).toEqual(ngn('0.30'));
    expect(subtractMoney(ngn('100'), ngn('0.01'))).toEqual(ngn('99.99'));
    expect(compareMoney(ngn('10.00'), ngn('10'))).toBe(0);
    expect(compareMoney(ngn('9.99'), ngn('10'))).toBe(-1);
    expect(() => addMoney(ngn('1'), { amount: '1', currency: 'GHS' })).toThrow('cannot combine NGN with GHS');
  });

  it('refuse what is not an amount, or has more than 2 decimals', () => {
    expect(() => toMinorUnits('1.005')).toThrow('more than 2 decimals');
    expect(() => toMinorUnits('1e3')).toThrow('not a decimal amount');
    expect(() => toMinorUnits('')).toThrow('not a decimal amount');
  });

  it('read what a person typed as the amount string the service takes', () => {
    expect(parseAmountInput(' 1,250.5 ')).toBe('1250.50');
    expect(parseAmountInput('20')).toBe('20.00');
    for (const bad of ['-5', '1.2.3', 'ten', '1.234']) expect(() => parseAmountInput(bad), bad).toThrow(RangeError);
  });

  it('format in the reader locale from the decimal string', () => {
    expect(formatMoney({ amount: '1500.50', currency: 'NGN' }, 'en-NG')).toBe('₦1,500.50');
    expect(formatMoney({ amount: '90071992547409.93', currency: 'GHS' }, 'en-GH')).toBe('GH₵90,071,992,547,409.93');
  });
});
