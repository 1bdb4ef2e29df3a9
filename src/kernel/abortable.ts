// Start-up that a signal can abort (src/main.ts, src/bootstrap.ts): each step of the start takes
// the same AbortSignal. Between steps it is checked (signal.throwIfAborted()); a wait that may
// last (a sleep in a retry loop, a connection, a receipt) is left at once with `abortable`,
// whose late result, should one still come, is handed to `discard` (closed, stopped). A step
// that must not be cut in half (a migration being applied) is simply awaited.

/** Work left by an abort whose late result is still to be discarded (see `abandoned`). */
const leftovers = new Set<Promise<unknown>>();

function leave<T>(work: Promise<T>, discard?: (late: T) => unknown) {
  const left = work.then(
    (late) => discard?.(late),
    () => {},
  );
  const tracked = Promise.resolve(left)
    .catch(() => {})
    .finally(() => leftovers.delete(tracked));
  leftovers.add(tracked);
}

/**
 * Settles as `work` does, or rejects with the signal's reason as soon as it is aborted. A value
 * `work` still produces after that goes to `discard`; a late failure is ignored.
 */
export function abortable<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  discard?: (late: T) => unknown,
): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    leave(work, discard);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason);
      leave(work, discard);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (!signal.aborted) resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        if (!signal.aborted) reject(error);
      },
    );
  });
}

/**
 * Waits, at most `ms`, for the work an abort left to finish and be discarded (an anvil that was
 * still starting, stopped once it has): an aborted start then leaves nothing running. Work that
 * takes longer is left to the process's exit.
 */
export async function abandoned(ms: number): Promise<void> {
  if (leftovers.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...leftovers]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return abortable(
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }),
    signal,
  );
}
