import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { dropTestDatabase } from './db/pg-helpers.js';
import type { ModuleTemplate } from './helpers/modules.js';

// Once per run of the module tier (vitest globalSetup): a migrated database, the template each
// file copies (test/helpers/modules.ts). Made by a child process (test/helpers/module-template.ts)
// so that Prisma's schema engine never runs in vitest's main process. FAS_TEST_FRESH=1 skips it:
// every file then migrates its own empty database.

export default async function setup(project: TestProject) {
  if (process.env.FAS_TEST_FRESH === '1') {
    project.provide('moduleTemplate', null);
    return;
  }
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'fas-module-template-'));
  let template: ModuleTemplate;
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'test/helpers/module-template.ts', dataDir],
      { env: { ...process.env, NODE_ENV: 'test' }, maxBuffer: 1 << 20 },
    );
    template = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('moduleTemplate', template);
  console.log(`module template ready in ${Date.now() - started} ms (${template.database ? 'PostgreSQL' : 'PGlite'})`);
  return async () => {
    if (template.database) await dropTestDatabase(template.database);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
