import type { PubSub } from 'graphql-yoga';
import type { Events } from '../../events/pubsub.js';

// The wake-up a verified callback publishes on the event bus (in memory, or Redis so that it
// reaches the instance holding the engine's lease). It names one RailOperation to check now; the
// engine's poll step (not built yet) listens to it and asks the provider's status call: a
// callback is a hint, never the source of truth. Its nextCheckAt was also set to now, so a lost
// wake-up only delays the check until the next pass.
//
// The topic lives here rather than in the event catalogue (src/events/pubsub.ts) until the rail
// engine steps land; it travels through the same bus.

export const RAIL_WAKE = 'railWake';

export interface RailWake {
  operationId: number;
  /** The operation's uuid: our reference at the provider. */
  reference: string;
  provider: string;
  kind: 'COLLECTION' | 'PAYOUT';
  /** The state the callback claims (a hint only). */
  hintedState: string;
}

type WakeBus = PubSub<{ [RAIL_WAKE]: [wake: RailWake] }>;

export function publishRailWake(events: Events, wake: RailWake): void {
  (events as unknown as WakeBus).publish(RAIL_WAKE, wake);
}

/** Every wake-up from now on (any instance when the bus is Redis). */
export function railWakes(events: Events): AsyncIterable<RailWake> {
  return (events as unknown as WakeBus).subscribe(RAIL_WAKE);
}
