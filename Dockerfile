# AlohaBot: a production image (multi-stage, runs as the unprivileged `node` user).
# Not built on the machine this was written on (no Docker there); see docs/deploy.md.

# 1. Build the client and the server bundle with every dependency.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The runtime: the bundle, the built client, production node_modules and the data files the
#    server reads at run time (migrations, seed places, concierge knowledge).
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/src/server/db/migrations ./src/server/db/migrations
COPY --from=build --chown=node:node /app/src/server/db/seed/places ./src/server/db/seed/places
COPY --from=build --chown=node:node /app/src/server/features/concierge/data ./src/server/features/concierge/data
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Readiness: the database answers and the instance is not draining.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly (not npm) so SIGTERM reaches the server and it drains in-flight requests.
CMD ["node", "dist/server/index.js"]
