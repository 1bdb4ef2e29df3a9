import { describe, expect, it } from 'vitest';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { deriveWallet } from '../../src/chain/wallet.js';

const base = {
  walletSecret: 'test-secret-0123456789abcdef0123456789',
  userId: '00000000-0000-4000-8000-000000000001',
  entropy: 'client-entropy',
};

describe('deriveWallet', () => {
  it('is pinned: changing the derivation would lose every existing wallet', () => {
    expect(deriveWallet(base).address).toBe('0x828436a1C1919564a67805e40627ef67f4c44407');
    expect(deriveWallet({ ...base, index: 1 }).address).toBe('0x7d642F352Abe141184608fb25771B5fe580ae295');
  });

  it('is deterministic and self-consistent', () => {
    const a = deriveWallet(base);
    const b = deriveWallet({ ...base });
    expect(b).toEqual(a);
    expect(a.mnemonic.split(' ')).toHaveLength(24);
    expect(validateMnemonic(a.mnemonic, wordlist)).toBe(true);
    expect(privateKeyToAccount(a.privateKey).address).toBe(a.address);
    // Independent check of the BIP-44 path m/44'/60'/0'/0/i with viem's own HD code.
    expect(mnemonicToAccount(a.mnemonic).address).toBe(a.address);
    expect(mnemonicToAccount(a.mnemonic, { addressIndex: 3 }).address).toBe(
      deriveWallet({ ...base, index: 3 }).address,
    );
  });

  it('differs by secret, by userId, by entropy and by index', () => {
    const addresses = new Set([
      deriveWallet(base).address,
      deriveWallet({ ...base, walletSecret: 'another-secret-0123456789abcdef01234' }).address,
      deriveWallet({ ...base, userId: '00000000-0000-4000-8000-000000000002' }).address,
      deriveWallet({ ...base, entropy: 'client-entropy2' }).address,
      deriveWallet({ ...base, index: 1 }).address,
    ]);
    expect(addresses.size).toBe(5);
    // Same secret bytes whether given as a string or as bytes.
    expect(deriveWallet({ ...base, walletSecret: new TextEncoder().encode(base.walletSecret) }).address).toBe(
      deriveWallet(base).address,
    );
  });

  it('refuses inputs that would weaken or blur the derivation', () => {
    expect(() => deriveWallet({ ...base, walletSecret: 'short' })).toThrow(/walletSecret/);
    expect(() => deriveWallet({ ...base, userId: '' })).toThrow(/userId/);
    expect(() => deriveWallet({ ...base, userId: 'a\0b' })).toThrow(/userId/);
    expect(() => deriveWallet({ ...base, index: -1 })).toThrow(/index/);
    expect(() => deriveWallet({ ...base, index: 2 ** 31 })).toThrow(/index/);
  });
});
