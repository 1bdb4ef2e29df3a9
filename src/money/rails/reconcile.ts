import type { Clock } from '../../kernel/clock.js';
import type { PrismaClient, RailDiscrepancyKind, RailState } from '../../generated/prisma/client.js';
import type { HintState, Rail, RailProvider, StatementEntry } from './types.js';

// Daily reconciliation of one provider's statement with our RailOperations (issue 31, item 9).
// Every statement entry must match a RailOperation (by reference = its uuid; kind, amount,
// currency, state) and every RailOperation of that UTC day the provider accepted must be on
// the statement. Differences are upserted into RailDiscrepancy (unique per provider, day,
// reference, kind), one found before but not now is marked resolved; NOTHING else is written:
// no operation, balance or token moves on a discrepancy. Running it twice gives the same rows.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** An operation recorded this close to midnight may be on the next day's statement (clocks differ). */
const MIDNIGHT_SKEW_MS = 5 * 60_000;

type Operation = {
  uuid: string;
  kind: 'COLLECTION' | 'PAYOUT';
  state: RailState;
  amountMinor: bigint;
  currency: string;
  acceptedAt: Date | null;
  createdAt: Date;
};

export interface Discrepancy {
  reference: string;
  kind: RailDiscrepancyKind;
  details: Record<string, unknown>;
}

export interface ReconcileResult {
  provider: RailProvider;
  day: string;
  statementEntries: number;
  /** Our operations of that day. */
  operations: number;
  matched: number;
  discrepancies: Discrepancy[];
  /** Discrepancies of that day found by an earlier run and gone now. */
  resolved: number;
}

export interface ReconcileDeps {
  prisma: PrismaClient;
  rails: { provider(name: RailProvider): Rail | undefined };
  clock: Clock;
}

const NEUTRAL: Record<RailState, HintState> = {
  REQUESTING: 'pending',
  PENDING: 'pending',
  SUCCESSFUL: 'successful',
  FAILED: 'failed',
  EXPIRED: 'expired',
  REVERSED: 'reversed',
};
/** States that mean the provider has the request, so its statement must list it. */
const AT_PROVIDER = new Set<RailState>(['PENDING', 'SUCCESSFUL', 'EXPIRED', 'REVERSED']);

const side = (amountMinor: bigint, currency: string, state: string) => ({
  amountMinor: amountMinor.toString(),
  currency,
  state,
});

function compatible(op: Operation, entry: StatementEntry): boolean {
  const ours = NEUTRAL[op.state];
  if (ours === entry.state) return true;
  // MoMo v1_0 keeps reading SUCCESSFUL after a reversal: the reversal line says it.
  return ours === 'reversed' && entry.state === 'successful';
}

