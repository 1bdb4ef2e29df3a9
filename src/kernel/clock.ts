/**
 * Time source, injected so that expiry can be tested without waiting: `now()` and timers that
 * fire at a point in its time (token expiry, session checks).
 */
export interface Clock {
  now(): Date;
  /** Calls `fn` once the clock reaches `at` (at once when it has). Returns a cancel. */
  setTimer(at: Date, fn: () => void): () => void;
}

/** setTimeout's largest delay; longer timers re-arm. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Timers on real time, each re-armed until the clock reaches its moment. */
function realTimer(clock: Clock, at: Date, fn: () => void): () => void {
  let handle: NodeJS.Timeout | undefined;
  let cancelled = false;
  // Never synchronous: a timer already due fires on the next turn, after setTimer returned.
  const arm = () => {
    const left = Math.max(0, at.getTime() - clock.now().getTime());
    handle = setTimeout(
      () => {
        if (cancelled) return;
        if (at.getTime() <= clock.now().getTime()) fn();
        else arm();
      },
      Math.min(left, MAX_DELAY_MS),
    );
    handle.unref?.();
  };
  arm();
  return () => {
    cancelled = true;
    clearTimeout(handle);
  };
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimer(at, fn) {
    return realTimer(systemClock, at, fn);
  },
};

/**
 * Real time plus an offset that tests move forward by hand: `advance(ms)` fires every timer
 * whose moment has come, so an expiry is tested without waiting for it.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  private readonly timers = new Set<() => void>();

  now() {
    return new Date(Date.now() + this.offsetMs);
  }

  setTimer(at: Date, fn: () => void) {
    let done = false;
    const fire = () => {
      if (done) return;
      done = true;
      cancel();
      fn();
    };
    const check = () => {
      if (at.getTime() <= this.now().getTime()) queueMicrotask(fire);
    };
    const cancelReal = realTimer(this, at, fire);
    const cancel = () => {
      cancelReal();
      this.timers.delete(check);
    };
    this.timers.add(check);
    return () => {
      done = true;
      cancel();
    };
  }

  advance(ms: number) {
    this.offsetMs += ms;
    for (const check of [...this.timers]) check();
  }
}
