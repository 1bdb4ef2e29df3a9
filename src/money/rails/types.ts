// A fiat rail (mobile money, bank) as the money engine sees it, whatever the provider. Every
// call is idempotent by our reference (the operation's uuid): repeating one after a crash or a
// lost answer never moves money twice. A callback is only a hint: the engine confirms with the
// status call before acting.

export type RailProvider = 'momo' | 'paystack';

export type RailAccount =
  | { kind: 'msisdn'; msisdn: string }
  | { kind: 'bank'; accountNumber: string; bankCode: string; name: string };

export interface MoneyMove {
  /** Our reference: the operation's uuid (lowercase), sent as the provider's own reference. */
  reference: string;
  /** Exact amount in the currency's minor units (kobo, pesewas). */
  amountMinor: bigint;
  currency: string;
  note?: string;
}

export interface CollectionRequest extends MoneyMove {
  payer: RailAccount;
}

export interface PayoutRequest extends MoneyMove {
  payee: RailAccount;
}

/** `duplicate`: the provider already had this reference (an earlier attempt got through). */
export type RequestOutcome = { outcome: 'accepted'; duplicate: boolean } | { outcome: 'refused'; reason: string };

export type Settled = { state: 'successful'; providerId: string; amountMinor: bigint; currency: string };

export type CollectionStatus =
  | { state: 'pending' }
  | Settled
  | { state: 'failed'; reason: string }
  | { state: 'expired' }
  | { state: 'not_found' };

export type PayoutStatus = CollectionStatus | { state: 'reversed'; providerId: string };

export type HintState = 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';

/** What a verified callback says: enough to wake the engine for one reference, nothing more. */
export interface CallbackHint {
  provider: RailProvider;
  kind: 'collection' | 'payout';
  reference: string;
  /** Stable per provider event: the replay key. */
  eventId: string;
  state: HintState;
}

export type CallbackRefusal = 'forged' | 'stale' | 'malformed' | 'replayed';

export type CallbackVerdict =
  | { ok: true; hint: CallbackHint }
  | { ok: false; refusal: CallbackRefusal; detail: string };

export interface CallbackInput {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  /** The request's URL as received (path and query; the host is not used). */
  url: string;
}

/** Replay protection, kept by the caller (a table with a unique event id, for example). */
export interface ReplayStore {
  /** True the first time an event id is claimed, false after. */
  claim(eventId: string): Promise<boolean>;
}

export interface StatementEntry {
  type: 'collection' | 'payout' | 'reversal';
  reference: string;
  providerId: string;
  amountMinor: bigint;
  currency: string;
  /** The entry's state in the rail's neutral terms. */
  state: HintState;
  at: Date;
}

export interface Rail {
  readonly provider: RailProvider;
  /** A payout it paid can still be reversed (a bank transfer bouncing): the engine keeps asking for a while. */
  readonly reversible: boolean;
  requestCollection(req: CollectionRequest): Promise<RequestOutcome>;
  collectionStatus(reference: string): Promise<CollectionStatus>;
  requestPayout(req: PayoutRequest): Promise<RequestOutcome>;
  payoutStatus(reference: string): Promise<PayoutStatus>;
  verifyCallback(input: CallbackInput, replay?: ReplayStore): Promise<CallbackVerdict>;
  /** Every entry of a UTC day (YYYY-MM-DD). */
  statement(day: string): Promise<StatementEntry[]>;
}

/** A provider call that failed in a way the engine must handle. */
export class RailError extends Error {
  constructor(
    readonly provider: RailProvider,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = new.target.name;
  }
}

/** The provider could not be reached or answered 5xx: try again later, with the same reference. */
export class RailUnavailable extends RailError {}

/**
 * A request was sent but its answer was lost (connection dropped, timed out): it may have been
 * executed. Resolve by the status call, never by a new reference.
 */
export class RailUnknownOutcome extends RailUnavailable {}