export async function reconcile(deps: ReconcileDeps, provider: RailProvider, day: string): Promise<ReconcileResult> {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new RangeError(`not a day: ${day}`);
  const rail = deps.rails.provider(provider);
  if (!rail) throw new Error(`no ${provider} rail is configured (RAILS)`);
  const { prisma } = deps;
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + DAY_MS);
  const entries = await rail.statement(day);
  const select = {
    uuid: true,
    kind: true,
    state: true,
    amountMinor: true,
    currency: true,
    acceptedAt: true,
    createdAt: true,
  } as const;
  const ofDay: Operation[] = await prisma.railOperation.findMany({
    where: { provider, createdAt: { gte: start, lt: end } },
    select,
  });
  const byUuid = new Map(ofDay.map((o) => [o.uuid, o]));
  // Entries of operations recorded on another day (a reversal days later, a request at midnight).
  const others = [
    ...new Set(entries.map((e) => e.reference.toLowerCase()).filter((r) => UUID.test(r) && !byUuid.has(r))),
  ];
  if (others.length > 0) {
    for (const o of await prisma.railOperation.findMany({ where: { provider, uuid: { in: others } }, select }))
      byUuid.set(o.uuid, o);
  }

  const found: Discrepancy[] = [];
  const listed = new Set<string>();
  let matched = 0;
  for (const entry of entries) {
    const reference = entry.reference.toLowerCase();
    const op = byUuid.get(reference);
    const kind = entry.type === 'collection' ? 'COLLECTION' : 'PAYOUT';
    const provided = side(entry.amountMinor, entry.currency, entry.type === 'reversal' ? 'reversed' : entry.state);
    if (!op || op.kind !== kind) {
      found.push({
        reference: entry.reference,
        kind: 'MISSING_IN_LEDGER',
        details: {
          type: entry.type,
          providerId: entry.providerId,
          provider: provided,
          ledger: op ? { kind: op.kind } : null,
        },
      });
      continue;
    }
    if (entry.type !== 'reversal') listed.add(reference);
    const ledger = side(op.amountMinor, op.currency, op.state);
    let ok = true;
    if (op.amountMinor !== entry.amountMinor || op.currency !== entry.currency) {
      found.push({
        reference: entry.reference,
        kind: 'AMOUNT_MISMATCH',
        details: { type: entry.type, provider: provided, ledger },
      });
      ok = false;
    }
    const stateOk = entry.type === 'reversal' ? op.state === 'REVERSED' : compatible(op, entry);
    if (!stateOk) {
      found.push({
        reference: entry.reference,
        kind: 'STATUS_MISMATCH',
        details: { type: entry.type, provider: provided, ledger },
      });
      ok = false;
    }
    if (ok) matched++;
  }

  let nextDay: Set<string> | undefined;
  for (const op of ofDay) {
    if (listed.has(op.uuid) || !(op.acceptedAt || AT_PROVIDER.has(op.state))) continue;
    if (op.createdAt.getTime() >= end.getTime() - MIDNIGHT_SKEW_MS) {
      nextDay ??= new Set(
        (await rail.statement(new Date(end).toISOString().slice(0, 10))).map((e) => e.reference.toLowerCase()),
      );
      if (nextDay.has(op.uuid)) continue;
    }
    found.push({
      reference: op.uuid,
      kind: 'MISSING_AT_PROVIDER',
      details: { type: op.kind.toLowerCase(), provider: null, ledger: side(op.amountMinor, op.currency, op.state) },
    });
  }

  const now = deps.clock.now();
  const resolved = await prisma.$transaction(async (tx) => {
    const ids: number[] = [];
    for (const d of found) {
      const row = await tx.railDiscrepancy.upsert({
        where: { provider_day_reference_kind: { provider, day, reference: d.reference, kind: d.kind } },
        create: { provider, day, reference: d.reference, kind: d.kind, details: d.details as object, foundAt: now },
        update: { details: d.details as object, resolvedAt: null },
        select: { id: true },
      });
      ids.push(row.id);
    }
    const gone = await tx.railDiscrepancy.updateMany({
      where: { provider, day, resolvedAt: null, id: { notIn: ids } },
      data: { resolvedAt: now },
    });
    return gone.count;
  });
  return {
    provider,
    day,
    statementEntries: entries.length,
    operations: ofDay.length,
    matched,
    discrepancies: found,
    resolved,
  };
}

/** Open discrepancies, newest day first (for /readyz and the money command). */
export async function openDiscrepancies(prisma: PrismaClient, take = 20) {
  const [rows, total] = await Promise.all([
    prisma.railDiscrepancy.findMany({
      where: { resolvedAt: null },
      orderBy: [{ day: 'desc' }, { id: 'asc' }],
      take,
      select: { provider: true, day: true, reference: true, kind: true, foundAt: true },
    }),
    prisma.railDiscrepancy.count({ where: { resolvedAt: null } }),
  ]);
  return { total, rows };
}

/** The /readyz money details of rails: one line per open discrepancy (at most 20), and their count. */
export async function railsReadiness(prisma: PrismaClient): Promise<Record<string, string>> {
  const { total, rows } = await openDiscrepancies(prisma);
  if (total === 0) return {};
  const lines: Record<string, string> = {
    rails: `${total} open rail discrepanc${total === 1 ? 'y' : 'ies'} (npm run money -- rails <day>); nothing is moved automatically`,
  };
  for (const r of rows)
    lines[`rail:${r.provider}:${r.day}:${r.reference}:${r.kind}`] = `found ${r.foundAt.toISOString()}`;
  return lines;
}
