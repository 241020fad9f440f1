// npm test's check of what `npm start` runs: the compiled server (dist/node/main.js, from `npm run build`)
// starts under plain node on a fresh embedded database (unpacked from the build's empty one in dist/db),
// seeds it, answers /api/health, draws the home page on the server, serves a seed image, and stops cleanly
// on SIGTERM. The other tests run the sources under tsx; this one catches what only the bundle gets wrong
// (a file found from the wrong place, say).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverArgs, serverEnv } from './server-command.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-compiled-'));
const port = String(3400 + Math.floor(Math.random() * 500));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, serverArgs(process.cwd()), {
  env: serverEnv({ ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' }),
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (d) => (output += d));
server.stderr.on('data', (d) => (output += d));
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));

function fail(message) {
  console.error(`compiled server: ${message}\n--- its output ---\n${output}`);
  server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

const started = Date.now();
let health;
while (!health) {
  if (Date.now() - started > 90_000) fail('no healthy answer within 90 s');
  if (server.exitCode !== null) fail(`exited with ${server.exitCode} before answering`);
  health = await fetch(`${base}/api/health`).then((r) => (r.ok ? r.json() : undefined)).catch(() => undefined);
  if (!health) await new Promise((r) => setTimeout(r, 250));
}
if (health.status !== 'ok') fail(`health says ${JSON.stringify(health)}`);
// The build's empty database (dist/db, decision 022) is what a new DATA_DIR starts from, not initdb.
if (!output.includes("created the embedded database from the build's empty one")) fail('the new database was not unpacked from dist/db');
const home = await (await fetch(`${base}/`)).text();
if (!/<h1[^>]*>[^<]*Yaad Parts/.test(home)) fail('the home page has no server-drawn heading');
const parts = fs.readdirSync('src/server/assets/images/parts');
const image = await fetch(`${base}/images/parts/${parts[0]}`);
if (image.status !== 200) fail(`a seed image answered ${image.status}`);
const firstStart = Date.now() - started;

const stopAsked = Date.now();
server.kill('SIGTERM');
const { code } = await exited;
const stopTook = Date.now() - stopAsked;
fs.rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) fail(`exited with ${code} on SIGTERM`);
console.log(
  `compiled server: healthy, seeded and drawing pages ${(firstStart / 1000).toFixed(1)} s after a first start; stopped cleanly ${(stopTook / 1000).toFixed(1)} s after SIGTERM.`,
);
// A stop that waits out the job queue's or the requests' grace periods (15 s each) is worth reading.
if (stopTook > 10_000) console.log(`--- its output, for the slow stop ---\n${output.split('\n').slice(-40).join('\n')}`);
