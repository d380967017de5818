# syntax=docker/dockerfile:1
#
# WBN Miami: one image for the whole server (web app, API, account service).
#   docker build -t wbn-miami .
#   docker run --rm -p 3000:3000 -v wbn-data:/app/data wbn-miami          # embedded database, demo data
# With PostgreSQL, Redis, S3 and several instances behind a proxy: deploy/compose.yaml, docs/deploy.md.
#
# Stages: `build` installs every dependency and runs `npm run build` (the web build in
# apps/web/build, the API bundle in apps/api/dist/main.js); `prod-deps` installs the production
# dependencies only; `runtime` puts the two together and runs as the unprivileged `node` user.

# Node 24 LTS, pinned to one release (raise it on purpose, with the CI pass on Node 24 green).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# ---- build ------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
# npm ci needs the package.json of every workspace named in the root package.json.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies ------------------------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# Also fills the workspaces' own node_modules where a version differs from the root's
# (apps/api/node_modules/…), which is why the whole /app of this stage is copied below.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime ----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# A font for the text drawn into the demo pictures (SEED_DEMO=true); nothing else is needed from apt.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# package.json files and node_modules trees of the production install.
COPY --from=prod-deps /app ./
# What apps/api/dist/main.js reads at run time (apps/api/src/lib/paths.ts): apps/api/package.json
# (it finds its folder by it, copied above), the migrations folder and the web build.
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/src/db/migrations ./apps/api/src/db/migrations
# The e-mails' message catalogues, read at start (decision 0091).
COPY --from=build /app/apps/api/src/locales ./apps/api/src/locales
COPY --from=build /app/apps/web/build ./apps/web/build
# DATA_DIR: the embedded database and local files when DATABASE_URL / S3_BUCKET are not set.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `node apps/api/dist/main.js --migrate-only` prepares the database and exits (the compose file's migrate service).
# No --enable-source-maps: Node then keeps the bundle's decoded source map in memory (some 25 MB of
# heap, issue 21); the bundle is not minified, so its stack traces stay readable.
CMD ["node", "apps/api/dist/main.js"]
