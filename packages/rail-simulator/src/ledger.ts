import type { Behaviour } from './behaviour.js';

export type Provider = 'momo' | 'paystack';
export type Kind = 'collection' | 'payout';
export type State = 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';

/** One collection or payout as the provider holds it, in provider-neutral terms. */
export interface SimTransaction {
  provider: Provider;
  kind: Kind;
  /** Our reference: MoMo's X-Reference-Id, Paystack's `reference`. */
  reference: string;
  /** The provider's own id: MoMo's financialTransactionId, Paystack's numeric id. */
  providerId: string;
  /** Paystack's TRF_… transfer code. */
  code?: string;
  amountMinor: bigint;
  currency: string;
  /** Payer (collection) or payee (payout): MSISDN or bank account number. */
  account: string;
  /** The request's own fields echoed back by the status endpoints (externalId, notes, recipient…). */
  request: Record<string, unknown>;
  callbackUrl?: string;
  state: State;
  /** Failure reason in the provider's vocabulary (MoMo: APPROVAL_REJECTED, EXPIRED, …). */
  reason?: string;
  createdAt: Date;
  settledAt?: Date;
  reversedAt?: Date;
  behaviour: Behaviour;
  /** Pending timers (decision, expiry), cancelled when the transaction settles. */
  timers: Array<() => void>;
}

/** Every transaction the simulator holds, by provider and reference. */
export class Ledger {
  private readonly rows = new Map<string, SimTransaction>();
  private sequence = 1_000_000;

  private key(provider: Provider, kind: Kind, reference: string) {
    return `${provider}:${kind}:${reference}`;
  }

  get(provider: Provider, kind: Kind, reference: string) {
    return this.rows.get(this.key(provider, kind, reference));
  }

  /** By reference alone (control API): the most recent match over every provider and kind. */
  find(reference: string): SimTransaction | undefined {
    let found: SimTransaction | undefined;
    for (const tx of this.rows.values()) if (tx.reference === reference) found = tx;
    return found;
  }

  add(tx: SimTransaction) {
    this.rows.set(this.key(tx.provider, tx.kind, tx.reference), tx);
  }

  nextId() {
    this.sequence += 1;
    return this.sequence;
  }

  all(): SimTransaction[] {
    return [...this.rows.values()];
  }

  /**
   * The day's statement (UTC day): every transaction created that day with its state now, and a
   * reversal line for every reversal that happened that day.
   */
  statement(provider: Provider, day: string): Array<{ type: Kind | 'reversal'; tx: SimTransaction; at: Date }> {
    const onDay = (d: Date | undefined) => d !== undefined && d.toISOString().slice(0, 10) === day;
    const lines: Array<{ type: Kind | 'reversal'; tx: SimTransaction; at: Date }> = [];
    for (const tx of this.rows.values()) {
      if (tx.provider !== provider) continue;
      if (onDay(tx.createdAt)) lines.push({ type: tx.kind, tx, at: tx.settledAt ?? tx.createdAt });
      if (onDay(tx.reversedAt)) lines.push({ type: 'reversal', tx, at: tx.reversedAt! });
    }
    return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
  }
}
