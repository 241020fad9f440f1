#!/usr/bin/env bash
# npm test: lint, typecheck, unit and API tests (PGlite), then the end-to-end tests in real Chromium.
# Stops at the first failure with a non-zero exit. Nothing is skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

bash scripts/ensure-system-deps.sh chromium

step "lint (eslint)"
npx eslint .

step "typecheck (tsc)"
npx tsc --noEmit -p tsconfig.json

step "unit and API tests (vitest, PGlite)"
npx vitest run

step "build the web app and the server (vite)"
npx vite build --logLevel warn
npx vite build --ssr server-render.tsx --logLevel warn
npx vite build --config vite.server.config.ts
node dist/node/make-empty-database.js

step "the compiled server starts, seeds, answers and stops (node dist/node/main.js)"
node scripts/check-compiled-server.mjs

step "end-to-end and accessibility tests (Playwright, Chromium)"
npx playwright test

printf '\nAll checks passed.\n'
