// An async iterator fed by pushes: what a subscription reads its events from (src/events/bus.ts)
// and a receiver of a shared execution its results (src/realtime/shared.ts). A class, not an
// async generator: thousands of idle ones should cost little, and one that is waiting can be
// returned at once (a generator waiting for its next value cannot).
//
// Bounded: a reader more than `limit` values behind is ended with SlowReaderError (the values
// already queued are read first) instead of holding memory without end. The bound is the
// caller's: a subscription's events are small, a receiver's results are not.

import { AppError } from './errors.js';

const DONE = { done: true, value: undefined } as const;

/**
 * A reader fell `limit` values behind and was ended; what it had queued was still read. An
 * AppError, so a subscriber is told why (RATE_LIMITED: it was sent more than it read) rather
 * than "Unexpected error.", and subscribes again to read what it missed (docs/events.md).
 */
export class SlowReaderError extends AppError {
  constructor(limit: number) {
    super('RATE_LIMITED', `subscriber too slow: more than ${limit} events behind, events dropped`);
  }
}

export class PushQueue<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private waiting: ((r: IteratorResult<T>) => void) | null = null;
  private failing: ((e: unknown) => void) | null = null;
  private ended = false;
  private failure: unknown;

  constructor(private readonly limit: number) {}

  /** Run once when the reader returns or is ended for falling behind: its source can stop feeding it. */
  protected release(): void {}

  /** The reader waits for a value with nothing queued: a value now would be read at once. */
  get idle(): boolean {
    return this.waiting !== null;
  }

  /** Queues `value` for the reader (or hands it over if it waits); past the limit the reader is ended. */
  push(value: T): void {
    if (this.ended) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = this.failing = null;
      resolve({ done: false, value });
    } else if (this.queue.length < this.limit) this.queue.push(value);
    else {
      this.release();
      this.end(new SlowReaderError(this.limit));
    }
  }

  /** Ends the stream: the reader reads what is queued, then the end (or `error`, thrown once). */
  end(error?: unknown): void {
    if (this.ended) return;
    this.ended = true;
    this.failure = error;
    const [resolve, reject] = [this.waiting, this.failing];
    if (!resolve || !reject) return;
    this.waiting = this.failing = null;
    if (error !== undefined) reject(error);
    else resolve(DONE);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return Promise.resolve({ done: false, value: this.queue.shift() as T });
    if (this.ended) {
      if (this.failure === undefined) return Promise.resolve(DONE);
      const error = this.failure;
      this.failure = undefined; // thrown once; then the stream is done
      return Promise.reject(error);
    }
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failing = reject;
    });
  }

  async return(): Promise<IteratorResult<T>> {
    this.queue.length = 0;
    this.failure = undefined;
    if (!this.ended) this.release();
    this.end();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<T>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
