// Loads Prisma's schema engine (WebAssembly build) so migrations can be diffed and applied without
// the native engine binary, which the Prisma CLI cannot download on these machines.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

export type { SchemaEngine };
type Bindings = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

/** Receives the engine's JSON log lines (tracing output). */
export type EngineLog = (line: string) => void;

let bindings: Promise<Bindings> | undefined;
let lastPanic: string | undefined;

// The package's entry (`schema_engine.js`) does `import * as wasm from './x.wasm'`, which Node 20
// rejects. So instantiate the .wasm ourselves and hand its exports to the JS glue, which is what
// that entry would have done. One instance per process: the glue keeps module-level state.
function loadBindings(): Promise<Bindings> {
  bindings ??= (async () => {
    // The glue reports Rust panics here before throwing `RuntimeError: unreachable`.
    const g = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(m: string): void } };
    g.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message: (m: string) => {
        lastPanic = m;
      },
    };
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as Bindings;
    // Compiled off the main thread (new WebAssembly.Module held it for a second or more).
    const module = await WebAssembly.compile(await readFile(gluePath.replace(/\.js$/, '.wasm')));
    const imports: WebAssembly.ModuleImports = { ...(glue as unknown as WebAssembly.ModuleImports) };
    // The engine arms a 10 s timer around its advisory lock and never clears it, which kept
    // short-lived processes (scripts, tests) alive 10 s after migrating. Unref'd, it only
    // fires if something else still keeps the process running.
    for (const name of Object.keys(imports).filter((n) => n.startsWith('__wbg_setTimeout_'))) {
      imports[name] = (fn: () => void, ms: number) => setTimeout(fn, ms >>> 0).unref();
    }
    const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': imports });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
    return glue;
  })();
  bindings.catch(() => (bindings = undefined)); // let a later call retry a failed load
  return bindings;
}

/** Loads and compiles the engine ahead of its first use (start-up, which a signal may abort meanwhile). */
export async function preloadSchemaEngine(): Promise<void> {
  await loadBindings();
}

/** Version (git hash) of the pinned engine, for logs. */
export async function engineVersion(): Promise<string> {
  return (await loadBindings()).version();
}

/**
 * Runs `fn` with a schema engine connected through `factory`, then frees the engine.
 * `schemaFiles` are [path, content] pairs of the Prisma schema (the engine needs the provider).
 */
export async function withSchemaEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schemaFiles: [string, string][],
  fn: (engine: SchemaEngine) => Promise<T>,
  log: EngineLog = () => {},
): Promise<T> {
  const glue = await loadBindings();
  const engine = await glue.SchemaEngine.new(
    { datamodels: schemaFiles },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  ).catch(explainPanic);
  try {
    return await fn(engine).catch(explainPanic);
  } finally {
    engine.free();
  }
}

// A panic surfaces as `RuntimeError: unreachable`; attach the Rust message so it is actionable.
function explainPanic(error: unknown): never {
  if (error instanceof WebAssembly.RuntimeError && lastPanic) {
    const message = `schema engine panicked: ${lastPanic}`;
    lastPanic = undefined;
    throw new Error(message, { cause: error });
  }
  throw error;
}
