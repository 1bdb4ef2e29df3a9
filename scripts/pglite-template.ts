// `npm install` (postinstall): the embedded database a new DATA_DIR starts as a copy of
// (src/db/pglite-template.ts), made from scratch and migrated with this checkout's migrations.
// Templates of other PGlite versions are removed.
import { readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createPglite } from '../src/db/client.js';
import { pgliteTemplateDir } from '../src/db/pglite-template.js';

const dir = pgliteTemplateDir();
if (!dir) {
  console.log('embedded database template: PGlite is not installed, none made');
} else {
  const started = performance.now();
  const { applied } = await createPglite(dir, {}, undefined, null);
  for (const other of readdirSync(dirname(dir)).filter((name) => name !== basename(dir)))
    rmSync(join(dirname(dir), other), { recursive: true, force: true });
  const ms = Math.round(performance.now() - started);
  console.log(`embedded database template: ${applied.length} migrations applied in ${ms} ms (${dir})`);
}
