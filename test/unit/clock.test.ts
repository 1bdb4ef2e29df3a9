import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../src/kernel/clock.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Lets queued microtasks run (a timer due on advance fires in one). */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));
/** Lets the next turn of the event loop run (a timer already due on real time fires then). */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function recorder() {
  const calls: string[] = [];
  return { calls, fn: (name: string) => () => calls.push(name) };
}

describe('AdjustableClock', () => {
  it('reads real time until advanced, then real time plus the advance', () => {
    const clock = new AdjustableClock();
    const before = Date.now();
    const now = clock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    clock.advance(DAY);
    const later = clock.now().getTime();
    expect(later).toBeGreaterThanOrEqual(before + DAY);
    expect(later).toBeLessThanOrEqual(Date.now() + DAY);
  });

  it('fires a timer when an advance reaches its moment, not before', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    clock.setTimer(new Date(clock.now().getTime() + 10 * MINUTE), fn('expiry'));
    clock.advance(9 * MINUTE);
    await nextTurn();
    expect(calls).toEqual([]);
    clock.advance(MINUTE);
    await microtasks();
    expect(calls).toEqual(['expiry']);
  });

  it('never fires synchronously inside advance()', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    clock.setTimer(new Date(clock.now().getTime() + MINUTE), fn('a'));
    clock.advance(MINUTE);
    expect(calls).toEqual([]);
    await microtasks();
    expect(calls).toEqual(['a']);
  });

  it('never fires synchronously inside setTimer(), even for a moment already past', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    clock.setTimer(new Date(clock.now().getTime() - MINUTE), fn('past'));
    clock.setTimer(clock.now(), fn('now'));
    expect(calls).toEqual([]);
    await nextTurn();
    expect(calls.sort()).toEqual(['now', 'past']);
  });

  it('fires each timer once, however many advances pass its moment', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    clock.setTimer(new Date(clock.now().getTime() + MINUTE), fn('once'));
    clock.advance(MINUTE);
    clock.advance(MINUTE);
    await microtasks();
    clock.advance(DAY);
    await nextTurn();
    expect(calls).toEqual(['once']);
  });

  it('fires every timer that is due and keeps the later ones', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    const t0 = clock.now().getTime();
    clock.setTimer(new Date(t0 + 3 * MINUTE), fn('3'));
    clock.setTimer(new Date(t0 + MINUTE), fn('1'));
    clock.setTimer(new Date(t0 + 2 * MINUTE), fn('2'));
    clock.advance(2 * MINUTE);
    await microtasks();
    expect(calls.sort()).toEqual(['1', '2']);
    clock.advance(MINUTE);
    await microtasks();
    expect(calls.sort()).toEqual(['1', '2', '3']);
  });

  it('cancel() before the moment: the timer never fires', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    const cancel = clock.setTimer(new Date(clock.now().getTime() + MINUTE), fn('cancelled'));
    cancel();
    clock.advance(DAY);
    await nextTurn();
    expect(calls).toEqual([]);
  });

  it('cancel() right after the advance that made it due, before it ran: it never fires', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    const cancel = clock.setTimer(new Date(clock.now().getTime() + MINUTE), fn('cancelled'));
    clock.advance(MINUTE);
    cancel();
    await nextTurn();
    expect(calls).toEqual([]);
  });

  it('cancel() of a timer already past: it never fires', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    const cancel = clock.setTimer(new Date(clock.now().getTime() - 1), fn('cancelled'));
    cancel();
    await sleep(5);
    expect(calls).toEqual([]);
  });

  it('cancelling one timer leaves the others', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    const at = new Date(clock.now().getTime() + MINUTE);
    const cancel = clock.setTimer(at, fn('cancelled'));
    clock.setTimer(at, fn('kept'));
    cancel();
    clock.advance(MINUTE);
    await microtasks();
    expect(calls).toEqual(['kept']);
  });

  it('fires a timer that comes due in real time, without an advance', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    clock.setTimer(new Date(clock.now().getTime() + 20), fn('real'));
    expect(calls).toEqual([]);
    const deadline = Date.now() + 1000;
    while (calls.length === 0 && Date.now() < deadline) await sleep(5);
    expect(calls).toEqual(['real']);
  });

  it('counts the advance in real-time timers: a timer set after an advance is due on the moved clock', async () => {
    const clock = new AdjustableClock();
    clock.advance(DAY);
    const { calls, fn } = recorder();
    // One minute after the moved clock's now: not due in real time either.
    clock.setTimer(new Date(clock.now().getTime() + MINUTE), fn('later'));
    await sleep(20);
    expect(calls).toEqual([]);
    clock.advance(MINUTE);
    await microtasks();
    expect(calls).toEqual(['later']);
  });

  it('fires a timer further away than setTimeout can wait (30 days) when advanced past it', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    clock.setTimer(new Date(clock.now().getTime() + 30 * DAY), fn('month'));
    await nextTurn();
    expect(calls).toEqual([]);
    clock.advance(30 * DAY);
    await microtasks();
    expect(calls).toEqual(['month']);
  });

  it('a timer may set another timer from its callback', async () => {
    const clock = new AdjustableClock();
    const { calls, fn } = recorder();
    clock.setTimer(new Date(clock.now().getTime() + MINUTE), () => {
      calls.push('first');
      clock.setTimer(new Date(clock.now().getTime() + MINUTE), fn('second'));
    });
    clock.advance(MINUTE);
    await microtasks();
    expect(calls).toEqual(['first']);
    clock.advance(MINUTE);
    await microtasks();
    expect(calls).toEqual(['first', 'second']);
  });
});
