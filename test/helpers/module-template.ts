import { openDatabase } from '../../src/db/client.js';
import { createTestDatabase } from '../db/pg-helpers.js';

// Run as its own process by test/module-setup.ts (`node --import tsx test/helpers/module-template.ts
// <dataDir>`): makes the module tier's template, a migrated database and nothing else (no chain,
// no contracts), and prints it as one JSON line. A process of its own because Prisma's schema
// engine, which applies the migrations, crashed vitest's main process when it ran there beside
// the product tier's global set-up. With TEST_DATABASE_URL the template is a new PostgreSQL
// database (each file then copies it with CREATE DATABASE … TEMPLATE), else `<dataDir>/pglite`.

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: module-template.ts <dataDir>');
const pg = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
const db = await openDatabase({ databaseUrl: pg?.url, dataDir });
// Closed: PostgreSQL copies a template only while nobody is connected to it.
await db.close();
process.stdout.write(`${JSON.stringify({ dataDir, database: pg?.name })}\n`);
