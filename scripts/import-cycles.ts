// Fails (exit 1) when the modules of src/ import each other in a cycle (`npm run lint:cycles`,
// part of `npm run lint`). Every import counts: `import type`, re-exports (`export … from`),
// dynamic `import()` and `import('…')` types, as long as the path is relative. src/generated is
// left out: it is written by tools and imports nothing of ours, so no cycle of ours runs through it.
// It also fails on an import from a lower floor to a higher one (FLOORS below).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const skipped = [join(src, 'generated')];
/** Printing stops here: past it the graph needs untangling, not a longer list. */
const MAX_CYCLES = 200;

const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
if (!config) throw new Error('tsconfig.json could not be read');
const options = config.options;

function sourceFiles(dir: string): string[] {
  if (skipped.includes(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(c|m)?tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Edge {
  to: string;
  /** Erased at run time: `import type`, a type-only re-export, or an `import('…')` type. */
  typeOnly: boolean;
}

/** The relative module specifiers of a file, with whether each is type-only. */
function specifiers(file: string): { spec: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { spec: string; typeOnly: boolean }[] = [];
  const add = (node: ts.Node | undefined, typeOnly: boolean) => {
    if (node && ts.isStringLiteralLike(node) && node.text.startsWith('.')) found.push({ spec: node.text, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allTypes =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier, allTypes);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const allTypes =
        node.isTypeOnly ||
        (!!clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      add(node.moduleSpecifier, allTypes);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles(src).sort();
const known = new Set(files);
const graph = new Map<string, Edge[]>();
let unresolved = 0;
for (const file of files) {
  const edges = new Map<string, Edge>();
  for (const { spec, typeOnly } of specifiers(file)) {
    const target = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (!target) {
      console.error(`${relative(root, file)}: cannot resolve ${spec}`);
      unresolved++;
      continue;
    }
    if (!known.has(target)) continue;
    // Two imports of one module: the edge is type-only only if both are.
    const seen = edges.get(target);
    edges.set(target, { to: target, typeOnly: typeOnly && (seen?.typeOnly ?? true) });
  }
  graph.set(
    file,
    [...edges.values()].sort((a, b) => a.to.localeCompare(b.to)),
  );
}

// Floors: every file of src/ stands on one floor, and imports only from its own floor or lower
// ones (type-only imports count too: a type pulled from a higher floor ties the lower one to it
// just the same, for the reader and for tsc). A path is a folder (ending in /) or a file of src/;
// the longest path that matches a file gives its floor. docs/development.md "Floors".
const FLOORS: { name: string; paths: string[] }[] = [
  { name: 'kernel', paths: ['kernel/', 'logger.ts'] },
  { name: 'base', paths: ['config.ts', 'security/', 'mail/', 'gql/', 'start-progress.ts', 'node-version.ts'] },
  { name: 'infra', paths: ['db/', 'chain/', 'ops/'] },
  { name: 'domain', paths: ['events/', 'money/'] },
  { name: 'web kit', paths: ['http/', 'rest/', 'schema/', 'context.ts'] },
  { name: 'modules', paths: ['modules/'] },
  { name: 'surfaces', paths: ['realtime/'] },
  {
    name: 'composition',
    paths: ['services.ts', 'schema/index.ts', 'rest/routes.ts', 'app.ts', 'bootstrap.ts', 'main.ts'],
  },
];
/** Upward imports not untangled yet, each `from -> to` (paths in src/); one listed but gone fails too. */
const KNOWN_UPWARD = new Map<string, string>([]);

function floorOf(file: string): number | undefined {
  const path = relative(src, file);
  let best: { floor: number; length: number } | undefined;
  FLOORS.forEach(({ paths }, floor) => {
    for (const p of paths)
      if ((p.endsWith('/') ? path.startsWith(p) : path === p) && p.length > (best?.length ?? -1))
        best = { floor, length: p.length };
  });
  return best?.floor;
}
const floorProblems: string[] = [];
const upward: string[] = [];
for (const file of files) if (floorOf(file) === undefined) floorProblems.push(`${relative(root, file)}: on no floor`);
for (const [file, edges] of graph) {
  const from = floorOf(file) ?? 0;
  for (const edge of edges) {
    const to = floorOf(edge.to) ?? 0;
    if (to <= from) continue;
    const key = `${relative(src, file)} -> ${relative(src, edge.to)}`;
    upward.push(key);
    if (!KNOWN_UPWARD.has(key))
      floorProblems.push(
        `${relative(root, file)} (${FLOORS[from].name}) imports ${relative(root, edge.to)}${edge.typeOnly ? ' (type)' : ''} (${FLOORS[to].name}): no import from a lower floor to a higher one`,
      );
  }
}
for (const key of KNOWN_UPWARD.keys())
  if (!upward.includes(key)) floorProblems.push(`KNOWN_UPWARD lists ${key}, which is gone: remove it`);
for (const problem of floorProblems) console.error(problem);

/** The files, at or after `from` in sorted order, from which `target` can be reached through such files. */
function reaching(target: string, from: number): Set<string> {
  const found = new Set([target]);
  const queue = [target];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const [other, edges] of graph) {
      if (found.has(other) || (order.get(other) ?? -1) < from) continue;
      if (edges.some((e) => e.to === file)) {
        found.add(other);
        queue.push(other);
      }
    }
  }
  return found;
}

// Every elementary cycle, each once: it is listed from its first file in sorted order, and the
// search from a file only visits later files that lead back to it, so it never wanders off.
const order = new Map(files.map((f, i) => [f, i]));
const cycles: { path: string[]; edges: Edge[] }[] = [];
for (const start of files) {
  const startIndex = order.get(start) ?? 0;
  const back = reaching(start, startIndex);
  const path = [start];
  const edgePath: Edge[] = [];
  const onPath = new Set([start]);
  const walk = (node: string): boolean => {
    for (const edge of graph.get(node) ?? []) {
      if (!back.has(edge.to)) continue;
      if (edge.to === start) {
        cycles.push({ path: [...path], edges: [...edgePath, edge] });
        if (cycles.length >= MAX_CYCLES) return false;
      } else if (!onPath.has(edge.to)) {
        path.push(edge.to);
        edgePath.push(edge);
        onPath.add(edge.to);
        const more = walk(edge.to);
        path.pop();
        edgePath.pop();
        onPath.delete(edge.to);
        if (!more) return false;
      }
    }
    return true;
  };
  if (!walk(start)) break;
}

const name = (file: string) => relative(root, file);
for (const { path, edges } of cycles) {
  const steps = path.map((file, i) => `${name(file)} ${edges[i].typeOnly ? '-(type)->' : '->'} `).join('');
  console.error(`cycle: ${steps}${name(path[0])}`);
}
if (cycles.length >= MAX_CYCLES) console.error(`… stopped after ${MAX_CYCLES} cycles`);
if (cycles.length > 0 || unresolved > 0 || floorProblems.length > 0) {
  console.error(
    `${cycles.length} import cycle(s) in src/${unresolved ? `, ${unresolved} unresolved import(s)` : ''}, ${upward.length} upward import(s) (${KNOWN_UPWARD.size} known), ${floorProblems.length} floor problem(s)`,
  );
  process.exit(1);
}
console.log(
  `import cycles: none among the ${files.length} modules of src/; floors: ${upward.length} upward import(s), all known (${KNOWN_UPWARD.size})`,
);
