import { z } from 'zod';
import { getAddress, isAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import type { Identity, IdentityKind, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Actor } from '../../kernel/viewer.js';
import { badInput, conflict, notFound } from '../../kernel/errors.js';
import type { Keyring } from '../../security/encryption.js';
import type { Clock } from '../../kernel/clock.js';
import { type EventTypeName, recordEvent } from '../../events/outbox.js';
import { identityPayload } from '../../events/payloads.js';

// Linked identities: mobile money, bank, government ID, crypto wallet. Government ID numbers
// and private keys are sealed with the keyring before they reach the database.
// Rules the spec leaves open are in docs/profile-identity-channel.md.

/** The kinds by their GraphQL input keys (the @oneOf inputs of linkIdentity and updateIdentity). */
export const KINDS = {
  mobileMoney: 'MMO',
  bank: 'BANK',
  governmentId: 'GOVID',
  crypto: 'CRYPTO',
} as const satisfies Record<string, IdentityKind>;
export type KindName = keyof typeof KINDS;

export const bankAccountRule = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,34}$/, 'bankAccountNumber must be 4 to 34 letters and digits');
export const bankCodeRule = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{2,20}$/, 'bankSortCode must be 2 to 20 letters, digits or -');
export const governmentIdRule = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,30}$/, 'governmentIdNumber must be 4 to 30 letters, digits or -');
/**
 * A 0x-prefixed 20-byte hex address. All lower-case or all upper-case hex carries no checksum;
 * mixed case must be the EIP-55 checksum (a mixed-case typo is refused, not silently accepted).
 */
export function isValidAddress(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return isAddress(value, { strict: true }) && getAddress(value) === value;
}

export const addressRule = z
  .string()
  .trim()
  .refine(
    isValidAddress,
    'publicAddress must be a 0x-prefixed 20-byte hex address (mixed case must be the EIP-55 checksum)',
  );
/** 32 bytes of hex, 0x optional; stored and shown as lower-case 0x-prefixed hex. */
export const privateKeyRule = z
  .string()
  .trim()
  .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'privateKey must be 32 bytes of hex')
  .transform((v) => (v.startsWith('0x') ? v : `0x${v}`).toLowerCase());

/** The fields of every kind, by their GraphQL input names. */
export interface IdentityFields {
  phoneNumber?: string;
  providerName?: string;
  currency?: string;
  relayCatchAll?: boolean | null;
  bankAccountNumber?: string;
  bankSortCode?: string;
  bankName?: string;
  governmentIdNumber?: string;
  publicAddress?: string;
  privateKey?: string;
}

const hexKey = (key: string) => (key.startsWith('0x') ? key : `0x${key}`).toLowerCase() as `0x${string}`;

/** The address a private key controls; a key outside the secp256k1 range is a 400, not a crash. */
function addressOfKey(key: string): string {
  try {
    return privateKeyToAddress(hexKey(key));
  } catch {
    throw badInput('privateKey is not a valid secp256k1 private key', 'privateKey');
  }
}

/** Fields of each kind; a patch that names none of them changes nothing and is refused. */
const KIND_FIELDS: Record<IdentityKind, (keyof IdentityFields)[]> = {
  MMO: ['phoneNumber', 'providerName', 'currency', 'relayCatchAll'],
  BANK: ['bankAccountNumber', 'bankSortCode', 'bankName', 'currency', 'relayCatchAll'],
  GOVID: ['governmentIdNumber'],
  CRYPTO: ['publicAddress', 'privateKey', 'currency', 'relayCatchAll'],
};
const KIND_LABEL: Record<IdentityKind, KindName> = {
  MMO: 'mobileMoney',
  BANK: 'bank',
  GOVID: 'governmentId',
  CRYPTO: 'crypto',
};

