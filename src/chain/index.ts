// Public surface of the on-chain layer.
export { stablecoinAbi, stablecoinBytecode } from '../generated/contracts/stablecoin.js';
export {
  ANVIL_CHAIN_ID,
  anvilBinaryPath,
  isProcessAlive,
  startAnvil,
  type AnvilHandle,
  type AnvilOptions,
} from './anvil.js';
export {
  ANVIL_DEV_OPERATOR_KEY,
  createChain,
  type BurnPermit,
  type ChainService,
  type CreateChainOptions,
  type ReceiptSummary,
} from './chain.js';
export { silentLogger, type ChainLogger } from './logger.js';
export { deriveWallet, type DeriveWalletInput, type DerivedWallet } from './wallet.js';
