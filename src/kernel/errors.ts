// One error model for the core, in no door's vocabulary: a code, a sentence, and the GraphQL
// input field it is about. Each door maps it once: GraphQL to extensions.code (src/schema/
// graphql-errors.ts), REST to the HTTP status and the documented envelope (src/http/envelope.ts).

export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An event log cursor older than the retention (EVENT_RETENTION_DAYS). */
  CURSOR_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface AppErrorOptions {
  /** The GraphQL input field (or argument) the error is about. */
  field?: string;
  /** Seconds a rate-limited client should wait. */
  retryAfter?: number;
  /** Further HTTP headers of the answer, in both doors (a throttle's RateLimit fields). */
  headers?: Record<string, string>;
}

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly field?: string;
  readonly retryAfter?: number;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, detail: string, options: AppErrorOptions = {}) {
    super(detail);
    this.code = code;
    this.field = options.field;
    this.retryAfter = options.retryAfter;
    this.headers = options.headers;
  }
}

// The expected failures a caller can act on: one class per code, so that the GraphQL schema can
// list them as typed results of a mutation (src/schema/errors.ts). The other codes (a missing or
// refused session, a rate limit, an outage) concern the whole request and stay top-level errors.
const withCode = (code: ErrorCode) =>
  class extends AppError {
    constructor(detail: string, options?: AppErrorOptions) {
      super(code, detail, options);
    }
  };
export class InvalidInputError extends withCode('BAD_USER_INPUT') {}
export class NotFoundError extends withCode('NOT_FOUND') {}
export class ConflictError extends withCode('CONFLICT') {}
export class UnprocessableError extends withCode('UNPROCESSABLE') {}

export const badInput = (detail: string, field?: string) => new InvalidInputError(detail, { field });
export const notFound = (what: string, field?: string) => new NotFoundError(`${what} was not found`, { field });
export const conflict = (detail: string, field?: string) => new ConflictError(detail, { field });
export const unauthenticated = (detail = 'a valid access token is required') => new AppError('UNAUTHENTICATED', detail);

/**
 * A unique-constraint failure: Prisma's P2002, or a raw statement's (P2010 carrying the driver
 * adapter's UniqueConstraintViolation, SQLSTATE 23505).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, meta } = error as { code?: string; meta?: { driverAdapterError?: { cause?: { kind?: string } } } };
  return (
    code === 'P2002' || (code === 'P2010' && meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation')
  );
}
