import { AppError } from './errors.js';

// Dependency outages: the database or the chain's JSON-RPC node cannot be reached. Every door
// answers them as SERVICE_UNAVAILABLE with a Retry-After, never as an unexpected error:
// REST 503 in the envelope, GraphQL over HTTP 200 with extensions.code SERVICE_UNAVAILABLE and
// extensions.retryAfter, graphql-ws an error for that operation (the socket stays open).
//
// outageOf() recognises the errors an outage produces, wherever they are wrapped: it walks
// `cause`, GraphQLError `originalError`, AggregateError `errors` and Prisma's
// `meta.driverAdapterError`.
//
// Database (Prisma 7 with @prisma/adapter-pg and pg):
// - Prisma codes P1001 (can't reach the server), P1002 (timed out reaching it), P1008 (operation
//   timed out), P1017 (server closed the connection), P2024 (timed out getting a pooled
//   connection), P2037 (too many connections);
// - the adapter's DriverAdapterError kinds DatabaseNotReachable, ConnectionClosed, SocketTimeout,
//   TooManyConnections, and kind "postgres" (Prisma P2039/P2010) with one of the SQLSTATEs below;
// - SQLSTATE class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown,
//   57P03 cannot connect now, 53300 too many connections (pg's DatabaseError.code);
// - socket errors (ECONNREFUSED, ECONNRESET, ETIMEDOUT, EPIPE, EHOSTUNREACH, ENETUNREACH,
//   ENOTFOUND, EAI_AGAIN) and pg / pg-pool / Prisma messages: "Connection terminated …",
//   "timeout exceeded when trying to connect", "Unable to start a transaction in the given time".
// Chain (viem): HttpRequestError, WebSocketRequestError, SocketClosedError, viem's TimeoutError,
// undici's "fetch failed" (or UND_ERR_* socket and timeout codes) anywhere in the chain, and
// any viem error wrapping a socket failure (ECONNREFUSED, …; the webSocket transport's
// UnknownRpcError). A chain marker wins: viem wraps a refused connection to the node too.

export type Outage = 'database' | 'chain';

export const OUTAGE_RETRY_AFTER_SECONDS = 5;

const DETAIL: Record<Outage, string> = {
  database: 'the database is unavailable; retry shortly',
  chain: 'the blockchain node is unavailable; retry shortly',
};

/** Errors made by outageError() (so outageOf() still recognises them once converted). */
const issued = new WeakMap<object, Outage>();

/** SERVICE_UNAVAILABLE (REST 503) with Retry-After, for an outage of `kind`. */
export function outageError(kind: Outage): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE', DETAIL[kind], { retryAfter: OUTAGE_RETRY_AFTER_SECONDS });
  issued.set(error, kind);
  return error;
}

/** Which dependency's outage caused `error`, or null when it is not an outage. */
export function outageOf(error: unknown): Outage | null {
  const nodes = unwrap(error);
  for (const node of nodes) {
    const kind = issued.get(node);
    if (kind) return kind;
  }
  if (nodes.some(isChainFailure)) return 'chain';
  // viem's webSocket transport reports a refused node as UnknownRpcError around the socket's
  // ErrorEvent ("connect ECONNREFUSED …", no code): a viem error over a socket failure.
  if (nodes.some(isViemError) && nodes.some(isSocketFailure)) return 'chain';
  if (nodes.some(isDatabaseFailure)) return 'database';
  return null;
}

type Node = Record<string, unknown>;

const MAX_NODES = 32;

/** `error` and everything it wraps, breadth first, each object once. */
function unwrap(error: unknown): Node[] {
  const seen = new Set<unknown>();
  const nodes: Node[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && nodes.length < MAX_NODES) {
    const value = queue.shift();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    const node = value as Node;
    nodes.push(node);
    queue.push(node.originalError, node.cause);
    if (Array.isArray(node.errors)) queue.push(...node.errors);
    const meta = node.meta;
    if (typeof meta === 'object' && meta !== null) queue.push((meta as Node).driverAdapterError);
  }
  return nodes;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

// --- chain -------------------------------------------------------------------------------

const VIEM_TRANSPORT_ERRORS = new Set(['HttpRequestError', 'WebSocketRequestError', 'SocketClosedError']);
const UNDICI_FAILURES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** viem's BaseError: a short message and the library version. */
const isViemError = (node: Node) => typeof node.shortMessage === 'string' && typeof node.version === 'string';

function isChainFailure(node: Node): boolean {
  const name = str(node.name);
  if (name && VIEM_TRANSPORT_ERRORS.has(name)) return true;
  // "TimeoutError" is also the name of a DOMException (AbortSignal.timeout): only viem's counts.
  if (name === 'TimeoutError' && isViemError(node)) return true;
  if (node instanceof TypeError && node.message === 'fetch failed') return true;
  const code = str(node.code);
  return code !== undefined && UNDICI_FAILURES.has(code);
}

// --- database ----------------------------------------------------------------------------

const PRISMA_OUTAGE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
const ADAPTER_OUTAGE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DATABASE_MESSAGES = [
  /Connection terminated/, // pg: "… unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/, // pg-pool connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/, // pg
  /Unable to start a transaction in the given time/, // Prisma P2028: no connection within maxWait
  /Can't reach database server/, // Prisma P1001
  /Server has closed the connection/, // Prisma P1017
  /Timed out fetching a new connection from the connection pool/, // Prisma P2024
];

const SOCKET_FAILURE_MESSAGE =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)\b|^Received network error or non-101 status code\.$/;

/**
 * A socket error: its code, or (under a viem error: the socket's ErrorEvent has no code) its
 * message: the ws package's names the errno; Node 22's own WebSocket (undici), which viem uses
 * where it exists, says only that the handshake failed.
 */
function isSocketFailure(node: Node): boolean {
  const code = str(node.code);
  if (code && SOCKET_FAILURES.has(code)) return true;
  const message = str(node.message);
  return message !== undefined && SOCKET_FAILURE_MESSAGE.test(message);
}

/** SQLSTATEs of a server that is gone, going or not accepting connections. */
const isOutageSqlState = (code: string | undefined) =>
  code !== undefined &&
  (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300');

function isDatabaseFailure(node: Node): boolean {
  const code = str(node.code);
  // Prisma: PrismaClientKnownRequestError.code, PrismaClientInitializationError.errorCode.
  if (code && PRISMA_OUTAGE_CODES.has(code)) return true;
  const errorCode = str(node.errorCode);
  if (errorCode && PRISMA_OUTAGE_CODES.has(errorCode)) return true;
  // The driver adapter's error: its cause is a plain { kind, … } object.
  if (node.name === 'DriverAdapterError' && typeof node.cause === 'object' && node.cause !== null) {
    const cause = node.cause as Node;
    const kind = str(cause.kind);
    if (kind && ADAPTER_OUTAGE_KINDS.has(kind)) return true;
    if (kind === 'postgres' && (isOutageSqlState(str(cause.code)) || isOutageSqlState(str(cause.originalCode))))
      return true;
  }
  // pg's DatabaseError (SQLSTATE in code, with a severity).
  if (typeof node.severity === 'string' && isOutageSqlState(code)) return true;
  // Socket errors by their code (a single address, or the AggregateError of Node's address
  // family selection); a bare message naming one is not enough.
  if (code && SOCKET_FAILURES.has(code)) return true;
  const message = str(node.message);
  return message !== undefined && DATABASE_MESSAGES.some((pattern) => pattern.test(message));
}
