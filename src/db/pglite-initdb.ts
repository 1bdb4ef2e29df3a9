import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// A new embedded database's initdb runs in a worker thread. In the main thread it held the event
// loop for seconds on end (PGlite runs initdb synchronously in WebAssembly: 7 s seen on a busy
// 2-core machine), so a signal during a first start went unheard until it ended; a worker is
// terminated at once instead (src/db/client.ts builds the database in a folder of its own, which
// the next start makes again). The worker runs a few lines of plain JavaScript (eval, execArgv []
// so no TypeScript loader starts in it) requiring PGlite's CommonJS build.

const INITDB_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
(async () => {
  const db = await PGlite.create(workerData.dir);
  await db.close();
})().then(
  () => parentPort.postMessage({ ok: true }),
  (error) => parentPort.postMessage({ ok: false, message: String((error && error.stack) || error) }),
);
`;

/** Creates an empty PGlite database in `dir`; an abort terminates it and rejects with the signal's reason. */
export function initdbOffThread(dir: string, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(INITDB_SOURCE, {
      eval: true,
      workerData: { dir, pglite },
      execArgv: [],
      stdout: false,
      stderr: false,
    });
    const onAbort = () => {
      void worker.terminate();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (error?: Error) => {
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    worker.once('message', (m: { ok: boolean; message?: string }) =>
      settle(m.ok ? undefined : new Error(`creating the embedded database failed: ${m.message}`)),
    );
    worker.once('error', (error) => settle(error));
    worker.once('exit', (code) => settle(new Error(`the embedded database's initdb thread exited (code ${code})`)));
  });
}
