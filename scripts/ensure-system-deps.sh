#!/usr/bin/env bash
# Makes sure the system programs the tests need are here: Debian's Chromium for the end-to-end tests
# and PostgreSQL for the PostgreSQL pass. Installs them from Debian's packages when it can (root + apt);
# otherwise stops with one line saying what to install. Usage: ensure-system-deps.sh chromium|postgres...
set -euo pipefail

have_chromium() { [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; }
have_postgres() { [ -n "$(pg_bin initdb)" ]; }
pg_bin() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$found" ] && [ -x "$found/$1" ]; then echo "$found/$1"; return; fi
  command -v "$1" 2>/dev/null || true
}

apt_updated=0
apt_install() {
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "ERROR: $1 is missing. Install it with: sudo apt-get install -y $2" >&2
    exit 1
  fi
  echo "Installing $1 from Debian's packages ($2)..."
  if [ "$apt_updated" -eq 0 ]; then apt-get update -qq >/dev/null; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $2 >/dev/null
}

for want in "$@"; do
  case "$want" in
    chromium) have_chromium || apt_install Chromium "chromium chromium-driver" ;;
    postgres) have_postgres || apt_install PostgreSQL "postgresql postgresql-contrib" ;;
    *) echo "ensure-system-deps: unknown dependency $want" >&2; exit 2 ;;
  esac
done
