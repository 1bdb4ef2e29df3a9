// The cluster bench: several PostgreSQL-backed instances behind HAProxy, as production runs them.
//
//   npm run cluster -- --instances 3            # start, print the addresses, run until Ctrl-C
//   npm run cluster -- --instances 3 --bench    # throughput with 1, 2, 3 instances, then stop
//   npm run cluster -- --instances 3 --lanes 3  # MONEY_LANES for every instance (default 1)
//
// What it starts (all on 127.0.0.1, everything stopped and the database dropped on the way out):
// - a fresh database on the machine's PostgreSQL (--admin-url, default
//   postgresql://postgres@127.0.0.1:5432/postgres; CREATE DATABASE fas_cluster_…);
// - Redis for events and rate limits (--redis-url, default redis://127.0.0.1:6379, a key prefix of
//   its own so other users of that Redis are not heard);
// - an external anvil (the binary the embedded mode uses), reached through CHAIN_RPC_URL;
// - N instances, NODE_ENV=production, each on a fixed port: the compiled build (node
//   dist/main.js, `npm run build` first) when dist/main.js exists, else `node --import tsx
//   src/main.ts` (--tsx forces it);
// - HAProxy (Debian's haproxy) in front: health checks on /readyz (an instance that is starting or
//   stopping answers 503 and gets no new requests), websockets passed through (timeout tunnel),
//   connection failures retried on another instance (retries + redispatch: a request that never
//   reached an instance is safe to send elsewhere), and an admin socket through which a rolling
//   restart drains an instance before stopping it.
// Imported by test/cluster-rolling.test.ts (startCluster).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startAnvil } from '../src/chain/anvil.js';
import { ANVIL_DEV_OPERATOR_KEY } from '../src/chain/chain.js';
import { freePort } from './free-port.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ClusterOptions {
  instances: number;
  adminUrl?: string;
  redisUrl?: string;
  /** 'compiled' (dist/main.js) or 'tsx' (src/main.ts). Default: compiled when dist/main.js exists. */
  start?: 'compiled' | 'tsx';
  /** The compiled build's folder (default dist; the faults tier passes its own build). */
  build?: string;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
  /** Progress lines (default: none). */
  say?: (line: string) => void;
}

