// Child-process supervision for the local runtime: every child gets its own process group so that
// stopping it (Ctrl-C, a failed step, the end of a test run) takes its grandchildren with it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

export interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number>;
}

const running = new Set<Child>();
const afterStop: (() => void)[] = [];

/** A clean-up step to run once every child has stopped (e.g. sweeping a port a grandchild kept). */
export function runAfterStop(task: () => void): void {
  afterStop.push(task);
}

/**
 * Kills whatever still listens on these TCP ports. The Firestore emulator's JVM runs outside the
 * firebase-tools process group, so a firebase-tools killed mid-shutdown can leave it behind.
 */
export function killPortOwners(ports: number[]): void {
  for (const port of ports) {
    let listing = '';
    try {
      listing = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    } catch {
      return; // no ss on this machine: nothing more we can do
    }
    for (const match of listing.matchAll(/pid=(\d+)/g)) {
      try {
        process.kill(Number(match[1]), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

export interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** 'inherit' shows the child's output; 'prefix' tags each line with the child's name. */
  output?: 'inherit' | 'prefix' | 'quiet';
}

export function spawnChild(name: string, command: string, args: string[], options: SpawnOptions = {}): Child {
  const output = options.output ?? 'prefix';
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    detached: true,
    stdio: output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  if (output === 'prefix') {
    const tag = (line: string) => (line.trim() ? `[${name}] ${line}\n` : '');
    const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) =>
      stream.write(chunk.toString().split('\n').map(tag).join(''));
    child.stdout?.on('data', forward(process.stdout));
    child.stderr?.on('data', forward(process.stderr));
  } else if (output === 'quiet') {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', () => resolve(127));
  });
  const entry: Child = { name, process: child, exited };
  running.add(entry);
  void exited.then(() => running.delete(entry));
  return entry;
}

/** Runs a command to completion, showing its output; resolves with its exit code. */
export async function run(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<number> {
  return spawnChild(name, command, args, { output: 'inherit', ...options }).exited;
}

function signalGroup(child: Child, signal: NodeJS.Signals): void {
  const pid = child.process.pid;
  if (pid === undefined || child.process.exitCode !== null) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops a child's whole process group: SIGTERM first, SIGKILL if it has not exited within the grace period. */
export async function stopChild(child: Child, graceMs = 20_000): Promise<void> {
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
  // The leader may exit before its group: make sure nothing of it is left listening.
  signalGroup(child, 'SIGKILL');
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].reverse().map((child) => stopChild(child)));
  for (const task of afterStop.splice(0)) task();
}

/** Stops every child on Ctrl-C or SIGTERM, then exits with the given code. */
export function stopAllOnSignals(): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // `on`, not `once`: a second Ctrl-C (or the same signal forwarded by a parent) must not kill us
    // half-way through stopping the children.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`\nStopping (${signal})...`);
      void stopAll().then(() => process.exit(130));
    });
  }
}
