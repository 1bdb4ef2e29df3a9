import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesOfThisPass } from './helpers/passes.js';
import { kill, startInstance, type Instance } from './helpers/instance.js';
import { serviceData, type ServiceData } from './helpers/template.js';
import {
  BURN,
  expectChainMatchesLedger,
  ledger,
  MINT,
  money,
  moneyOrDrop,
  moneyUser,
  type MoneyUser,
} from './helpers/money.js';

// The crash matrix: the service process SIGKILLs itself (FAS_TEST_CRASH_AT) at each step
// boundary of a mint and of a burn; the embedded chain dies with it (its state is whatever it
// last saved). Started again on the same data, the operation ends in exactly one terminal
// state, the client's retry with the same Idempotency-Key gets that outcome, each confirmed
// operation is on chain exactly once and the token supply equals the ledger. The data is a copy
// of the run's template: PGlite, or a PostgreSQL database on the PostgreSQL pass.

let data: ServiceData | undefined;
let env: Record<string, string>;
let instance: Instance | undefined;
let user: MoneyUser;

async function run(crashAt?: string) {
  if (instance) await kill(instance);
  instance = await startInstance('svc', { ...env, ...(crashAt ? { FAS_TEST_CRASH_AT: crashAt } : {}) });
  return instance;
}

beforeAll(async () => {
  data = await serviceData();
  env = {
    NODE_ENV: 'test',
    ...data.env,
    MONEY_MONITOR_SECONDS: '0.5',
    MONEY_LEASE_SECONDS: '2',
  };
  const first = await run();
  user = await moneyUser(first.url);
  expect((await money(first.url, MINT, user, 1000, 'setup')).status).toBe(201);
}, 120_000);

afterAll(async () => {
  if (instance) await kill(instance);
  await data?.remove();
});

const MINT_STEPS = ['after-pending', 'after-collect', 'after-sign', 'after-broadcast', 'after-receipt'];
const BURN_STEPS = ['after-pending', 'after-sign', 'after-broadcast', 'after-receipt', 'before-payout'];

describe('crash matrix', () => {
  // Ten cases, every other one per pass: the embedded pass kills mints at steps 1, 3, 5 and
  // burns at 2, 4; PostgreSQL the others.
  const cases = [...MINT_STEPS.map((s) => ['mint', s] as const), ...BURN_STEPS.map((s) => ['burn', s] as const)];
  it.each(casesOfThisPass(cases))(
    '%s killed %s: one outcome, the retry gets it, supply = ledger',
    async (op, step) => {
      const crashing = await run(step);
      const key = `${op}-${step}`;
      const amount = op === 'mint' ? 12.34 : 5.67;
      const path = op === 'mint' ? MINT : BURN;
      const first = await moneyOrDrop(crashing.url, path, user, amount, key);
      // The process died at the step, before it could answer.
      expect(first.status).toBe(0);
      expect(await crashing.exited).toMatchObject({ signal: 'SIGKILL' });

      const again = await run();
      const retry = await money(again.url, path, user, amount, key);
      expect(retry.status).toBe(201);
      expect(retry.body.message.data[0]).toMatchObject({ network_op: op, fiat_amt: amount, token_amt: amount });
      // A second retry answers the same record: one operation, one outcome.
      const twice = await money(again.url, path, user, amount, key);
      expect(twice.body.message.data[0]).toEqual(retry.body.message.data[0]);

      const rows = await ledger(again.url, user);
      expect(rows.filter((r) => r.status !== 'CONFIRMED')).toEqual([]);
      await expectChainMatchesLedger(again.rpcUrl!, again.url, [user], expect);
    },
    120_000,
  );
});