export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Its last log lines (JSON), newest last. */
  lines: Array<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Cluster {
  /** HAProxy's address: what clients use. */
  url: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  rpcUrl: string;
  /** The environment every instance gets (secrets included: for tests and the bench only). */
  env: Record<string, string>;
  /** A command on HAProxy's admin socket (`show stat`, `set server fas/i1 state drain`, …). */
  admin(command: string): Promise<string>;
  /** HAProxy's view of each instance: UP, DOWN, DRAIN, MAINT (with its current sessions). */
  status(): Promise<Array<{ name: string; status: string; sessions: number }>>;
  /** Drain → SIGTERM → wait for exit → start again → wait until HAProxy sends it traffic. */
  restart(index: number): Promise<{ drainMs: number; stopMs: number; startMs: number }>;
  /** SIGKILL (a crash): no drain. */
  kill(index: number): Promise<void>;
  /** Starts a stopped or killed instance again and waits until HAProxy sends it traffic. */
  start(index: number): Promise<void>;
  /** Takes an instance out of (maint) or back into (ready) HAProxy's rotation. */
  setState(index: number, state: 'ready' | 'drain' | 'maint'): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function adminSql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function haproxyConfig(port: number, socket: string, backends: Array<{ name: string; port: number }>) {
  return `# Written by scripts/cluster.ts
global
  # (each connection takes two descriptors: within this machine's limit of open files)
  maxconn 4000
  stats socket ${socket} mode 600 level admin
  hard-stop-after 30s

defaults
  mode http
  option http-keep-alive
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # a websocket (graphql-ws) is a tunnel once upgraded
  timeout tunnel 1h
  timeout http-keep-alive 10s
  # a connection that fails (an instance killed, not yet marked down) is tried again, elsewhere
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend fas_in
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend fas

backend fas
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
  # /readyz checks the database, the chain and Redis: on a loaded machine one answer can be slow
  # or a transient 503, so three in a row mark an instance down (a drained one gets nothing anyway)
  timeout check 3s
  default-server inter 1s fastinter 500ms downinter 1s fall 3 rise 1
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const say = options.say ?? (() => {});
  const adminUrl = options.adminUrl ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const redisUrl = options.redisUrl ?? 'redis://127.0.0.1:6379';
  const main = join(options.build ?? join(ROOT, 'dist'), 'main.js');
  const mode = options.start ?? (existsSync(main) ? 'compiled' : 'tsx');
  const args = mode === 'compiled' ? ['--enable-source-maps', main] : ['--import', 'tsx', 'src/main.ts'];
  const dir = mkdtempSync(join(tmpdir(), 'fas-cluster-'));
  const cleanups: Array<() => Promise<unknown> | unknown> = [() => rmSync(dir, { recursive: true, force: true })];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => {});
  };
  try {
    const name = `fas_cluster_${randomBytes(5).toString('hex')}`;
    await adminSql(adminUrl, `CREATE DATABASE "${name}"`);
    cleanups.push(() => adminSql(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${name}`;
    const databaseUrl = dbUrl.toString();
    say(`database ${name} created`);

    const anvil = await startAnvil({ dataDir: join(dir, 'chain') });
    cleanups.push(() => anvil.stop());
    say(`anvil at ${anvil.rpcUrl}`);

    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `fas-cluster-${randomBytes(4).toString('hex')}:`,
      CHAIN_RPC_URL: anvil.rpcUrl,
      // anvil's public development key: a local chain only
      CHAIN_OPERATOR_KEY: ANVIL_DEV_OPERATOR_KEY,
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      WALLET_SECRET: randomBytes(32).toString('base64url'),
      // one proxy (HAProxy) in front: the client address is the last X-Forwarded-For entry
      TRUST_PROXY_HOPS: '1',
      // the bench's clients all come from 127.0.0.1
      AUTH_MAX_FAILURES_PER_ADDRESS: '100000',
      MONEY_MAX_PER_ADDRESS: '100000',
      MONEY_MAX_PER_ACCOUNT: '100000',
      PAYMENT_MAX_PER_ACCOUNT: '100000',
      PAYMENT_MAX_PER_ADDRESS: '100000',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      ...options.env,
    };
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) =>
          !/^(DATABASE_URL|REDIS_URL|ENCRYPTION_KEY|WALLET_SECRET|NODE_ENV|PORT|CHAIN_|GRAPHIQL|INTROSPECTION|FAS_TEST_)/.test(
            k,
          ),
      ),
    );

    const instances: ClusterInstance[] = [];
    for (let i = 0; i < options.instances; i++) {
      const port = await freePort();
      instances.push({
        name: `i${i + 1}`,
        port,
        url: `http://127.0.0.1:${port}`,
        child: undefined as unknown as ChildProcess,
        lines: [],
        exited: Promise.resolve({ code: 0, signal: null }),
      });
    }

    const spawnInstance = (instance: ClusterInstance) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, args, {
          cwd: ROOT,
          env: { ...inherited, ...env, PORT: String(instance.port), DATA_DIR: join(dir, instance.name) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        instance.child = child;
        instance.exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
        const stderr: string[] = [];
        createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
        createInterface({ input: child.stdout! }).on('line', (line) => {
          let entry: Record<string, unknown>;
          try {
            entry = JSON.parse(line);
          } catch {
            return;
          }
          instance.lines.push(entry);
          if (instance.lines.length > 500) instance.lines.splice(0, instance.lines.length - 500);
          if (entry.msg === 'service listening') resolve();
        });
        void instance.exited.then(({ code, signal }) =>
          reject(new Error(`${instance.name} exited (${code ?? signal}) before listening: ${stderr.join('\n')}`)),
        );
      });

    const socket = join(dir, 'haproxy.sock');
    const admin = (command: string) =>
      new Promise<string>((resolve, reject) => {
        const conn = connect(socket);
        let out = '';
        conn.on('data', (d) => (out += String(d)));
        conn.on('end', () => resolve(out));
        conn.on('error', reject);
        conn.end(`${command}\n`);
      });
    const status = async () => {
      const csv = await admin('show stat');
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const cols = header.split(',');
      const at = (row: string[], col: string) => row[cols.indexOf(col)];
      return rows
        .map((r) => r.split(','))
        .filter((r) => at(r, 'pxname') === 'fas' && /^i\d+$/.test(at(r, 'svname')))
        .map((r) => ({ name: at(r, 'svname'), status: at(r, 'status'), sessions: Number(at(r, 'scur')) }));
    };
    const waitFor = async (index: number, wanted: (s: { status: string; sessions: number }) => boolean) => {
      for (let n = 0; ; n++) {
        const s = (await status()).find((x) => x.name === instances[index].name);
        if (s && wanted(s)) return;
        if (n > 600) throw new Error(`${instances[index].name}: HAProxy never showed the wanted state (${s?.status})`);
        await sleep(100);
      }
    };
    const setState = async (index: number, state: 'ready' | 'drain' | 'maint') => {
      await admin(`set server fas/${instances[index].name} state ${state}`);
    };

    const started = Date.now();
    // The first deploys the token contracts (once, under the engine lease); the others then start together.
    await spawnInstance(instances[0]);
    await Promise.all(instances.slice(1).map(spawnInstance));
    cleanups.push(async () => {
      for (const i of instances) {
        if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGTERM');
        const done = await Promise.race([i.exited.then(() => true), sleep(25_000).then(() => false)]);
        if (!done) i.child.kill('SIGKILL');
      }
    });
    say(`${instances.length} instances ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${mode} build)`);

    const port = await freePort();
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(port, socket, instances));
    execFileSync('haproxy', ['-c', '-q', '-f', config]);
    const haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    let haproxyErr = '';
    haproxy.stderr?.on('data', (d) => (haproxyErr += String(d)));
    const haproxyExited = new Promise((r) => haproxy.once('exit', r));
    cleanups.push(async () => {
      haproxy.kill('SIGUSR1'); // soft stop: finish what is open (hard-stop-after bounds it)
      await Promise.race([haproxyExited, sleep(5_000)]);
      haproxy.kill('SIGKILL');
    });
    for (let n = 0; !existsSync(socket); n++) {
      if (n > 100 || haproxy.exitCode !== null) throw new Error(`haproxy did not start: ${haproxyErr}`);
      await sleep(100);
    }
    for (let i = 0; i < instances.length; i++) await waitFor(i, (s) => s.status === 'UP');
    const url = `http://127.0.0.1:${port}`;
    say(`HAProxy at ${url} (admin socket ${socket})`);

    return {
      url,
      instances,
      databaseUrl,
      rpcUrl: anvil.rpcUrl,
      env,
      admin,
      status,
      setState,
      async restart(index) {
        const instance = instances[index];
        const t0 = Date.now();
        // No new requests or sockets go to it; what is open there carries on.
        await setState(index, 'drain');
        await waitFor(index, (s) => s.status === 'DRAIN' || s.status.startsWith('DRAIN'));
        // HTTP requests under way finish; the instance then closes its sockets (1012) itself.
        for (let n = 0; n < 20; n++) {
          const s = (await status()).find((x) => x.name === instance.name);
          if (!s || s.sessions === 0) break;
          await sleep(100);
        }
        const t1 = Date.now();
        instance.child.kill('SIGTERM');
        await instance.exited;
        const t2 = Date.now();
        await spawnInstance(instance);
        await setState(index, 'ready');
        await waitFor(index, (s) => s.status === 'UP');
        return { drainMs: t1 - t0, stopMs: t2 - t1, startMs: Date.now() - t2 };
      },
      async kill(index) {
        instances[index].child.kill('SIGKILL');
        await instances[index].exited;
      },
      async start(index) {
        await spawnInstance(instances[index]);
        await setState(index, 'ready');
        await waitFor(index, (s) => s.status === 'UP');
      },
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    // A stopped instance has no /proc entry: 0, silently.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
  } catch {
    return 0;
  }
}

