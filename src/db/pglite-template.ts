import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A new embedded database starts as a copy of one made at install. A first start (an empty
// DATA_DIR) spent most of its time making the database: initdb, seconds of WebAssembly, then every
// migration (5.4 of 7.9 s to ready on an idle 2-core machine). `npm install` makes a migrated
// database once (scripts/pglite-template.ts); a new DATA_DIR copies its files (~0.4 s) and then
// applies, as any start does, the migrations added since. Without a template (an install that ran
// no scripts) a new database is made from scratch as before.
//
// Kept under node_modules/.cache: it belongs to the install (a new install makes it again) and to
// the PGlite version that wrote it, which names its folder.

/** src/ or dist/: both two folders below the package root. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the template of the installed PGlite lives (it may not exist). */
export function pgliteTemplateDir(): string | null {
  try {
    const pkg = join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
    return join(ROOT, 'node_modules', '.cache', 'financial-account-service', `pglite-${version}`);
  } catch {
    return null;
  }
}

/** The installed template, when one was made (a complete database: it is moved into place last). */
export function installedPgliteTemplate(): string | null {
  const dir = pgliteTemplateDir();
  return dir && existsSync(join(dir, 'PG_VERSION')) ? dir : null;
}
