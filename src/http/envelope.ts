import { ERROR_STATUS, type ErrorCode } from '../kernel/errors.js';

// The documented envelope: { code, message, ref } with the HTTP status equal to `code`.
// Errors (spec section 7 leaves them open) use the same envelope with
// message: { error: "<CODE>", detail: "<sentence>", field?: "<name>" }.

export interface RestError {
  code: ErrorCode;
  detail: string;
  field?: string;
  retryAfter?: number;
  /** Further headers (a throttle's RateLimit fields); the body never carries them. */
  headers?: Record<string, string>;
}

export interface RestResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const envelope = (status: number, message: unknown, ref: string): RestResponse => ({
  status,
  body: { code: status, message, ref },
});

export function errorResponse(error: RestError, ref: string): RestResponse {
  const status = ERROR_STATUS[error.code];
  const message = { error: error.code, detail: error.detail, ...(error.field ? { field: error.field } : {}) };
  return {
    status,
    body: { code: status, message, ref },
    headers:
      error.retryAfter !== undefined || error.headers
        ? { ...(error.retryAfter !== undefined ? { 'retry-after': String(error.retryAfter) } : {}), ...error.headers }
        : undefined,
  };
}
