#!/usr/bin/env bash
# The local stack: one Debian/Ubuntu machine, real PostgreSQL, Redis and the Kafka-protocol mock
# cluster. Starts only what is not running, records what it started, and stops only that.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUN="$ROOT/.run"
LOGS="$RUN/logs"
mkdir -p "$RUN" "$LOGS"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

PG_HOST=127.0.0.1 PG_PORT=${PGPORT:-5432}
DATABASE_URL=${DATABASE_URL:-postgres://warden:warden@127.0.0.1:${PG_PORT}/warden}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
export DATABASE_URL REDIS_URL

log() { printf '\033[1;34m==>\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31merror:\033[0m %s\n' "$*" >&2; exit 1; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else die "need root for: $*"; fi; }

deps() {
  command -v node >/dev/null || die "Node.js 20.19+ or 22+ is required (https://nodejs.org)"
  # package.json's engines: >=20.19 <21 || >=22
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit((a === 20 && b >= 19) || a >= 22 ? 0 : 1)' ||
    die "Node.js 20.19+ or 22+ is required (found $(node --version))"
  local missing=()
  command -v pg_ctlcluster >/dev/null || missing+=(postgresql)
  command -v psql >/dev/null || missing+=(postgresql-client)
  command -v redis-server >/dev/null || missing+=(redis-server)
  [ -f /usr/include/librdkafka/rdkafka_mock.h ] || missing+=(librdkafka-dev)
  command -v pkg-config >/dev/null || missing+=(pkg-config)
  command -v cc >/dev/null || missing+=(gcc libc6-dev)
  command -v make >/dev/null || missing+=(make)
  command -v curl >/dev/null || missing+=(curl)
  command -v unzip >/dev/null || missing+=(unzip)
  # examples/python/check.py runs in the e2e tests (standard library only).
  command -v python3 >/dev/null || missing+=(python3)
  # The rendered API reference and the dashboard are tested in a real browser (playwright-core drives Debian's Chromium).
  command -v chromium >/dev/null || missing+=(chromium)
  # The bot reads text in photos with tesseract.js and Debian's traineddata, read from disk (never downloaded).
  [ -f /usr/share/tesseract-ocr/5/tessdata/eng.traineddata ] || missing+=(tesseract-ocr-eng)
  [ -f /usr/share/tesseract-ocr/5/tessdata/rus.traineddata ] || missing+=(tesseract-ocr-rus)
  if [ ${#missing[@]} -gt 0 ]; then
    command -v apt-get >/dev/null || die "missing ${missing[*]} and no apt-get: install them by hand"
    log "installing OS packages: ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

build() {
  if [ ! -d "$ROOT/node_modules" ] || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
    log "installing npm dependencies (npm ci)"
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
  fi
  log "building the Kafka mock launcher"
  make -s -C "$ROOT/tools/kafka-mock"
  log "building every package (turbo: generate -> build)"
  (cd "$ROOT" && npx --no-install turbo run build --output-logs=errors-only --log-prefix=none)
}

pg_version() { ls /usr/lib/postgresql 2>/dev/null | sort -V | tail -n1; }

start_postgres() {
  if pg_isready -q -h "$PG_HOST" -p "$PG_PORT" 2>/dev/null; then
    log "PostgreSQL already running on $PG_PORT: using it"
  else
    local v; v=$(pg_version); [ -n "$v" ] || die "PostgreSQL is not installed"
    if ! pg_lsclusters -h 2>/dev/null | awk '{print $1" "$2}' | grep -q "^$v main$"; then
      log "creating PostgreSQL $v cluster"
      as_root pg_createcluster "$v" main --port "$PG_PORT" >/dev/null
    fi
    log "starting PostgreSQL $v"
    # Daemons must not inherit our stdout: a CI runner would wait for them to close it.
    as_root pg_ctlcluster "$v" main start </dev/null >>"$LOGS/postgres-start.log" 2>&1 \
      || { cat "$LOGS/postgres-start.log" >&2; die "PostgreSQL did not start"; }
    echo "$v" > "$RUN/postgres.started"
    for _ in $(seq 1 50); do pg_isready -q -h "$PG_HOST" -p "$PG_PORT" && break; sleep 0.2; done
    pg_isready -q -h "$PG_HOST" -p "$PG_PORT" || die "PostgreSQL did not become ready"
  fi
  # Role and database of the local stack (CREATEDB: every test file gets its own database).
  local psql_admin=(psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qtA)
  if [ "$(id -u)" = 0 ] && id postgres >/dev/null 2>&1; then psql_admin=(runuser -u postgres -- psql -p "$PG_PORT" -d postgres -v ON_ERROR_STOP=1 -qtA); fi
  if ! "${psql_admin[@]}" -c "SELECT 1 FROM pg_roles WHERE rolname = 'warden'" | grep -q 1; then
    "${psql_admin[@]}" -c "CREATE ROLE warden LOGIN PASSWORD 'warden' CREATEDB"
  fi
  if ! "${psql_admin[@]}" -c "SELECT 1 FROM pg_database WHERE datname = 'warden'" | grep -q 1; then
    "${psql_admin[@]}" -c "CREATE DATABASE warden OWNER warden"
  fi
}

start_redis() {
  if redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; then
    log "Redis already running on 6379: using it"
    return
  fi
  log "starting Redis on 127.0.0.1:6379"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no \
    --pidfile "$RUN/redis.pid" --logfile "$LOGS/redis.log" </dev/null >/dev/null 2>&1
  touch "$RUN/redis.started"
  for _ in $(seq 1 50); do redis-cli ping 2>/dev/null | grep -q PONG && return; sleep 0.1; done
  die "Redis did not become ready"
}

infra() { start_postgres; start_redis; }

start_kafka() {
  if [ -f "$RUN/kafka-mock.pid" ] && kill -0 "$(cat "$RUN/kafka-mock.pid")" 2>/dev/null; then
    log "Kafka mock cluster already running"
  else
    rm -f "$RUN/kafka-brokers"
    log "starting the Kafka-protocol mock cluster"
    nohup node "$ROOT/scripts/kafka-mock.mjs" "$RUN/kafka-brokers" </dev/null >>"$LOGS/kafka-mock.log" 2>&1 &
    echo $! > "$RUN/kafka-mock.pid"
    for _ in $(seq 1 100); do [ -s "$RUN/kafka-brokers" ] && break; sleep 0.1; done
    [ -s "$RUN/kafka-brokers" ] || die "Kafka mock cluster did not start (see $LOGS/kafka-mock.log)"
  fi
  KAFKA_BROKERS=$(cat "$RUN/kafka-brokers"); export KAFKA_BROKERS
}

# name port entrypoint
SERVICES=(
  "groups-config 50052"
  "engine 50051"
  "journal-analytics 50053"
  "webhook-dispatcher 50054"
  "gateway 8080"
  "bot 50055"
)

# The operator token of the local stack (ADMIN_TOKEN of the gateway's admin surface and of
# groups-config's admin RPCs): generated once into .run/admin-token (mode 600), where the `warden`
# CLI finds it; exported, never put on a command line.
admin_token() {
  local f="$RUN/admin-token"
  if [ ! -s "$f" ]; then
    (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("hex"))' > "$f")
  fi
  ADMIN_TOKEN=$(cat "$f"); export ADMIN_TOKEN
}

service_env() {
  cat <<ENV
LOG_LEVEL=${LOG_LEVEL:-info}
DATABASE_URL=$DATABASE_URL
REDIS_URL=$REDIS_URL
KAFKA_BROKERS=$KAFKA_BROKERS
ENGINE_URL=http://127.0.0.1:50051
GROUPS_CONFIG_URL=http://127.0.0.1:50052
JOURNAL_URL=http://127.0.0.1:50053
DISPATCHER_URL=http://127.0.0.1:50054
WEBHOOK_ALLOW_HTTP=true
WEBHOOK_ALLOWED_NETWORKS=127.0.0.0/8,::1/128
ADMIN_PORT=8081
DASHBOARD_PUBLIC_URL=http://127.0.0.1:8080
DASHBOARD_SECURE_COOKIE=false
ENV
}

start_services() {
  admin_token
  log "applying migrations"
  # Each service applies its own schema (as the Helm hook does), one after the other.
  for name in gateway groups-config journal-analytics webhook-dispatcher; do
    (cd "$ROOT/services/$name" && exec env $(service_env | xargs) LOG_LEVEL=warn node dist/main.js --migrate) \
      || die "$name: migrations failed"
  done
  for entry in "${SERVICES[@]}"; do
    read -r name port <<<"$entry"
    local pidf="$RUN/$name.pid"
    if [ -f "$pidf" ] && kill -0 "$(cat "$pidf")" 2>/dev/null; then continue; fi
    if [ "$name" = bot ] && [ -z "${TELEGRAM_BOT_TOKEN:-}" ]; then
      log "bot: TELEGRAM_BOT_TOKEN not set, the moderation bot stays off"
      continue
    fi
    # The address each listens on, whatever HOST the shell has (tcsh exports its host name): the gateway's public port
    # every interface, the internal services loopback (their RPCs carry no credential: README, Configuration).
    local host=127.0.0.1
    [ "$name" = gateway ] && host=0.0.0.0
    # exec: the recorded pid is the service itself, so make down stops it (not a wrapper shell).
    (cd "$ROOT/services/$name" && exec env $(service_env | xargs) PORT="$port" HOST="$host" nohup node dist/main.js </dev/null >>"$LOGS/$name.log" 2>&1) &
    echo $! > "$pidf"
  done
  for entry in "${SERVICES[@]}"; do
    read -r name port <<<"$entry"
    [ -f "$RUN/$name.pid" ] || continue
    local ok=
    for _ in $(seq 1 150); do
      if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then ok=1; break; fi
      kill -0 "$(cat "$RUN/$name.pid")" 2>/dev/null || break
      sleep 0.2
    done
    [ -n "$ok" ] || { tail -n 20 "$LOGS/$name.log" >&2; die "$name did not become ready (log: $LOGS/$name.log)"; }
    log "$name ready on :$port"
  done
}

stop_pidfile() {
  local f=$1
  [ -f "$f" ] || return 0
  local pid; pid=$(cat "$f")
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$f"
}

down() {
  for entry in "${SERVICES[@]}"; do read -r name _ <<<"$entry"; stop_pidfile "$RUN/$name.pid"; done
  stop_pidfile "$RUN/kafka-mock.pid"
  rm -f "$RUN/kafka-brokers"
  if [ -f "$RUN/redis.started" ]; then
    log "stopping the Redis this stack started"
    redis-cli -h 127.0.0.1 -p 6379 shutdown nosave >/dev/null 2>&1 || true
    rm -f "$RUN/redis.started"
  fi
  if [ -f "$RUN/postgres.started" ]; then
    log "stopping the PostgreSQL this stack started"
    as_root pg_ctlcluster "$(cat "$RUN/postgres.started")" main stop || true
    rm -f "$RUN/postgres.started"
  fi
}

up() {
  deps; build; infra; start_kafka; start_services
  # The CLI reaches the services on their default local ports with the token in .run/admin-token.
  local demo; demo=$(cd "$ROOT" && WARDEN_GATEWAY_ADMIN_URL=http://127.0.0.1:8081 WARDEN_GROUPS_CONFIG_URL=http://127.0.0.1:50052 WARDEN_ADMIN_TOKEN= WARDEN_ADMIN_TOKEN_FILE="$RUN/admin-token" WARDEN_BASE_URL=http://127.0.0.1:8080/api/public/v1 node packages/cli/bin/warden.js demo)
  rm -f "$RUN/demo.json"; (umask 077 && echo "$demo" > "$RUN/demo.json")
  local key group
  key=$(node -e 'const d=JSON.parse(require("fs").readFileSync(process.argv[1]));console.log(d.key.key)' "$RUN/demo.json")
  group=$(node -e 'const d=JSON.parse(require("fs").readFileSync(process.argv[1]));console.log(d.group.id)' "$RUN/demo.json")
  # A one-time sign-in link to the dashboard for the demo account (10 minutes; `npx --no warden
  # login-link <account>` makes another).
  local account link
  account=$(node -e 'const d=JSON.parse(require("fs").readFileSync(process.argv[1]));console.log(d.account.id)' "$RUN/demo.json")
  link=$(cd "$ROOT" && node packages/cli/bin/warden.js login-link "$account" | node -e 'let s="";process.stdin.on("data",(c)=>s+=c).on("end",()=>console.log(JSON.parse(s).url))')
  cat <<MSG

Warden is up.
  URL:   http://127.0.0.1:8080/api/public/v1
  Docs:  http://127.0.0.1:8080/api/public/v1/docs
  Key:   $key
  Group: $group (Pro)

  Dashboard: http://127.0.0.1:8080/dashboard/
  Sign in:   $link
             (one use, 10 minutes; another: npx --no warden login-link $account)

  export WARDEN_API_KEY=\$(node -p 'require("./.run/demo.json").key.key')   # the key, off the command line
  curl -s -H "Authorization: Bearer \$WARDEN_API_KEY" -H 'Content-Type: application/json' \\
    -d '{"text":"Earn \$500 a day from home, no experience needed, DM me"}' http://127.0.0.1:8080/api/public/v1/spam/check

Operator CLI (accounts, keys, groups): npx --no warden help
Logs in .run/logs/. Stop with: make down
MSG
}

test_all() {
  deps; build; infra
  (cd "$ROOT" && node scripts/run-tests.mjs "$@")
}

cmd=${1:-}; shift || true
case "$cmd" in
  deps) deps ;;
  build) build ;;
  infra) infra ;;
  up) up ;;
  down) down ;;
  test) test_all "$@" ;;
  *) die "usage: stack.sh deps|build|infra|up|down|test" ;;
esac
