import { badInput } from '../../kernel/errors.js';

// Connection cursors are opaque to clients (base64url), but they are positions, not row
// lookups: a conversation cursor is (activity time, id) and a message cursor is the message's
// monotonic `seq`. Paging from a position never skips or repeats a row, even when the row the
// cursor came from has since moved or been deleted.

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

/** Where a conversation sits in the activity order (newest first, ties by id). */
export interface ConversationPosition {
  activityAt: Date;
  id: string;
}

export const conversationCursor = (c: ConversationPosition) => encode(`c:${c.activityAt.getTime()}:${c.id}`);

export function parseConversationCursor(cursor: string, field: string): ConversationPosition {
  const match = decode(cursor).match(/^c:(\d{1,15}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/);
  if (!match) throw badInput(`${field} is not a conversation cursor`, field);
  return { activityAt: new Date(Number(match[1])), id: match[2] };
}

export const messageCursor = (m: { seq: bigint }) => encode(`m:${m.seq}`);

export function parseMessageCursor(cursor: string, field: string): bigint {
  const match = decode(cursor).match(/^m:(\d{1,19})$/);
  if (!match) throw badInput(`${field} is not a message cursor`, field);
  return BigInt(match[1]);
}
