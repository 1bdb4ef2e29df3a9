import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// `npm run lint:docs`: the docs are reference, so a reader must never follow a dead pointer.
// 1. Every relative link in README.md, docs/ and packages/*/README.md names a file that exists
//    and, with an #anchor, a heading of that file (GitHub's slugs).
// 2. Every comment in src/, test/, scripts/, bench/ and packages/*/src that sends the reader to
//    `README "Section"` or `docs/x.md "Section"` names a heading that exists there.

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

function walk(dir: string, keep: (path: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'generated' || name === 'dist' || name === 'gql') return [];
    return statSync(path).isDirectory() ? walk(path, keep) : keep(path) ? [path] : [];
  });
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[`*_~]|\[|\]|\(.*?\)/g, (m) => (m.startsWith('(') ? m.slice(1, -1) : ''))
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

function headingsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => m[1].trim().toLowerCase()));
}

const problems: string[] = [];
const text = (path: string) => readFileSync(path, 'utf8');

const markdown = [
  join(ROOT, 'README.md'),
  ...walk(join(ROOT, 'docs'), (p) => p.endsWith('.md')),
  ...walk(join(ROOT, 'packages'), (p) => p.endsWith('README.md')),
];
for (const file of markdown) {
  const body = text(file).replace(/```[\s\S]*?```/g, '');
  for (const [, target] of body.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue; // http(s), mailto: not ours to check offline
    const [path, anchor] = target.split('#');
    const to = path === '' ? file : resolve(dirname(file), path);
    const where = relative(ROOT, file);
    if (!existsSync(to)) {
      problems.push(`${where}: link to ${target}: no such file`);
      continue;
    }
    if (anchor && to.endsWith('.md') && !anchorsOf(text(to)).has(anchor)) {
      problems.push(`${where}: link to ${target}: no heading with that anchor in ${relative(ROOT, to)}`);
    }
  }
}

const self = resolve(ROOT, 'scripts/docs-check.ts'); // its own comments show the pattern
const code = ['src', 'test', 'scripts', 'bench', 'packages'].flatMap((dir) =>
  walk(join(ROOT, dir), (p) => /\.(ts|tsx)$/.test(p) && p !== self),
);
for (const file of code) {
  for (const [, doc, section] of text(file).matchAll(/(README|docs\/[\w.-]+\.md)(?:'s)?,? "([^"\n]+)"/g)) {
    const path = join(ROOT, doc === 'README' ? 'README.md' : doc);
    if (!existsSync(path)) problems.push(`${relative(ROOT, file)}: names ${doc}, which does not exist`);
    else if (!headingsOf(text(path)).has(section.toLowerCase())) {
      problems.push(`${relative(ROOT, file)}: names ${doc} "${section}", which has no such heading`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Dead pointers in the docs (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`docs: ${markdown.length} pages and ${code.length} source files, every link and named section found`);
