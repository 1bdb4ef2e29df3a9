import { connect } from 'node:net';

// DATABASE_URL that cannot be used, said in one line naming the variable and the host, never the
// credentials. src/main.ts probes the host before the application is loaded (seconds on a cold
// start), so a database that is not there stops the start at once; src/db/client.ts words the
// driver's own failures the same way. Node built-ins only: main.ts imports this statically.

/** How long the probe waits for the database's port to accept a connection. */
export const PROBE_TIMEOUT_MS = 3_000;

/** `postgresql://user:secret@db.example:5433/app` → `db.example:5433` (never the credentials). */
export function databaseHost(url: string): string {
  try {
    const parsed = new URL(url);
    const socketHost = parsed.searchParams.get('host');
    if (!parsed.hostname && socketHost) return socketHost;
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  } catch {
    return 'an unreadable URL';
  }
}

/** An error meaning the database stopped the start: its message is the line to print. */
export class DatabaseUnusable extends Error {
  override name = 'DatabaseUnusable';
}

const unusable = (url: string, what: string) =>
  new DatabaseUnusable(`the database at DATABASE_URL (${databaseHost(url)}) ${what}`);

const SOCKET_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'no route to the host',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'timed out',
  ECONNRESET: 'connection reset',
};

/**
 * Resolves once the database's host accepts a TCP connection (closed at once); rejects with a
 * DatabaseUnusable naming DATABASE_URL and the host otherwise, after `timeoutMs` at most. A URL
 * whose host is a Unix socket directory is not probed (the driver reports it).
 */
export function probeDatabase(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.reject(unusable(url, 'cannot be read as a URL'));
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host || parsed.searchParams.get('host')?.startsWith('/')) return Promise.resolve();
  const port = Number(parsed.port || 5432);
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    // Decided after the loop's next poll: an answer that came while the thread was busy counts.
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          socket.destroy();
          reject(unusable(url, `is not reachable (no answer within ${timeoutMs / 1000} s)`));
        }),
      timeoutMs,
    );
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve();
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      socket.destroy();
      reject(unusable(url, `is not reachable (${SOCKET_PROBLEMS[error.code ?? ''] ?? error.code ?? error.message})`));
    });
  });
}

/**
 * The driver's failure to use the database (unreachable, credentials refused, no such database,
 * TLS), as a DatabaseUnusable naming DATABASE_URL and the host; null for any other error.
 */
export function databaseUnusable(error: unknown, url: string): DatabaseUnusable | null {
  // @prisma/adapter-pg's DriverAdapterError carries { kind, … } as its cause; look through wrappers.
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const kind = (current as { cause?: { kind?: unknown } }).cause?.kind;
    const cause = (current as { cause?: Record<string, unknown> }).cause ?? {};
    switch (kind) {
      case 'DatabaseNotReachable':
        return unusable(url, 'is not reachable');
      case 'SocketTimeout':
        return unusable(url, 'is not reachable (timed out)');
      case 'AuthenticationFailed':
        return unusable(url, `refused the credentials of user ${JSON.stringify(String(cause.user ?? ''))}`);
      case 'DatabaseDoesNotExist':
        return unusable(url, `has no database ${JSON.stringify(String(cause.db ?? ''))}`);
      case 'DatabaseAccessDenied':
        return unusable(
          url,
          `denied access${cause.db ? ` to database ${JSON.stringify(String(cause.db))}` : ''} (check the user and the database named in it)`,
        );
      case 'TlsConnectionError':
        return unusable(url, 'refused the TLS connection');
    }
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code in SOCKET_PROBLEMS)
      return unusable(url, `is not reachable (${SOCKET_PROBLEMS[code]})`);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
