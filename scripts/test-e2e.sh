#!/usr/bin/env bash
# npm run test:e2e: builds the web app and the server as npm start runs them, checks the compiled server
# starts, then the end-to-end and accessibility tests in Debian's Chromium (installed when missing).
# Arguments go to Playwright (a file, --grep …).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the run had taken when it began, for the figures in bench/README.md.
start=${TEST_START:-$(date +%s)}
export TEST_START=$start
step() { printf '\n== %s (at %ss)\n' "$1" "$(( $(date +%s) - start ))"; }

bash scripts/ensure-system-deps.sh chromium

step "build the web app and the server (vite)"
npx vite build --logLevel warn
npx vite build --ssr server-render.tsx --logLevel warn
npx vite build --config vite.server.config.ts
node dist/node/make-empty-database.js

step "the compiled server starts, seeds, answers and stops (node dist/node/main.js)"
node scripts/check-compiled-server.mjs

step "end-to-end and accessibility tests (Playwright, Chromium)"
npx playwright test "$@"
