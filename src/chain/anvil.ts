// Embedded chain: launches the anvil binary of @foundry-rs/anvil's package for this platform,
// persisting state under dataDir and never leaving an orphan behind.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { silentLogger, type ChainLogger } from './logger.js';
import { createStateReader } from './anvil-dump.js';

export const ANVIL_CHAIN_ID = 31337;
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 10_000;
/** Inconsistent dumps taken in a row before one is given up (the previous file stays). */
const DUMP_ATTEMPTS = 5;
/**
 * How soon a change the ledger reports (save(): the money engine, after each batch it saw mined
 * and confirmed) is in chain.json. A ledger dump starts SAVE_AIM_MS - d (d: the last dump's
 * duration) after the oldest change it is for, counted from the last dump's read of the state when
 * the change came before it (it is in that dump), and no sooner than SAVE_SHARE allows: changes
 * are saved about SAVE_AIM_MS after they were reported while dumps take under 0.3 s (under steady
 * traffic, one starts every SAVE_AIM_MS - d), within five dumps' time beyond (one every 4 d). A
 * save later than SAVE_BOUND_MS is logged (a warning a minute at most). A dump is the whole state
 * (every block and transaction since genesis), so it grows with the chain: ~0.3 s after 1,000
 * transactions, ~0.9 s after 3,000 on a quiet 2-core machine.
 */
const SAVE_AIM_MS = 1_500;
const SAVE_BOUND_MS = 2_000;
/**
 * The share of the time the ledger's dumps may take: after one that took d ms, the next starts at
 * least d × (1 / share - 1) after it ended. Back to back, dumps of a long chain held broadcasts
 * a third to a half of the time and kept anvil serialising its state most of a core: the payments
 * bench made 0.29 of raw viem after the other sections had grown the chain (1 s dumps), 0.44 on a
 * short one (docs/performance.md). What a kill loses meanwhile is replayed from the ledger.
 */
const SAVE_SHARE = 0.25;
/** The fallback for changes nobody reports: a timed dump every second, skipped while the chain is unchanged or the ledger's saves come. */
const DUMP_INTERVAL_MS = 1_000;
/**
 * The share of the time timed dumps may take: 0.7 s of anvil's and the reader's CPU every second
 * was a third of a 2-core machine. After a timed dump that took d ms, the next waits at least
 * d × (1 / share - 1).
 */
const DUMP_SHARE = 0.1;
const DUMP_TIMEOUT_MS = 30_000;
/** A dump waits for anvil to mine what was sent before it: at most POOL_POLLS × POOL_POLL_MS. */
const POOL_POLLS = 50;
const POOL_POLL_MS = 5;

export interface AnvilOptions {
  /** Directory holding chain.json (state), anvil.pid and, briefly, chain.json.tmp. */
  dataDir: string;
  logger?: ChainLogger;
}

export interface AnvilHandle {
  rpcUrl: string;
  /** pid of the anvil process itself (not of its shell wrapper). */
  pid: number;
  /** Resolves when anvil has exited, for whatever reason. */
  exited: Promise<void>;
  /**
   * Dump anvil's state to chain.json now (atomic replace, fsynced), e.g. right after a
   * transaction that must survive a crash. Besides, save() dumps what the ledger reports, a timer
   * what nobody reported (every second while the chain changes), and stop() a last time.
   */
  dumpState(): Promise<void>;
  /**
   * Transactions were mined that the ledger counts on (the money engine calls it after each
   * batch it confirmed): save the chain soon. Coalesced: one dump queued behind the one in
   * flight serves every call made before it starts, so a change is in chain.json about
   * SAVE_AIM_MS (1.5 s) later while dumps take under 0.3 s, five dumps' time beyond. Resolves
   * once a dump begun after the call is written; rejects when it failed (it is logged: callers
   * need not wait).
   */
  save(): Promise<void>;
  /**
   * Runs a call that can make anvil mine (a broadcast): it waits while a dump reads the state,
   * so that no block is mined between anvil's read of the blocks and of the accounts.
   */
  send<T>(call: () => Promise<T>): Promise<T>;
  /**
   * Dump the state a last time, then SIGTERM anvil and wait for it to exit. Transactions
   * mined after that last dump are lost: stop sending before calling it.
   */
  stop(): Promise<void>;
  /** The dumps written so far, their seconds and the seconds broadcasts waited for them (fas_chain_dump* on /metrics). */
  dumps(): DumpStats;
}

