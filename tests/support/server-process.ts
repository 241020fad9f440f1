import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The store as its own process (src/server/main.ts under tsx; npm start runs the same code compiled, decision 017), for tests that must kill a
 * server the way a crash does (SIGKILL) rather than stop it politely.
 */
export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What the process printed, for a failing test's message. */
  output(): string;
  /** Sends the signal and waits until the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/**
 * The processes run in a directory of their own, not the repository, so they serve the API alone: the
 * web app they would find in the repository's dist/ may be half written, the PostgreSQL pass running
 * beside npm test's build in CI (.ci/run).
 */
const CWD = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-server-cwd-'));

export async function spawnServer(env: Record<string, string>, opts: { startTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', TSX, path.join(ROOT, 'src/server/main.ts')], {
    cwd: CWD,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json'), ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${printed}`)), opts.startTimeoutMs ?? 60_000);
    const read = (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      // main.ts says where it listens once it does (and, for a worker, once it takes jobs).
      const m = /is running at http:\/\/localhost:(\d+)/.exec(printed);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it started:\n${printed}`));
    });
  });
  return {
    url,
    child,
    output: () => printed,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
