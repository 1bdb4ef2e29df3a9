import type { Behaviour, Scripts } from './behaviour.js';
import type { SimClock } from './clock.js';
import type { Deliveries } from './delivery.js';
import type { SimRequest, SimResponse } from './http.js';
import type { Ledger, SimTransaction, State } from './ledger.js';
import type { Lifecycle } from './lifecycle.js';

/** What every provider module shares: time, the transactions, the scripts and the callbacks. */
export interface SimContext {
  clock: SimClock;
  ledger: Ledger;
  scripts: Scripts;
  deliveries: Deliveries;
  lifecycle: Lifecycle;
  /** The behaviour of a request nothing scripted: auto-approve after `autoApproveMs`. */
  defaultBehaviour(): Behaviour;
}

export interface StatementLine {
  type: 'collection' | 'payout' | 'reversal';
  tx: SimTransaction;
  at: Date;
}

/** One provider's API: its routes, its callbacks and its statement lines. */
export interface ProviderApi {
  /** Answers a request on one of its paths; undefined when the path is not its own. */
  handle(req: SimRequest): SimResponse | undefined;
  /** Whether a path is its own (faults are matched before the handler runs). */
  owns(path: string): boolean;
  /** Token paths are never faulted. */
  isTokenPath(path: string): boolean;
  /** Whether a request carries this provider's credentials (the statement endpoint). */
  authorized(req: SimRequest): boolean;
  notify(tx: SimTransaction, state: State): void;
  statementLine(line: StatementLine): Record<string, unknown>;
  /** A 5xx in the provider's shape. */
  failure(status: number): SimResponse;
}
