import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ConversationPosition,
  conversationCursor,
  messageCursor,
  parseConversationCursor,
  parseMessageCursor,
} from '../../src/modules/conversation/cursors.js';
import { seeded, testSeed } from '../helpers/random.js';
import { refusal } from '../helpers/refusal.js';

const SEED = testSeed();
const ID = '0b4e7c1a-9f2d-4c3e-8a5b-6d7e8f901234';
const raw = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Newest first, ties by id: the order the conversation list pages in. */
const activityOrder = (a: ConversationPosition, b: ConversationPosition) =>
  b.activityAt.getTime() - a.activityAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('conversation cursors', () => {
  it('round-trips a position: the same time to the millisecond and the same id', () => {
    const position = { activityAt: new Date('2026-11-26T00:15:00.123Z'), id: ID };
    expect(parseConversationCursor(conversationCursor(position), 'after')).toEqual(position);
  });

  it('round-trips the epoch and the latest 15-digit time', () => {
    for (const ms of [0, 1, 999_999_999_999_999]) {
      const parsed = parseConversationCursor(conversationCursor({ activityAt: new Date(ms), id: ID }), 'after');
      expect(parsed.activityAt.getTime()).toBe(ms);
    }
  });

  it('is opaque text safe in a URL (base64url: no +, / or =)', () => {
    for (let i = 0; i < 50; i++) {
      const cursor = conversationCursor({ activityAt: new Date(1_700_000_000_000 + i * 7919), id: randomUUID() });
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });

  it.each([
    ['empty', ''],
    ['not base64 at all', '!!!***'],
    ['plain text', 'hello'],
    ['a message cursor', messageCursor({ seq: 5n })],
    ['no id', raw('c:1700000000000:')],
    ['an id that is not a UUID', raw('c:1700000000000:42')],
    ['an upper-case UUID', raw(`c:1700000000000:${ID.toUpperCase()}`)],
    ['a negative time', raw(`c:-1:${ID}`)],
    ['a fractional time', raw(`c:1.5:${ID}`)],
    ['a 16-digit time', raw(`c:1000000000000000:${ID}`)],
    ['a time that is not a number', raw(`c:NaN:${ID}`)],
    ['the wrong prefix', raw(`m:1700000000000:${ID}`)],
    ['trailing text', raw(`c:1700000000000:${ID}x`)],
    ['a trailing newline', raw(`c:1700000000000:${ID}\n`)],
  ])('refuses %s as BAD_USER_INPUT naming the argument', (_what, cursor) => {
    const error = refusal(() => parseConversationCursor(cursor, 'before'));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('before is not a conversation cursor');
    expect(error.field).toBe('before');
  });

  it(`keeps the activity order: positions sorted, encoded and decoded stay sorted`, () => {
    console.log(`cursors unit seed ${SEED} (replay with TEST_SEED=${SEED})`);
    const random = seeded(SEED);
    const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(random() * 16)]).join('');
    // Few distinct times, so that ties on activity time (broken by id) are common.
    const positions = Array.from({ length: 200 }, () => ({
      activityAt: new Date(1_700_000_000_000 + Math.floor(random() * 5) * 1000),
      id: `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`,
    })).sort(activityOrder);
    const cursors = positions.map(conversationCursor);
    expect(new Set(cursors).size).toBe(new Set(positions.map((p) => `${p.activityAt.getTime()}/${p.id}`)).size);
    const decoded = cursors.map((c) => parseConversationCursor(c, 'after'));
    expect(decoded).toEqual(positions);
    expect([...decoded].sort(activityOrder)).toEqual(decoded);
  });
});

describe('message cursors', () => {
  it.each([0n, 1n, 42n, 2n ** 53n + 1n, 2n ** 63n - 1n, 10n ** 19n - 1n])('round-trips seq %s exactly', (seq) => {
    expect(parseMessageCursor(messageCursor({ seq }), 'after')).toBe(seq);
  });

  it('keeps the seq order for sequence numbers past 2^53 (no float)', () => {
    const seqs = [2n ** 53n, 2n ** 53n + 1n, 2n ** 53n + 2n];
    const decoded = seqs.map((seq) => parseMessageCursor(messageCursor({ seq }), 'after'));
    expect(decoded).toEqual(seqs);
    expect(new Set(seqs.map((seq) => messageCursor({ seq }))).size).toBe(3);
  });

  it.each([
    ['empty', ''],
    ['a conversation cursor', conversationCursor({ activityAt: new Date(0), id: ID })],
    ['a negative seq', raw('m:-1')],
    ['a 20-digit seq', raw('m:10000000000000000000')],
    ['no seq', raw('m:')],
    ['a hex seq', raw('m:0x10')],
    ['a seq with a space', raw('m: 1')],
    ['a bare number', raw('5')],
  ])('refuses %s as BAD_USER_INPUT naming the argument', (_what, cursor) => {
    const error = refusal(() => parseMessageCursor(cursor, 'after'));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('after is not a message cursor');
    expect(error.field).toBe('after');
  });
});
