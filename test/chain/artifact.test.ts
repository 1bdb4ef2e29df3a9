import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, compile, pathOf, renderAbiModule, type ContractName } from '../../contracts/build.js';
import { stablecoinAbi, stablecoinBytecode } from '../../src/chain/abi.js';
import { paymentRouterAbi, paymentRouterBytecode } from '../../src/chain/router-abi.js';

const loaded = {
  Stablecoin: { abi: stablecoinAbi, bytecode: stablecoinBytecode },
  PaymentRouter: { abi: paymentRouterAbi, bytecode: paymentRouterBytecode },
};

describe('contract artifacts', () => {
  it.each(Object.keys(CONTRACTS) as ContractName[])('%s is what the current source compiles to', (name) => {
    const fresh = compile(name);
    const committed = JSON.parse(readFileSync(pathOf(CONTRACTS[name].artifact), 'utf8'));
    expect(committed.sourceHash).toBe(fresh.sourceHash);
    expect(committed.abi).toEqual(fresh.abi);
    expect(committed.bytecode).toBe(fresh.bytecode);
    // The typed module viem uses is generated from the same output.
    expect(readFileSync(pathOf(CONTRACTS[name].module), 'utf8')).toBe(renderAbiModule(fresh));
    expect(loaded[name].abi).toEqual(fresh.abi);
    expect(loaded[name].bytecode).toBe(fresh.bytecode);
  });
});
