import { randomUUID } from 'node:crypto';
import { attribute, attributeStatements } from '../../src/db/attribution.js';
import type { QueryListener } from '../../src/db/client.js';

/** Transaction control, which a count of the work's own statements usually leaves out. */
export const isControl = (sql: string) => /^\s*(BEGIN|COMMIT|ROLLBACK|DEALLOCATE|SAVEPOINT|RELEASE)/i.test(sql);

/**
 * The SQL statements of a test service, by the work that sent them (src/db/attribution.ts):
 * each HTTP request under its x-request-id, any other work under the label it runs under.
 * Background loops (the money engine's passes, session sweeps) run unlabelled and are not kept,
 * so a count is the operation's own whatever else runs.
 *
 * A mint spans its request and the engine passes that carry it out: count it as the request's
 * statements (`of(reply)`) plus those of the passes a test drives with `count(() => pass())`,
 * or, when the engine labels a pass with the operation it serves, `labelled(thatLabel)`.
 */
export class Statements {
  private readonly byCause = new Map<string, string[]>();

  /** `on`: turn attribution on in this process (a service started without it keeps an empty log). */
  constructor(on: boolean) {
    if (on) attributeStatements();
  }

  readonly listener: QueryListener = (event, cause) => {
    if (cause === undefined) return;
    const list = this.byCause.get(cause);
    if (list) list.push(event.query);
    else this.byCause.set(cause, [event.query]);
  };

  /** Every statement sent under `label` (transaction control included), forgotten once read. */
  labelled(label: string): string[] {
    const list = this.byCause.get(label) ?? [];
    this.byCause.delete(label);
    return list;
  }

  /** The statements of the HTTP request that answered `reply`, by its x-request-id. */
  of(reply: { headers: Headers }): string[] {
    const ref = reply.headers.get('x-request-id');
    if (!ref) throw new Error('the reply has no x-request-id');
    return this.labelled(ref);
  }

  /** Runs in-process work under a label of its own; its result and its statements. */
  async count<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const label = `test:${randomUUID()}`;
    const result = await attribute(label, work);
    return { result, statements: this.labelled(label) };
  }
}
