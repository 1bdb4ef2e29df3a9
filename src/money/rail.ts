import type { Identity } from '../generated/prisma/client.js';

// Fiat rails (mobile money, bank) sit behind one interface. Every call is idempotent by
// `reference` (the transaction's uuid), so the money engine can repeat one after a crash.

export interface RailRequest {
  reference: string;
  account: Pick<Identity, 'kind' | 'phoneNumber' | 'mmoName' | 'bankAc' | 'bankSc' | 'bankName'>;
  currency: string;
  /** Exact amount, for example "1500.00". */
  amount: string;
}

export interface FiatRail {
  readonly name: string;
  /** Takes the deposit from the user's account (before a mint). */
  collect(req: RailRequest): Promise<{ railReference: string }>;
  /** Sends the withdrawal to the user's account (after a burn). */
  payout(req: RailRequest): Promise<{ railReference: string }>;
  /** Returns a collected deposit whose mint failed. */
  refund(req: RailRequest): Promise<{ railReference: string }>;
}

/**
 * The embedded default: a sandbox that settles at once and moves no real money. It is what
 * `npm start` uses; a real provider implements FiatRail and is plugged in by config.
 */
export const sandboxRail: FiatRail = {
  name: 'sandbox',
  collect: async ({ reference }) => ({ railReference: `sandbox:collect:${reference}` }),
  payout: async ({ reference }) => ({ railReference: `sandbox:payout:${reference}` }),
  refund: async ({ reference }) => ({ railReference: `sandbox:refund:${reference}` }),
};
