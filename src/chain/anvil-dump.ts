import { Worker } from 'node:worker_threads';

// Reading the embedded anvil's state for chain.json, off the main thread. A dump runs every
// second while blocks come (less often once it takes more than a tenth of that: DUMP_SHARE in
// src/chain/anvil.ts), and its cost grows with the chain: the hex answer of
// anvil_dumpState (megabytes), its gunzip and a JSON.parse of the whole state to check it. On
// the main thread that was a tenth of the service's CPU while mints and payments ran
// (docs/performance.md); in this worker it takes none of the requests' time.
//
// The worker runs a few lines of plain JavaScript (eval, execArgv [] so no TypeScript loader
// starts in it), is unref'ed, and is started again after a failure.
const DUMP_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { gunzipSync } = require('node:zlib');

// Every sender's nonce counts exactly its transactions recorded in the dump.
function consistent(state) {
  const sent = new Map();
  for (const t of state.transactions ?? []) {
    const from = t.info?.from?.toLowerCase();
    if (from) sent.set(from, (sent.get(from) ?? 0) + 1);
  }
  for (const [from, count] of sent) if ((state.accounts[from]?.nonce ?? count) !== count) return false;
  return true;
}

async function read(rpcUrl, timeoutMs) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_dumpState', params: [] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error('anvil_dumpState: HTTP ' + res.status);
  const body = await res.json();
  if (body.error) throw new Error('anvil_dumpState: ' + (body.error.message ?? JSON.stringify(body.error)));
  const hex = body.result;
  if (typeof hex !== 'string' || !hex.startsWith('0x')) throw new Error('anvil_dumpState: not a hex string');
  const gz = Buffer.from(hex.slice(2), 'hex');
  if (gz.length * 2 !== hex.length - 2) throw new Error('anvil_dumpState: invalid hex');
  const json = gunzipSync(gz); // also checks gzip's CRC and length
  const state = JSON.parse(json.toString('utf8'));
  if (typeof state !== 'object' || state === null || !('block' in state) || !('accounts' in state)) {
    throw new Error('anvil_dumpState: not an anvil state object');
  }
  return { json, consistent: consistent(state) };
}

parentPort.on('message', ({ id, rpcUrl, timeoutMs }) => {
  read(rpcUrl, timeoutMs).then(
    ({ json, consistent }) => {
      const bytes = json.buffer.slice(json.byteOffset, json.byteOffset + json.length);
      parentPort.postMessage({ id, bytes, consistent }, [bytes]);
    },
    (error) => parentPort.postMessage({ id, error: String(error?.message ?? error) }),
  );
});
`;

export interface DumpedState {
  /** The plain JSON anvil's --load-state reads. */
  json: Buffer;
  /** False when anvil read an account's nonce past its last recorded transaction (take it again). */
  consistent: boolean;
}

type Pending = { resolve: (state: DumpedState) => void; reject: (error: Error) => void };

export interface StateReader {
  read(rpcUrl: string, timeoutMs: number): Promise<DumpedState>;
  close(): Promise<void>;
}

export function createStateReader(): StateReader {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const start = () => {
    const w = new Worker(DUMP_SOURCE, { eval: true, execArgv: [], stdout: false, stderr: false });
    w.unref();
    w.on('message', (m: { id: number; bytes?: ArrayBuffer; consistent?: boolean; error?: string }) => {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (!p) return;
      if (m.error !== undefined || !m.bytes) p.reject(new Error(m.error ?? 'anvil state dump failed'));
      else p.resolve({ json: Buffer.from(m.bytes), consistent: m.consistent === true });
    });
    const gone = (error: Error) => {
      if (worker === w) worker = undefined;
      failAll(error);
    };
    w.on('error', gone);
    w.on('exit', (code) => gone(new Error(`anvil state reader exited (${code})`)));
    return w;
  };

  return {
    read(rpcUrl, timeoutMs) {
      worker ??= start();
      const id = ++next;
      const answer = new Promise<DumpedState>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage({ id, rpcUrl, timeoutMs });
      return answer;
    },
    async close() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
