// CPU time used by this process and every process it started (the emulators, their functions
// workers, the bridge simulator), read from Linux's /proc. Unlike the machine-wide figure, it leaves out
// whatever else the machine is doing, so a figure per account stays comparable between runs.
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second for /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  parent: number;
  cpuTicks: number;
}

function readProcess(pid: number): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // the process ended while we looked
  }
}

/** ms of CPU used so far by this process tree; undefined where there is no /proc (not Linux). */
export function processTreeCpuMs(root = process.pid): number | undefined {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined;
  }
  const processes = new Map<number, ProcessTimes>();
  for (const pid of pids) {
    const times = readProcess(pid);
    if (times) processes.set(pid, times);
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = processes.get(at)?.parent)
      if (at === root) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, times] of processes) if (inTree(pid)) ticks += times.cpuTicks;
  return (ticks * 1000) / TICKS_PER_SECOND;
}
