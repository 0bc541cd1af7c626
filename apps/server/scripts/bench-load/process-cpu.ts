import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time from /proc (Linux), for figures that do not move with the machine's other work as
 * wall-clock latency does: how many milliseconds of CPU the API processes and the PostgreSQL
 * server spent per answered request (ADR 0109).
 */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

const ticksToMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** User + system CPU of one process, ms; with `withExitedChildren`, its waited-for children's. */
export function processCpuMs(pid: number, withExitedChildren = false): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  const own = Number(fields[11]) + Number(fields[12]);
  const children = withExitedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
  return ticksToMs(own + children);
}

/** The PostgreSQL server listening on `port` on this machine (its postmaster), if any. */
export function findPostmaster(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const portIndex = args.indexOf('-p');
      if (args[0]?.endsWith('postgres') && args[portIndex + 1] === String(port)) {
        return Number(entry);
      }
    } catch {}
  }
  return null;
}

/** CPU of a postmaster and its backends, live ones and exited ones (parallel workers), ms. */
export function serverTreeCpuMs(postmaster: number): number {
  let total = processCpuMs(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (statFields(Number(entry))?.[1] === String(postmaster)) total += processCpuMs(Number(entry));
  }
  return total;
}
