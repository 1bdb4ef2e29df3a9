import { describe, expect, it } from 'vitest';
import { bytesToHex, domainSeparator, hashTypedData, type Hex } from 'viem';
import { privateKeyToAccount, sign } from 'viem/accounts';
import {
  accountOf,
  addressOf,
  nativeSigning,
  PERMIT_TYPES,
  permitDigest,
  signDigest,
} from '../../src/chain/signing.js';
import { seeded, testSeed } from '../helpers/random.js';

// The service signs with libsecp256k1 (src/chain/signing.ts). A signature the chain accepts is
// not enough: permits and transactions are stored and compared as bytes (a resend must be the
// same transaction), so every signature must be the one viem's own code makes.

const SEED = testSeed();
const random = seeded(SEED);
const bytes32 = (): Hex => bytesToHex(Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256)));
/** A valid key: below the curve order (a random 32 bytes is, but for 1 in 2^128). */
const key = (): Hex => `0x0${bytes32().slice(3)}`;

describe('signing (seed printed; TEST_SEED replays)', () => {
  console.log(`signing seed ${SEED}`);

  it('uses the native binding on this machine (linux-x64), as production does', () => {
    expect(process.platform === 'linux' && process.arch === 'x64' ? nativeSigning : true).toBe(true);
  });

  it('signs 200 digests as viem does, with the same address', async () => {
    for (let i = 0; i < 200; i++) {
      const privateKey = key();
      const hash = bytes32();
      const ours = await signDigest(hash, privateKey);
      const viems = await sign({ hash, privateKey });
      expect({ ...ours, key: privateKey }).toEqual({ ...viems, key: privateKey });
      expect(addressOf(privateKey)).toBe(privateKeyToAccount(privateKey).address);
    }
  });

  it('signs transactions, permits and messages byte for byte as viem does', async () => {
    for (let i = 0; i < 20; i++) {
      const privateKey = key();
      const [ours, viems] = [accountOf(privateKey), privateKeyToAccount(privateKey)];
      const tx = {
        type: 'eip1559' as const,
        chainId: 31337,
        to: privateKeyToAccount(key()).address,
        data: bytes32(),
        nonce: Math.floor(random() * 1000),
        gas: 250_000n,
        maxFeePerGas: 2_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
      };
      expect(await ours.signTransaction(tx)).toBe(await viems.signTransaction(tx));
      const permit = {
        domain: { name: 'Naira', version: '1', chainId: 31337, verifyingContract: tx.to },
        types: PERMIT_TYPES,
        primaryType: 'Permit' as const,
        message: { owner: ours.address, spender: tx.to, value: 10n ** 18n, nonce: BigInt(i), deadline: 1_900_000_000n },
      };
      expect(await ours.signTypedData(permit)).toBe(await viems.signTypedData(permit));
      // The engine's permits: the digest from the token's cached domain separator.
      expect(permitDigest(domainSeparator({ domain: permit.domain }), permit.message)).toBe(hashTypedData(permit));
      expect(await ours.signMessage({ message: tx.data })).toBe(await viems.signMessage({ message: tx.data }));
      expect(ours.address).toBe(viems.address);
    }
  });
});
