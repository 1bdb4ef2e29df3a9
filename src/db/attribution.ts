import { AsyncLocalStorage } from 'node:async_hooks';

// Attribution of SQL statements to the work that caused them, for tests that count statements
// per operation while background loops (the money engine's passes, session sweeps) run beside it.
// Work runs under a label (`attribute`): each HTTP request under its x-request-id (src/app.ts),
// and any other unit of work under a label its caller picks: an engine pass that serves one
// operation can run under that operation's label, so a mint's statements are counted over the
// request and the passes together. Every statement event carries the label of the async
// context that sent it (undefined: unattributed work). Off by default: AsyncLocalStorage costs
// a promise hook per await in the whole process, so only a test turns it on.
const causes = new AsyncLocalStorage<string>();
let attributing = false;

/** Turns statement attribution on in this process (tests only; it cannot be turned off). */
export function attributeStatements(): void {
  attributing = true;
}

/**
 * Runs `work` under `label` (or the label the function makes, called only while attribution is
 * on): the statements it sends, however deep in its async calls, carry it.
 */
export function attribute<T>(label: string | (() => string), work: () => T): T {
  return attributing ? causes.run(typeof label === 'string' ? label : label(), work) : work();
}

/** The label of the current work; undefined when attribution is off or the work is unlabelled. */
export function currentCause(): string | undefined {
  return attributing ? causes.getStore() : undefined;
}
