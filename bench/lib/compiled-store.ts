import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { emptyDatabaseFile } from '../../src/server/db/empty-database';
import { serverArgs, serverEnv } from '../../scripts/server-command.mjs';

/** Builds what `npm start` runs (the compiled server, its page renderer, the empty database) when any is missing. */
export function builtOrBuild(): void {
  if (['dist/node/main.js', 'dist/server/server-render.js', 'dist/node/make-empty-database.js'].every((f) => fs.existsSync(f)) && fs.existsSync(emptyDatabaseFile())) return;
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

export type Store = { base: string; readyMs: number; rssKb(): number; peakKb(): number; stop(): Promise<void> };

/**
 * The store as `npm start` runs it (the compiled server under plain node with the heap and allocator
 * settings of scripts/server-command.mjs), in a process of its own on a port of loopback. Resident memory
 * is the operating system's figure: VmRSS now and VmHWM, the peak, from /proc/<pid>/status.
 */
export async function startStore(env: Record<string, string>): Promise<Store> {
  const port = String(3500 + Math.floor(Math.random() * 400));
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, serverArgs(process.cwd()), {
    env: serverEnv({ ...process.env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', TRUST_PROXY: '1', ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode} before answering`);
    if (Date.now() - started > 120_000) throw new Error('the store did not answer within 120 s');
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    await sleep(50);
  }
  const readyMs = Date.now() - started;
  const status = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN);
  return {
    base,
    readyMs,
    rssKb: () => status('VmRSS'),
    peakKb: () => status('VmHWM'),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
