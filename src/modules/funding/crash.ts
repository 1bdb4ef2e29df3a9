import type { Config } from '../../config.js';

// A test-only fault injector: with FAS_TEST_CRASH_AT=<step> the process kills itself
// (SIGKILL: no cleanup, no flush) when a mint or burn reaches that step, so the tests can prove
// that every step boundary recovers. Refused in production by src/config.ts.

export const CRASH_STEPS = [
  'after-pending',
  'after-collect',
  'after-sign',
  'after-broadcast',
  'after-receipt',
  'before-payout',
] as const;
export type CrashStep = (typeof CRASH_STEPS)[number];

export function crashPoint(config: Pick<Config, 'testCrashAt'>, step: CrashStep): void {
  if (config.testCrashAt === step) process.kill(process.pid, 'SIGKILL');
}
