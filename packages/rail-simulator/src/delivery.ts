// Callbacks leave the simulator here. Every attempt is recorded (tests and the control API read
// them) and tracked, so `idle()` can wait for the ones in flight. Like MTN ("the callback is sent
// once, no retry"), a failed delivery is not retried; Paystack does retry, the simulator does not.

export interface Delivery {
  provider: string;
  url: string;
  body: string;
  headers: Record<string, string>;
  at: Date;
  /** The receiver's HTTP status, or undefined when it could not be reached. */
  status?: number;
  error?: string;
}

export class Deliveries {
  readonly sent: Delivery[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly timeoutMs = 10_000) {}

  /** Queues one delivery; deliveries queued one after another arrive in that order. */
  private chain: Promise<unknown> = Promise.resolve();

  send(delivery: Omit<Delivery, 'status' | 'error'>) {
    const record: Delivery = { ...delivery };
    this.sent.push(record);
    const attempt = this.chain.then(async () => {
      try {
        const res = await fetch(record.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...record.headers },
          body: record.body,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        record.status = res.status;
        await res.arrayBuffer();
      } catch (err) {
        record.error = err instanceof Error ? err.message : String(err);
      }
    });
    this.chain = attempt;
    this.track(attempt);
  }

  track(p: Promise<unknown>) {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  /** Resolves once no delivery is in flight (including ones queued meanwhile). */
  async idle() {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
