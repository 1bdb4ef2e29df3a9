import { z } from 'zod';
import { getAddress, isAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import type { Identity, IdentityKind, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Viewer } from '../../context.js';
import { AppError, badInput, conflict, notFound } from '../../errors.js';
import type { Keyring } from '../../security/encryption.js';

// Linked identities: mobile money, bank, government ID, crypto wallet. Government ID numbers
// and private keys are sealed with the keyring before they reach the database.

export const KINDS = { mmo: 'MMO', bank: 'BANK', govid: 'GOVID', crypto: 'CRYPTO' } as const satisfies Record<string, IdentityKind>;
export type KindName = keyof typeof KINDS;

export const bankAccountRule = z.string().trim().regex(/^[A-Za-z0-9]{4,34}$/, 'bank_ac must be 4 to 34 letters and digits');
export const bankCodeRule = z.string().trim().regex(/^[A-Za-z0-9-]{2,20}$/, 'bank_sc must be 2 to 20 letters, digits or -');
export const govIdRule = z.string().trim().regex(/^[A-Za-z0-9-]{4,30}$/, 'gov_id_number must be 4 to 30 letters, digits or -');
export const addressRule = z.string().trim().refine((v) => isAddress(v, { strict: false }), 'public_address must be a 0x-prefixed 20-byte hex address');
export const privateKeyRule = z.string().trim().regex(/^(0x)?[0-9a-fA-F]{64}$/, 'private_key must be 32 bytes of hex');

export interface IdentityFields {
  phoneNumber?: string;
  mmoName?: string;
  fxIso?: string;
  relayCatchAll?: boolean | null;
  bankAc?: string;
  bankSc?: string;
  bankName?: string;
  govIdNumber?: string;
  publicAddress?: string;
  privateKey?: string;
}

const hexKey = (key: string) => (key.startsWith('0x') ? key : `0x${key}`) as `0x${string}`;

export function createIdentityService({ prisma, keyring }: { prisma: PrismaClient; keyring: Keyring }) {
  /** Maps validated fields to columns, sealing secrets and checking that a key owns its address. */
  function toColumns(kind: IdentityKind, f: IdentityFields, current?: Identity): Prisma.IdentityUncheckedUpdateInput {
    const data: Prisma.IdentityUncheckedUpdateInput = {};
    if (f.fxIso !== undefined) data.fxIso = f.fxIso;
    if (f.relayCatchAll !== undefined && f.relayCatchAll !== null) data.relayCatchAll = f.relayCatchAll;
    if (kind === 'MMO') Object.assign(data, { phoneNumber: f.phoneNumber, mmoName: f.mmoName });
    if (kind === 'BANK') Object.assign(data, { bankAc: f.bankAc, bankSc: f.bankSc, bankName: f.bankName });
    if (kind === 'GOVID' && f.govIdNumber !== undefined) data.govIdNumberEnc = keyring.seal(f.govIdNumber);
    if (kind === 'CRYPTO' && (f.publicAddress !== undefined || f.privateKey !== undefined)) {
      const address = f.publicAddress ?? current?.publicAddress;
      const key = f.privateKey ?? (current?.privateKeyEnc ? keyring.open(current.privateKeyEnc) : undefined);
      if (!address || !key) throw badInput('public_address and private_key are both required', f.publicAddress ? 'privateKey' : 'publicAddress');
      if (privateKeyToAddress(hexKey(key)) !== getAddress(address)) {
        throw badInput('private_key does not belong to public_address', 'privateKey');
      }
      data.publicAddress = getAddress(address);
      if (f.privateKey !== undefined) data.privateKeyEnc = keyring.seal(hexKey(f.privateKey));
    }
    return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
  }

  async function owned(viewer: Viewer, identityUuid: string, kind?: IdentityKind) {
    const identity = await prisma.identity.findFirst({ where: { uuid: identityUuid, userId: viewer.id, ...(kind ? { kind } : {}) } });
    if (!identity) throw notFound('identity', 'identityUuid');
    return identity;
  }

  return {
    async link<Q extends Prisma.IdentityDefaultArgs>(viewer: Viewer, kind: IdentityKind, fields: IdentityFields, query?: Q) {
      const data = toColumns(kind, fields) as Prisma.IdentityUncheckedCreateInput;
      return prisma.identity.create({ ...query, data: { ...data, kind, userId: viewer.id } });
    },

    async update<Q extends Prisma.IdentityDefaultArgs>(viewer: Viewer, identityUuid: string, kind: IdentityKind, patch: IdentityFields, query?: Q) {
      const current = await owned(viewer, identityUuid, kind);
      if (current.primaryNetworkWallet && (patch.publicAddress !== undefined || patch.privateKey !== undefined)) {
        throw conflict('the primary network wallet\'s address and key are managed by the service', 'publicAddress');
      }
      return prisma.identity.update({ ...query, where: { id: current.id }, data: toColumns(kind, patch, current) });
    },

    /** Deletes an identity unless something depends on it; nothing is lost on refusal. */
    async remove<Q extends Prisma.IdentityDefaultArgs>(viewer: Viewer, identityUuid: string, kind: IdentityKind | undefined, query?: Q) {
      const current = await owned(viewer, identityUuid, kind);
      if (current.primaryNetworkWallet) throw conflict('the primary network wallet cannot be deleted', 'identityUuid');
      const channel = await prisma.channel.findFirst({ where: { linkedIdentityId: current.id }, select: { routeName: true } });
      if (channel) throw conflict(`identity is used by channel "${channel.routeName}"; delete or relink the channel first`, 'identityUuid');
      const funded = await prisma.stablecoinTransaction.count({
        where: { OR: [{ fiatIdentityId: current.id }, { networkIdentityId: current.id }] },
      });
      if (funded > 0) throw conflict('identity has stablecoin transactions and is kept for the record', 'identityUuid');
      try {
        return await prisma.identity.delete({ ...query, where: { id: current.id } });
      } catch (error) {
        // A channel created between the check and the delete: the foreign key refuses it.
        if ((error as { code?: string }).code === 'P2003') throw conflict('identity is used by a channel', 'identityUuid');
        throw error;
      }
    },

    /** Opens a sealed value; the caller has already decided the viewer may see it. */
    reveal(sealed: string | null): string {
      if (!sealed) throw new AppError('NOT_FOUND', 'no secret stored');
      return keyring.open(sealed);
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
