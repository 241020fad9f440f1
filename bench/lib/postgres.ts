import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { processTreeCpuMs } from './cpu';

const run = promisify(execFile);

export type PostgresCluster = {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust authentication. */
  url: string;
  port: number;
  /** "PostgreSQL 15.18 (…)" as `postgres --version` prints it. */
  version: string;
  /** CPU time used so far by the server and its backends, in ms (see lib/cpu.ts). */
  cpuMs(): number;
  /** Stops the server (immediate mode: the data is thrown away) and removes its directory. Safe to call twice. */
  stop(): Promise<void>;
};

export type PostgresOptions = {
  /** A fixed port; by default a free loopback port is picked. */
  port?: number;
  /** Extra server settings (`-c name=value`), e.g. { shared_buffers: '256MB' }. */
  settings?: Record<string, string>;
};

/**
 * A throwaway PostgreSQL cluster on a loopback port, the way scripts/test-postgres.sh starts one: initdb
 * and pg_ctl from the newest installed PostgreSQL, run as the postgres user when we are root (initdb
 * refuses root), durability off (fsync, full-page writes) since the data is thrown away. It is stopped
 * when stop() is called and, failing that, when this process exits for any reason, so several servers
 * (or benchmark processes) can share one cluster and a crash does not leave a postmaster behind.
 */
export async function startPostgres(opts: PostgresOptions = {}): Promise<PostgresCluster> {
  const bin = binDir();
  const port = opts.port ?? (await freePort());
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-bench-pg-'));
  fs.chmodSync(work, 0o755);
  const data = path.join(work, 'data');
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) chownToPostgres(work);
  const cmd = (program: string, args: string[]): [string, string[]] =>
    asPostgres ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    try {
      execFileSync(...cmd('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
    } catch {
      // Not running (never started, or already gone): nothing to stop.
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
  // 'exit' also runs after an uncaught error; signals are turned into a normal exit so it runs then too.
  const onSignal = (signal: NodeJS.Signals) => {
    stopSync();
    process.kill(process.pid, signal);
  };
  process.once('exit', stopSync);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const forget = () => {
    process.off('exit', stopSync);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };

  try {
    await run(...cmd('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']));
    const settings = { listen_addresses: '127.0.0.1', fsync: 'off', full_page_writes: 'off', ...opts.settings };
    const serverArgs = [`-p ${port}`, `-k ${work}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
    await run(...cmd('pg_ctl', ['-D', data, '-l', path.join(work, 'server.log'), '-w', '-t', '60', '-o', serverArgs, 'start']));
  } catch (err) {
    const log = fs.existsSync(path.join(work, 'server.log')) ? fs.readFileSync(path.join(work, 'server.log'), 'utf8').slice(-2000) : '';
    stopSync();
    forget();
    throw new Error(`Could not start PostgreSQL on 127.0.0.1:${port}: ${(err as Error).message}${log ? `\n${log}` : ''}`, { cause: err });
  }
  const { stdout } = await run(path.join(bin, 'postgres'), ['--version']);
  // The first line of postmaster.pid is the server's pid.
  const postmasterPid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version: stdout.trim().replace(/^postgres \(PostgreSQL\)/, 'PostgreSQL'),
    cpuMs: () => processTreeCpuMs(postmasterPid),
    async stop() {
      stopSync();
      forget();
    },
  };
}

/** The bin directory of the newest /usr/lib/postgresql/<n>, else wherever initdb is on the PATH. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (newest) return path.join(root, newest, 'bin');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL is not installed: run `bash scripts/ensure-system-deps.sh postgres` (or apt-get install postgresql postgresql-contrib).');
}

function chownToPostgres(dir: string): void {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  fs.chownSync(dir, uid, gid);
}

/** A port the kernel says is free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