export interface DumpStats {
  count: number;
  seconds: number;
  heldSeconds: number;
}

/**
 * @foundry-rs/anvil's builds (its optionalDependencies: npm installs the one matching the
 * machine), by process.platform and process.arch. Node says x64 where the packages say amd64.
 */
const ANVIL_BUILDS: Record<string, Record<string, string>> = {
  linux: { x64: 'linux-amd64', arm64: 'linux-arm64' },
  darwin: { x64: 'darwin-amd64', arm64: 'darwin-arm64' },
  win32: { x64: 'win32-amd64' },
};

const USE_A_CHAIN =
  "set CHAIN_RPC_URL (with CHAIN_OPERATOR_KEY) to a chain you run, e.g. Foundry's anvil (https://getfoundry.sh)";

/**
 * The anvil binary for this machine, resolved at run time: the platform package npm installed
 * with @foundry-rs/anvil, else the binary its postinstall downloads when optional dependencies
 * were skipped. Throws one line naming what to install when there is none.
 */
export function anvilBinaryPath(platform: string = process.platform, arch: string = process.arch): string {
  const build = ANVIL_BUILDS[platform]?.[arch];
  if (!build) {
    const builds = Object.entries(ANVIL_BUILDS)
      .map(([os, arches]) => `${os} ${Object.keys(arches).join('/')}`)
      .join(', ');
    throw new Error(
      `no embedded anvil for ${platform}-${arch} (@foundry-rs/anvil has builds for ${builds}): ${USE_A_CHAIN}`,
    );
  }
  const binary = platform === 'win32' ? 'anvil.exe' : 'anvil';
  // Resolved from @foundry-rs/anvil's own folder: the platform package is its dependency, not ours.
  const anvilRequire = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'));
  const name = `@foundry-rs/anvil-${build}`;
  try {
    return join(dirname(anvilRequire.resolve(`${name}/package.json`)), 'bin', binary);
  } catch {
    const downloaded = join(dirname(anvilRequire.resolve('./package.json')), binary);
    if (platform === process.platform && arch === process.arch && existsSync(downloaded)) return downloaded;
    throw new Error(
      `the embedded anvil for ${platform}-${arch} is not installed: run \`npm install\` with optional dependencies (it installs ${name}), or ${USE_A_CHAIN}`,
    );
  }
}

// Why a shell wrapper: if Node is SIGKILLed it cannot clean up, but the kernel still closes
// the wrapper's stdin pipe. A watcher blocks on `read` from that pipe and terminates anvil
// at EOF (SIGCONT too, in case anvil was stopped: SIGTERM waits while a process is stopped).
// Background jobs of a non-interactive sh get /dev/null as stdin (and ignore SIGINT), so the
// pipe is kept on fd 3 for the watcher. $0 is the anvil binary.
//
// The wrapper runs in its own process group (spawn's `detached`, see launch): a terminal's
// Ctrl-C or a process manager's SIGTERM to the service's group must not end the chain while
// the service is still finishing operations on it; the service stops anvil itself at the end
// of its stop, after a last dump, and the watcher above still ends it if Node dies first.
const WRAPPER = `
exec 3<&0
"$0" "$@" </dev/null 3<&- &
pid=$!
echo "anvil-pid $pid"
( read _ <&3; kill -TERM "$pid" 2>/dev/null; kill -CONT "$pid" 2>/dev/null ) &
watcher=$!
exec 3<&-
trap 'kill -TERM "$pid" 2>/dev/null' TERM INT HUP
wait "$pid"; rc=$?
while kill -0 "$pid" 2>/dev/null; do wait "$pid"; rc=$?; done
kill "$watcher" 2>/dev/null
exit $rc
`;

