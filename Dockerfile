# syntax=docker/dockerfile:1.7
# One image per Warden workspace, from one pattern:
#   docker build --build-arg SERVICE=gateway -t ghcr.io/warden/gateway:0.1.0 .
#   (SERVICE = gateway | engine | groups-config | journal-analytics | webhook-dispatcher | bot)
#   docker build --build-arg SERVICE=cli --build-arg WORKSPACE=packages/cli -t ghcr.io/warden/cli:0.1.0 .
# The runtime image holds the compiled workspace, the compiled workspaces it depends on and their
# production dependencies only; it runs as uid 10001 and writes nothing outside /tmp, so it runs
# with readOnlyRootFilesystem. tini is PID 1 and forwards SIGTERM to node, which drains (onShutdown).
#
# The base is pinned to the exact Node release the project is tested with (20.20.2, Debian 12
# bookworm, slim). Pin the digest too in your registry mirror: `docker buildx imagetools inspect
# node:20.20.2-bookworm-slim` prints it; it is not written here because it could not be verified
# from the build machine.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim
ARG NPM_VERSION=11.19.1

# ── build: every dependency, then turbo builds the workspace and what it depends on ──
FROM ${NODE_IMAGE} AS build
ARG SERVICE
ARG WORKSPACE=services/${SERVICE}
ARG NPM_VERSION
ENV TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
RUN test -n "${SERVICE}" || (echo "--build-arg SERVICE=<service> is required" >&2; exit 1) \
 && npm install -g "npm@${NPM_VERSION}"
WORKDIR /src
COPY . .
RUN test -f "${WORKSPACE}/package.json" || (echo "no workspace at ${WORKSPACE}" >&2; exit 1) \
 && npm ci --no-audit --no-fund \
 && npx --no-install turbo run build --filter="./${WORKSPACE}..." --output-logs=errors-only
# The manifests alone (for the production install below) and the compiled workspaces: package.json,
# dist/, migrations/ and data files, without sources, tests, source maps or TS configs.
RUN mkdir -p /manifests /out \
 && find . -name package.json -not -path "*/node_modules/*" -print0 | tar --null -cf - -T - package-lock.json .npmrc | tar -xf - -C /manifests \
 && for d in packages/* services/*; do \
      if [ -d "$d/dist" ]; then \
        tar -cf - --exclude="$d/src" --exclude="$d/test" --exclude="$d/scripts" --exclude="$d/web" --exclude="$d/node_modules" \
          --exclude="*.map" --exclude="*.tsbuildinfo" --exclude="$d/tsconfig*.json" "$d" | tar -xf - -C /out; \
      fi; \
    done \
 && mkdir -p /out/scripts /out/config \
 && cp scripts/create-topics.mjs scripts/replay-dead-letters.mjs /out/scripts/ && cp config/kafka-topics.json /out/config/

# ── deps: production dependencies of the one workspace (and its workspace dependencies) ──
FROM ${NODE_IMAGE} AS deps
ARG SERVICE
ARG WORKSPACE=services/${SERVICE}
ARG NPM_VERSION
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
RUN npm install -g "npm@${NPM_VERSION}"
WORKDIR /app
COPY --from=build /manifests/ ./
RUN npm ci --omit=dev --workspace="${WORKSPACE}" --include-workspace-root=false --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force

# ── runtime ──
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ARG WORKSPACE=services/${SERVICE}
ARG VERSION=0.1.0
ARG REVISION=unknown
ARG CREATED=unknown
LABEL org.opencontainers.image.title="warden-${SERVICE}" \
      org.opencontainers.image.description="Warden ${SERVICE}: spam protection for Telegram group chats" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.source="https://github.com/warden/warden" \
      org.opencontainers.image.licenses="UNLICENSED" \
      org.opencontainers.image.base.name="docker.io/library/node:20.20.2-bookworm-slim"
# The bot's image also holds Debian's English and Russian traineddata for OCR (BOT_OCR_LANG_PATH).
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && if [ "${SERVICE}" = bot ]; then apt-get install -y --no-install-recommends tesseract-ocr-eng tesseract-ocr-rus; fi \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 warden \
 && useradd --system --uid 10001 --gid warden --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin warden
ENV NODE_ENV=production \
    npm_config_cache=/tmp/.npm
WORKDIR /app
COPY --from=deps --chown=root:root /app/ ./
COPY --from=build --chown=root:root /out/ ./
WORKDIR /app/${WORKSPACE}
USER 10001:10001
EXPOSE 8080 50051 50052 50053 50054 50055
ENTRYPOINT ["/usr/bin/tini", "--", "node"]
CMD ["dist/main.js"]
