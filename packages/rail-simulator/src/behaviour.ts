// What the payer (or the payee's bank) does with a request, and how its callbacks travel.
// Chosen per reference, per account, for the next request, by a magic account number, or the
// default (auto-approval after a short delay).

export type Outcome =
  /** The payer approves (collection) or the transfer succeeds (payout) after `afterMs`. */
  | 'approve'
  /** The payer declines (collection: APPROVAL_REJECTED) or the transfer fails, after `afterMs`. */
  | 'decline'
  /** Fails with `reason` after `afterMs` (for example PAYER_NOT_FOUND, NOT_ENOUGH_FUNDS). */
  | 'fail'
  /** The payer does nothing: the provider expires it after its expiry (approve/decline still possible). */
  | 'expire'
  /** The provider never answers: PENDING forever, even past the expiry. */
  | 'never'
  /** Payouts: succeeds after `afterMs`, then is reversed `reverseAfterMs` later (a bank bounce). */
  | 'reverse';

export type CallbackMode =
  | 'once'
  | 'none'
  | 'twice'
  /** Delivered `callbackDelayMs` after the change. */
  | 'late'
  /** Delivered in the wrong order: a reversal before its success, or a stale PENDING after the final state. */
  | 'out_of_order';

export interface Behaviour {
  outcome: Outcome;
  afterMs?: number;
  reason?: string;
  callback?: CallbackMode;
  callbackDelayMs?: number;
  reverseAfterMs?: number;
}

export interface ScriptMatch {
  /** Our reference (MoMo X-Reference-Id, Paystack reference). */
  reference?: string;
  /** Payer or payee account: an MSISDN or a bank account number. */
  account?: string;
  /** The next `count` (default 1) requests that match nothing more specific. */
  next?: number;
}

/**
 * MTN's sandbox test numbers (momodeveloper.mtn.com, "Testing"), then the simulator's own: any
 * account ending in 9990X, X picking the behaviour below (an extension, not MTN's or Paystack's).
 */
const MAGIC: Record<string, Behaviour> = {
  '46733123450': { outcome: 'fail', reason: 'INTERNAL_PROCESSING_ERROR', afterMs: 0 },
  '46733123451': { outcome: 'decline', afterMs: 0 },
  '46733123452': { outcome: 'expire' },
  '46733123453': { outcome: 'never' },
  '46733123454': { outcome: 'never' },
};

export const MAGIC_SUFFIX: Record<string, Behaviour> = {
  '99901': { outcome: 'decline' },
  '99902': { outcome: 'never' },
  '99903': { outcome: 'expire' },
  '99904': { outcome: 'approve', callback: 'none' },
  '99905': { outcome: 'approve', callback: 'twice' },
  '99906': { outcome: 'approve', callback: 'late' },
  '99907': { outcome: 'reverse' },
  '99908': { outcome: 'fail', reason: 'PAYER_NOT_FOUND' },
  '99909': { outcome: 'fail', reason: 'NOT_ENOUGH_FUNDS' },
};

export function magicBehaviour(account: string): Behaviour | undefined {
  return MAGIC[account] ?? MAGIC_SUFFIX[account.slice(-5)];
}

const OUTCOMES = new Set<Outcome>(['approve', 'decline', 'fail', 'expire', 'never', 'reverse']);
const CALLBACKS = new Set<CallbackMode>(['once', 'none', 'twice', 'late', 'out_of_order']);

/** A behaviour from untrusted JSON (the control API), or a sentence saying what is wrong. */
export function parseBehaviour(value: unknown): Behaviour | string {
  if (!value || typeof value !== 'object') return 'behaviour must be an object';
  const v = value as Record<string, unknown>;
  if (!OUTCOMES.has(v.outcome as Outcome)) return `outcome must be one of ${[...OUTCOMES].join(', ')}`;
  if (v.callback !== undefined && !CALLBACKS.has(v.callback as CallbackMode)) {
    return `callback must be one of ${[...CALLBACKS].join(', ')}`;
  }
  for (const key of ['afterMs', 'callbackDelayMs', 'reverseAfterMs'] as const) {
    const n = v[key];
    if (n !== undefined && !(typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)) {
      return `${key} must be a whole number of milliseconds`;
    }
  }
  if (v.reason !== undefined && typeof v.reason !== 'string') return 'reason must be a string';
  return v as unknown as Behaviour;
}

/** Scripts by reference and account, and a queue for the next requests. */
export class Scripts {
  private readonly byReference = new Map<string, Behaviour>();
  private readonly byAccount = new Map<string, Behaviour>();
  private readonly next: Behaviour[] = [];

  add(match: ScriptMatch, behaviour: Behaviour) {
    if (match.reference) this.byReference.set(match.reference, behaviour);
    else if (match.account) this.byAccount.set(match.account, behaviour);
    else for (let i = 0; i < (match.next ?? 1); i++) this.next.push(behaviour);
  }

  /** The behaviour of a new request; a `next` script is used up. */
  pick(reference: string, account: string, fallback: Behaviour): Behaviour {
    return (
      this.byReference.get(reference) ??
      this.byAccount.get(account) ??
      this.next.shift() ??
      magicBehaviour(account) ??
      fallback
    );
  }

  clear() {
    this.byReference.clear();
    this.byAccount.clear();
    this.next.length = 0;
  }
}
