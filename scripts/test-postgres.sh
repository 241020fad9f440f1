#!/usr/bin/env bash
# The API tests again, against a real PostgreSQL: a throwaway cluster on a loopback port, started here
# (initdb + pg_ctl, as the postgres user when run as root) and stopped whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh postgres
bindir=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || command -v initdb)")
port="${PG_TEST_PORT:-54329}"
work=$(mktemp -d /tmp/yaad-pg-XXXXXX)
chmod 755 "$work"

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    chown -R postgres:postgres "$work"
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

stop() {
  as_pg "$bindir/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop EXIT

echo "Starting PostgreSQL ($("$bindir/postgres" --version)) on 127.0.0.1:$port"
as_pg "$bindir/initdb" -D "$work/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null
as_pg "$bindir/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 60 \
  -o "-p $port -c listen_addresses=127.0.0.1 -k $work -c fsync=off -c full_page_writes=off" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# The embedded database's own tests (its lock file, its buffers, a new data directory) have no PostgreSQL
# side: they ran in npm test.
npx vitest run --project api --exclude tests/api/embedded-database.test.ts
# Several servers on this one PostgreSQL (docs/deploy.md): files, limits, mail and schedules shared.
npx vitest run --config vitest.scale-out.config.ts
