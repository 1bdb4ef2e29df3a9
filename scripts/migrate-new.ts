// Usage: npm run migrate:new -- <name>
// Writes prisma/migrations/<UTC timestamp>_<name>/migration.sql with the SQL that takes the
// existing migrations to prisma/schema.prisma (what `prisma migrate dev --create-only` would
// write). Runs on a throwaway in-memory PGlite, so no database server is needed.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteMigrationFactory } from '../src/db/adapters.js';
import { defaultMigrationsDir, defaultSchemaPath, diffSchemaToSql } from '../src/db/migrate.js';
import { LOCKFILE_NAME, MIGRATION_FILE, lockfileContent } from '../src/db/migrations-dir.js';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run migrate:new -- <name>   (lower-case letters, digits and _)');
  process.exit(2);
}

// Same folder-name format as Prisma: YYYYMMDDHHMMSS_<name>, in UTC.
const timestamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const folder = join(defaultMigrationsDir, `${timestamp}_${name}`);

const pglite = await PGlite.create();
try {
  const sql = await diffSchemaToSql(pgliteMigrationFactory(pglite), {
    migrationsDir: defaultMigrationsDir,
    schemaPath: defaultSchemaPath,
  });
  if (!sql) {
    console.log('prisma/schema.prisma matches the migrations: nothing to write.');
  } else {
    await mkdir(defaultMigrationsDir, { recursive: true });
    await mkdir(folder); // fails if it exists, rather than overwrite a migration
    await writeFile(join(folder, MIGRATION_FILE), sql);
    const lockfile = join(defaultMigrationsDir, LOCKFILE_NAME);
    if (!existsSync(lockfile)) await writeFile(lockfile, lockfileContent());
    console.log(`wrote ${relative(process.cwd(), join(folder, MIGRATION_FILE))}`);
  }
} finally {
  await pglite.close();
}
