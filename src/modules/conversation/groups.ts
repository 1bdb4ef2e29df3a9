import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Clock } from '../../kernel/clock.js';
import type { Actor } from '../../kernel/viewer.js';
import { AppError, badInput, notFound, NotFoundError, UnprocessableError } from '../../kernel/errors.js';
import { MAX_GROUP_MEMBERS } from './rules.js';

// Groups: a name and members. The creator is the first admin. Admins add and remove members;
// anyone leaves. Every member has their own conversation for the group (created when they
// join). A member who leaves or is removed keeps that conversation and its history, but can no
// longer send in it; the group then shows them no members.

/** The conversations a change touched, whose owners get conversation.updated (or created) in its transaction. */
export type Outbox = {
  conversations: { userId: number; conversationId: string }[];
};

interface GroupDeps {
  prisma: PrismaClient;
  clock: Clock;
  newOutbox: () => Outbox;
  /** Records the outbox's conversation events in the transaction (the event log, webhooks). */
  record: (tx: Prisma.TransactionClient, outbox: Outbox) => Promise<void>;
}

/** A group deleted meanwhile answers 404, not 500. */
const gone = (error: unknown): never => {
  if ((error as { code?: string }).code === 'P2025') throw notFound('group', 'groupId');
  throw error;
};

export function createGroupService({ prisma, clock, newOutbox, record }: GroupDeps) {
  /** Users by user_id (people only); an unknown one is a 404 naming the field. */
  async function people(db: Prisma.TransactionClient | PrismaClient, uuids: string[], field: string) {
    const wanted = [...new Set(uuids.map((u) => u.toLowerCase()))];
    const users = await db.user.findMany({
      where: { uuid: { in: wanted }, kind: 'PERSON' },
      select: { id: true, uuid: true },
    });
    if (users.length !== wanted.length) {
      const found = new Set(users.map((u) => u.uuid));
      throw new NotFoundError(`user ${wanted.find((u) => !found.has(u))} was not found`, { field });
    }
    return users;
  }

  /** The viewer's membership; 404 when not a member, 403 when an admin is needed. */
  async function membership(
    db: Prisma.TransactionClient | PrismaClient,
    viewer: Actor,
    groupId: string,
    admin: boolean,
  ) {
    const member = await db.groupMember.findUnique({ where: { groupId_userId: { groupId, userId: viewer.id } } });
    if (!member) throw notFound('group', 'groupId');
    if (admin && !member.isAdmin) throw new AppError('FORBIDDEN', 'only a group admin can change its members');
    return member;
  }

  /** Adds members and their conversations for the group; returns who was new. */
  async function join(tx: Prisma.TransactionClient, groupId: string, userIds: number[], outbox: Outbox) {
    const now = clock.now();
    const existing = new Set(
      (await tx.groupMember.findMany({ where: { groupId, userId: { in: userIds } }, select: { userId: true } })).map(
        (m) => m.userId,
      ),
    );
    const added = userIds.filter((id) => !existing.has(id));
    if ((await tx.groupMember.count({ where: { groupId } })) + added.length > MAX_GROUP_MEMBERS) {
      throw new UnprocessableError(`a group has at most ${MAX_GROUP_MEMBERS} members`);
    }
    await tx.groupMember.createMany({
      data: added.map((userId) => ({ groupId, userId, joinedAt: now })),
      skipDuplicates: true,
    });
    await tx.conversation.createMany({
      data: added.map((ownerId) => ({ ownerId, groupId, createdAt: now, activityAt: now })),
      skipDuplicates: true,
    });
    const conversations = await tx.conversation.findMany({
      where: { groupId, ownerId: { in: added } },
      select: { id: true, ownerId: true },
    });
    outbox.conversations.push(...conversations.map((c) => ({ userId: c.ownerId, conversationId: c.id })));
    return added;
  }

  return {
    async create<Q extends Prisma.GroupDefaultArgs>(
      viewer: Actor,
      input: { name: string; memberIds?: string[] | null },
      query?: Q,
    ) {
      const ids = (input.memberIds ?? []).filter((id) => id.toLowerCase() !== viewer.uuid);
      if (new Set(ids).size + 1 > MAX_GROUP_MEMBERS)
        throw badInput(`a group has at most ${MAX_GROUP_MEMBERS} members`, 'memberIds');
      const outbox = newOutbox();
      const group = await prisma.$transaction(async (tx) => {
        const members = await people(tx, ids, 'memberIds');
        const created = await tx.group.create({
          data: { name: input.name, createdById: viewer.id, createdAt: clock.now() },
          select: { id: true },
        });
        await tx.groupMember.create({
          data: { groupId: created.id, userId: viewer.id, isAdmin: true, joinedAt: clock.now() },
        });
        const own = await tx.conversation.create({
          data: { ownerId: viewer.id, groupId: created.id, createdAt: clock.now(), activityAt: clock.now() },
          select: { id: true },
        });
        outbox.conversations.push({ userId: viewer.id, conversationId: own.id });
        await join(
          tx,
          created.id,
          members.map((m) => m.id),
          outbox,
        );
        await record(tx, outbox);
        return created;
      });
      return prisma.group.findUniqueOrThrow({ ...query, where: { id: group.id } });
    },

    async get<Q extends Prisma.GroupDefaultArgs>(viewer: Actor, groupId: string, query?: Q) {
      await membership(prisma, viewer, groupId, false);
      return prisma.group.findUniqueOrThrow({ ...query, where: { id: groupId } }).catch(gone);
    },

    /** The groups the viewer is a member of, newest first. */
    list<Q extends Prisma.GroupDefaultArgs>(viewer: Actor, query?: Q) {
      return prisma.group.findMany({
        ...query,
        where: { members: { some: { userId: viewer.id } } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
    },

    async addMembers<Q extends Prisma.GroupDefaultArgs>(viewer: Actor, groupId: string, userIds: string[], query?: Q) {
      if (userIds.length === 0) throw badInput('userIds must name at least one user', 'userIds');
      const outbox = newOutbox();
      await prisma.$transaction(async (tx) => {
        await membership(tx, viewer, groupId, true);
        const users = await people(tx, userIds, 'userIds');
        await join(
          tx,
          groupId,
          users.map((u) => u.id),
          outbox,
        );
        await record(tx, outbox);
      });
      return prisma.group.findUniqueOrThrow({ ...query, where: { id: groupId } }).catch(gone);
    },

    async removeMember<Q extends Prisma.GroupDefaultArgs>(viewer: Actor, groupId: string, userId: string, query?: Q) {
      if (userId.toLowerCase() === viewer.uuid) throw badInput('to leave a group use leaveGroup', 'userId');
      const outbox = newOutbox();
      await prisma.$transaction(async (tx) => {
        await membership(tx, viewer, groupId, true);
        const user = await tx.user.findUnique({ where: { uuid: userId }, select: { id: true } });
        const { count } = user
          ? await tx.groupMember.deleteMany({ where: { groupId, userId: user.id } })
          : { count: 0 };
        if (!user || count === 0) throw notFound('group member', 'userId');
        const theirs = await tx.conversation.findUnique({
          where: { ownerId_groupId: { ownerId: user.id, groupId } },
          select: { id: true },
        });
        if (theirs) outbox.conversations.push({ userId: user.id, conversationId: theirs.id });
        await record(tx, outbox);
      });
      return prisma.group.findUniqueOrThrow({ ...query, where: { id: groupId } }).catch(gone);
    },

    /**
     * Leaves a group and answers it as the viewer now sees it (no longer a member). The last
     * admin to leave hands the role to the longest-standing member.
     */
    async leave<Q extends Prisma.GroupDefaultArgs>(viewer: Actor, groupId: string, query?: Q) {
      const outbox = newOutbox();
      await prisma.$transaction(async (tx) => {
        await membership(tx, viewer, groupId, false);
        await tx.groupMember.delete({ where: { groupId_userId: { groupId, userId: viewer.id } } });
        if ((await tx.groupMember.count({ where: { groupId, isAdmin: true } })) === 0) {
          const next = await tx.groupMember.findFirst({
            where: { groupId },
            orderBy: [{ joinedAt: 'asc' }, { userId: 'asc' }],
          });
          if (next)
            await tx.groupMember.update({
              where: { groupId_userId: { groupId, userId: next.userId } },
              data: { isAdmin: true },
            });
        }
        const mine = await tx.conversation.findUnique({
          where: { ownerId_groupId: { ownerId: viewer.id, groupId } },
          select: { id: true },
        });
        if (mine) outbox.conversations.push({ userId: viewer.id, conversationId: mine.id });
        await record(tx, outbox);
      });
      return prisma.group.findUniqueOrThrow({ ...query, where: { id: groupId } }).catch(gone);
    },
  };
}
