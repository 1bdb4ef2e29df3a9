import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, compile, pathOf, renderAbiModule, type ContractName } from '../../contracts/build.js';
import { stablecoinAbi, stablecoinBytecode } from '../../src/generated/contracts/stablecoin.js';
import { paymentRouterAbi, paymentRouterBytecode } from '../../src/generated/contracts/payment-router.js';

const loaded = {
  Stablecoin: { abi: stablecoinAbi, bytecode: stablecoinBytecode },
  PaymentRouter: { abi: paymentRouterAbi, bytecode: paymentRouterBytecode },
};

describe('contract artifacts', () => {
  it.each(Object.keys(CONTRACTS) as ContractName[])('%s is what the current source compiles to', (name) => {
    const fresh = compile(name);
    // The committed module, byte for byte: its header names the source's sha256 and the compiler.
    expect(readFileSync(pathOf(CONTRACTS[name].module), 'utf8')).toBe(renderAbiModule(fresh));
    expect(loaded[name].abi).toEqual(fresh.abi);
    expect(loaded[name].bytecode).toBe(fresh.bytecode);
  });
});
