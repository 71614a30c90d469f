# One image recipe for every Node service of the platform; each compose service picks its target.
# TypeScript runs through tsx (no separate build step), the portal is built with Vite and served by nginx.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV CHECKPOINT_DISABLE=1 AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE=1
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/infra/package.json packages/infra/
COPY packages/ingest/package.json packages/ingest/
COPY packages/time/package.json packages/time/
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
COPY simulator/package.json simulator/
COPY prisma prisma
COPY prisma.config.ts ./
COPY packages/db/src/pg.ts packages/db/src/pg.ts
RUN npm ci --no-audit --no-fund

FROM deps AS source
COPY . .
RUN npx prisma generate
# Under compose, exports the secrets the `secrets` job generated (a volume at /run/care-secrets) before the command;
# without that volume it only runs the command.
ENTRYPOINT ["/bin/sh", "/app/docker/with-secrets.sh"]

FROM source AS api
EXPOSE 4000
CMD ["npx", "tsx", "apps/api/src/server.ts"]

FROM source AS worker
CMD ["npx", "tsx", "apps/worker/src/main.ts"]

FROM source AS simulator
CMD ["npx", "tsx", "simulator/src/cli.ts", "live"]

# One-shot: migrate, then load the demo data only when SEED_DEMO=true (prisma/seed/index.ts skips it otherwise; the
# seed is idempotent: a second run inserts nothing).
FROM source AS migrate
CMD ["sh", "-c", "npx prisma migrate deploy && npx tsx prisma/seed/index.ts"]

FROM source AS web-build
RUN npx vite build --config apps/web/vite.config.ts apps/web

FROM nginx:1.28-alpine AS web
# A template: the image's entrypoint writes /etc/nginx/conf.d/default.conf from it at start, substituting only the
# realtime host and port the CSP names (nginx's own $variables stay as they are).
ENV NGINX_ENVSUBST_FILTER=^SOKETI_PUBLIC_
COPY docker/nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=web-build /app/apps/web/dist /usr/share/nginx/html
EXPOSE 80
