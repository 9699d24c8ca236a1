# syntax=docker/dockerfile:1
# The studio website: one stateless Node container in front of the studio's PHP API.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# better-sqlite3 (embedded studio API) builds from source when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Exactly the lock file's versions: npm ci stops when package.json and the lock disagree.
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The site, then the processes that run it as plain JavaScript (server/bundle.ts: build/start.mjs,
# serve.mjs, studio-api.mjs), so no process of a running container loads tsx or its esbuild service.
RUN npm run build && node --import tsx server/bundle.ts

FROM deps AS prod-deps
# Production dependencies only. typescript (23 MB) is an optional peer of @remix-run/* that npm
# keeps as "devOptional"; nothing loads it at run time. better-sqlite3 keeps its compiled addon
# only, not the 28 MB of objects, static library and SQLite sources its build leaves.
RUN npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
  && cd node_modules/better-sqlite3 \
  && mv build/Release/better_sqlite3.node . && rm -rf build deps src \
  && mkdir -p build/Release && mv better_sqlite3.node build/Release/

FROM ${NODE_IMAGE} AS runtime
# Give the public origin at run time (-e SITE_URL=https://aniwa.studio): canonical URLs, the sitemap,
# robots.txt, the blog feed and link previews use it; unset, they use each request's own origin.
# Production refuses unsafe defaults at start (docs/decisions/006): with STUDIO_API_URL it needs
# STUDIO_API_TOKEN, ANALYTICS_API_TOKEN and SESSION_SECRET; without it (the embedded API)
# ADMIN_EMAIL and ADMIN_PASSWORD (12+ characters), or DEMO=1 for a public demo. TRUST_PROXY is
# the operator's to give (the number of proxies in front, 0 for none; docs/decisions/005).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# The embedded API's data and the site's lead outbox: volumes owned by node, private to it (a bind
# mount must be chown 1000:1000). /data/outbox exists so a volume mounted there (compose.yaml shares
# one between the replicas) starts owned by node too.
RUN mkdir -p /data/outbox && chown -R node:node /data && chmod 700 /data /data/outbox
# The code belongs to root: the process (user node) reads it and cannot rewrite it.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY package.json remix.config.js ./
# The one configuration schema (config/env.ts), read by the server, the build and the embedded API.
COPY config ./config
# Operator tools only (`npm run admin:reset-2fa`); nothing of a start reads scripts/. server/ and
# studio-api/ for `npm start` and `npm run backup` by hand (tsx), and the API's migrations and seed.
COPY scripts ./scripts
COPY server ./server
COPY studio-api ./studio-api
# No VOLUME line: a run without a mount would leave an anonymous volume behind on every start
# (compose.yaml and the README mount a named one at /data).
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The build is part of the image; start never builds (--no-build) and serves it through
# server/serve.ts (express + @remix-run/express, docs/decisions/005). It is `npm start` bundled
# (server/start.ts as build/start.mjs): the supervisor, the site and the embedded API run as plain
# JavaScript, without tsx's loader and its esbuild service in each, which left the site's heap too
# little of a 200 MB limit (docs/deploy.md, "Memory"). SHUTDOWN_TIMEOUT_S (8 s by default) drains
# inside docker stop's 10 s.
CMD ["node", "build/start.mjs", "--no-build"]
