// What the stack knows of processes, read from Linux's /proc: a process is its pid plus its start time
// (field 22 of /proc/<pid>/stat), so a pid the kernel has since given to another program never matches.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessId {
  pid: number;
  /** Clock ticks since boot when it started. */
  start: string;
}

interface ProcessRow extends ProcessId {
  ppid: number;
}

function readStat(pid: number): ProcessRow | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields after it start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, ppid] = fields;
    if (state === 'Z' || state === 'X') return undefined; // exited, waiting to be reaped
    return { pid, ppid: Number(ppid), start: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

/** The identity of a live process, or undefined once it has exited. */
export function identify(pid: number): ProcessId | undefined {
  const row = readStat(pid);
  return row && { pid: row.pid, start: row.start };
}

export function isAlive(process: ProcessId): boolean {
  return identify(process.pid)?.start === process.start;
}

/** Every live process whose chain of parents reaches one of `roots` (the roots not included). */
export function descendantsOf(roots: readonly ProcessId[]): ProcessId[] {
  let rows: ProcessRow[];
  try {
    rows = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((name) => readStat(Number(name)))
      .filter((row): row is ProcessRow => row !== undefined);
  } catch {
    return []; // no /proc (not Linux): only the process groups are stopped
  }
  const children = new Map<number, ProcessRow[]>();
  for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  const found: ProcessId[] = [];
  const queue = roots.filter(isAlive).map((root) => root.pid);
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    for (const child of children.get(pid) ?? []) {
      found.push({ pid: child.pid, start: child.start });
      queue.push(child.pid);
    }
  }
  return found;
}
