import argon2 from 'argon2';

// argon2id with the OWASP minimum parameters (m=19456 KiB, t=2, p=1).
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string) => argon2.hash(secret, ARGON2_OPTIONS);

/** Whether `secret` matches `hash`. An error (a malformed hash, argon2 failing) is thrown, not
 * answered `false`: a check that could not compare is not a wrong guess (src/security/throttle.ts). */
export const verifySecret = (hash: string, secret: string): Promise<boolean> => argon2.verify(hash, secret);

// Verified against when the account does not exist, so that an unknown e-mail costs the same
// time as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnVerification(secret: string): Promise<false> {
  dummyHash ??= hashSecret('not-a-real-password');
  await verifySecret(await dummyHash, secret);
  return false;
}