/** True if pid is a running (not zombie) process. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/**
 * A process's command line: its argv from /proc where there is one (Linux), else the words `ps`
 * prints (macOS and the BSDs have no /proc); null when neither can tell.
 */
export function commandLineOf(pid: number, { proc = existsSync('/proc/self/cmdline') } = {}): string[] | null {
  try {
    if (proc) return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const ps = spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
    return ps.status === 0 ? ps.stdout.trim().split(/\s+/) : null;
  } catch {
    return null;
  }
}

// Only an anvil serving this state file counts: never kill another instance's anvil
// (or an unrelated process that inherited a recycled pid). Ours run with
// `--load-state <stateFile>`; those of earlier versions ran with `--state <stateFile>`.
// (Through `ps`, a state path with spaces is split into words and never matches: the stale
// anvil is then left alone, and the start reports what holds the data directory.)
function isOurAnvil(pid: number, stateFile: string): boolean {
  const argv = commandLineOf(pid);
  return argv !== null && (argv[0]?.endsWith('anvil') ?? false) && argv.includes(stateFile);
}

async function waitForDeath(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isProcessAlive(pid)) return true;
    await delay(50);
  }
  return !isProcessAlive(pid);
}

// A previous run that died without cleanup may have left anvil running on our state file.
async function stopStaleAnvil(pidFile: string, stateFile: string, logger: ChainLogger): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').trim(), 10);
  if (Number.isSafeInteger(pid) && pid > 0 && isProcessAlive(pid) && isOurAnvil(pid, stateFile)) {
    logger.warn({ pid }, 'stopping stale anvil from a previous run');
    process.kill(pid, 'SIGTERM');
    if (!(await waitForDeath(pid, STOP_TIMEOUT_MS))) {
      process.kill(pid, 'SIGKILL');
      await waitForDeath(pid, 2_000);
    }
  }
  rmSync(pidFile, { force: true });
}

/** Throws unless text is a state anvil's --load-state can read (a JSON object with its `block` and `accounts`). */
function checkState(text: string): void {
  const state: unknown = JSON.parse(text);
  if (typeof state !== 'object' || state === null || !('block' in state) || !('accounts' in state)) {
    throw new Error('not an anvil state object');
  }
}

// chain.json is only ever replaced by rename (see writeStateFile), so a crash leaves either the
// previous or the next complete dump. Should it still be unreadable (disk fault, a hand edit,
// a file from an earlier version that let anvil rewrite it in place), fail loudly rather than
// start an empty chain that would forget every balance.
function checkStateFile(stateFile: string): void {
  if (!existsSync(stateFile)) return;
  try {
    checkState(readFileSync(stateFile, 'utf8'));
  } catch (err) {
    throw new Error(
      `anvil state ${stateFile} is corrupt (${(err as Error).message}); refusing to start an empty chain ` +
        'in its place. Restore it from a backup, or move it away to start a new chain.',
    );
  }
}

