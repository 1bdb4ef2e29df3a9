// Custodial HD wallets. The BIP-39 entropy is an HMAC of the user's id and client-supplied
// entropy under a server secret: the profile echoes `entropy` back to clients, so it must
// never be enough on its own to rebuild a key.
import { createHmac, pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { bytesToHex, type Address, type Hex } from 'viem';
import { addressOf } from './signing.js';

const DOMAIN = 'fas-wallet-v1';
const MIN_SECRET_BYTES = 16;

export interface DeriveWalletInput {
  /** Server secret (config); mixed into every derivation. */
  walletSecret: string | Uint8Array;
  userId: string;
  /** Client-supplied entropy string (public: echoed back in the profile). */
  entropy: string;
  /** BIP-44 address index (m/44'/60'/0'/0/index). */
  index?: number;
}

export interface DerivedWallet {
  address: Address;
  /** Secret: encrypt at rest, never log. */
  privateKey: Hex;
  /** Secret: 24 words; encrypt at rest, never log. */
  mnemonic: string;
}

export function deriveWallet({ walletSecret, userId, entropy, index = 0 }: DeriveWalletInput): DerivedWallet {
  const secret = typeof walletSecret === 'string' ? Buffer.from(walletSecret, 'utf8') : walletSecret;
  if (secret.length < MIN_SECRET_BYTES) throw new Error(`walletSecret must be at least ${MIN_SECRET_BYTES} bytes`);
  // NUL separates the fields; forbidding it in userId keeps the encoding unambiguous.
  if (!userId || userId.includes('\0')) throw new Error('userId must be non-empty and contain no NUL');
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) throw new Error('index out of range');

  const seedEntropy = createHmac('sha256', secret).update(`${DOMAIN}\0${userId}\0${entropy}`, 'utf8').digest();
  const mnemonic = entropyToMnemonic(new Uint8Array(seedEntropy), wordlist); // 32 bytes → 24 words
  // BIP-39's seed (PBKDF2-HMAC-SHA512, 2,048 rounds, salt "mnemonic"), natively: @scure/bip39's
  // JavaScript took ~50 ms of the event loop per new wallet, a recipient's first payment included.
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  const key = HDKey.fromMasterSeed(seed).derive(`m/44'/60'/0'/0/${index}`);
  if (!key.privateKey) throw new Error('BIP-32 derivation produced no private key');
  const privateKey = bytesToHex(key.privateKey);
  return { address: addressOf(privateKey), privateKey, mnemonic };
}
