// How a request waits for its money operation or payment to move (src/money/outcome.ts): this
// process's engine tells its waiters of each change it makes (with the row); a change made by
// another instance's engine is heard from the outbox (src/events/tail.ts) as the new status.

/** Another instance's change of an operation or payment, heard from the outbox: its new status, by id. */
export type Hints = Map<number, Set<(status: string) => void>>;

/**
 * Resolves with what a notifier passes when `id` changes in this process, or with nothing after
 * `ms`, or, given `hints` and the status the caller `known`s, with nothing as soon as the outbox
 * tells of another status (it changed on another instance: the caller reads it).
 */
export function waitFor<T>(
  map: Map<number, Set<(value?: T) => void>>,
  id: number,
  ms: number,
  hints?: { map: Hints; known: string },
) {
  return new Promise<T | undefined>((resolve) => {
    const set = map.get(id) ?? new Set();
    map.set(id, set);
    const heard = (status: string) => status !== hints?.known && done();
    const done = (value?: T) => {
      clearTimeout(timer);
      set.delete(done);
      if (set.size === 0) map.delete(id);
      const mine = hints?.map.get(id);
      mine?.delete(heard);
      if (mine?.size === 0) hints?.map.delete(id);
      resolve(value);
    };
    const timer = setTimeout(done, ms);
    set.add(done);
    if (hints) hints.map.set(id, (hints.map.get(id) ?? new Set()).add(heard));
  });
}

/** A row as its waiter knows it: its status, and the lane whose engine moves it. */
export interface KnownRow {
  status: string;
  lane?: number;
}

/**
 * waitFor for a row the caller knows as `row`. Where this process drives the row's lane (`leads`)
 * only its engine's word counts: the outbox tail reads the log behind the engine and would wake
 * the waiter for statuses already passed. Where another instance drives it, the tail's word of a
 * status other than the known one wakes it (the caller reads the row). Without `row`, only this
 * process's engine or the timeout.
 */
export function waitForRow<T>(
  map: Map<number, Set<(value?: T) => void>>,
  hints: Hints,
  leads: (lane?: number) => boolean,
  id: number,
  ms: number,
  row?: KnownRow,
) {
  return waitFor<T>(map, id, ms, row && !leads(row.lane) ? { map: hints, known: row.status } : undefined);
}
