import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS, settledWithin } from '../../src/money/outcome.js';
import { type Hints, waitForRow } from '../../src/money/waiters.js';

// A money request waits for its operation as src/modules/funding/service.ts does: woken by this
// process's engine, or by the outbox tail telling of a status another instance's engine wrote,
// reading the row only then (or on the fallback poll). Here no engine runs in this process (the
// operation's lane is another instance's): "the other instance" moves the row in a fake database
// and the tail's hint follows, as src/events/tail.ts sends it.

interface Row {
  id: number;
  status: string;
}

describe('a request waiting on an operation another instance drives', () => {
  let db: Row;
  let reads: number;
  const waiters = new Map<number, Set<(row?: Row) => void>>();
  const hints: Hints = new Map();
  const heard = (id: number, status: string) => {
    for (const wake of hints.get(id) ?? []) wake(status);
  };
  /**
   * The services' `next` (as engine.changed waits): wait for a change of the row it knows, or for
   * the tail's word of another status where another instance drives the lane, then read the row.
   */
  const waiting = (leads: () => boolean) => async (now: Row, ms: number) => {
    const told = await waitForRow<Row>(waiters, hints, leads, now.id, ms, now);
    if (told) return told;
    reads++;
    return { ...db };
  };
  /** This process drives no lane (the operation's is another instance's), or every lane. */
  const elsewhere = waiting(() => false);
  const here = waiting(() => true);
  /** The other instance's engine moves the row, and the outbox tail hears it `lag` ms later. */
  const moveElsewhere = (status: string, lag = 20) => {
    db = { ...db, status };
    setTimeout(() => heard(db.id, status), lag);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    db = { id: 7, status: 'PENDING' };
    reads = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    expect(waiters.size + hints.size).toBe(0); // nothing left registered
  });

  it('reads the row once per status it hears of, not on a short poll, and answers when it is final', async () => {
    const answer = settledWithin({ id: 7, status: 'PENDING' }, 30_000, elsewhere);
    setTimeout(() => moveElsewhere('SUBMITTED'), 300);
    // A hint of the status it already knows (its own PENDING, heard late) is not a change.
    setTimeout(() => heard(7, 'SUBMITTED'), 500);
    setTimeout(() => moveElsewhere('CONFIRMED'), 700);
    await vi.advanceTimersByTimeAsync(800);
    await expect(answer).resolves.toEqual({ id: 7, status: 'CONFIRMED' });
    // One read for SUBMITTED and one for CONFIRMED (a 100 ms poll read seven times by then).
    expect(reads).toBe(2);
  });

  it('still reads on the fallback poll when the outbox tells it nothing (a tail that lags)', async () => {
    const answer = settledWithin({ id: 7, status: 'PENDING' }, 30_000, elsewhere);
    setTimeout(() => {
      db = { ...db, status: 'CONFIRMED' }; // no hint follows
    }, 200);
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(reads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ id: 7, status: 'CONFIRMED' });
    expect(reads).toBe(1);
  });

  it('takes this process engine’s rows without reading when it drives the lane, deaf to the tail behind it', async () => {
    const answer = settledWithin({ id: 7, status: 'PENDING' }, 30_000, here);
    const engineSays = (status: string) => {
      for (const done of waiters.get(7) ?? []) done({ id: 7, status });
    };
    setTimeout(() => engineSays('SUBMITTED'), 50);
    // The tail reads the log behind the engine: its PENDING (the request's own) comes after SUBMITTED.
    setTimeout(() => heard(7, 'PENDING'), 60);
    setTimeout(() => engineSays('CONFIRMED'), 100);
    await vi.advanceTimersByTimeAsync(110);
    await expect(answer).resolves.toEqual({ id: 7, status: 'CONFIRMED' });
    expect(reads).toBe(0);
  });
});
