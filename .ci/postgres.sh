#!/usr/bin/env bash
# Throwaway PostgreSQL 15 cluster for CI and tests (trust auth, 127.0.0.1 only: never for real data).
#   bash .ci/postgres.sh [DIR]      DIR defaults to a new mktemp directory
#   PGPORT=54329                     port to listen on
# Prints the connection URL on stdout (everything else goes to stderr), e.g.
#   TEST_DATABASE_URL=$(bash .ci/postgres.sh) npx jest backend
# Stop it with: su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D DIR/data stop"
set -euo pipefail

PG_BIN=/usr/lib/postgresql/15/bin
PORT="${PGPORT:-54329}"
log() { echo "ci-postgres: $*" >&2; }

if [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    log "installing PostgreSQL (apt-get install -y postgresql)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2 ||
      { apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2; }
  else
    log "PostgreSQL 15 is not installed ($PG_BIN/initdb missing) and this is not root: run 'sudo apt-get install -y postgresql' first."
    exit 1
  fi
fi
[ -x "$PG_BIN/initdb" ] || { log "$PG_BIN/initdb still missing (is the installed PostgreSQL not version 15?)"; exit 1; }

DIR="${1:-$(mktemp -d /tmp/ci-postgres.XXXXXX)}"
mkdir -p "$DIR"
DIR="$(cd "$DIR" && pwd)"
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"

# Run as the postgres user (initdb refuses root); when not root we already are the cluster owner.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/bash -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

if [ "$(id -u)" -eq 0 ]; then
  chown postgres:postgres "$DIR"
  chmod 700 "$DIR"
fi

if [ ! -f "$DIR/data/PG_VERSION" ]; then
  log "initdb in $DIR/data"
  as_pg "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >&2
fi

if as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
  log "already running in $DIR/data"
else
  log "starting on 127.0.0.1:$PORT"
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/postgres.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -c unix_socket_directories=$DIR -c fsync=off" start >&2 ||
    { log "start failed, see $DIR/postgres.log"; tail -n 20 "$DIR/postgres.log" >&2 || true; exit 1; }
fi

echo "$URL"
