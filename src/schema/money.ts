import { SUPPORTED_CURRENCIES } from '../kernel/rules.js';
import { builder } from './builder.js';

// Currencies and amounts, one shape for every area: a CurrencyCode is a fiat currency the
// service handles (each has a stablecoin of the same symbol), Money is an exact amount in one.

const CURRENCY_NAMES: Record<(typeof SUPPORTED_CURRENCIES)[number], string> = {
  NGN: 'Nigerian naira.',
  GHS: 'Ghanaian cedi.',
  USD: 'United States dollar.',
  EUR: 'Euro.',
};

export const CurrencyCode = builder.enumType('CurrencyCode', {
  description:
    'An ISO-4217 code of a currency the service handles; each has a stablecoin of the same symbol (one token is one unit).',
  values: Object.fromEntries(SUPPORTED_CURRENCIES.map((code) => [code, { description: CURRENCY_NAMES[code] }])) as {
    [K in (typeof SUPPORTED_CURRENCIES)[number]]: { description: string };
  },
});

export type CurrencyCodeValue = (typeof SUPPORTED_CURRENCIES)[number];

export interface MoneyValue {
  /** Exact decimal text ("1500.5"), never a float. */
  amount: string;
  currency: CurrencyCodeValue;
}

export const Money = builder.objectRef<MoneyValue>('Money').implement({
  description: 'An exact amount of one currency (or of its stablecoin).',
  fields: (t) => ({
    amount: t.field({
      type: 'Decimal',
      description: 'The amount as an exact decimal string (for example "1500.50"); each field says its precision.',
      resolve: (m) => m.amount,
    }),
    currency: t.field({ type: CurrencyCode, description: 'Its currency.', resolve: (m) => m.currency }),
  }),
});
