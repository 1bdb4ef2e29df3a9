import type { PrismaClient } from '../../src/generated/prisma/client.js';

// The whole database through SQL, for tests that compare it before and after, count rows or
// search it for secrets. Works on PGlite and PostgreSQL alike.

// The money engine's own bookkeeping, which it writes on its clock whatever the requests do (its
// lease renewals and the monitor's findings). Every other table changes only through requests.
const BACKGROUND = new Set(['EngineLease', 'MoneyCheck']);

export async function tableNames(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.$queryRawUnsafe<Array<{ name: string }>>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.name).filter((name) => !BACKGROUND.has(name));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Row count of every table. */
export async function rowCounts(prisma: PrismaClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(prisma)) {
    const [row] = await prisma.$queryRawUnsafe<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM ${quote(name)}`);
    counts[name] = Number(row.n);
  }
  return counts;
}

/** Every value as text: bytes as hex and as UTF-8, numbers and dates as their text. */
function text(value: unknown): unknown {
  if (value instanceof Uint8Array)
    return `${Buffer.from(value).toString('hex')} ${Buffer.from(value).toString('utf8')}`;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && typeof (value as { toFixed?: unknown }).toFixed === 'function')
    return String(value);
  return value;
}

/** Every row of every table, each row as JSON text, rows sorted: equal dumps mean equal data. */
export async function dumpDatabase(prisma: PrismaClient): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const name of await tableNames(prisma)) {
    // Row to JSON inside the database: every column, whatever its type, as PostgreSQL prints it.
    const rows = await prisma.$queryRawUnsafe<Array<{ row: unknown }>>(
      `SELECT row_to_json(t)::text AS row FROM ${quote(name)} t`,
    );
    dump[name] = rows.map((r) => String(text(r.row))).sort();
  }
  return dump;
}
