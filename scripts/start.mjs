// npm start: build once, then run the compiled server with plain node (docs/decisions/017-compiled-server.md).
// The build (`npm run build`: the web app, its page renderer and the server) runs again only when what it is
// built from changed: the sources, the build settings or the installed packages. A fingerprint of those
// files (path, size, modification time) is kept in dist/.build-fingerprint. Plain JavaScript, so starting
// needs no compiler.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs, serverEnv } from './server-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = ['src', 'vite.config.ts', 'vite.server.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts/first-load-budget.ts'];
const OUTPUTS = ['dist/web/index.html', 'dist/server/server-render.js', 'dist/node/main.js'];
const STAMP = path.join(root, 'dist/.build-fingerprint');

function* files(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield [p, stat];
    return;
  }
  for (const name of fs.readdirSync(p).sort()) yield* files(path.join(p, name));
}

function fingerprint() {
  const hash = crypto.createHash('sha256');
  for (const input of INPUTS) {
    for (const [file, stat] of files(path.join(root, input))) hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const now = fingerprint();
const built = OUTPUTS.every((o) => fs.existsSync(path.join(root, o))) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === now;
if (built) {
  console.log('Build is up to date (dist/); starting.');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, now);
}

// The server runs as a process of its own, with the heap and allocator settings it is measured with
// (server-command.mjs);
// Ctrl-C and a service manager's SIGTERM are passed on, and its exit is this one's.
const server = spawn(process.execPath, serverArgs(root), { cwd: root, env: serverEnv(process.env), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
