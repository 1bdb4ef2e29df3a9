import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { Redis } from 'ioredis';

// The typed event catalogue. Services publish after their transaction commits; topics that
// carry a user id are delivered only to subscriptions of that user. Payloads are plain JSON so
// they can cross instances through Redis.
export type EventCatalogue = {
  authRevoked: [payload: { userId: number }];
  messageAdded: [userId: number, payload: { messageId: string; conversationId: string }];
  conversationUpdated: [userId: number, payload: { conversationId: string }];
  stablecoinTransactionUpdated: [userId: number, payload: { transactionId: number }];
};

export type Events = PubSub<EventCatalogue>;

/** In-memory without Redis; through Redis (shared by every instance) when clients are given. */
export function createEvents(redis?: { publish: Redis; subscribe: Redis }): Events {
  if (!redis) return createPubSub<EventCatalogue>();
  return createPubSub<EventCatalogue>({
    eventTarget: createRedisEventTarget({ publishClient: redis.publish, subscribeClient: redis.subscribe }),
  });
}
