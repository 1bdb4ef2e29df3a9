import type { Config } from '../../config.js';

// A test-only fault injector: with FAS_TEST_CRASH_AT=<step> the process kills itself
// (SIGKILL: no cleanup, no flush) when a mint or burn it was asked for reaches that step, so
// the tests can prove that every step boundary recovers. Refused in production by src/config.ts.

export const CRASH_STEPS = [
  'after-pending',
  'after-collect',
  'after-sign',
  'after-broadcast',
  'after-receipt',
  'before-payout',
] as const;
export type CrashStep = (typeof CRASH_STEPS)[number];

// Only operations requested of this process count: what a previous run left open (finished
// at start-up, before the first request) must not kill the process before it listens.
const requestedHere = new Set<number>();

/** The funding service records each operation it was asked for. */
export function requestedInThisProcess(config: Pick<Config, 'testCrashAt'>, operationId: number): void {
  if (config.testCrashAt) requestedHere.add(operationId);
}

export function crashPoint(config: Pick<Config, 'testCrashAt'>, step: CrashStep, operationId: number): void {
  if (config.testCrashAt === step && requestedHere.has(operationId)) process.kill(process.pid, 'SIGKILL');
}
