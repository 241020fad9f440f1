#!/usr/bin/env bash
# npm test: lint, typecheck, then the three test kinds (docs/testing.md), each of which runs alone too:
# npm run test:unit (no database), npm run test:api (the server on PGlite), npm run test:e2e (builds,
# then real Chromium). Stops at the first failure with a non-zero exit. Nothing is skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the run had taken when it began, for the figures in bench/README.md.
start=${TEST_START:-$(date +%s)}
export TEST_START=$start
step() { printf '\n== %s (at %ss)\n' "$1" "$(( $(date +%s) - start ))"; }

# Lint and the typecheck are one process each, one core each: side by side they take as long as the slower.
step "lint (eslint) and typecheck (tsc), side by side"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npx eslint . > "$out/lint" 2>&1 & lint=$!
npx tsc --noEmit -p tsconfig.json > "$out/tsc" 2>&1 & tsc=$!
lint_rc=0; wait "$lint" || lint_rc=$?
tsc_rc=0; wait "$tsc" || tsc_rc=$?
cat "$out/lint" "$out/tsc"
if [ "$lint_rc" -ne 0 ] || [ "$tsc_rc" -ne 0 ]; then
  echo "lint exited $lint_rc, typecheck exited $tsc_rc" >&2
  exit 1
fi

step "unit tests (vitest, no database)"
npx vitest run --project unit

step "API tests (vitest, the real server on PGlite)"
npx vitest run --project api

bash scripts/test-e2e.sh

printf '\nAll checks passed in %ss.\n' "$(( $(date +%s) - start ))"
