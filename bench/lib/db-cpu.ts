import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// PostgreSQL's CPU: the user + system time of every `postgres` process on this machine (the
// server, its backends and background workers), from /proc. The bench loads one side at a time,
// so what PostgreSQL spends over a side's rounds is that side's: a figure of the Node process
// alone leaves out the work each side hands the database (one planned statement against a few
// simpler ones). Undefined where it cannot be read (another OS, a PostgreSQL on another machine).

const TICK_MS = (() => {
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  } catch {
    return 10; // USER_HZ is 100 on Linux
  }
})();

/** Milliseconds of CPU PostgreSQL's processes have used so far, or undefined if none was found. */
export function postgresCpuMs(): number | undefined {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (comm) state ppid …": comm may hold spaces, so fields are counted after its ')'.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    found = true;
  }
  return found ? ticks * TICK_MS : undefined;
}
