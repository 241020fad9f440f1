#!/usr/bin/env bash
# npm test: lint, typecheck, then the three test kinds (docs/testing.md), each of which runs alone too:
# npm run test:unit (no database), npm run test:api (the server on PGlite), npm run test:e2e (builds,
# then real Chromium). Stops at the first failure with a non-zero exit. Nothing is skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step "lint (eslint)"
npx eslint .

step "typecheck (tsc)"
npx tsc --noEmit -p tsconfig.json

step "unit tests (vitest, no database)"
npx vitest run --project unit

step "API tests (vitest, the real server on PGlite)"
npx vitest run --project api

bash scripts/test-e2e.sh

printf '\nAll checks passed.\n'
