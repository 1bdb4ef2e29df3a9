// Imported first: PostGraphile's modules need Promise.withResolvers as they load on Node 20.
import { polyfilled } from './polyfill.js';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { postgraphile, type PostGraphileInstance } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { memory, serve } from '../lib/child.js';
import { startProfile, stopProfile } from '../lib/profiler.js';

// PostGraphile 5 as a peer baseline (bench/lib/postgraphile.ts drives it): the amber preset
// over the bench database's tables (public) and the bench's own functions (bench_pgl), behind
// grafserv's node:http adapter, with a pg pool as large as the SQL baseline's (10). Auth the way
// PostGraphile does it: the request's bearer token, hashed as the service stores it, goes to
// PostgreSQL as a setting (pgSettings) that bench_pgl.viewer() reads.
// Outside the root typecheck (its packages exist only once installed): `npx tsc -p bench/postgraphile`.

let pgl: PostGraphileInstance | undefined;
let pool: pg.Pool | undefined;
let server: ReturnType<typeof createServer> | undefined;
/** Statements sent to PostgreSQL (transaction control and settings included), as the service counts its own. */
let statements = 0;

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

async function start({ databaseUrl, schemas }: { databaseUrl: string; schemas: string[] }) {
  pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => (statements++, query(...args))) as typeof client.query;
  });
  pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    pgServices: [makePgService({ pool, schemas })],
    grafast: {
      context(requestContext) {
        const token = bearer(requestContext.node?.req.headers.authorization);
        return {
          pgSettings: { 'bench.token_hash': token ? createHash('sha256').update(token).digest('hex') : '' },
        };
      },
    },
    grafserv: { graphqlPath: '/graphql', graphiql: false, watch: false },
  });
  const serv = pgl.createServ(grafserv);
  server = createServer();
  await serv.addTo(server);
  await serv.ready();
  await new Promise<void>((resolve, reject) => {
    server!.once('error', reject);
    server!.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    node: process.version,
    polyfilled,
  };
}

async function stop() {
  if (server) {
    server.closeAllConnections();
    await new Promise((r) => server!.close(r));
    server = undefined;
  }
  await pgl?.release();
  pgl = undefined;
  await pool?.end();
  pool = undefined;
}

serve(
  {
    start,
    mem: () => memory(),
    cpu: () => ({ ...process.cpuUsage(), statements }),
    'profile:start': () => startProfile(),
    'profile:stop': (file: string) => stopProfile(file),
  },
  stop,
);
