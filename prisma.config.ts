import { defineConfig } from 'prisma/config';

// Prisma 7 reads its settings from here. The connection URL is only needed by the Prisma CLI's
// migrate commands; the service applies migrations itself (src/db/migrate.ts).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
