import { centsToText, decimalToCents } from '../funding/money.js';

// The price of a payment across currencies. Until a quote service records prices, the cross
// rate derives from the configured table FX_RATES_PER_ETH (units of each currency per ETH):
// rate(base → quote) = perEth[quote] / perEth[base], to 8 decimals, rounded down; the amount
// received = amount × rate, rounded down to the cent. The fee is 0: the service pays the gas.

export interface Price {
  rate: string;
  receiveAmount: string;
  fee: string;
}

export interface CrossRate {
  convert(amount: string, from: string, to: string): Promise<Price>;
}

const RATE_DECIMALS = 8n;
const SCALE = 10n ** RATE_DECIMALS;

/** A decimal text as an integer scaled by 10^8 (more decimals are cut). */
function scaled(value: string): bigint {
  const [whole, frac = ''] = value.split('.');
  return BigInt(whole) * SCALE + BigInt(frac.padEnd(Number(RATE_DECIMALS), '0').slice(0, Number(RATE_DECIMALS)));
}

const rateText = (r: bigint) => `${r / SCALE}.${String(r % SCALE).padStart(Number(RATE_DECIMALS), '0')}`;

export function tableRates(perEth: Record<string, string>): CrossRate {
  return {
    async convert(amount, from, to) {
      const base = perEth[from];
      const quote = perEth[to];
      if (!base || !quote) throw new Error(`no configured rate for ${from} or ${to}`);
      const rate = (scaled(quote) * SCALE) / scaled(base);
      const receive = (decimalToCents(amount) * rate) / SCALE;
      return { rate: rateText(rate), receiveAmount: centsToText(receive), fee: '0.00' };
    },
  };
}
