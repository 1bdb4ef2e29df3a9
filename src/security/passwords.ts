import argon2 from 'argon2';

/** argon2id's cost: config.passwordHashing (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS). */
export interface HashCost {
  memoryKiB: number;
  iterations: number;
}

export type Passwords = ReturnType<typeof createPasswords>;

/** Hashes and checks passwords and passcodes with argon2id at `cost` (one lane: p=1). */
export function createPasswords(cost: HashCost) {
  const options = {
    type: argon2.argon2id,
    memoryCost: cost.memoryKiB,
    timeCost: cost.iterations,
    parallelism: 1,
  } as const;
  const hashSecret = (secret: string) => argon2.hash(secret, options);

  /** Whether `secret` matches `hash` (made at any cost: argon2 keeps its parameters in it). An
   * error (a malformed hash, argon2 failing) is thrown, not answered `false`: a check that could
   * not compare is not a wrong guess (src/security/throttle.ts). */
  const verifySecret = (hash: string, secret: string): Promise<boolean> => argon2.verify(hash, secret);

  // Verified against when the account does not exist, so that an unknown e-mail costs the same
  // time as a wrong password.
  let dummyHash: Promise<string> | undefined;
  async function burnVerification(secret: string): Promise<false> {
    dummyHash ??= hashSecret('not-a-real-password');
    await verifySecret(await dummyHash, secret);
    return false;
  }

  return { hashSecret, verifySecret, burnVerification };
}
