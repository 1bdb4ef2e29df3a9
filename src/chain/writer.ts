import { keccak256, type Address, type Hash, type Hex } from 'viem';
import type { ChainService } from './chain.js';

// The single writer for the operator key. Each transaction is signed locally with the next
// nonce, handed to `persist` (so its hash and raw bytes are stored before anything is
// broadcast) and then broadcast, all in order under one lock, so nonces never collide or gap.
// A crash after `persist` leaves a stored transaction that the reconciler can resend as is:
// the same bytes cannot be mined twice.

export interface SignedCall {
  nonce: number;
  signedTx: Hex;
  hash: Hash;
}

export interface ChainWriter {
  /**
   * Estimates (which simulates: a call that would revert fails here, before it takes a
   * nonce), signs, persists, broadcasts. Throws if the node refuses the broadcast; the
   * caller then marks the operation failed.
   */
  send(call: { to: Address; data: Hex }, persist: (signed: SignedCall) => Promise<void>): Promise<SignedCall>;
  /** Resends a stored transaction (after a crash); "already known" is success. */
  rebroadcast(signedTx: Hex): Promise<void>;
}

const FEE_CACHE_MS = 3000;

/**
 * Several instances on one database share the operator key: `sharedLock` (a PostgreSQL
 * advisory lock) makes them take turns, and the nonce is then read from the node on every
 * send, since another instance may have used the next one. A dead instance's lock is released
 * with its connection, so the others carry on.
 */
export type SharedLock = <T>(fn: () => Promise<T>) => Promise<T>;

export function createChainWriter(chain: ChainService, sharedLock?: SharedLock): ChainWriter {
  const { publicClient, walletClient } = chain;
  const account = walletClient.account;
  let nextNonce: number | null = null;
  let tail: Promise<unknown> = Promise.resolve();
  let fees: { at: number; value: Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> } | null = null;

  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const locked = sharedLock ? () => sharedLock(fn) : fn;
    const run = tail.then(locked, locked);
    tail = run.catch(() => undefined);
    return run;
  };

  const currentFees = () => {
    if (!fees || Date.now() - fees.at > FEE_CACHE_MS) {
      fees = { at: Date.now(), value: publicClient.estimateFeesPerGas() as Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> };
    }
    return fees.value;
  };

  const broadcast = (signedTx: Hex) => publicClient.sendRawTransaction({ serializedTransaction: signedTx });

  return {
    async send(call, persist) {
      const [gas, { maxFeePerGas, maxPriorityFeePerGas }] = await Promise.all([
        // prepare: false: only eth_estimateGas. Otherwise viem first fills a whole transaction
        // for the local account (nonce from its nonce manager, fees, chain id): four more calls.
        publicClient.estimateGas({ account, to: call.to, data: call.data, prepare: false }),
        currentFees(),
      ]);
      return exclusive(async () => {
        if (sharedLock || nextNonce === null) {
          nextNonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
        }
        const nonce = nextNonce;
        const signedTx = await account.signTransaction({
          type: 'eip1559',
          chainId: chain.chainId,
          to: call.to,
          data: call.data,
          nonce,
          gas: (gas * 12n) / 10n,
          maxFeePerGas,
          maxPriorityFeePerGas,
        });
        const signed = { nonce, signedTx, hash: keccak256(signedTx) };
        await persist(signed);
        try {
          await broadcast(signedTx);
        } catch (error) {
          // The node did not take it: resync the nonce from the node for the next send.
          nextNonce = null;
          throw error;
        }
        nextNonce = nonce + 1;
        return signed;
      });
    },

    async rebroadcast(signedTx) {
      await exclusive(async () => {
        try {
          await broadcast(signedTx);
        } catch (error) {
          const text = String((error as Error).message).toLowerCase();
          if (!/already known|nonce too low|already imported|known transaction/.test(text)) throw error;
        }
      });
    },
  };
}
