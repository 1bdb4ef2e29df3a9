// Embedded chain: launches the anvil binary shipped in @foundry-rs/anvil-linux-amd64,
// persisting state under dataDir and never leaving an orphan behind.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { silentLogger, type ChainLogger } from './logger.js';

export const ANVIL_CHAIN_ID = 31337;
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 10_000;

export interface AnvilOptions {
  /** Directory holding chain.json (state), chain.json.bak (last good state) and anvil.pid. */
  dataDir: string;
  logger?: ChainLogger;
}

export interface AnvilHandle {
  rpcUrl: string;
  /** pid of the anvil process itself (not of its shell wrapper). */
  pid: number;
  /** Resolves when anvil has exited, for whatever reason. */
  exited: Promise<void>;
  /** SIGTERM anvil (it writes its state on the way out) and wait for it to exit. */
  stop(): Promise<void>;
}

export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil');
}

// Why a shell wrapper: if Node is SIGKILLed it cannot clean up, but the kernel still closes
// the wrapper's stdin pipe. A watcher blocks on `read` from that pipe and terminates anvil
// at EOF. Background jobs of a non-interactive sh get /dev/null as stdin (and ignore
// SIGINT), so the pipe is kept on fd 3 for the watcher. $0 is the anvil binary.
const WRAPPER = `
exec 3<&0
"$0" "$@" </dev/null 3<&- &
pid=$!
echo "anvil-pid $pid"
( read _ <&3; kill -TERM "$pid" 2>/dev/null ) &
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

// Only an anvil serving this state file counts: never kill another instance's anvil
// (or an unrelated process that inherited a recycled pid).
function isOurAnvil(pid: number, stateFile: string): boolean {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return (argv[0]?.endsWith('anvil') ?? false) && argv.includes(stateFile);
  } catch {
    return false;
  }
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

// anvil rewrites chain.json in place (O_TRUNC, not atomic) every interval, so a hard kill
// mid-write can leave a truncated file, which anvil refuses to load. Keep the last good
// copy and fail loudly rather than start an empty chain that would forget every balance.
function checkStateFile(stateFile: string): void {
  if (!existsSync(stateFile)) return;
  try {
    JSON.parse(readFileSync(stateFile, 'utf8'));
  } catch {
    throw new Error(
      `anvil state ${stateFile} is corrupt (interrupted write?); the last good copy is ${stateFile}.bak`,
    );
  }
  copyFileSync(stateFile, `${stateFile}.bak`);
}

export async function startAnvil({ dataDir: dir, logger = silentLogger }: AnvilOptions): Promise<AnvilHandle> {
  const dataDir = resolve(dir); // absolute, so the stale-process check compares like with like
  mkdirSync(dataDir, { recursive: true });
  const pidFile = join(dataDir, 'anvil.pid');
  const stateFile = join(dataDir, 'chain.json');
  await stopStaleAnvil(pidFile, stateFile, logger);
  checkStateFile(stateFile);

  const args = [
    '--host', '127.0.0.1',
    '--port', '0',
    '--chain-id', String(ANVIL_CHAIN_ID),
    '--state', stateFile,
    '--state-interval', '1',
    '--color', 'never',
  ];
  // Not --quiet: it would also hide the "Listening on" line we need for the port.
  const child = spawn('/bin/sh', ['-c', WRAPPER, anvilBinaryPath(), ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.on('error', () => {}); // EPIPE if the wrapper is already gone
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
      child.once('exit', (code) =>
        done(new Error(`anvil exited during start-up (code ${code}):\n${tail.join('\n')}`)),
      );
      child.once('error', (err) => done(err));
    });
  } catch (err) {
    if (pid && isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
    child.stdin.end();
    throw err;
  }

  writeFileSync(pidFile, `${pid}\n`);
  logger.info({ pid, rpcUrl, stateFile }, 'anvil started');

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      if (isProcessAlive(pid)) process.kill(pid, 'SIGTERM');
      child.stdin.end();
      // ref: false so a pending timer does not hold the process open after anvil is gone.
      const timeout = delay(STOP_TIMEOUT_MS, true, { ref: false });
      const timedOut = await Promise.race([exited.then(() => false), timeout]);
      if (timedOut) {
        logger.error({ pid }, 'anvil ignored SIGTERM; killing it');
        if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
        await exited;
      }
      rmSync(pidFile, { force: true });
      logger.info({ pid }, 'anvil stopped');
    })());

  void exited.then(() => {
    if (!stopping) logger.error({ pid, tail }, 'anvil exited unexpectedly');
  });

  return { rpcUrl, pid, exited, stop };
}
