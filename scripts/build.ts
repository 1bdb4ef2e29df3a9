// The compiled build: `npm run build` writes dist/ for `node dist/main.js` (npm run start:prod),
// which runs without a TypeScript loader.
//
// - src/ → dist/ with tsc (tsconfig.build.json), source maps beside each file (start with
//   --enable-source-maps for stacks that name the .ts lines). dist/ sits at the same depth as
//   src/, so what the modules find relative to themselves (prisma/migrations, package.json,
//   packages/dashboard/dist) comes from the repository root either way. Prisma's generated client
//   (src/generated/prisma, TypeScript written by `npm run generate`) and the contracts' ABI and
//   bytecode modules (src/generated/contracts/) are ordinary modules: tsc compiles them too.
// - The in-process rail simulator (packages/rail-simulator) is published to the workspace as
//   TypeScript source; it is compiled into dist/node_modules/@financial-account-service/
//   rail-simulator, where Node's own resolution finds it first from any module under dist/.
// Run: npm run build (tsc is slow on a busy machine: about 45 s with other work running).
//
// `--out NAME` writes NAME/ instead of dist/ (a folder directly below the root, for the reason
// above) and `--no-check` emits without type-checking (tsc --noCheck: the same JavaScript, as every
// module is isolated, in a quarter of the time). The faults tier builds its child instances this
// way once per run (test/global-setup.ts); `npm run typecheck` checks the types.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'dist' }, 'no-check': { type: 'boolean' } },
});
if (basename(values.out) !== values.out) throw new Error(`--out names a folder directly below the root: ${values.out}`);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, values.out);
const SIMULATOR = join(DIST, 'node_modules', '@financial-account-service', 'rail-simulator');
const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

const started = Date.now();
rmSync(DIST, { recursive: true, force: true });
const run = (args: string[]) => execFileSync(process.execPath, [tsc, ...args], { cwd: ROOT, stdio: 'inherit' });
const check = values['no-check'] ? ['--noCheck'] : [];
run(['-p', 'tsconfig.build.json', '--outDir', DIST, ...check]);
// Its index and what it imports (not its tests or CLI), with its own tsconfig's settings.
run([
  ...['--target', 'ES2022', '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--lib', 'ES2023'],
  ...['--strict', '--skipLibCheck', '--isolatedModules', '--types', 'node', '--sourceMap', ...check],
  ...['--rootDir', 'packages/rail-simulator/src', '--outDir', SIMULATOR],
  'packages/rail-simulator/src/index.ts',
]);
mkdirSync(SIMULATOR, { recursive: true });
writeFileSync(
  join(SIMULATOR, 'package.json'),
  `${JSON.stringify({ name: '@financial-account-service/rail-simulator', private: true, type: 'module', exports: { '.': './index.js' } }, null, 2)}\n`,
);
console.log(`${values.out}/ built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
