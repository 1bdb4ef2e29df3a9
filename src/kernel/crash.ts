// A test-only fault injector: with FAS_TEST_CRASH_AT=<step> the process kills itself
// (SIGKILL: no cleanup, no flush) when a mint, burn or payment it was asked for reaches that step, so
// the tests can prove that every step boundary recovers. Refused in production by src/config.ts.

export const CRASH_STEPS = [
  'after-pending',
  'after-collect',
  'after-sign',
  'after-broadcast',
  'after-receipt',
  'before-payout',
  // Rails (./engine/collect.ts, poll.ts, payout.ts): the collection's request recorded; a
  // callback stored and its wake-up heard; the collection confirmed (before the mint); the
  // payout recorded with the burn; a reversal recorded with its re-mint.
  'after-collection-requested',
  'after-callback-stored',
  'after-collected',
  'after-payout-requested',
  'after-reversal-seen',
  // Payments (src/modules/payments): recorded with the first leg; the burn final and the mint
  // recorded; the mint refused and the refund recorded. The leg steps above fire for legs too.
  'payment-after-pending',
  'payment-between-legs',
  'payment-during-refund',
] as const;
export type CrashStep = (typeof CRASH_STEPS)[number];
/** The part of the configuration this reads (src/config.ts takes its steps from here). */
type CrashConfig = { testCrashAt?: CrashStep };

// Only operations requested of this process count: what a previous run left open (finished
// at start-up, before the first request) must not kill the process before it listens.
const requestedHere = new Set<number>();

/** The funding service records each operation it was asked for. */
export function requestedInThisProcess(config: CrashConfig, operationId: number): void {
  if (config.testCrashAt) requestedHere.add(operationId);
}

const paymentsRequestedHere = new Set<number>();

/** The payment service records each payment it was asked for (its first leg goes to requestedInThisProcess). */
export function paymentRequestedInThisProcess(config: CrashConfig, paymentId: number): void {
  if (config.testCrashAt) paymentsRequestedHere.add(paymentId);
}

/** Whether legs recorded later for this payment count as requested here (only while crash tests run). */
export function paymentWasRequestedHere(config: CrashConfig, paymentId: number): boolean {
  return config.testCrashAt !== undefined && paymentsRequestedHere.has(paymentId);
}

export function crashPoint(config: CrashConfig, step: CrashStep, operationId: number): void {
  if (config.testCrashAt === step && requestedHere.has(operationId)) process.kill(process.pid, 'SIGKILL');
}
