/**
 * argon2id at its cheapest for the test services (test/helpers/service.ts, test/helpers/modules.ts
 * and, under NODE_ENV=test, the child processes of test/helpers/instance.ts): the suite signs up
 * thousands of accounts, and at OWASP's minimum each costs two hashes of ~50 ms of CPU (a third of
 * the module tier's CPU went to them). Allowed under NODE_ENV=test only (src/config.ts); a test's
 * own env may set the production cost again.
 */
export const CHEAP_PASSWORD_HASHING = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' };
