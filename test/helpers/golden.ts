import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect } from 'vitest';

// REST golden files: the proof that the REST answers do not change while the core is
// redesigned. Every REST request a test sends through `call()` (test/helpers/service.ts) is
// recorded as "METHOD path → status body", with what differs between runs (UUIDs, hashes,
// tokens, times, generated e-mail addresses and aliases) replaced by placeholders.
//
//   GOLDEN=record npm test   writes test/golden/<test file>.json (per test: its answers, sorted)
//   npm test                  compares each test's answers with its recording, byte for byte
//
// A test without a recording (added later, or whose answers depend on a random seed or on
// timing) is not compared. Answers are sorted within a test, so concurrent requests compare
// equal whatever order they finished in.

const DIR = join(import.meta.dirname, '..', 'golden');
export const recording = process.env.GOLDEN === 'record';

const seen = new Map<string, string[]>();
/** Test names normalised (random inputs in names); a name two tests share is not recorded. */
const rawNames = new Map<string, Set<string>>();

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const PATTERNS: Array<[RegExp, string]> = [
  [UUID, '<uuid>'],
  [/0x[0-9a-fA-F]{64}\b/g, '<hex32>'],
  [/0x[0-9a-fA-F]{40}\b/g, '<address>'],
  [/0x[0-9a-fA-F]{130}\b/g, '<signature>'],
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>'],
  [/user\d+@/g, 'user<n>@'],
  // usertags the tests make unique with the clock (`kojo_16954_0`) and generated aliases
  [/\b([a-z]+)_\d+_\d+\b/gi, '$1_<n>_<n>'],
  [/\b([a-z]+)_\d{5,}\b/gi, '$1_<n>'],
  [/\b[a-z]+-[a-z]+-\d{4}\b/g, '<alias>'],
  // a throttle's wait counts down with the clock
  [/try again in \d+ seconds/g, 'try again in <n> seconds'],
  // bank account numbers the tests make up
  [/\bAC[0-9a-f]{10}\b/g, 'AC<n>'],
];

/** Operational paths are not REST routes: their answers follow the monitors' timing. */
const NOT_REST = /^\/(healthz|readyz|metrics)\b/;

/** Keys whose values are random by design (tokens, refs, generated names), by REST field name. */
const RANDOM_KEYS = new Set(['access_token', 'ref', 'request_id', 'network_fees_eth', 'network_fees_ccy']);

function normaliseString(s: string): string {
  let out = s;
  for (const [re, to] of PATTERNS) out = out.replace(re, to);
  return out;
}

export function normalise(value: unknown, key?: string): unknown {
  // Row numbers follow sequences that concurrent or refused inserts consume in timing order.
  if (key === 'id' && typeof value === 'number') return '<row>';
  // Gas prices move from block to block, so fees differ between runs.
  if (key && RANDOM_KEYS.has(key) && (typeof value === 'string' || typeof value === 'number')) return `<${key}>`;
  if (typeof value === 'string') return normaliseString(value);
  // Epoch milliseconds of this century.
  if (typeof value === 'number' && Number.isInteger(value) && value > 1e12 && value < 1e13) return '<ms>';
  if (Array.isArray(value)) return value.map((v) => normalise(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, k)]));
  }
  return value;
}

/** How many tests of this file have carried each name so far (it.each may repeat a title). */
const occurrences = new Map<string, number>();
let current: { raw: string; n: number } | null = null;

/** beforeEach: the test that starts now; a repeated title gets ` #2`, ` #3`, … */
export function startTest() {
  const raw = expect.getState().currentTestName;
  if (!raw) return;
  const n = (occurrences.get(raw) ?? 0) + 1;
  occurrences.set(raw, n);
  current = { raw, n };
}

function currentTest(): { file: string; name: string; raw: string } | null {
  const state = expect.getState();
  if (!state.testPath || !state.currentTestName) return null;
  const suffix = current?.raw === state.currentTestName && current.n > 1 ? ` #${current.n}` : '';
  return {
    file: basename(state.testPath).replace(/\.test\.ts$/, ''),
    name: normaliseString(state.currentTestName) + suffix,
    raw: state.currentTestName + suffix,
  };
}

/** Called by `call()` for every REST answer. */
export function recordRest(method: string, path: string, status: number, text: string) {
  const test = current && currentTest();
  if (!test || NOT_REST.test(path)) return;
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  const line = `${method} ${normaliseString(path)} → ${status} ${JSON.stringify(normalise(body))}`;
  const list = seen.get(test.raw) ?? [];
  list.push(line);
  seen.set(test.raw, list);
  rawNames.set(test.name, (rawNames.get(test.name) ?? new Set()).add(test.raw));
}

function goldenPath(file: string) {
  return join(DIR, `${file}.json`);
}

function load(file: string): Record<string, string[]> {
  const path = goldenPath(file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

/** afterEach: the answers of the test that just ended against its recording. */
export function compareCurrentTest() {
  const test = currentTest();
  // Requests between tests (a later describe's beforeAll) belong to no test.
  current = null;
  if (!test || recording) return;
  const expected = load(test.file)[test.name];
  const actual = (seen.get(test.raw) ?? []).slice().sort();
  if (!expected) return;
  expect(actual, `REST answers of "${test.name}" differ from test/golden/${test.file}.json`).toEqual(expected);
}

/**
 * afterAll: in record mode, writes this file's answers; then forgets them. A worker runs several
 * files in one module registry (vitest.config.ts, isolate off): two files may share a test name.
 */
export function writeRecording(testPath: string | undefined) {
  if (recording && testPath && seen.size > 0) {
    const file = basename(testPath).replace(/\.test\.ts$/, '');
    const out: Record<string, string[]> = {};
    for (const [name, raws] of [...rawNames].sort(([a], [b]) => a.localeCompare(b))) {
      if (raws.size === 1) out[name] = (seen.get([...raws][0]) ?? []).slice().sort();
    }
    mkdirSync(DIR, { recursive: true });
    writeFileSync(goldenPath(file), `${JSON.stringify(out, null, 1)}\n`);
  }
  seen.clear();
  rawNames.clear();
  occurrences.clear();
  current = null;
}
