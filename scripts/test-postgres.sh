#!/usr/bin/env bash
# The API tests again, against a real PostgreSQL, and the scale-out tests (several servers on it): a
# throwaway cluster on a loopback port (PG_TEST_PORT, 54329 unless set), started here (initdb + pg_ctl, as
# the postgres user when run as root) and stopped whatever happens. `test-postgres.sh api` or
# `test-postgres.sh scale-out` runs one of the two; with neither, both run side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-both}"
case "$which" in api | scale-out | both) ;; *) echo "usage: test-postgres.sh [api|scale-out]" >&2; exit 2 ;; esac

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
# Stopped from outside (.ci/run when npm test fails beside it), it still stops its cluster.
trap 'exit 143' TERM INT

echo "Starting PostgreSQL ($("$bindir/postgres" --version)) on 127.0.0.1:$port"
as_pg "$bindir/initdb" -D "$work/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null
as_pg "$bindir/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 60 \
  -o "-p $port -c listen_addresses=127.0.0.1 -k $work -c fsync=off -c full_page_writes=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# The API tests: the embedded database's own tests (its lock file, its buffers, a new data directory)
# have no PostgreSQL side: they ran in npm test. The scale-out tests: several servers on this one
# PostgreSQL (docs/deploy.md: files, limits, mail and schedules shared), one file at a time, with templates
# of their own (TEST_TEMPLATE_DB). They spend most of their time waiting on clocks (a job's expiry, the
# mail sweep, the minute of a schedule), so beside the API tests they cost little more than those alone.
api() { npx vitest run --project api --exclude tests/api/embedded-database.test.ts; }
scale_out() { TEST_TEMPLATE_DB=yaad_scale_out_template npx vitest run --config vitest.scale-out.config.ts; }
case "$which" in
  api) api; exit ;;
  scale-out) scale_out; exit ;;
esac
# Both, each with its output kept apart and printed whole when it ends.
api_log="$work/api.log"
scale_log="$work/scale-out.log"
started=$(date +%s)
api > "$api_log" 2>&1 & api_pid=$!
scale_out > "$scale_log" 2>&1 & scale_pid=$!
api_rc=0; wait "$api_pid" || api_rc=$?
echo "== API tests on PostgreSQL: exit $api_rc after $(( $(date +%s) - started ))s"
cat "$api_log"
scale_rc=0; wait "$scale_pid" || scale_rc=$?
echo "== scale-out tests on PostgreSQL: exit $scale_rc after $(( $(date +%s) - started ))s"
cat "$scale_log"
if [ "$api_rc" -ne 0 ] || [ "$scale_rc" -ne 0 ]; then
  echo "API tests exited $api_rc, scale-out tests exited $scale_rc" >&2
  exit 1
fi
