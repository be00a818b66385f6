// Where the machine's CPU went during a scenario, from Linux's /proc: one process's, the local PostgreSQL server's
// processes', and the share of time the host (hypervisor) stole from this virtual machine. Elsewhere (no /proc)
// nothing is measured.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface HostCpuSample {
  /** CPU ticks of every process named postgres, with its ended children's (user + system). */
  postgresTicks: number;
  /** Ticks of all CPUs since boot, and of those the stolen ones (/proc/stat's first line). */
  allTicks: number;
  stealTicks: number;
}

export interface HostCpuSpent {
  /** CPU milliseconds the PostgreSQL server spent. */
  postgresMs: number;
  /** Percent of the machine's CPU time the host stole. */
  stealPercent: number;
}

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** A process's name and CPU ticks (user + system), its own and its ended children's, from /proc/<pid>/stat; or null. */
function readStat(pid: number | string): { name: string; ticks: number; childTicks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    // After "pid (comm) ": state is field 3; utime, stime, cutime and cstime are fields 14 to 17.
    const fields = stat.slice(close + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, close),
      ticks: Number(fields[11]) + Number(fields[12]),
      childTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null; // no /proc, or the process has ended
  }
}

/** User + system CPU time of a process so far, in ms (NaN without /proc). */
export function processCpuMs(pid: number): number {
  const stat = readStat(pid);
  return stat ? (stat.ticks * 1000) / clockTicks() : NaN;
}

/** CPU ticks of every postgres process. A backend that ended is in the postmaster's children's ticks. */
function postgresTicks(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.name === 'postgres') total += stat.ticks + stat.childTicks;
  }
  return total;
}

/** A sample of the machine's CPU counters, or null without /proc. */
export function sampleHostCpu(): HostCpuSample | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest times are already in user and nice).
    const counted = cpu.slice(0, 8);
    return {
      postgresTicks: postgresTicks(),
      allTicks: counted.reduce((sum, n) => sum + n, 0),
      stealTicks: counted[7] ?? 0,
    };
  } catch {
    return null;
  }
}

/** What was spent between two samples. */
export function hostCpuSpent(before: HostCpuSample | null, after: HostCpuSample | null): HostCpuSpent | null {
  if (!before || !after) return null;
  const all = after.allTicks - before.allTicks;
  return {
    postgresMs: ((after.postgresTicks - before.postgresTicks) * 1000) / clockTicks(),
    stealPercent: all > 0 ? ((after.stealTicks - before.stealTicks) * 100) / all : 0,
  };
}
