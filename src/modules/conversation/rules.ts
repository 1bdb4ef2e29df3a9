import { z } from 'zod';

// Rules of the conversation area that the spec leaves open (docs/conversations.md).

/** Page sizes: REST `limit` defaults to 10 (spec 8); GraphQL `first`/`last` default likewise. */
export const DEFAULT_CONVERSATION_PAGE = 10;
export const DEFAULT_MESSAGE_PAGE = 20;
export const MAX_PAGE = 100;

export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_GROUP_MEMBERS = 256;
/** Distinct reactions one user may put on one message. */
export const MAX_REACTIONS_PER_USER = 20;

export const messageRule = z
  .string()
  .trim()
  .min(1, 'text must not be empty')
  .max(MAX_MESSAGE_LENGTH, `text must be at most ${MAX_MESSAGE_LENGTH} characters`);

export const groupNameRule = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(100, 'name must be at most 100 characters');

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** One emoji: a single grapheme that is pictographic, a flag or a keycap (👍, 👍🏽, 👨‍👩‍👧, 🇬🇭, 1️⃣). */
export const emojiRule = z
  .string()
  .trim()
  .refine(
    (v) =>
      v.length <= 32 &&
      [...segmenter.segment(v)].length === 1 &&
      /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u.test(v),
    'emoji must be a single emoji',
  );
