import { Worker } from 'node:worker_threads';

// Reading the embedded anvil's state for chain.json, off the main thread. A dump follows every
// batch of operations the money engine confirms, and a timer besides (src/chain/anvil.ts), and
// its cost grows with the chain: the hex answer of anvil_dumpState (megabytes), its gunzip and a
// check of the whole state. On the main thread that was a tenth of the service's CPU while
// mints and payments ran (docs/performance.md); in this worker it takes none of the requests' time.
//
// The check (every sender's nonce counts exactly its transactions in the dump) reads the
// accounts with JSON.parse and counts the transactions' senders by scanning the bytes for
// anvil's layout of a transaction record, instead of parsing the whole state (0.25-0.35 s for
// 3,000 transactions; the scan takes a tenth of that). Should the layout not be the one
// expected (another anvil version), the whole state is parsed as before.
//
// The worker reports when anvil has answered, as soon as its response begins (the caller's
// sends wait until then: see src/chain/anvil.ts), then when the state is checked. It runs a few
// lines of plain JavaScript (eval, execArgv [] so no TypeScript loader starts in it), is
// unref'ed, and is started again after a failure.
const DUMP_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { gunzipSync } = require('node:zlib');

// Every sender's nonce counts exactly its transactions recorded in the dump.
function consistent(accounts, sent) {
  for (const [from, count] of sent) if ((accounts[from]?.nonce ?? count) !== count) return false;
  return true;
}

function isState(state) {
  return typeof state === 'object' && state !== null && 'block' in state && 'accounts' in state;
}

// The whole state parsed: the way for any layout.
function parsedCheck(json) {
  const state = JSON.parse(json.toString('utf8'));
  if (!isState(state)) throw new Error('anvil_dumpState: not an anvil state object');
  const sent = new Map();
  for (const t of state.transactions ?? []) {
    const from = t.info?.from?.toLowerCase();
    if (from) sent.set(from, (sent.get(from) ?? 0) + 1);
  }
  return consistent(state.accounts, sent);
}

// anvil's layout: {"block":…,"accounts":{…},"best_block_number":…,"blocks":[…],
// "transactions":[{"info":{"transaction_hash":"0x…","transaction_index":N,"from":"0x…",…},…}…],…}
// (a transaction's record is the only object opening with "info"). Null when the bytes are
// not laid out so.
const ACCOUNTS = Buffer.from('"accounts":');
const BEST = Buffer.from(',"best_block_number":');
const TRANSACTIONS = Buffer.from(',"transactions":[');
const RECORD = Buffer.from('{"info":');
const INFO = Buffer.from('{"info":{"transaction_hash":"0x');
const FROM = Buffer.from(',"from":"');
const ADDRESS = /^0x[0-9a-f]{40}$/;
function scannedCheck(json) {
  if (!json.subarray(0, 9).equals(Buffer.from('{"block":')) || json[json.length - 1] !== 0x7d) return null;
  const a = json.indexOf(ACCOUNTS);
  const b = a === -1 ? -1 : json.indexOf(BEST, a);
  const t = b === -1 ? -1 : json.indexOf(TRANSACTIONS, b); // the first block's, or the records' when no block has any
  if (t === -1) return null;
  const accounts = JSON.parse(json.toString('utf8', a + ACCOUNTS.length, b));
  if (typeof accounts !== 'object' || accounts === null) return null;
  const sent = new Map();
  let records = 0;
  for (let i = json.indexOf(INFO, t); i !== -1; i = json.indexOf(INFO, i + INFO.length)) {
    records++;
    // The sender follows the hash (64 digits) and the transaction's index in its block.
    const hashEnd = i + INFO.length + 64;
    const f = json.indexOf(FROM, hashEnd);
    if (f === -1 || f > hashEnd + 40) return null;
    const from = json.toString('latin1', f + FROM.length, f + FROM.length + 42);
    if (!ADDRESS.test(from)) return null;
    sent.set(from, (sent.get(from) ?? 0) + 1);
  }
  // Every record in the transactions array was counted: as many as the records' opening.
  let opened = 0;
  for (let i = json.indexOf(RECORD, t); i !== -1; i = json.indexOf(RECORD, i + RECORD.length)) opened++;
  if (opened !== records) return null;
  return consistent(accounts, sent);
}

async function read(id, rpcUrl, timeoutMs) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_dumpState', params: [] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // anvil sends its answer (headers and body) once the whole dump is built: from here on it no
  // longer reads the state, and the sends held meanwhile may go (the body, megabytes of hex, is
  // read and parsed after that).
  parentPort.postMessage({ id, answered: true });
  if (!res.ok) throw new Error('anvil_dumpState: HTTP ' + res.status);
  const body = await res.json();
  if (body.error) throw new Error('anvil_dumpState: ' + (body.error.message ?? JSON.stringify(body.error)));
  const hex = body.result;
  if (typeof hex !== 'string' || !hex.startsWith('0x')) throw new Error('anvil_dumpState: not a hex string');
  const gz = Buffer.from(hex.slice(2), 'hex');
  if (gz.length * 2 !== hex.length - 2) throw new Error('anvil_dumpState: invalid hex');
  const json = gunzipSync(gz); // also checks gzip's CRC and length
  let checked = null;
  try {
    checked = scannedCheck(json);
  } catch {
    checked = null;
  }
  return { json, consistent: checked ?? parsedCheck(json) };
}

parentPort.on('message', ({ id, rpcUrl, timeoutMs }) => {
  read(id, rpcUrl, timeoutMs).then(
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

type Pending = { resolve: (state: DumpedState) => void; reject: (error: Error) => void; answered?: () => void };

export interface StateReader {
  /** `answered` runs once anvil has answered anvil_dumpState (before the answer is decoded and checked). */
  read(rpcUrl: string, timeoutMs: number, answered?: () => void): Promise<DumpedState>;
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
    w.on('message', (m: { id: number; answered?: true; bytes?: ArrayBuffer; consistent?: boolean; error?: string }) => {
      const p = pending.get(m.id);
      if (m.answered) {
        p?.answered?.();
        return;
      }
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
    read(rpcUrl, timeoutMs, answered) {
      worker ??= start();
      const id = ++next;
      const answer = new Promise<DumpedState>((resolve, reject) => pending.set(id, { resolve, reject, answered }));
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
