import fs from 'node:fs';

// CPU time from /proc (Linux). On a shared machine latencies include waiting for a core; CPU time per
// request does not, so it says what a request costs whatever else was running.
const TICK_MS = 10; // USER_HZ is 100 on Linux

type Stat = { ppid: number; ms: number; childrenMs: number };

function readStat(file: string): Stat | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined; // gone meanwhile
  }
  // The command name may hold spaces and parentheses: the fields that follow start after the last ')'.
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ').map(Number);
  // Fields 4 (ppid), 14–17 (utime, stime, cutime, cstime) of proc(5), counted from field 3 here.
  return { ppid: f[1]!, ms: (f[11]! + f[12]!) * TICK_MS, childrenMs: (f[13]! + f[14]!) * TICK_MS };
}

/** CPU time of this process's main thread (the server and, with PGlite, the database), in ms. */
export function mainThreadCpuMs(): number {
  return readStat(`/proc/${process.pid}/task/${process.pid}/stat`)?.ms ?? NaN;
}

/** CPU time of a process and all its children, living or ended (a server and its backends), in ms. */
export function processTreeCpuMs(pid: number): number {
  const root = readStat(`/proc/${pid}/stat`);
  if (!root) return NaN;
  let total = root.ms + root.childrenMs;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = readStat(`/proc/${entry}/stat`);
    if (s?.ppid === pid) total += s.ms;
  }
  return total;
}
