import { Counter, Gauge, type Registry } from 'prom-client';
import type { PrismaClient } from '../generated/prisma/client.js';
import { PAYMENT_FLAG, REFUSING, TREASURY } from './monitor.js';
import { railTreasury, signedMajor } from './rails/treasury.js';
import { treasurySurplus } from './treasury.js';

// The money wing's gauges on /metrics (listed in src/ops/metrics.ts), registered by their owner:
// src/app.ts hands this to createMetrics, so ops (a lower floor) does not import the money wing.
export function registerMoneyGauges(
  registry: Registry,
  prisma: PrismaClient,
  engine: {
    passStats(): Array<{ lane: number; passes: number; seconds: number; steps: ReadonlyMap<string, number> }>;
  },
): void {
  // How often and how long this instance's engine passes run, per lane it holds: their ratio is
  // the mean pass, which bounds how soon an operation moves from one step to the next.
  new Counter({
    name: 'fas_money_passes_total',
    help: "Money engine passes this instance ran while holding a lane's lease (a failed one included), by lane.",
    labelNames: ['lane'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const p of engine.passStats()) this.inc({ lane: String(p.lane) }, p.passes);
    },
  });
  new Counter({
    name: 'fas_money_pass_seconds_total',
    help: 'Seconds those passes took, by lane.',
    labelNames: ['lane'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const p of engine.passStats()) this.inc({ lane: String(p.lane) }, p.seconds);
    },
  });
  new Counter({
    name: 'fas_money_step_seconds_total',
    help: 'Seconds those passes spent in each step (recover, verify, resend, collect, submit, settle, poll, payments, mine, monitor, reconcileDaily), by lane.',
    labelNames: ['lane', 'step'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const p of engine.passStats())
        for (const [step, seconds] of p.steps) this.inc({ lane: String(p.lane), step }, seconds);
    },
  });

  new Gauge({
    name: 'fas_treasury_surplus',
    help: 'Fiat held beyond its tokens because of cross-currency payments (negative: short), by currency; see docs/payments.md.',
    labelNames: ['currency'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [currency, surplus] of Object.entries(await treasurySurplus(prisma)))
        this.set({ currency }, Number(surplus));
    },
  });

  // The money monitor's latest findings (src/money/monitor.ts), shared in the database.
  const checks = () => prisma.moneyCheck.findMany({ where: { onChain: { not: null } } });
  new Gauge({
    name: 'fas_token_supply_difference',
    help: "Token supply on chain minus the ledger's total at the monitor's last check (0 when they agree), by token.",
    labelNames: ['token'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const c of await checks()) this.set({ token: c.subject }, Number(c.onChain!.minus(c.ledger ?? 0)));
    },
  });
  new Gauge({
    name: 'fas_money_refused',
    help: '1 while deposits and withdrawals are refused because the chain does not match the ledger.',
    registers: [registry],
    async collect() {
      this.set((await prisma.moneyCheck.count({ where: REFUSING })) > 0 ? 1 : 0);
    },
  });
  new Gauge({
    name: 'fas_payments_flagged',
    help: 'Payments the money engine cannot move on and has flagged for an operator (see /readyz money details).',
    registers: [registry],
    async collect() {
      this.set(await prisma.moneyCheck.count({ where: { ok: false, subject: { startsWith: PAYMENT_FLAG } } }));
    },
  });

  new Gauge({
    name: 'fas_rail_treasury_unbalanced',
    help: "1 while the monitor finds a rail's fiat held differing from its tokens outstanding plus in flight, by currency and provider (docs/rails.md).",
    labelNames: ['currency', 'provider'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const c of await prisma.moneyCheck.findMany({ where: { subject: { startsWith: TREASURY } } })) {
        const [provider, currency] = c.subject.slice(TREASURY.length).split(':');
        this.set({ currency, provider }, c.ok ? 0 : 1);
      }
    },
  });

  new Gauge({
    name: 'fas_rail_treasury_held',
    help: 'Fiat held per currency and rail: collected − paid out − refunded, in major units (docs/rails.md).',
    labelNames: ['currency', 'provider'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await railTreasury(prisma))
        this.set({ currency: r.currency, provider: r.provider }, Number(signedMajor(r.heldMinor, r.currency)));
    },
  });
}
