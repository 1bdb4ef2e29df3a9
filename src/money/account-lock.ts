import { Prisma } from '../generated/prisma/client.js';

// A user's money requests that take from their balance (withdrawals, payments) are weighed one
// at a time, under one lock per account rather than per wallet: what every wallet of the user has
// open, and the account's limits (the daily payment total), are then read after every earlier
// request of theirs committed, so racing requests from two wallets cannot both pass a limit.
// A transaction-scoped advisory lock: it ends with the transaction, and it does not block the
// user's other writes (messages, profile) the way a lock on the User row would.

const MONEY_LOCK = 727074; // int4 pair (MONEY_LOCK, user id); src/modules/wallet/service.ts uses 727073

/** The statement that takes the account's money lock for the rest of the transaction. */
export const accountMoneyLock = (userId: number) =>
  Prisma.sql`SELECT pg_advisory_xact_lock(${MONEY_LOCK}::int, ${userId}::int)`;
