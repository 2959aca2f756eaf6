#!/usr/bin/env bash
# The local stack: one Debian/Ubuntu machine, real PostgreSQL, Redis and the Kafka-protocol mock
# cluster. Starts only what is not running, records what it started, and stops only that.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)" # physical: compared with /proc/<pid>/cwd
# STACK_RUN_DIR and PG_RUN_DIR exist for test/ops/stack.test.ts (a temporary directory); nobody else sets them.
RUN="${STACK_RUN_DIR:-$ROOT/.run}"
LOGS="$RUN/logs"
PG_RUN_DIR="${PG_RUN_DIR:-/var/run/postgresql}"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

log() { printf '\033[1;34m==>\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31merror:\033[0m %s\n' "$*" >&2; exit 1; }

# A .run/ left by a run as another user (sudo make up, then make up) is not writable: say so, not "Permission denied".
if ! mkdir -p "$RUN" "$LOGS" 2>/dev/null || [ ! -w "$RUN" ] || [ ! -w "$LOGS" ]; then
  die "cannot write to $RUN (owner: $(stat -c %U "$RUN" 2>/dev/null || echo '?'); an earlier run as another user, or a read-only disk): sudo chown -R $(id -un) $RUN"
fi

# A server given in DATABASE_URL / REDIS_URL on another host is used as it is: nothing is installed or started for it.
DATABASE_URL_GIVEN=${DATABASE_URL:+1} REDIS_URL_GIVEN=${REDIS_URL:+1}
PG_HOST=127.0.0.1 PG_PORT=${PGPORT:-5432}
DATABASE_URL=${DATABASE_URL:-postgres://warden:warden@127.0.0.1:${PG_PORT}/warden}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
export DATABASE_URL REDIS_URL

# url_host URL: the host of a postgres:// or redis:// URL (no credentials printed).
url_host() { local u=${1#*://}; u=${u##*@}; u=${u%%[/?]*}; u=${u%:*}; echo "${u#[}" | sed 's/]$//'; }
is_local_url() { case "$(url_host "$1")" in 127.0.0.1 | localhost | ::1 | "") return 0 ;; *) return 1 ;; esac; }

# live_pid FILE PATTERN [CWD]: prints the pid recorded in FILE when that process is alive, its command line contains
# PATTERN and (given CWD) it runs in CWD. A pid file left by a crash or a reboot can name a process that is now
# something else entirely (as root, make down would kill it; make up would take it for a running service).
live_pid() {
  local f=$1 pattern=$2 cwd=${3:-} pid
  [ -f "$f" ] || return 1
  pid=$(cat "$f" 2>/dev/null) || return 1
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$pattern" || return 1
  if [ -n "$cwd" ] && [ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" != "$cwd" ]; then return 1; fi
  echo "$pid"
}

# port_taken PORT: something accepts connections on 127.0.0.1:PORT.
port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
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
  # (Debian 12 ships tesseract 5; another release's directory is another version: any one counts as installed.)
  compgen -G '/usr/share/tesseract-ocr/*/tessdata/eng.traineddata' >/dev/null || missing+=(tesseract-ocr-eng)
  compgen -G '/usr/share/tesseract-ocr/*/tessdata/rus.traineddata' >/dev/null || missing+=(tesseract-ocr-rus)
  if [ ${#missing[@]} -gt 0 ]; then
    command -v apt-get >/dev/null || die "missing ${missing[*]} and no apt-get: install them by hand"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    # A package this release does not have (Ubuntu has no chromium .deb, only a snap) would fail the whole install:
    # leave it out and say what it is for.
    local installable=() p
    for p in "${missing[@]}"; do
      if apt-cache policy "$p" 2>/dev/null | grep -q 'Candidate: [^(]'; then installable+=("$p"); else
        log "warning: no apt package $p on this system; install it by hand$([ "$p" = chromium ] && echo ' (the browser tests of make test need /usr/bin/chromium; make up does not)')"
      fi
    done
    if [ ${#installable[@]} -gt 0 ]; then
      log "installing OS packages: ${installable[*]}"
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${installable[@]}" >/dev/null
    fi
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

# The postmaster's pid of cluster $1 (Debian's pg_ctlcluster writes it there), empty when it does not run.
pg_pid() { head -n1 "$PG_RUN_DIR/$1-main.pid" 2>/dev/null || true; }

# True when .run/postgres.started ("<version> <postmaster pid>") names the PostgreSQL running now: this stack started
# it. After a reboot or a restart by someone else the pid differs, and the server is no longer this stack's to stop.
pg_started_by_us() {
  local v pid
  { read -r v pid <"$RUN/postgres.started" || [ -n "${v:-}" ]; } 2>/dev/null || return 1
  [ -n "$v" ] && [ -n "$pid" ] && [ -d "/proc/$pid" ] && [ "$(pg_pid "$v")" = "$pid" ]
}

# Runs psql as the server's superuser, the SQL on stdin (never on the command line). On a Debian cluster that is the
# postgres system user over the Unix socket (peer authentication: TCP as postgres asks for a password it does not have).
pg_admin() {
  local sql=(psql -p "$PG_PORT" -d postgres -v ON_ERROR_STOP=1 -qtA)
  if id postgres >/dev/null 2>&1 && [ -S "$PG_RUN_DIR/.s.PGSQL.$PG_PORT" ]; then
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "${sql[@]}"; else as_root runuser -u postgres -- "${sql[@]}"; fi
  else
    psql -h "$PG_HOST" -U postgres "${sql[@]:1}"
  fi
}

start_postgres() {
  if [ -n "$DATABASE_URL_GIVEN" ] && ! is_local_url "$DATABASE_URL"; then
    log "PostgreSQL: using the server in DATABASE_URL ($(url_host "$DATABASE_URL"))"
    return
  fi
  if pg_isready -q -h "$PG_HOST" -p "$PG_PORT" 2>/dev/null; then
    if [ -f "$RUN/postgres.started" ] && ! pg_started_by_us; then rm -f "$RUN/postgres.started"; fi
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
    for _ in $(seq 1 50); do pg_isready -q -h "$PG_HOST" -p "$PG_PORT" && break; sleep 0.2; done
    pg_isready -q -h "$PG_HOST" -p "$PG_PORT" || die "PostgreSQL did not become ready"
    echo "$v $(pg_pid "$v")" > "$RUN/postgres.started"
  fi
  # Role and database of the local stack (CREATEDB: every test file gets its own database). Nothing to do (and no
  # superuser needed) when the stack's role already signs in; the password goes by the environment, never argv.
  if PGPASSWORD=warden PGCONNECT_TIMEOUT=5 psql -h "$PG_HOST" -p "$PG_PORT" -U warden -d warden -qtA -c "SELECT 1" </dev/null >/dev/null 2>&1; then return; fi
  if [ "$(pg_admin <<<"SELECT 1 FROM pg_roles WHERE rolname = 'warden'")" != 1 ]; then
    pg_admin <<<"CREATE ROLE warden LOGIN PASSWORD 'warden' CREATEDB" || die "could not create the PostgreSQL role warden"
  fi
  if [ "$(pg_admin <<<"SELECT 1 FROM pg_database WHERE datname = 'warden'")" != 1 ]; then
    pg_admin <<<"CREATE DATABASE warden OWNER warden" || die "could not create the PostgreSQL database warden"
  fi
}

start_redis() {
  if [ -n "$REDIS_URL_GIVEN" ] && ! is_local_url "$REDIS_URL"; then
    log "Redis: using the server in REDIS_URL ($(url_host "$REDIS_URL"))"
    return
  fi
  if redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; then
    # A marker whose Redis is gone (a crash, a reboot) must not make `make down` stop the Redis running now.
    if [ -f "$RUN/redis.started" ] && ! live_pid "$RUN/redis.pid" redis-server >/dev/null; then rm -f "$RUN/redis.started" "$RUN/redis.pid"; fi
    log "Redis already running on 6379: using it"
    return
  fi
  port_taken 6379 && die "127.0.0.1:6379 is taken by something that does not answer PING as a Redis without a password: stop it, or set REDIS_URL (ss -ltnp 'sport = :6379' shows which program)"
  rm -f "$RUN/redis.started" "$RUN/redis.pid"
  log "starting Redis on 127.0.0.1:6379"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no \
    --pidfile "$RUN/redis.pid" --logfile "$LOGS/redis.log" </dev/null >/dev/null 2>&1 \
    || { tail -n 5 "$LOGS/redis.log" >&2; die "Redis did not start (log: $LOGS/redis.log)"; }
  for _ in $(seq 1 50); do
    if redis-cli ping 2>/dev/null | grep -q PONG && live_pid "$RUN/redis.pid" redis-server >/dev/null; then
      touch "$RUN/redis.started"
      return
    fi
    sleep 0.1
  done
  tail -n 5 "$LOGS/redis.log" >&2
  die "Redis did not become ready (log: $LOGS/redis.log)"
}

infra() { start_postgres; start_redis; }

KAFKA_RESTARTED=
start_kafka() {
  if live_pid "$RUN/kafka-mock.pid" "$ROOT/scripts/kafka-mock.mjs" >/dev/null && [ -s "$RUN/kafka-brokers" ]; then
    log "Kafka mock cluster already running"
  else
    # A new cluster listens on new ports: services still running know only the old ones (start_services restarts them).
    KAFKA_RESTARTED=1
    stop_pidfile "$RUN/kafka-mock.pid" "$ROOT/scripts/kafka-mock.mjs"
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
    rm -f "$f"
    (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("hex"))' > "$f")
  fi
  chmod 600 "$f" # one copied in, or left by an older version, readable by others
  ADMIN_TOKEN=$(cat "$f"); export ADMIN_TOKEN
}

# Exports the services' environment into the calling (sub)shell: values pass through the environment as they are
# (a password with a quote or a space intact) and never through a command line, where ps would show them.
service_env() {
  export LOG_LEVEL="${LOG_LEVEL:-info}" DATABASE_URL REDIS_URL KAFKA_BROKERS="${KAFKA_BROKERS:-}" \
    ENGINE_URL=http://127.0.0.1:50051 GROUPS_CONFIG_URL=http://127.0.0.1:50052 \
    JOURNAL_URL=http://127.0.0.1:50053 DISPATCHER_URL=http://127.0.0.1:50054 \
    WEBHOOK_ALLOW_HTTP=true WEBHOOK_ALLOWED_NETWORKS=127.0.0.0/8,::1/128 ADMIN_PORT=8081 \
    DASHBOARD_PUBLIC_URL=http://127.0.0.1:8080 DASHBOARD_SECURE_COOKIE=false
}

# in_service_env CMD...: replaces the calling subshell with CMD in the services' environment (its pid stays the one
# `$!` recorded). Call it inside ( ... ) only.
in_service_env() { service_env; exec "$@"; }

# The ports a service listens on (the gateway also serves its admin surface on ADMIN_PORT).
ports_of() { if [ "$1" = gateway ]; then echo "$2 8081"; else echo "$2"; fi; }

# Every port of a service to start, before any starts: one held by another program (or by another checkout's make up)
# would otherwise answer the readiness check in place of the service, or make it exit with EADDRINUSE in its log.
check_ports() {
  local name port p
  for entry in "${SERVICES[@]}"; do
    read -r name port <<<"$entry"
    live_pid "$RUN/$name.pid" dist/main.js "$ROOT/services/$name" >/dev/null && continue
    [ "$name" = bot ] && [ -z "${TELEGRAM_BOT_TOKEN:-}" ] && continue
    for p in $(ports_of "$name" "$port"); do
      if port_taken "$p"; then
        die "port $p ($name) is in use by a program this stack did not start: ss -ltnp 'sport = :$p' shows which; stop it (make down in the checkout that started it)"
      fi
    done
  done
  return 0
}

start_services() {
  admin_token
  log "applying migrations"
  # Each service applies its own schema (as the Helm hook does), one after the other.
  for name in gateway groups-config journal-analytics webhook-dispatcher; do
    (cd "$ROOT/services/$name" && LOG_LEVEL=warn in_service_env node dist/main.js --migrate) \
      || die "$name: migrations failed"
  done
  local name port
  if [ -n "$KAFKA_RESTARTED" ]; then
    for entry in "${SERVICES[@]}"; do
      read -r name port <<<"$entry"
      if live_pid "$RUN/$name.pid" dist/main.js "$ROOT/services/$name" >/dev/null; then
        log "$name: restarting it (the Kafka mock cluster was restarted, on new ports)"
        stop_pidfile "$RUN/$name.pid" dist/main.js "$ROOT/services/$name"
      fi
    done
  fi
  check_ports
  for entry in "${SERVICES[@]}"; do
    read -r name port <<<"$entry"
    local pidf="$RUN/$name.pid"
    live_pid "$pidf" dist/main.js "$ROOT/services/$name" >/dev/null && continue
    if [ "$name" = bot ] && [ -z "${TELEGRAM_BOT_TOKEN:-}" ]; then
      log "bot: TELEGRAM_BOT_TOKEN not set, the moderation bot stays off"
      rm -f "$pidf" # a stale one would be waited for below
      continue
    fi
    # The address each listens on, whatever HOST the shell has (tcsh exports its host name): the gateway's public port
    # every interface, the internal services loopback (their RPCs carry no credential: README, Configuration).
    local host=127.0.0.1
    [ "$name" = gateway ] && host=0.0.0.0
    # exec: the recorded pid is the service itself, so make down stops it (not a wrapper shell).
    (cd "$ROOT/services/$name" && PORT="$port" HOST="$host" in_service_env nohup node dist/main.js </dev/null >>"$LOGS/$name.log" 2>&1) &
    echo $! > "$pidf"
  done
  for entry in "${SERVICES[@]}"; do
    read -r name port <<<"$entry"
    [ -f "$RUN/$name.pid" ] || continue
    local ok=
    for _ in $(seq 1 150); do
      if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then ok=1; break; fi
      kill -0 "$(cat "$RUN/$name.pid")" 2>/dev/null || break # just started (or checked above): no live_pid, it may not have exec'd node yet
      sleep 0.2
    done
    [ -n "$ok" ] || { tail -n 20 "$LOGS/$name.log" >&2; die "$name did not become ready (log: $LOGS/$name.log)"; }
    log "$name ready on :$port"
  done
}

# stop_pidfile FILE PATTERN [CWD]: stops the process FILE names if it is still the one this stack started (see
# live_pid), then removes FILE. A stale pid (its process gone, or the number reused since) is only removed.
stop_pidfile() {
  local f=$1 pid
  [ -f "$f" ] || return 0
  if pid=$(live_pid "$@"); then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if live_pid "$@" >/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  fi
  rm -f "$f"
}

down() {
  local name
  for entry in "${SERVICES[@]}"; do read -r name _ <<<"$entry"; stop_pidfile "$RUN/$name.pid" dist/main.js "$ROOT/services/$name"; done
  stop_pidfile "$RUN/kafka-mock.pid" "$ROOT/scripts/kafka-mock.mjs"
  rm -f "$RUN/kafka-brokers"
  if [ -f "$RUN/redis.started" ]; then
    if live_pid "$RUN/redis.pid" redis-server >/dev/null; then
      log "stopping the Redis this stack started"
      stop_pidfile "$RUN/redis.pid" redis-server
    else
      log "the Redis this stack started is gone (a crash or a reboot): leaving 127.0.0.1:6379 alone"
    fi
    rm -f "$RUN/redis.started" "$RUN/redis.pid"
  fi
  if [ -f "$RUN/postgres.started" ]; then
    if pg_started_by_us; then
      log "stopping the PostgreSQL this stack started"
      local v _pid; read -r v _pid <"$RUN/postgres.started" || true
      as_root pg_ctlcluster "$v" main stop || true
    else
      log "the PostgreSQL this stack started is gone or was restarted since (a reboot): leaving it alone"
    fi
    rm -f "$RUN/postgres.started"
  fi
}

# The operator CLI against this stack: its default local ports and the token in .run/admin-token, whatever WARDEN_*
# the shell exports (an operator's shell may point them at another installation).
local_cli() {
  (cd "$ROOT" && WARDEN_GATEWAY_ADMIN_URL=http://127.0.0.1:8081 WARDEN_GROUPS_CONFIG_URL=http://127.0.0.1:50052 WARDEN_ADMIN_TOKEN= \
    WARDEN_ADMIN_TOKEN_FILE="$RUN/admin-token" WARDEN_BASE_URL=http://127.0.0.1:8080/api/public/v1 exec node packages/cli/bin/warden.js "$@")
}

up() {
  deps; build; infra; start_kafka; start_services
  local demo; demo=$(local_cli demo)
  rm -f "$RUN/demo.json"; (umask 077 && echo "$demo" > "$RUN/demo.json")
  local key group
  key=$(node -e 'const d=JSON.parse(require("fs").readFileSync(process.argv[1]));console.log(d.key.key)' "$RUN/demo.json")
  group=$(node -e 'const d=JSON.parse(require("fs").readFileSync(process.argv[1]));console.log(d.group.id)' "$RUN/demo.json")
  # A one-time sign-in link to the dashboard for the demo account (10 minutes; `npx --no warden
  # login-link <account>` makes another).
  local account link
  account=$(node -e 'const d=JSON.parse(require("fs").readFileSync(process.argv[1]));console.log(d.account.id)' "$RUN/demo.json")
  link=$(local_cli login-link "$account" | node -e 'let s="";process.stdin.on("data",(c)=>s+=c).on("end",()=>console.log(JSON.parse(s).url))')
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

# Sourced (test/ops/stack.test.ts): the functions only.
if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then return 0; fi

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
