import { createHmac, timingSafeEqual } from 'node:crypto';

// MoMo does not sign its callbacks. Ours carry a token in the X-Callback-Url we give with each
// request: HMAC-SHA256 over (kind, reference, issued-at) with the first of our callback secrets.
// Any secret of the list verifies (rotation with overlap); the issued-at bounds a token's age.

export function signCallbackToken(secret: string, kind: string, reference: string, issuedAtSec: number): string {
  return createHmac('sha256', secret).update(`momo-callback:${kind}:${reference}:${issuedAtSec}`).digest('hex');
}

export function verifyCallbackToken(
  secrets: readonly string[],
  kind: string,
  reference: string,
  issuedAtSec: number,
  token: string,
): boolean {
  const given = Buffer.from(token, 'hex');
  return secrets.some((secret) => {
    const expected = Buffer.from(signCallbackToken(secret, kind, reference, issuedAtSec), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
