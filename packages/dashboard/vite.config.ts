import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

// Built by `npm install` (the root's postinstall) into dist/, served by the service at /app/
// (src/http/dashboard-routes.ts). The client library is taken from its TypeScript source, so it
// needs no build of its own first.
export default defineConfig({
  base: '/app/',
  plugins: [preact()],
  resolve: {
    alias: {
      '@financial-account-service/client': fileURLToPath(new URL('../client/src/index.ts', import.meta.url)),
    },
    dedupe: ['graphql'],
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  logLevel: 'warn',
});
