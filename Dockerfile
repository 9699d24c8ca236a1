# syntax=docker/dockerfile:1
# The studio website: one stateless Node container in front of the studio's PHP API.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# better-sqlite3 (embedded studio API) builds from source when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS prod-deps
RUN npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
# Give the public origin at run time (-e SITE_URL=https://aniwa.studio): canonical URLs, the sitemap,
# robots.txt, the blog feed and link previews use it; unset, they use each request's own origin.
# Production refuses unsafe defaults at start (docs/decisions/006): with STUDIO_API_URL it needs
# STUDIO_API_TOKEN, ANALYTICS_API_TOKEN and SESSION_SECRET; without it (the embedded API)
# ADMIN_EMAIL and ADMIN_PASSWORD (12+ characters), or DEMO=1 for a public demo. Set TRUST_PROXY
# to the number of proxies in front (docs/decisions/005); 0: the TCP peer is the client.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data TRUST_PROXY=0
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --chown=node:node package.json remix.config.js ./
COPY --chown=node:node scripts ./scripts
COPY --chown=node:node server ./server
COPY --chown=node:node studio-api ./studio-api
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The build is part of the image; start never builds (--no-build) and serves it through
# server/serve.mjs (express + @remix-run/express, docs/decisions/005).
CMD ["node", "server/start.mjs", "--no-build"]
