import type { Events, RailWake } from '../../events/pubsub.js';

// The wake-up a verified callback publishes on the event bus (in memory, or Redis so that it
// reaches the instance holding the engine's lease). It names one RailOperation to check now; the
// engine's poll step asks the provider's status call: a callback is a hint, never the source of
// truth. Its nextCheckAt was also set to now, so a lost wake-up only delays the check until the
// next pass.

export type { RailWake };

export function publishRailWake(events: Events, wake: RailWake): void {
  events.publish('railWake', wake);
}

/** Every wake-up from now on (any instance when the bus is Redis). */
export function railWakes(events: Events): AsyncIterable<RailWake> {
  return events.subscribe('railWake');
}
