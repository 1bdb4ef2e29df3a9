import argon2 from 'argon2';

// argon2id with the OWASP minimum parameters (m=19456 KiB, t=2, p=1).
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string) => argon2.hash(secret, ARGON2_OPTIONS);

export async function verifySecret(hash: string, secret: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, secret);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so that an unknown e-mail costs the same
// time as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnVerification(secret: string): Promise<false> {
  dummyHash ??= hashSecret('not-a-real-password');
  await verifySecret(await dummyHash, secret);
  return false;
}
