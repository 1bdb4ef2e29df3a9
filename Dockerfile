# The Financial Account Service as a container image: the compiled build (node dist/main.js, no
# TypeScript loader), run as the unprivileged `node` user, with a health check on /readyz.
# Operators run it with DATABASE_URL, REDIS_URL, CHAIN_RPC_URL, CHAIN_OPERATOR_KEY, ENCRYPTION_KEY
# and WALLET_SECRET (docs/production.md#14-packaging); deploy/ has a compose file and a Kubernetes
# example. scripts/docker-build-steps.sh runs this file's build stage (its RUN lines, in order) as
# a shell script on a clean copy of the repository, which CI can do without a container runtime.

# --- build: install, generate the Prisma client, build the dashboard, the client library and dist/
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN chown node:node /app
USER node
COPY --chown=node:node . .
RUN npm ci --no-audit --no-fund
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund

# --- runtime: what `node dist/main.js` reads, nothing else
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/var/lib/fas
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/packages/dashboard/dist ./packages/dashboard/dist
RUN mkdir -p /var/lib/fas && chown node:node /var/lib/fas
USER node
EXPOSE 4000
# 503 while starting or stopping, 200 when the database, the chain and Redis answer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node directly (not npm): SIGTERM from the runtime reaches the service, which drains and exits 0.
CMD ["node", "--enable-source-maps", "dist/main.js"]
