import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_DEV_OPERATOR_KEY } from '../../src/chain/chain.js';
import { laneKey, laneKeys, laneOfAddress } from '../../src/chain/lanes.js';

// Money lanes' keys and assignment (src/chain/lanes.ts): lane 0 is the operator key, the others
// derived from it, the same every time, never two lanes with one key; a wallet's lane is its own.

describe('money lanes', () => {
  it('lane 0 is the operator key; the others are derived, stable and distinct', () => {
    expect(laneKey(ANVIL_DEV_OPERATOR_KEY, 0)).toBe(ANVIL_DEV_OPERATOR_KEY);
    const keys = laneKeys(ANVIL_DEV_OPERATOR_KEY, 16);
    expect(laneKeys(ANVIL_DEV_OPERATOR_KEY, 16)).toEqual(keys);
    const addresses = keys.map((k) => privateKeyToAccount(k).address);
    expect(new Set(addresses).size).toBe(16);
    // Another operator key derives other lanes.
    const other = laneKeys(`0x${'11'.repeat(32)}`, 16);
    expect(other.filter((k) => keys.includes(k))).toEqual([]);
    expect(() => laneKey(ANVIL_DEV_OPERATOR_KEY, -1)).toThrow(RangeError);
  });

  it('a wallet goes to one lane, wallets spread over all of them', () => {
    expect(laneOfAddress('0x00000000000000000000000000000000000000ff', 1)).toBe(0);
    expect(laneOfAddress('0x00000000000000000000000000000000000000ff', 4)).toBe(255 % 4);
    const seen = new Set<number>();
    for (let i = 0; i < 64; i++)
      seen.add(laneOfAddress(privateKeyToAccount(laneKey(ANVIL_DEV_OPERATOR_KEY, i + 1)).address, 3));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});
