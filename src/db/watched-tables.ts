import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHANGE_CHANNEL } from './change-feed.js';

// The tables the change feed watches, read from the migrations that make its triggers (every
// trigger named after the channel, `fas_viewer_changed`, in migration order; a later DROP TRIGGER
// takes one away). The migrations are what builds every database, so this cannot drift from them;
// test/response-cache.test.ts checks it against a migrated database's pg_trigger as well.
// `npm run lint:schema` (src/schema/lint.ts) fails on a cached field reading any other table.

export type WatchedOperation = 'INSERT' | 'UPDATE' | 'DELETE';

/** Table → the operations its change-feed trigger fires on (UPDATE only when on every column). */
export function watchedTablesOf(migrations: readonly string[]): Map<string, Set<WatchedOperation>> {
  const watched = new Map<string, Set<WatchedOperation>>();
  const statement = new RegExp(
    `(CREATE|DROP)\\s+TRIGGER\\s+(?:IF\\s+EXISTS\\s+)?"?${CHANGE_CHANNEL}"?\\s+(?:(?:AFTER|BEFORE)\\s+(.+?)\\s+)?ON\\s+(?:"?public"?\\.)?"?(\\w+)"?`,
    'gis',
  );
  for (const sql of migrations) {
    const code = sql.replace(/--[^\n]*/g, '');
    for (const [, verb, events, table] of code.matchAll(statement)) {
      if (verb.toUpperCase() === 'DROP') {
        watched.delete(table);
        continue;
      }
      const operations = new Set<WatchedOperation>();
      for (const event of (events ?? '').split(/\s+OR\s+/i)) {
        const word = event.trim().toUpperCase();
        // `UPDATE OF "column"` watches some columns only: not an update of the whole row.
        if (word === 'INSERT' || word === 'UPDATE' || word === 'DELETE') operations.add(word);
      }
      watched.set(table, operations);
    }
  }
  return watched;
}

/** The watched tables per the migrations under `directory` (prisma/migrations by default). */
export function watchedTables(directory = join(process.cwd(), 'prisma', 'migrations')) {
  const migrations = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      try {
        return readFileSync(join(directory, name, 'migration.sql'), 'utf8');
      } catch {
        return '';
      }
    });
  return watchedTablesOf(migrations);
}
