import { outageOf } from '../../kernel/outage.js';
import { RECONCILED } from '../monitor.js';
import { reconcile } from '../rails/reconcile.js';
import { ensureLease, LeaseLost } from './lease.js';
import type { Step } from './state.js';

// Step 8, the daily reconciliation (docs/rails.md): once the injected clock has passed
// RAIL_RECONCILE_AT (HH:MM UTC) on a day, the previous UTC day is reconciled with each RAILS
// provider's statement (src/money/rails/reconcile.ts), once per day per rail. It runs in the
// engine's pass, so under the engine's lease: one instance does it. The day done is kept in
// MoneyCheck (`reconciled:<provider>`, shown in /readyz, refusing nothing), so neither a restart
// nor the lease moving to another instance repeats it; a failed attempt (the provider down) is
// tried again a minute later. Days missed while no instance ran (or while the clock jumped) are
// caught up, oldest first, from the day after the last one reconciled (at most CATCH_UP_DAYS).

const DAY_MS = 86_400_000;
/** How often the step looks whether a day is due, and tries again after a failure (injected clock). */
export const RECONCILE_LOOK_MS = 60_000;

/** The UTC day due at `nowMs`: yesterday once today's `atMinutes` has passed, the day before otherwise. */
export function dueDay(nowMs: number, atMinutes: number): string {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const day = nowMs - today >= atMinutes * 60_000 ? today - DAY_MS : today - 2 * DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

export const reconcileDailyStep: Step = async (s, d) => {
  const at = d.config.rails.reconcileAtMinutes;
  // Lane 0's holder only (like the monitor): with MONEY_LANES > 1 every lane has a pass.
  if (d.lane !== 0 || at === null || d.now() - s.lastReconcileLook < RECONCILE_LOOK_MS) return;
  s.lastReconcileLook = d.now();
  const due = dueDay(d.now(), at);
  for (const provider of d.rails.providers) {
    if (s.reconciled.get(provider) === due) continue;
    if (!d.rails.provider(provider)) {
      s.lastReconcileLook = Number.NEGATIVE_INFINITY; // its rail is not started yet: looked at again next pass
      continue;
    }
    const subject = `${RECONCILED}${provider}`;
    const last = await d.prisma.moneyCheck.findUnique({ where: { subject } });
    const lastDay = last && /^\d{4}-\d{2}-\d{2} /.test(last.detail) ? last.detail.slice(0, 10) : undefined;
    if (lastDay !== undefined && lastDay >= due) {
      s.reconciled.set(provider, due);
      continue;
    }
    // Every day since the last one reconciled (days missed while no instance ran), oldest first,
    // at most CATCH_UP_DAYS back; the first reconciliation of a rail does the due day only.
    for (const day of daysAfter(lastDay, due)) {
      await ensureLease(s, d);
      try {
        const r = await reconcile({ prisma: d.prisma, rails: d.rails, clock: d.clock }, provider, day);
        const detail =
          `${day} reconciled at ${d.clock.now().toISOString()}: ${r.statementEntries} statement entries, ` +
          `${r.operations} operations, ${r.matched} matched, ${r.discrepancies.length} discrepancies`;
        await d.monitor.record(subject, true, detail);
        if (day === due) s.reconciled.set(provider, day);
        d.logger[r.discrepancies.length > 0 ? 'warn' : 'info']({ provider, day, ...counts(r) }, 'daily reconciliation');
      } catch (error) {
        if (error instanceof LeaseLost || outageOf(error)) throw error;
        d.logger.warn(
          { provider, day, err: error instanceof Error ? error.message : String(error) },
          'daily reconciliation failed; trying again in a minute',
        );
        break; // the later days wait: the kept day stays the last one done
      }
    }
  }
};

/** How many missed days a start catches up at most (older ones: `npm run money -- rails <day>`). */
export const CATCH_UP_DAYS = 31;

/** The UTC days after `last` up to `due` (both YYYY-MM-DD), at most CATCH_UP_DAYS; `due` alone without `last`. */
export function daysAfter(last: string | undefined, due: string): string[] {
  const end = Date.parse(`${due}T00:00:00Z`);
  const from =
    last === undefined ? end : Math.max(Date.parse(`${last}T00:00:00Z`) + DAY_MS, end - (CATCH_UP_DAYS - 1) * DAY_MS);
  const days: string[] = [];
  for (let t = from; t <= end; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const counts = (r: Awaited<ReturnType<typeof reconcile>>) => ({
  statementEntries: r.statementEntries,
  operations: r.operations,
  matched: r.matched,
  discrepancies: r.discrepancies.length,
  resolved: r.resolved,
});
