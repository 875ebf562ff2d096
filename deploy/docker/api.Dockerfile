# syntax=docker/dockerfile:1
# Build from the repository root (compose.yaml does): docker build -f deploy/docker/api.Dockerfile .
# The "build" and "deploy" stages run the same commands as the production test (deploy/test/production):
# npm run build, then npm run deploy-folder, which installs production dependencies only. The "build" stage
# is the same in every service's Dockerfile, so BuildKit builds the workspace once for all of them.

FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY embedded-mongo/package.json embedded-mongo/
COPY api/package.json api/
COPY static-server/package.json static-server/
COPY webpack-config/package.json webpack-config/
COPY public-site/package.json public-site/
COPY admin-console/package.json admin-console/
COPY shell/package.json shell/
COPY browser-testing/package.json browser-testing/
RUN npm install --no-audit --no-fund
COPY . .
# The commit GET /api/health and the console's "About this build" name (the build context has no .git).
ARG BUILD_COMMIT=
ENV BUILD_COMMIT=$BUILD_COMMIT
RUN npm run build

FROM build AS deploy
RUN npm run deploy-folder -- /app --service api

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 BACKUP_DIR=/var/lib/mwangaza/backups
# Memory (deploy/process-env.json; docs/production.md, Memory): glibc keeps its 128 KiB threshold, so freed large
# buffers (media, query batches) go back to the system; V8 sizes its heap for a small machine, not from its memory.
ENV MALLOC_MMAP_THRESHOLD_=131072 NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=512"
WORKDIR /app
COPY --from=deploy /app /app
# Backups (scheduled, or `node api/dist/backup.js`) go to a folder the unprivileged user may write; a volume
# mounted there (compose.yaml) starts with this owner.
RUN install -d -o node -g node /var/lib/mwangaza/backups
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "deploy/healthcheck.mjs", "/api/health/ready"]
# SIGTERM: requests in flight finish, then it exits (SHUTDOWN_TIMEOUT_MS; compose gives it 20 s).
CMD ["node", "api/dist/server.js"]
