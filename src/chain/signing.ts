import { createRequire } from 'node:module';
import {
  type Address,
  concat,
  encodeAbiParameters,
  hashMessage,
  hashTypedData,
  hexToBytes,
  keccak256,
  serializeSignature,
  serializeTransaction,
  toHex,
  type Hex,
  type PrivateKeyAccount,
  type Signature,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyToAccountOptions, publicKeyToAddress, sign } from 'viem/accounts';

// ECDSA on secp256k1 with libsecp256k1 (the `secp256k1` package's native binding, prebuilt in
// its npm package) instead of viem's pure-JS curve: ~0.09 ms a signature against ~0.94 ms on
// this project's machines, on the one thread that also answers requests. A payment is signed
// twice (the holder's permit, the operator's transaction): about a seventh of the main
// thread's time per payment before (docs/performance.md, Payments). Both follow RFC 6979 and give the low-s form, so a signature is
// the same bytes viem would make (test/chain/signing.test.ts). Where no prebuilt binding fits
// the platform (its package has linux-x64 glibc and musl, darwin-arm64, win32-x64), viem signs.

/** The native binding, or null (not the package's main export: it falls back to a slower JavaScript curve). */
const native: typeof import('secp256k1') | null = (() => {
  try {
    return createRequire(import.meta.url)('secp256k1/bindings.js');
  } catch {
    return null;
  }
})();

/** Whether signatures are made by libsecp256k1 (createChain warns when not). */
export const nativeSigning = native !== null;

/** The signature of a 32-byte digest, in viem's shape. */
export async function signDigest(hash: Hex, privateKey: Hex): Promise<Signature & { yParity: number }> {
  if (!native) return (await sign({ hash, privateKey })) as Signature & { yParity: number };
  const { signature, recid } = native.ecdsaSign(hexToBytes(hash), hexToBytes(privateKey));
  return {
    r: toHex(signature.subarray(0, 32)),
    s: toHex(signature.subarray(32, 64)),
    v: recid ? 28n : 27n,
    yParity: recid,
  };
}

/** EIP-2612's Permit type, as EIP-712 typed data names it. */
export const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** EIP-712's encodeType of Permit (a struct of plain fields), hashed once. */
const PERMIT_TYPEHASH = keccak256(
  toHex(`Permit(${PERMIT_TYPES.Permit.map(({ type, name }) => `${type} ${name}`).join(',')})`),
);

export interface PermitMessage {
  owner: Address;
  spender: Address;
  value: bigint;
  nonce: bigint;
  deadline: bigint;
}

/**
 * The EIP-712 digest of an EIP-2612 permit, given its token's domain separator (constant per
 * token, so the caller keeps it): what viem's hashTypedData gives for the Permit type, with two
 * hashes instead of seven and none of its per-call checks of the types.
 */
export function permitDigest(domainSeparator: Hex, m: PermitMessage): Hex {
  const struct = keccak256(
    encodeAbiParameters(
      [
        { type: 'bytes32' },
        { type: 'address' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
      ],
      [PERMIT_TYPEHASH, m.owner, m.spender, m.value, m.nonce, m.deadline],
    ),
  );
  return keccak256(concat(['0x1901', domainSeparator, struct]));
}

/** The address of a private key. */
export const addressOf = (privateKey: Hex) =>
  native
    ? publicKeyToAddress(toHex(native.publicKeyCreate(hexToBytes(privateKey), false)))
    : privateKeyToAccount(privateKey).address;

/** viem's private-key account, signing with libsecp256k1. */
export function accountOf(privateKey: Hex, options: PrivateKeyToAccountOptions = {}): PrivateKeyAccount {
  const account = privateKeyToAccount(privateKey, options);
  return {
    ...account,
    async sign({ hash }) {
      return serializeSignature(await signDigest(hash, privateKey));
    },
    async signMessage({ message }) {
      return serializeSignature(await signDigest(hashMessage(message), privateKey));
    },
    async signTransaction(transaction, { serializer = serializeTransaction } = {}) {
      const signable = transaction.type === 'eip4844' ? { ...transaction, sidecars: false } : transaction;
      const signature = await signDigest(keccak256(await serializer(signable)), privateKey);
      return serializer(transaction, signature);
    },
    async signTypedData(typedData) {
      return serializeSignature(await signDigest(hashTypedData(typedData), privateKey));
    },
  };
}
