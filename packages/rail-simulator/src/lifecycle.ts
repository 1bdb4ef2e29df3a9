import type { SimClock } from './clock.js';
import type { SimTransaction, State } from './ledger.js';

export interface LifecycleConfig {
  /** Default delay before an auto-approval (and before a scripted decision without `afterMs`). */
  autoApproveMs: number;
  /** The provider's expiry of an unanswered collection (MoMo: 5 minutes in the simulator). */
  expiryMs: number;
  /** Delay of a `late` callback. */
  lateCallbackMs: number;
  /** Delay between a payout's success and its reversal for `reverse`. */
  reverseAfterMs: number;
}

/** Sends one callback for a transaction as it stood in `state` (a provider's own shape). */
export type Notify = (tx: SimTransaction, state: State) => void;

/**
 * Drives each transaction from PENDING to its end as its behaviour says, on the injected clock,
 * and sends its callbacks the way the behaviour says (once, twice, late, out of order, none).
 */
export class Lifecycle {
  constructor(
    private readonly clock: SimClock,
    readonly config: LifecycleConfig,
    private readonly notify: Notify,
  ) {}

  private at(ms: number) {
    return new Date(this.clock.now().getTime() + ms);
  }

  start(tx: SimTransaction) {
    const b = tx.behaviour;
    const after = b.afterMs ?? this.config.autoApproveMs;
    if (tx.kind === 'collection' && b.outcome !== 'never') {
      tx.timers.push(this.clock.setTimer(this.at(this.config.expiryMs), () => this.settle(tx, 'expired', 'EXPIRED')));
    }
    const decide = (fn: () => void) => tx.timers.push(this.clock.setTimer(this.at(after), fn));
    switch (b.outcome) {
      case 'approve':
      case 'reverse':
        decide(() => this.settle(tx, 'successful'));
        break;
      case 'decline':
        decide(() => this.settle(tx, 'failed', b.reason ?? declineReason(tx)));
        break;
      case 'fail':
        decide(() => this.settle(tx, 'failed', b.reason ?? 'INTERNAL_PROCESSING_ERROR'));
        break;
      case 'expire':
      case 'never':
        break;
    }
  }

  /** The payer's answer from the control API (the "phone"). False when no longer pending. */
  decide(tx: SimTransaction, approve: boolean, reason?: string) {
    return approve ? this.settle(tx, 'successful') : this.settle(tx, 'failed', reason ?? declineReason(tx));
  }

  private settle(tx: SimTransaction, state: State, reason?: string): boolean {
    if (tx.state !== 'pending') return false;
    for (const cancel of tx.timers.splice(0)) cancel();
    tx.state = state;
    tx.reason = reason;
    tx.settledAt = this.clock.now();
    if (state === 'successful' && tx.kind === 'payout' && tx.behaviour.outcome === 'reverse') {
      const after = tx.behaviour.reverseAfterMs ?? this.config.reverseAfterMs;
      this.clock.setTimer(this.at(after), () => this.reverse(tx));
    }
    const mode = tx.behaviour.callback ?? 'once';
    // Out of order with a reversal to come: the success is held and sent after the reversal.
    if (mode === 'out_of_order' && tx.behaviour.outcome === 'reverse' && state === 'successful') return true;
    this.callbacks(tx, mode === 'out_of_order' ? [state, 'pending'] : [state]);
    return true;
  }

  /** A bank bounce: a successful payout comes back. */
  reverse(tx: SimTransaction): boolean {
    if (tx.kind !== 'payout' || tx.state !== 'successful') return false;
    tx.state = 'reversed';
    tx.reversedAt = this.clock.now();
    const mode = tx.behaviour.callback ?? 'once';
    this.callbacks(tx, mode === 'out_of_order' ? ['reversed', 'successful'] : ['reversed']);
    return true;
  }

  private callbacks(tx: SimTransaction, states: State[]) {
    const mode = tx.behaviour.callback ?? 'once';
    const send = () => {
      for (const s of states) this.notify(tx, s);
    };
    switch (mode) {
      case 'none':
        return;
      case 'twice':
        send();
        send();
        return;
      case 'late':
        this.clock.setTimer(this.at(tx.behaviour.callbackDelayMs ?? this.config.lateCallbackMs), send);
        return;
      default:
        send();
    }
  }
}

function declineReason(tx: SimTransaction) {
  return tx.kind === 'collection' ? 'APPROVAL_REJECTED' : 'PAYEE_NOT_FOUND';
}
