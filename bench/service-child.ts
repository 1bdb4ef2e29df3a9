import { writeFileSync } from 'node:fs';
import { configFromEnv } from '../src/config.js';
import { bootstrap, type Running } from '../src/bootstrap.js';
import { memory, serve } from './lib/child.js';
import { startProfile, stopProfile } from './lib/profiler.js';

// The service under test, in its own process: src/bootstrap.ts with the configuration the
// bench passes in the environment (PostgreSQL, embedded anvil, NODE_ENV=production, logs to
// a file). Reports its URL, the anvil RPC URL and the token addresses; memory on request.

let running: Running | undefined;
let statements = 0;
// BENCH_SQL (a file): each statement text's count, written at every `cpu` call to <file>.<n> (which statements a figure costs).
const texts = new Map<string, number>();
const sqlFile = process.env.BENCH_SQL;
let calls = 0;
try {
  running = await bootstrap(configFromEnv(process.env), {
    onQuery: (e) => {
      statements++;
      if (sqlFile) texts.set(e.query, (texts.get(e.query) ?? 0) + 1);
    },
  });
} catch (error) {
  process.send?.({ failed: (error as Error).message });
  process.exit(1);
}
const r = running!;

serve(
  {
    info: () => ({
      url: r.url,
      rpcUrl: (r.infra.chain.chain.publicClient.transport as { url?: string }).url,
      tokens: r.infra.chain.tokens,
      pid: process.pid,
    }),
    mem: () => memory(),
    cpu: () => {
      if (sqlFile) writeFileSync(`${sqlFile}.${calls++}`, JSON.stringify(Object.fromEntries(texts)));
      return { ...process.cpuUsage(), statements };
    },
    'profile:start': () => startProfile(),
    'profile:stop': (file: string) => stopProfile(file),
  },
  () => r.stop(),
);
