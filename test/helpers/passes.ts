import { it } from 'vitest';

// CI runs the suite twice: on embedded PGlite, then on PostgreSQL (TEST_DATABASE_URL). The
// crash matrices (money-crash, money-chain, payment-crash, rails-crash) share their cases
// between the two passes, so one CI run covers every case once, on one database or the other.
// FAS_FAULTS=full runs every case in each pass (README, Development).

const full = process.env.FAS_FAULTS === 'full';
const pass = process.env.TEST_DATABASE_URL ? 1 : 0;

/** The cases this pass runs: all with FAS_FAULTS=full, else every other one. */
export const casesOfThisPass = <T>(cases: readonly T[]): T[] =>
  full ? [...cases] : cases.filter((_, i) => i % 2 === pass);

/** `it` for a case of pass `owner` (0 embedded, 1 PostgreSQL), `it.skip` in the other pass. */
export const itInPass = (owner: 0 | 1) => (full || owner === pass ? it : it.skip);
