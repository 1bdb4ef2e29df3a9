import type { Prisma } from '../../generated/prisma/client.js';

/**
 * Unread: a copy in the owner's conversation, written by someone else (`incoming`), not read yet.
 * It names no viewer, so a selection counting it is the same for every viewer and the live reads
 * (live-reads.ts) count it for many viewers in one statement.
 */
export const UNREAD = { readAt: null, incoming: true } as const satisfies Prisma.MessageWhereInput;

/** Unread and mentioning the copy's owner (`mentioned`): as UNREAD, the same for every viewer. */
export const UNREAD_MENTION = { ...UNREAD, mentioned: true } as const satisfies Prisma.MessageWhereInput;
