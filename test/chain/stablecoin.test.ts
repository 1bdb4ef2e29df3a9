import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keccak256, parseUnits, toHex, type Address, type Hash, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { stablecoinAbi } from '../../src/generated/contracts/stablecoin.js';
import { createChain, type ChainService } from '../../src/chain/chain.js';
import { ANVIL_DEV_KEY_1, startTestChain, type TestChain } from './helpers.js';

describe('Stablecoin on a fresh anvil', () => {
  let t: TestChain;
  let chain: ChainService;
  let outsider: ChainService; // funded account without MINTER_ROLE
  let token: Address;
  const holderKey: Hex = generatePrivateKey();
  const holder = privateKeyToAccount(holderKey).address;

  beforeAll(async () => {
    t = await startTestChain();
    chain = t.chain;
    outsider = await createChain({ rpcUrl: t.anvil.rpcUrl, operatorKey: ANVIL_DEV_KEY_1 });
    token = await chain.deployStablecoin('Naira Stablecoin', 'NGN');
  });
  afterAll(async () => {
    await outsider?.close();
    await t?.cleanup();
  });

  it('deploys with 18 decimals and the operator as admin and minter', async () => {
    const read = <F extends 'decimals' | 'symbol' | 'MINTER_ROLE'>(functionName: F) =>
      chain.publicClient.readContract({ address: token, abi: stablecoinAbi, functionName });
    expect(await read('decimals')).toBe(18);
    expect(await read('symbol')).toBe('NGN');
    const minterRole = await read('MINTER_ROLE');
    expect(minterRole).toBe(keccak256(toHex('MINTER_ROLE')));
    const hasRole = (who: Address) =>
      chain.publicClient.readContract({
        address: token,
        abi: stablecoinAbi,
        functionName: 'hasRole',
        args: [minterRole, who],
      });
    expect(await hasRole(chain.operatorAddress)).toBe(true);
    expect(await hasRole(outsider.operatorAddress)).toBe(false);
    expect(chain.chainId).toBe(31337);
  });

  it('lets only the minter mint, and reports the fee from the receipt', async () => {
    const amount = parseUnits('100.25', 18);
    const { hash } = await chain.mint(token, holder, amount);
    const receipt = await chain.waitForReceipt(hash);
    expect(receipt.status).toBe('success');
    expect(receipt.gasUsed).toBeGreaterThan(0n);
    expect(receipt.feeWei).toBe(receipt.gasUsed * receipt.effectiveGasPrice);
    expect(await chain.balanceOf(token, holder)).toBe(amount);
    expect(await chain.totalSupply(token)).toBe(amount);

    // Refused before sending (simulation decodes the revert)...
    await expect(outsider.mint(token, outsider.operatorAddress, 1n)).rejects.toThrow(
      /AccessControlUnauthorizedAccount/,
    );
    // ...and enforced on-chain when the simulation is skipped (fixed gas, raw write).
    const raw = await outsider.walletClient.writeContract({
      address: token,
      abi: stablecoinAbi,
      functionName: 'mint',
      args: [outsider.operatorAddress, 1n],
      gas: 200_000n,
    });
    expect((await outsider.waitForReceipt(raw)).status).toBe('reverted');
    expect(await chain.balanceOf(token, outsider.operatorAddress)).toBe(0n);
  });

  it('sends concurrent mints from one key without nonce clashes', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const sent = await Promise.all(Array.from({ length: 20 }, () => chain.mint(token, to, 1n)));
    const receipts = await Promise.all(sent.map(({ hash }) => chain.waitForReceipt(hash)));
    expect(receipts.every((r) => r.status === 'success')).toBe(true);
    expect(await chain.balanceOf(token, to)).toBe(20n);
  });

  it('burns with a valid holder permit', async () => {
    const before = await chain.balanceOf(token, holder);
    const supply = await chain.totalSupply(token);
    const { hash } = await chain.burnWithPermit(token, holderKey, parseUnits('0.25', 18));
    expect((await chain.waitForReceipt(hash)).status).toBe('success');
    expect(await chain.balanceOf(token, holder)).toBe(before - parseUnits('0.25', 18));
    expect(await chain.totalSupply(token)).toBe(supply - parseUnits('0.25', 18));
  });

  it('refuses a burn without a valid permit from the holder', async () => {
    const before = await chain.balanceOf(token, holder);
    const now = BigInt(Math.floor(Date.now() / 1000));
    // No signature at all.
    const bogus = {
      owner: holder,
      amount: 1n,
      deadline: now + 3600n,
      v: 27,
      r: `0x${'11'.repeat(32)}`,
      s: `0x${'22'.repeat(32)}`,
    } as const;
    await expect(chain.submitBurnWithPermit(token, bogus)).rejects.toThrow(/reverted/);
    // A real permit, but signed by someone else's key.
    const forged = await chain.signBurnPermit(token, generatePrivateKey(), 1n);
    await expect(chain.submitBurnWithPermit(token, { ...forged, owner: holder })).rejects.toThrow(
      /ERC2612InvalidSigner/,
    );
    // A valid permit for less than the burn.
    const small = await chain.signBurnPermit(token, holderKey, 1n);
    await expect(chain.submitBurnWithPermit(token, { ...small, amount: 2n })).rejects.toThrow(/ERC2612InvalidSigner/);
    // The outsider cannot use a holder's genuine permit (spender is the operator, and no role).
    await expect(outsider.submitBurnWithPermit(token, small)).rejects.toThrow(/AccessControlUnauthorizedAccount/);
    expect(await chain.balanceOf(token, holder)).toBe(before);
  });

  it('rejects a replayed permit', async () => {
    const before = await chain.balanceOf(token, holder);
    const permit = await chain.signBurnPermit(token, holderKey, 5n);
    const first = await chain.submitBurnWithPermit(token, permit);
    expect((await chain.waitForReceipt(first.hash)).status).toBe('success');
    await expect(chain.submitBurnWithPermit(token, permit)).rejects.toThrow(/ERC2612InvalidSigner/);
    expect(await chain.balanceOf(token, holder)).toBe(before - 5n);
  });

  it('looks receipts up by hash for the reconciler', async () => {
    const { hash } = await chain.mint(token, holder, 7n);
    await chain.waitForReceipt(hash);
    expect(await chain.getReceipt(hash)).toMatchObject({ status: 'success' });
    const unknown: Hash = `0x${'ab'.repeat(32)}`;
    expect(await chain.getReceipt(unknown)).toBeNull();
  });

  it('accepts only positive bigint amounts', async () => {
    await expect(chain.mint(token, holder, 0n)).rejects.toThrow(RangeError);
    await expect(chain.mint(token, holder, -1n)).rejects.toThrow(RangeError);
    await expect(chain.mint(token, holder, 1.5 as unknown as bigint)).rejects.toThrow(RangeError);
    expect(await chain.isReachable()).toBe(true);
  });
});
