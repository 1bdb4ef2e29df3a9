/**
 * The simulator's time. Same shape as the service's `Clock` (src/kernel/clock.ts), so either can be
 * injected: approvals, expiries, late callbacks and held answers all run on it.
 */
export interface SimClock {
  now(): Date;
  /** Calls `fn` once the clock reaches `at`. Returns a cancel. */
  setTimer(at: Date, fn: () => void): () => void;
}

export const systemClock: SimClock = {
  now: () => new Date(),
  setTimer(at, fn) {
    // setTimeout's largest delay is about 24.8 days; a longer timer re-arms.
    let handle: NodeJS.Timeout;
    const arm = () => {
      const left = at.getTime() - Date.now();
      if (left <= 0) {
        handle = setTimeout(fn, 0);
      } else {
        handle = setTimeout(arm, Math.min(left, 2 ** 31 - 1));
      }
      handle.unref();
    };
    arm();
    return () => clearTimeout(handle);
  },
};

/**
 * A clock that moves only when told: tests call `advance(ms)` and every timer whose moment has
 * come fires, in time order. Starts at a fixed instant so statements' days are predictable.
 */
export class ManualClock implements SimClock {
  private current: number;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();
  private nextId = 0;

  constructor(start: Date | string = '2026-11-28T09:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now() {
    return new Date(this.current);
  }

  setTimer(at: Date, fn: () => void) {
    const id = this.nextId++;
    this.timers.set(id, { at: at.getTime(), fn });
    return () => {
      this.timers.delete(id);
    };
  }

  /** Moves time forward by `ms`, firing due timers one by one (a fired timer may arm another). */
  advance(ms: number) {
    const target = this.current + ms;
    for (;;) {
      let due: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of this.timers) {
        if (entry[1].at <= target && (!due || entry[1].at < due[1].at)) due = entry;
      }
      if (!due) break;
      this.timers.delete(due[0]);
      this.current = Math.max(this.current, due[1].at);
      due[1].fn();
    }
    this.current = target;
  }
}
