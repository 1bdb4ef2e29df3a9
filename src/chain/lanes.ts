import { concat, type Hex, hexToBigInt, keccak256, toHex } from 'viem';
import { addressOf } from './signing.js';

// Money lanes (docs/money.md, Lanes): N operator accounts that sign in parallel, each with its
// own nonce sequence (ChainAccount, by address) and its own engine lease. Lane 0 is the operator
// key itself, so one lane is the engine as it always was; lane i > 0 has a key derived from it:
// keccak256(operator key ‖ "fas:money-lane:" ‖ i), the same on every instance and every start,
// never one lane's key for another (checked: every address distinct).

/** secp256k1's group order: a private key is in [1, n). */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** The private key of lane `lane` (lane 0: the operator key). */
export function laneKey(operatorKey: Hex, lane: number): Hex {
  if (!Number.isInteger(lane) || lane < 0) throw new RangeError(`no lane ${lane}`);
  if (lane === 0) return operatorKey;
  // A hash outside [1, n) (probability ~2^-128) is hashed again.
  for (let round = 0; ; round++) {
    const key = keccak256(concat([operatorKey, toHex(`fas:money-lane:${lane}${round ? `:${round}` : ''}`)]));
    const k = hexToBigInt(key);
    if (k > 0n && k < CURVE_ORDER) return key;
  }
}

/** The keys of lanes 0..n-1; throws if two of them (their addresses) are the same. */
export function laneKeys(operatorKey: Hex, n: number): Hex[] {
  const keys = Array.from({ length: n }, (_, i) => laneKey(operatorKey, i));
  const addresses = new Set(keys.map((k) => addressOf(k).toLowerCase()));
  if (addresses.size !== n) throw new Error('two money lanes derived the same key');
  return keys;
}

/**
 * The lane of a wallet when it has no open operation: its address's last 32 bits modulo the
 * lanes (an address is the tail of a hash, so wallets spread evenly).
 */
export function laneOfAddress(address: string, lanes: number): number {
  if (lanes <= 1) return 0;
  return Number.parseInt(address.slice(-8), 16) % lanes;
}