// Write to a temporary file in the same directory, fsync it, rename it over the state file and
// fsync the directory: after a crash or power loss the state file is the old or the new dump,
// never a mix or an empty file.
async function writeStateFile(stateFile: string, data: Buffer): Promise<void> {
  const tmp = `${stateFile}.tmp`;
  const file = await open(tmp, 'w');
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(tmp, stateFile);
  const dir = await open(dirname(stateFile), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

const noop = (): void => {};

async function rpc<T>(rpcUrl: string, method: string, params: unknown[], timeoutMs: number): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`${method}: HTTP ${res.status}`);
  const body = (await res.json()) as { result?: T; error?: { message?: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message ?? JSON.stringify(body.error)}`);
  return body.result as T;
}

async function latestBlock(rpcUrl: string, timeoutMs: number): Promise<{ hash: string; number: number } | undefined> {
  const block = await rpc<{ hash?: string; number?: string } | null>(
    rpcUrl,
    'eth_getBlockByNumber',
    ['latest', false],
    timeoutMs,
  );
  return block?.hash ? { hash: block.hash, number: Number(block.number) } : undefined;
}

/**
 * Waits (briefly) until anvil's pool holds no pending transaction, and returns the latest block
 * then: a send answers once anvil has taken the transaction, and its block is mined a moment
 * later, which a dump taken meanwhile would catch half-way (with sends held but without this
 * wait, 4 dumps of 18 were taken again). Transactions queued behind a missing nonce are never
 * mined and do not count. Both are asked in one JSON-RPC batch, one round trip per look (this
 * runs while sends are held): should anvil answer the block before a transaction of the pool
 * was mined, the block is older than the dump, which only means that the next dump is not
 * skipped as unchanged.
 */
async function minedWhatWasSent(
  rpcUrl: string,
  timeoutMs: number,
): Promise<{ hash: string; number: number } | undefined> {
  for (let i = 0; ; i++) {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'txpool_status', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'eth_getBlockByNumber', params: ['latest', false] },
      ]),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`txpool_status: HTTP ${res.status}`);
    type Answer = { id: number; result?: unknown; error?: { message?: string } };
    const answers = (await res.json()) as Answer[];
    const of = (id: number) => {
      const a = Array.isArray(answers) ? answers.find((x) => x.id === id) : undefined;
      if (!a || a.error) throw new Error(`anvil batch: ${a?.error?.message ?? 'no answer'}`);
      return a.result;
    };
    const pending = (of(1) as { pending?: string } | null)?.pending;
    if (!pending || Number(pending) === 0 || i === POOL_POLLS - 1) {
      const block = of(2) as { hash?: string; number?: string } | null;
      return block?.hash ? { hash: block.hash, number: Number(block.number) } : undefined;
    }
    await delay(POOL_POLL_MS);
  }
}

interface Launched {
  child: ChildProcessWithoutNullStreams;
  pid: number;
  rpcUrl: string;
  exited: Promise<void>;
  /** Last lines anvil printed, for error reports. */
  tail: string[];
}

async function launch(args: string[], logger: ChainLogger): Promise<Launched> {
  // The watchdog wrapper above is a POSIX shell script (Linux, macOS); Windows has none.
  if (process.platform === 'win32') {
    throw new Error(
      `the embedded anvil needs a POSIX shell (/bin/sh), which Windows lacks: run the service in WSL, or ${USE_A_CHAIN}`,
    );
  }
  // Not --quiet: it would also hide the "Listening on" line we need for the port.
  const child = spawn('/bin/sh', ['-c', WRAPPER, anvilBinaryPath(), ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true, // own process group: see WRAPPER
  });
  child.stdin.on('error', () => {}); // EPIPE if the wrapper is already gone
  // Neither the child nor its pipes keep Node's event loop alive (a detached child would, by
  // default): a process that has nothing else to do may end, and the stdin watcher then ends
  // anvil. The pipes keep working while the loop runs for other reasons (the service's server,
  // the start-up timer below); terminate() refs the child again while it waits for its exit.
  child.unref();
  for (const pipe of [child.stdin, child.stdout, child.stderr]) (pipe as unknown as { unref?: () => void }).unref?.();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const tail: string[] = [];
  const remember = (line: string): void => {
    tail.push(line);
    if (tail.length > 20) tail.shift();
  };
  createInterface({ input: child.stderr }).on('line', (line) => {
    remember(line);
    logger.warn({ line }, 'anvil stderr');
  });

  let pid = 0;
  let rpcUrl = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('anvil did not start in time')), START_TIMEOUT_MS);
      const done = (err?: Error): void => {
        clearTimeout(timer);
        if (err) reject(err);
        else resolve();
      };
      // After start-up anvil logs every RPC call here; we keep reading (so it never blocks
      // on a full pipe) but drop the lines.
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (rpcUrl) return;
        remember(line);
        const pidMatch = /^anvil-pid (\d+)$/.exec(line);
        if (pidMatch) pid = Number(pidMatch[1]);
        const listen = /^Listening on ([\d.]+):(\d+)/.exec(line);
        if (listen && pid) {
          rpcUrl = `http://${listen[1]}:${listen[2]}`;
          done();
        }
      });
      child.once('exit', (code) => done(new Error(`anvil exited during start-up (code ${code}):\n${tail.join('\n')}`)));
      child.once('error', (err) => done(err));
    });
  } catch (err) {
    if (pid && isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
    child.stdin.end();
    throw err;
  }
  return { child, pid, rpcUrl, exited, tail };
}

