import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABI_MODULE_PATH, ARTIFACT_PATH, compileStablecoin, renderAbiModule } from '../../contracts/build.js';
import { stablecoinAbi, stablecoinBytecode } from '../../src/chain/abi.js';

describe('Stablecoin artifact', () => {
  it('is what the current source compiles to', () => {
    const fresh = compileStablecoin();
    const committed = JSON.parse(readFileSync(ARTIFACT_PATH, 'utf8'));
    expect(committed.sourceHash).toBe(fresh.sourceHash);
    expect(committed.abi).toEqual(fresh.abi);
    expect(committed.bytecode).toBe(fresh.bytecode);
    // The typed module viem uses is generated from the same output.
    expect(readFileSync(ABI_MODULE_PATH, 'utf8')).toBe(renderAbiModule(fresh));
    expect(stablecoinAbi).toEqual(fresh.abi);
    expect(stablecoinBytecode).toBe(fresh.bytecode);
  });
});