async function cli() {
  const argv = process.argv.slice(2);
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    return at === -1 ? undefined : argv[at + 1];
  };
  const instances = Number(value('--instances') ?? 3);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
    console.error('--instances must be a whole number from 1 to 16');
    process.exit(2);
  }
  const cluster = await startCluster({
    instances,
    adminUrl: value('--admin-url'),
    env: value('--lanes') ? { MONEY_LANES: String(value('--lanes')) } : undefined,
    redisUrl: value('--redis-url'),
    start: argv.includes('--tsx') ? 'tsx' : undefined,
    say: (line) => console.log(`… ${line}`),
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('… stopping the cluster');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  if (argv.includes('--bench')) {
    const { bench } = await import('./cluster-bench.js');
    try {
      await bench(cluster, { seconds: Number(value('--seconds') ?? 10) });
    } finally {
      await stop();
    }
    return;
  }
  console.log(
    `✓ cluster up: ${cluster.url}/graphql (${instances} instances: ${cluster.instances.map((i) => i.url).join(', ')})`,
  );
  console.log(
    `  database ${cluster.databaseUrl}, chain ${cluster.rpcUrl}; Ctrl-C stops everything and drops the database`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  cli().catch((error: Error) => {
    console.error(`cluster: ${error.message}`);
    process.exit(1);
  });
}