async function terminate({ child, pid, exited }: Launched, logger: ChainLogger): Promise<void> {
  try {
    if (isProcessAlive(pid)) {
      process.kill(pid, 'SIGTERM');
      process.kill(pid, 'SIGCONT'); // a stopped anvil would hold SIGTERM until continued
    }
  } catch {
    // already gone
  }
  child.stdin.end();
  child.ref(); // waiting for its exit: keep the event loop alive until it comes
  // ref: false so a pending timer does not hold the process open after anvil is gone.
  const timeout = delay(STOP_TIMEOUT_MS, true, { ref: false });
  const timedOut = await Promise.race([exited.then(() => false), timeout]);
  if (timedOut) {
    logger.error({ pid }, 'anvil ignored SIGTERM; killing it');
    if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
    await exited;
  }
}

// First start on this dataDir: take the genesis state from a throwaway anvil, so that the
// state file exists before the real anvil starts. That one then always runs with
// `--load-state <stateFile>` (anvil refuses a missing or empty file there), which also keeps
// the path in its argv for isOurAnvil. Costs one extra anvil start (0.2-0.4 s), once per dataDir.
async function createStateFile(baseArgs: string[], stateFile: string, logger: ChainLogger): Promise<void> {
  const genesis = await launch(baseArgs, logger);
  const reader = createStateReader();
  try {
    await writeStateFile(stateFile, (await reader.read(genesis.rpcUrl, DUMP_TIMEOUT_MS)).json);
  } finally {
    await reader.close();
    await terminate(genesis, logger);
  }
  logger.info({ stateFile }, 'created a new anvil chain state');
}

