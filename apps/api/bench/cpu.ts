import fs from 'node:fs';

/**
 * CPU time the bench's server and its PostgreSQL use, read from Linux's /proc (null elsewhere): a cost
 * per request that a busy machine moves far less than it moves req/s and tails, since time spent waiting
 * for a core is not counted.
 */

/** clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime of a process in ms, and its parent; null when it is gone. */
function times(pid: number): { own: number; reaped: number; ppid: number } | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command's closing parenthesis: state is field 3, ppid 4, utime 14 ... cstime 17.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (field: number) => (Number(f[field - 3]) * 1000) / TICKS_PER_SECOND;
  return { own: ms(14) + ms(15), reaped: ms(16) + ms(17), ppid: Number(f[4 - 3]) };
}

function pids(): number[] {
  try {
    return fs
      .readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return [];
  }
}

/** The PostgreSQL server (postmaster) whose data directory lies under `dir`, or null. */
export function postmasterUnder(dir: string): number | null {
  for (const pid of pids()) {
    let args: string[];
    try {
      args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const d = args.indexOf('-D');
    if (d >= 0 && /postgres$/.test(args[0] ?? '') && args[d + 1]?.startsWith(dir)) return pid;
  }
  return null;
}

/** CPU ms used so far by a process alone (a Node server: all its threads). */
export function processCpuMs(pid: number): number | null {
  return times(pid)?.own ?? null;
}

/** CPU ms used so far by a PostgreSQL server: the postmaster, its live backends and those that ended. */
export function postgresCpuMs(postmaster: number): number | null {
  const main = times(postmaster);
  if (!main) return null;
  let total = main.own + main.reaped;
  for (const pid of pids()) {
    const t = times(pid);
    if (t?.ppid === postmaster) total += t.own + t.reaped;
  }
  return total;
}
