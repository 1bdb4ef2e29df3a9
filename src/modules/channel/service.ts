import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Actor } from '../../kernel/viewer.js';
import { badInput, conflict, isUniqueViolation, notFound } from '../../kernel/errors.js';
import type { Clock } from '../../kernel/clock.js';
import { recordEvent } from '../../events/outbox.js';
import { channelPayload } from '../../events/payloads.js';

// Channels: a named route that ties one of the caller's linked accounts (mmo, bank, crypto)
// and optionally one of the caller's aliases to a route name. Rules the spec leaves open are in
// docs/profile-identity-channel.md.

export const MAX_ROUTE_NAME = 64;

/** Trimmed, 1 to 64 characters, no control characters. Unique per user, exactly as written. */
export const routeNameRule = z
  .string()
  .trim()
  .min(1, 'routeName must not be empty')
  .max(MAX_ROUTE_NAME, `routeName must be at most ${MAX_ROUTE_NAME} characters`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'routeName must not contain control characters');

export interface ChannelCreate {
  routeName: string;
  linkedAccountId: string;
  aliasId?: string | null;
}

/** Only the fields given change; `aliasId: null` removes the alias (the usertag is used). */
export interface ChannelPatch {
  routeName?: string | null;
  linkedAccountId?: string | null;
  aliasId?: string | null;
}

const prismaCode = (error: unknown) => (error as { code?: string }).code;

// Writes select only the id and the answer is read afterwards with the GraphQL selection: a
// write that returns several relations makes Prisma run an internal transaction whose reads
// overlap on one pg connection (pg deprecates that; pg@9 refuses it).

