// @financial-account-service/client: the official client of the Financial Account Service.
// README.md in this package says how to use it.
export {
  ClientError,
  type Client,
  type ClientOptions,
  createClient,
  type Message,
  type RefreshedTokens,
  PayloadFailure,
  success,
  type SubscriptionHandlers,
} from './client.js';
export * from './chat.js';
export * from './money.js';
export * from './operations.js';
export type * from './gql/graphql.js';