export function createIdentityService({
  prisma,
  keyring,
  clock,
}: {
  prisma: PrismaClient;
  keyring: Keyring;
  clock: Clock;
}) {
  /** Records the identity's event in the write's transaction; answers the identity as `query` selects it. */
  async function withEvent<Q extends Prisma.IdentityDefaultArgs>(
    viewer: Actor,
    type: Extract<EventTypeName, `IDENTITY_${string}`>,
    write: (tx: Prisma.TransactionClient) => Promise<Identity>,
    query?: Q,
  ) {
    return prisma.$transaction(async (tx) => {
      const row = await write(tx);
      await recordEvent(tx, {
        userId: viewer.id,
        type,
        subject: { type: 'LinkedIdentity', id: row.uuid },
        data: identityPayload(row, viewer),
        at: clock.now(),
      });
      if (type === 'IDENTITY_DELETED') return null;
      return tx.identity.findUniqueOrThrow({ ...query, where: { id: row.id } }) as unknown as Promise<
        Prisma.IdentityGetPayload<Q>
      >;
    }) as unknown as Promise<Prisma.IdentityGetPayload<Q>>;
  }

  /** Maps validated fields to columns, sealing secrets and checking that a key owns its address. */
  function toColumns(kind: IdentityKind, f: IdentityFields, current?: Identity): Prisma.IdentityUncheckedUpdateInput {
    const data: Prisma.IdentityUncheckedUpdateInput = {};
    if (f.currency !== undefined) data.fxIso = f.currency;
    if (f.relayCatchAll !== undefined && f.relayCatchAll !== null) data.relayCatchAll = f.relayCatchAll;
    if (kind === 'MMO') Object.assign(data, { phoneNumber: f.phoneNumber, mmoName: f.providerName });
    if (kind === 'BANK')
      Object.assign(data, { bankAc: f.bankAccountNumber, bankSc: f.bankSortCode, bankName: f.bankName });
    if (kind === 'GOVID' && f.governmentIdNumber !== undefined)
      data.govIdNumberEnc = keyring.seal(f.governmentIdNumber);
    if (kind === 'CRYPTO' && (f.publicAddress !== undefined || f.privateKey !== undefined)) {
      const address = f.publicAddress ?? current?.publicAddress;
      const key = f.privateKey ?? (current?.privateKeyEnc ? keyring.open(current.privateKeyEnc) : undefined);
      if (!address || !key)
        throw badInput(
          'publicAddress and privateKey are both required',
          f.publicAddress ? 'privateKey' : 'publicAddress',
        );
      if (addressOfKey(key) !== getAddress(address)) {
        throw badInput('privateKey does not belong to publicAddress', 'privateKey');
      }
      data.publicAddress = getAddress(address);
      if (f.privateKey !== undefined) data.privateKeyEnc = keyring.seal(hexKey(f.privateKey));
    }
    return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
  }

  async function owned(viewer: Actor, uuid: string, kind?: IdentityKind) {
    const identity = await prisma.identity.findFirst({
      where: { uuid, userId: viewer.id, ...(kind ? { kind } : {}) },
    });
    if (!identity) throw notFound('identity', 'id');
    return identity;
  }

  /** Refuses (409, naming the channels) when a channel or a stablecoin transaction uses the identity. */
  async function assertUnused(identityId: number) {
    const channels = await prisma.channel.findMany({
      where: { linkedIdentityId: identityId },
      select: { routeName: true },
      orderBy: { id: 'asc' },
    });
    if (channels.length > 0) {
      const names = channels.map((c) => `"${c.routeName}"`).join(', ');
      const many = channels.length > 1;
      throw conflict(
        `identity is used by channel${many ? 's' : ''} ${names}; delete ${many ? 'them' : 'it'} or link ${many ? 'them' : 'it'} to another identity first`,
        'id',
      );
    }
    const funded = await prisma.stablecoinTransaction.count({
      where: { OR: [{ fiatIdentityId: identityId }, { networkIdentityId: identityId }] },
    });
    if (funded > 0) throw conflict('identity has stablecoin transactions and is kept for the record', 'id');
    const paid = await prisma.payment.count({ where: { fromWalletId: identityId } });
    if (paid > 0) throw conflict('identity has payments and is kept for the record', 'id');
  }

  return {
    async link<Q extends Prisma.IdentityDefaultArgs>(
      viewer: Actor,
      kind: IdentityKind,
      fields: IdentityFields,
      query?: Q,
    ) {
      const data = toColumns(kind, fields) as Prisma.IdentityUncheckedCreateInput;
      return withEvent(
        viewer,
        'IDENTITY_CREATED',
        (tx) => tx.identity.create({ data: { ...data, kind, userId: viewer.id } }),
        query,
      );
    },

    async update<Q extends Prisma.IdentityDefaultArgs>(
      viewer: Actor,
      uuid: string,
      kind: IdentityKind,
      patch: IdentityFields,
      query?: Q,
    ) {
      const fields = KIND_FIELDS[kind];
      if (!fields.some((f) => patch[f] !== undefined && patch[f] !== null)) {
        throw badInput(
          `nothing to change: give at least one of ${fields.join(', ')} in ${KIND_LABEL[kind]}`,
          KIND_LABEL[kind],
        );
      }
      const current = await owned(viewer, uuid, kind);
      if (current.primaryNetworkWallet && (patch.publicAddress !== undefined || patch.privateKey !== undefined)) {
        throw conflict("the primary network wallet's address and key are managed by the service", 'publicAddress');
      }
      const data = toColumns(kind, patch, current);
      try {
        return await withEvent(
          viewer,
          'IDENTITY_UPDATED',
          (tx) => tx.identity.update({ where: { id: current.id }, data }),
          query,
        );
      } catch (error) {
        if ((error as { code?: string }).code === 'P2025') throw notFound('identity', 'id'); // deleted meanwhile
        throw error;
      }
    },

    /** Deletes an identity unless something depends on it; nothing is lost on refusal. */
    async remove<Q extends Prisma.IdentityDefaultArgs>(
      viewer: Actor,
      uuid: string,
      kind: IdentityKind | undefined,
      query?: Q,
    ) {
      const current = await owned(viewer, uuid, kind);
      if (current.primaryNetworkWallet) throw conflict('the primary network wallet cannot be deleted', 'id');
      await assertUnused(current.id);
      try {
        // The answer is the deleted row as `query` selects it: read first, then deleted.
        const answer = await prisma.identity.findUnique({ ...query, where: { id: current.id } });
        if (!answer) throw notFound('identity', 'id');
        await withEvent(viewer, 'IDENTITY_DELETED', (tx) => tx.identity.delete({ where: { id: current.id } }));
        return answer as Prisma.IdentityGetPayload<Q>;
      } catch (error) {
        const code = (error as { code?: string }).code;
        // A channel or a transaction added between the check and the delete: the foreign key
        // refuses it; name what holds it.
        if (code === 'P2003') {
          await assertUnused(current.id);
          throw conflict('identity is in use', 'id');
        }
        if (code === 'P2025') throw notFound('identity', 'id'); // deleted meanwhile
        throw error;
      }
    },

    /** Opens a sealed value (null when none is stored); the caller has decided the viewer may see it. */
    reveal(sealed: string | null): string | null {
      return sealed ? keyring.open(sealed) : null;
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