export async function startAnvil({ dataDir: dir, logger = silentLogger }: AnvilOptions): Promise<AnvilHandle> {
  const dataDir = resolve(dir); // absolute, so the stale-process check compares like with like
  mkdirSync(dataDir, { recursive: true });
  const pidFile = join(dataDir, 'anvil.pid');
  const stateFile = join(dataDir, 'chain.json');
  await stopStaleAnvil(pidFile, stateFile, logger);
  rmSync(`${stateFile}.tmp`, { force: true }); // a dump interrupted before its rename
  checkStateFile(stateFile);

  // No --state/--state-interval: anvil would rewrite chain.json in place (truncate, then
  // write), and a hard kill in between left it empty. We dump it ourselves, atomically.
  const baseArgs = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(ANVIL_CHAIN_ID), '--color', 'never'];
  if (!existsSync(stateFile)) await createStateFile(baseArgs, stateFile, logger);
  const anvil = await launch([...baseArgs, '--load-state', stateFile], logger);
  const { pid, rpcUrl, exited, tail } = anvil;

  writeFileSync(pidFile, `${pid}\n`);
  logger.info({ pid, rpcUrl, stateFile }, 'anvil started');

  // Sends (send()) and the dumps' reads of the state exclude each other. anvil reads a dump's
  // blocks and its accounts at different moments, so a block mined in between gives a dump whose
  // accounts are ahead of its transactions, which is taken again, a whole dump's time more (four
  // senders minting back to back on a chain of 1,000 transactions: 4-7 of 13-16 dumps taken again,
  // the longest 2.2-3.6 s; with sends held, none of 22, the longest 1.1 s). A dump waits for the
  // sends in flight and for anvil to mine them, and holds new ones back until anvil has answered
  // it (anvil mines little meanwhile anyway: the dump holds its storage); the worker then decodes
  // and checks the state while sends go on.
  let sending = 0;
  const sendsDone: (() => void)[] = [];
  let reading: Promise<void> | undefined;
  const send = async <T>(call: () => Promise<T>): Promise<T> => {
    while (reading) await reading;
    sending++;
    try {
      return await call();
    } finally {
      if (--sending === 0) for (const done of sendsDone.splice(0)) done();
    }
  };
  /** Runs `read` once no send is in flight, holding new sends back until it has resolved. */
  const alone = async <T>(read: () => Promise<T>): Promise<T> => {
    while (reading) await reading;
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    reading = held;
    try {
      if (sending > 0) await new Promise<void>((r) => sendsDone.push(r));
      return await read();
    } finally {
      reading = undefined;
      release();
    }
  };

  // Dumps run one at a time, each after the one in flight. The state is read and checked in a
  // worker thread (src/chain/anvil-dump.ts).
  const reader = createStateReader();
  let inFlight: Promise<void> | undefined;
  // The latest block as of the last dump written: at start, the state just loaded from chain.json
  // (the first dump after a start used to write it again, a whole dump's time for nothing).
  let dumpedHash = await latestBlock(rpcUrl, START_TIMEOUT_MS).then(
    (b) => b?.hash,
    () => undefined,
  );
  let lastTook = 0; // how long the last dump written took, its attempts included
  let lastEnd = 0;
  let lastRead = 0; // when the last dump written began to read the state: what was mined before is in it
  let lateSince = 0; // when a save() was last reported late
  const stats: DumpStats = { count: 0, seconds: 0, heldSeconds: 0 };
  const dumpOnce = async (force: boolean, timeoutMs: number, why: string, since?: number): Promise<void> => {
    // anvil automines: every transaction lands in a new block, so an unchanged latest block
    // means nothing new to save. (State set without mining, e.g. anvil_setBalance, is only
    // saved by dumpState(), stop() or the next block.)
    const started = Date.now();
    // (Each second on an idle service, hence trace: tests wait on it to know a dump is under way.)
    logger.trace({ pid, why }, 'anvil state dump begins');
    for (let attempt = 1; ; attempt++) {
      // Sends wait from the read of the latest block until anvil has answered the dump.
      const holding = Date.now();
      const taken = await alone(async () => {
        const readAt = Date.now();
        const block = await minedWhatWasSent(rpcUrl, timeoutMs);
        if (!force && block !== undefined && block.hash === dumpedHash) return null;
        let answered!: () => void;
        const heard = new Promise<void>((r) => {
          answered = r;
        });
        const state = reader.read(rpcUrl, timeoutMs, answered);
        await Promise.race([heard, state.then(noop, noop)]);
        return { block, state, readAt, heldMs: Date.now() - holding };
      });
      if (!taken) return;
      stats.heldSeconds += taken.heldMs / 1000; // every attempt's, one taken again included
      const read = { block: taken.block, state: await taken.state };
      // A dump taken while a block was mined (a send that returned before the block it caused)
      // can hold a sender's nonce past its last recorded transaction, and a chain loaded from it
      // reports a nonce whose transaction it has no record of. Such a dump is taken again; the
      // previous file stays meanwhile.
      if (!read.state.consistent) {
        if (attempt < DUMP_ATTEMPTS) continue;
        throw new Error(`${DUMP_ATTEMPTS} dumps in a row had an account ahead of its transactions`);
      }
      await writeStateFile(stateFile, read.state.json);
      dumpedHash = read.block?.hash;
      lastRead = taken.readAt;
      lastEnd = Date.now();
      lastTook = lastEnd - started;
      stats.count++;
      stats.seconds += lastTook / 1000;
      // behindMs: how long the oldest change the ledger reported for this dump waited for it.
      const behindMs = since === undefined ? undefined : lastEnd - since;
      logger.debug(
        { pid, ms: lastTook, heldMs: taken.heldMs, attempts: attempt, block: read.block?.number, why, behindMs },
        'anvil state dumped',
      );
      if (behindMs !== undefined && behindMs > SAVE_BOUND_MS && lastEnd - lateSince > 60_000) {
        lateSince = lastEnd;
        logger.warn(
          { pid, behindMs, dumpMs: lastTook, block: read.block?.number },
          'chain.json fell behind the ledger: a dump of the whole chain takes too long (see docs/production.md)',
        );
      }
      return;
    }
  };
  const dump = (force: boolean, why: string, timeoutMs = DUMP_TIMEOUT_MS, since?: number): Promise<void> => {
    const previous = inFlight;
    const run = (async () => {
      await previous?.catch(() => {});
      await dumpOnce(force, timeoutMs, why, since);
    })();
    const tracked: Promise<void> = run
      .catch(() => {})
      .finally(() => {
        if (inFlight === tracked) inFlight = undefined;
      });
    inFlight = tracked;
    return run;
  };

  let stopping: Promise<void> | undefined;
  let exitedFlag = false;
  let failing = false;
  const outcome = (result: Promise<void>) =>
    result.then(
      () => {
        if (failing) logger.info({ pid }, 'anvil state dumps work again');
        failing = false;
      },
      (err: unknown) => {
        if (!failing) logger.error({ pid, err }, 'anvil state dump failed; chain.json keeps the previous dump');
        failing = true;
      },
    );

  // Saves the ledger asks for (save()): one queued behind the dump in flight, shared by every
  // call until it starts, and spaced so that a change is in chain.json about SAVE_AIM_MS after it
  // was reported (see SAVE_AIM_MS).
  let asked: { since: number; promise: Promise<void> } | undefined;
  let lastAsked = 0;
  const save = (): Promise<void> => {
    if (stopping || exitedFlag) return Promise.reject(new Error('anvil is not running'));
    lastAsked = Date.now();
    if (asked) return asked.promise;
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    promise.catch(() => {}); // callers need not wait for it
    const next = { since: Date.now(), promise };
    asked = next;
    void (async () => {
      while (inFlight) await inFlight;
      // Reported before the last dump began to read, a change is in it: the oldest change this
      // dump is for came after that read or at `since`, and it should be saved SAVE_AIM_MS later,
      // but no sooner than SAVE_SHARE allows after the last dump.
      const aim = Math.max(next.since, lastRead) + SAVE_AIM_MS - lastTook;
      const wait = Math.max(aim, lastEnd + lastTook * (1 / SAVE_SHARE - 1)) - Date.now();
      if (wait > 0) await delay(wait, undefined, { ref: false });
      while (inFlight) await inFlight;
      asked = undefined; // calls from now on ask for the dump after this one
      // Its last dump saves everything (stop() may have begun while this waited).
      const ending = stopping as Promise<void> | undefined;
      if (ending) return void ending.then(resolve, reject);
      const result = dump(false, 'ledger', DUMP_TIMEOUT_MS, Math.max(next.since, lastRead));
      result.then(resolve, reject);
      void outcome(result);
    })();
    return promise;
  };

  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  // The fallback for changes nobody reported (the ledger's saves keep it idle while they come):
  // a dump starts DUMP_INTERVAL_MS after the previous one started, or, once dumps take longer
  // than DUMP_SHARE of that, (1 / DUMP_SHARE - 1) times its duration after it ended.
  function tick() {
    if (stopping || exitedFlag) return;
    if (asked || Date.now() - lastAsked < DUMP_INTERVAL_MS) return schedule(DUMP_INTERVAL_MS);
    const started = Date.now();
    void outcome(dump(false, 'timer')).finally(() => {
      const took = Date.now() - started;
      schedule(Math.max(DUMP_INTERVAL_MS - took, took * (1 / DUMP_SHARE - 1)));
    });
  }
  schedule(DUMP_INTERVAL_MS);

  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      clearTimeout(timer);
      if (!exitedFlag) {
        try {
          await dump(true, 'stop', STOP_TIMEOUT_MS);
        } catch (err) {
          logger.error({ pid, err }, 'final anvil state dump failed; chain.json keeps the previous dump');
        }
      }
      await terminate(anvil, logger);
      await reader.close();
      rmSync(pidFile, { force: true });
      logger.info({ pid }, 'anvil stopped');
    })());

  const dumpState = async (): Promise<void> => {
    if (stopping || exitedFlag) throw new Error('anvil is not running');
    await dump(true, 'asked');
  };

  void exited.then(() => {
    exitedFlag = true;
    clearTimeout(timer);
    if (!stopping) logger.error({ pid, tail }, 'anvil exited unexpectedly');
  });

  return { rpcUrl, pid, exited, dumpState, save, send, stop, dumps: () => ({ ...stats }) };
}
