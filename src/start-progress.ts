import type { Config } from './config.js';

// Terminal output: when stdout is a terminal, log lines are rendered for a person (start-up
// progress as steps, other lines as `time LEVEL message key=value`); otherwise they stay JSON,
// one object a line, for log collectors and the tests. Kept free of the application's imports
// (main.ts uses it before the application is loaded). pino-pretty is not a dependency: these
// few lines cover what a first start shows.

/** Where main writes (process.stdout in practice). */
export interface Output {
  write(text: string): unknown;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Written before the application is imported (seconds on a cold start). */
export const LOADING_LINE = 'Starting the Financial Account Service… loading the application';

/** Written once the port is bound, before the application is loaded. */
export const bindingLine = (url: string) => `… port bound: ${url}/readyz answers 503 until the service is ready`;

/** Written before bootstrap opens the database (and applies migrations). */
export function databaseLine(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  // Never the URL itself: it may hold a password.
  return `… database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`;
}

/** One log record (pino's JSON) as the line(s) a person reads; scrubbing already happened in the logger. */
export function humanLine(record: Record<string, unknown>): string {
  const { level, time, msg, ...fields } = record;
  // An error reads as its message; the stack stays in the JSON logs (not a terminal's first view).
  if (fields.err && typeof fields.err === 'object') fields.err = (fields.err as { message?: unknown }).message;
  switch (msg) {
    case 'creating a new embedded database':
      return `… database: creating a new embedded database in ${String(fields.dir)} (first start: seconds)`;
    case 'database migrations applied': {
      const applied = Array.isArray(fields.applied) ? fields.applied.length : Number(fields.applied ?? 0);
      return `✓ database ready (${String(fields.kind)}, ${applied} migration${applied === 1 ? '' : 's'} applied in ${String(fields.ms)} ms)\n… chain: starting`;
    }
    case 'anvil started':
      return `✓ chain: embedded anvil at ${String(fields.rpcUrl)}\n… contracts: checking the stablecoins`;
    case 'stablecoin deployed':
      return `✓ contracts: ${String(fields.symbol)} stablecoin deployed at ${String(fields.contract)}`;
    case 'service listening': {
      const url = String(fields.url);
      return `✓ listening on ${url} (chain: ${String(fields.chain)})\n  GraphQL: ${url}/graphql\n  REST:    ${url}/api-reference\n  App:     ${url}/app/\n  Health:  ${url}/healthz${startupBreakdown(fields)}`;
    }
  }
  const clock = typeof time === 'number' ? new Date(time).toISOString().slice(11, 19) : '';
  const rest = Object.entries(fields)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return `${clock} ${LEVELS[level as number] ?? String(level)} ${String(msg ?? '')}${rest ? ` ${rest}` : ''}`;
}

/** `\n  Ready in 3.1 s: node 0.1 s, load 1.2 s, database 0.9 s, …` from the listening line's fields. */
export function startupBreakdown(fields: Record<string, unknown>): string {
  const steps = fields.startupMs;
  if (!steps || typeof steps !== 'object') return '';
  const seconds = (ms: unknown) => `${(Number(ms) / 1000).toFixed(1)} s`;
  const parts = Object.entries(steps as Record<string, unknown>).map(([name, ms]) => `${name} ${seconds(ms)}`);
  const ready = typeof fields.readyMs === 'number' ? `Ready in ${seconds(fields.readyMs)}` : 'Started';
  return `\n  ${ready}: ${parts.join(', ')}`;
}

/** A pino destination rendering each record with humanLine. */
export function humanDestination(out: Output) {
  return {
    write(line: string) {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      out.write(`${humanLine(record)}\n`);
    },
  };
}
