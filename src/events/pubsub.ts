import type { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { type Bus, createBus, localTransport, type Transport } from './bus.js';

// The typed event catalogue; topics that carry a user id are delivered only to subscriptions of
// that user. Two buses behind one API (docs/events.md "The live bus"):
// - OUTBOX_TOPICS (messageAdded, conversationUpdated, stablecoinTransactionUpdated, paymentUpdated)
//   are fed from the outbox: each instance tails the "Event" table itself (src/events/tail.ts) and
//   publishes them in this process only, so they need neither Redis nor the writer's instance.
// - Ephemeral and control topics (typing, presence, authRevoked, railWake)
//   are published by the services after commit on the shared bus: in memory without Redis,
//   through Redis (every instance) with it. Payloads are plain JSON so they can cross instances.
/** A member typing (or not) in a conversation; ephemeral, never stored (docs/chat.md "Typing"). */
export interface TypingPayload {
  /** The receiver's own conversation. */
  conversationId: string;
  /** Who types (user_id) and their usertag. */
  userId: string;
  username: string | null;
  typing: boolean;
  /** When a typing: true lapses without renewal; null for typing: false. */
  expiresAt: string | null;
  /** A typing: false made by the receiving side because no renewal came. */
  expired: boolean;
}

/** A provider's verified callback: check this rail operation now (src/money/rails/wake.ts). A hint, never the truth. */
export interface RailWake {
  operationId: number;
  /** The operation's uuid: our reference at the provider. */
  reference: string;
  provider: string;
  kind: 'COLLECTION' | 'PAYOUT';
  /** The state the callback claims (a hint only). */
  hintedState: string;
}

export type EventCatalogue = {
  /** Sign-out (every token of the account) or, with tokenHash, one token. */
  authRevoked: [payload: { userId: number; tokenHash?: string }];
  messageAdded: [userId: number, payload: { messageId: string; conversationId: string }];
  /** messageId: a message of the conversation changed (edit, delete for everyone); removedMessageId: a copy deleted for its owner. */
  conversationUpdated: [
    userId: number,
    payload: { conversationId: string; messageId?: string; removedMessageId?: string },
  ];
  typingUpdated: [userId: number, payload: TypingPayload];
  /** To a watcher: these users' presence changed (internal ids; batched, docs/chat.md "Presence"). */
  presenceUpdated: [userId: number, payload: { userIds: number[] }];
  stablecoinTransactionUpdated: [
    userId: number,
    payload: {
      transactionId: number;
      status: 'PENDING' | 'SUBMITTED' | 'CONFIRMED' | 'FAILED' | 'REORGED' | 'AWAITING_DEPOSIT' | 'PAYING_OUT';
    },
  ];
  /** To the sender and to the recipient of a payment. */
  paymentUpdated: [
    userId: number,
    payload: { paymentId: number; status: 'PENDING' | 'SUBMITTED' | 'CONFIRMED' | 'FAILED' },
  ];
  /** Between instances: a provider's callback was verified (src/money/rails/wake.ts). */
  railWake: [wake: RailWake];
};

const OUTBOX = ['messageAdded', 'conversationUpdated', 'stablecoinTransactionUpdated', 'paymentUpdated'] as const;
/** A topic fed from the outbox by each instance's tail (src/events/tail.ts), never through Redis. */
export type OutboxTopic = (typeof OUTBOX)[number];
export const OUTBOX_TOPICS = new Set<keyof EventCatalogue>(OUTBOX);

export type Events = Bus<EventCatalogue>;

/** The catalogue: OUTBOX_TOPICS in this process (published by the outbox tail), the rest on the shared bus. */
export function createEvents(
  redis?: { publish: Redis; subscribe: Redis },
  prefix = 'fas:',
  logger?: Pick<Logger, 'warn' | 'info'>,
): Events {
  const shared = createBus<EventCatalogue>(redis ? redisTransport(redis, prefix, logger) : localTransport());
  const local = createBus<EventCatalogue>(localTransport());
  const bus = (topic: keyof EventCatalogue) => (OUTBOX_TOPICS.has(topic) ? local : shared);
  return {
    publish: (topic, ...args) => bus(topic).publish(topic, ...args),
    subscribe: (topic, ...id) => bus(topic).subscribe(topic, ...id),
  };
}

/**
 * Through Redis, shared by every instance: each topic a channel named `<prefix><topic>`
 * (REDIS_PREFIX, so deployments sharing one Redis do not hear each other), payloads as JSON.
 *
 * A Redis outage loses what is sent during it (typing, presence, sign-outs, rail wakes: hints
 * every receiver has another way to learn, src/modules/auth/sessions.ts re-reads tokens) and
 * nothing else. A PUBLISH or SUBSCRIBE that fails is logged, once per outage, never thrown: they
 * used to reject with nobody waiting (graphql-yoga's Redis event target), an unhandled rejection
 * that stopped the process at the first sign-out or typing after Redis went down. A channel whose
 * SUBSCRIBE failed is subscribed again when the connection is back (ioredis itself only
 * re-subscribes the channels it had).
 */
function redisTransport(
  redis: { publish: Redis; subscribe: Redis },
  prefix: string,
  logger?: Pick<Logger, 'warn' | 'info'>,
): Transport {
  let failing = false;
  const failed = (what: string) => (error: unknown) => {
    if (failing) return;
    failing = true;
    logger?.warn(
      { err: error },
      `redis ${what} failed: shared events (typing, presence, sign-outs) are not crossing instances`,
    );
  };
  const subscribe = (channel: string) => void redis.subscribe.subscribe(channel).catch(failed('subscribe'));
  // This process's listeners, by channel: a channel's first listener subscribes it, its last unsubscribes.
  const channels = localTransport({
    opened: subscribe,
    closed: (channel) => void redis.subscribe.unsubscribe(channel).catch(() => {}), // gone with the connection anyway
  });
  redis.subscribe.on('ready', () => {
    if (failing) logger?.info({}, 'redis is back: shared events cross instances again');
    failing = false;
    for (const channel of channels.topics()) subscribe(channel);
  });
  redis.subscribe.on('message', (channel: string, message: string) => {
    let payload: unknown;
    try {
      payload = message === '' ? null : JSON.parse(message);
    } catch (error) {
      logger?.warn({ err: error, channel }, 'redis: a message that is not JSON was ignored');
      return;
    }
    channels.send(channel, payload);
  });
  return {
    send(topic, payload) {
      void redis.publish.publish(prefix + topic, JSON.stringify(payload ?? null)).catch(failed('publish'));
    },
    listen: (topic, deliver) => channels.listen(prefix + topic, deliver),
  };
}