export function createChannelService({ prisma, clock }: { prisma: PrismaClient; clock: Clock }) {
  /** Records the channel's event in `tx` (after its write; before its delete). */
  async function channelEvent(
    tx: Prisma.TransactionClient,
    viewer: Actor,
    id: number,
    type: 'CHANNEL_CREATED' | 'CHANNEL_UPDATED' | 'CHANNEL_DELETED',
  ) {
    const row = await tx.channel.findUnique({
      where: { id },
      include: { linkedIdentity: { select: { uuid: true } }, alias: { select: { uuid: true } } },
    });
    if (!row) throw notFound('channel', 'id'); // deleted meanwhile
    await recordEvent(tx, {
      userId: viewer.id,
      type,
      subject: { type: 'Channel', id: row.uuid },
      data: channelPayload(row, row.linkedIdentity, row.alias, viewer),
      at: clock.now(),
    });
  }

  /** One of the caller's linked accounts; a government ID is not an account a route can use. */
  async function ownIdentity(viewer: Actor, uuid: string) {
    const identity = await prisma.identity.findFirst({
      where: { uuid, userId: viewer.id },
      select: { id: true, kind: true },
    });
    if (!identity) throw notFound('linked account', 'linkedAccountId');
    if (identity.kind === 'GOVID') {
      throw badInput(
        'linkedAccountId must be a mobile money, bank or crypto account, not a government ID',
        'linkedAccountId',
      );
    }
    return identity.id;
  }

  async function ownAlias(viewer: Actor, uuid: string) {
    const alias = await prisma.alias.findFirst({ where: { uuid, userId: viewer.id }, select: { id: true } });
    if (!alias) throw notFound('alias', 'aliasId');
    return alias.id;
  }

  async function ownChannel(viewer: Actor, uuid: string) {
    const channel = await prisma.channel.findFirst({
      where: { uuid, userId: viewer.id },
      select: { id: true },
    });
    if (!channel) throw notFound('channel', 'id');
    return channel.id;
  }

  /** The channel as the caller asked to see it; gone meanwhile is a 404. */
  async function read<Q extends Prisma.ChannelDefaultArgs>(id: number, query?: Q) {
    const channel = await prisma.channel.findUnique({ ...query, where: { id } });
    if (!channel) throw notFound('channel', 'id');
    return channel as Prisma.ChannelGetPayload<Q>;
  }

  const nameTaken = (routeName: string) =>
    conflict(`routeName "${routeName}" is already used by another of your channels`, 'routeName');

  /**
   * The database decides races: a name taken meanwhile is a unique violation (409); an identity
   * or alias deleted meanwhile is a foreign-key failure, answered like the ownership check (404).
   */
  async function writing<T>(
    routeName: string | undefined,
    recheck: () => Promise<unknown>,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error) && routeName !== undefined) throw nameTaken(routeName);
      if (prismaCode(error) === 'P2003') {
        await recheck();
        throw conflict('a linked account or alias changed meanwhile; try again');
      }
      throw error;
    }
  }

  return {
    async create<Q extends Prisma.ChannelDefaultArgs>(viewer: Actor, input: ChannelCreate, query?: Q) {
      const linkedIdentityId = await ownIdentity(viewer, input.linkedAccountId);
      const aliasRowId = input.aliasId ? await ownAlias(viewer, input.aliasId) : null;
      if (
        await prisma.channel.findUnique({
          where: { userId_routeName: { userId: viewer.id, routeName: input.routeName } },
          select: { id: true },
        })
      ) {
        throw nameTaken(input.routeName);
      }
      return writing(
        input.routeName,
        async () => {
          await ownIdentity(viewer, input.linkedAccountId);
          if (input.aliasId) await ownAlias(viewer, input.aliasId);
        },
        () =>
          prisma.$transaction(async (tx) => {
            const row = await tx.channel.create({
              data: { userId: viewer.id, routeName: input.routeName, linkedIdentityId, aliasId: aliasRowId },
              select: { id: true },
            });
            await channelEvent(tx, viewer, row.id, 'CHANNEL_CREATED');
            return row;
          }),
      ).then(({ id }) => read(id, query));
    },

    async update<Q extends Prisma.ChannelDefaultArgs>(viewer: Actor, uuid: string, patch: ChannelPatch, query?: Q) {
      const routeName = patch.routeName ?? undefined;
      const linkedAccountId = patch.linkedAccountId ?? undefined;
      if (routeName === undefined && linkedAccountId === undefined && patch.aliasId === undefined) {
        throw badInput('nothing to change: give at least one of routeName, linkedAccountId, aliasId');
      }
      const id = await ownChannel(viewer, uuid);
      const data: Prisma.ChannelUncheckedUpdateInput = {};
      if (linkedAccountId !== undefined) data.linkedIdentityId = await ownIdentity(viewer, linkedAccountId);
      if (patch.aliasId !== undefined)
        data.aliasId = patch.aliasId === null ? null : await ownAlias(viewer, patch.aliasId);
      if (routeName !== undefined) {
        const holder = await prisma.channel.findUnique({
          where: { userId_routeName: { userId: viewer.id, routeName } },
          select: { id: true },
        });
        if (holder && holder.id !== id) throw nameTaken(routeName);
        data.routeName = routeName;
      }
      return writing(
        routeName,
        async () => {
          if (linkedAccountId !== undefined) await ownIdentity(viewer, linkedAccountId);
          if (patch.aliasId) await ownAlias(viewer, patch.aliasId);
        },
        () =>
          prisma.$transaction(async (tx) => {
            const { count } = await tx.channel.updateMany({ where: { id }, data });
            if (count === 0) throw notFound('channel', 'id'); // deleted meanwhile
            await channelEvent(tx, viewer, id, 'CHANNEL_UPDATED');
          }),
      ).then(() => read(id, query));
    },

    async remove<Q extends Prisma.ChannelDefaultArgs>(viewer: Actor, uuid: string, query?: Q) {
      const id = await ownChannel(viewer, uuid);
      const answer = await read(id, query);
      await prisma.$transaction(async (tx) => {
        await channelEvent(tx, viewer, id, 'CHANNEL_DELETED');
        const { count } = await tx.channel.deleteMany({ where: { id } });
        if (count === 0) throw notFound('channel', 'id'); // deleted meanwhile
      });
      return answer;
    },
  };
}

export type ChannelService = ReturnType<typeof createChannelService>;
