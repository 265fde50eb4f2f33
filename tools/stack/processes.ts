// Child-process supervision for the local stack. Every child gets its own process group, and the stack
// keeps a list of the processes it started and of their descendants (read from /proc while they run),
// so stopping takes the grandchildren with it, even one that left the group (the Firestore emulator's
// JVM), and never touches a process the stack did not start: nothing is killed by port or by name.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { descendantsOf, identify, isAlive, type ProcessId } from './proc.ts';
import type { Child } from './types.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');
export type { Child };

const running = new Set<Child>();
/** The children and every descendant seen so far, by pid. */
const started = new Map<number, ProcessId>();
const WATCH_INTERVAL_MS = 1000;
let watcher: NodeJS.Timeout | undefined;

/** Adds the descendants of what the stack started to the list, before a parent's exit hides them. */
export function noteDescendants(): void {
  for (const descendant of descendantsOf([...started.values()])) started.set(descendant.pid, descendant);
}

function watch(): void {
  watcher ??= setInterval(noteDescendants, WATCH_INTERVAL_MS).unref();
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
  const identity = child.pid === undefined ? undefined : identify(child.pid);
  if (identity) started.set(identity.pid, identity);
  watch();
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
  noteDescendants();
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
  // The leader may exit before its group: make sure nothing of it is left.
  signalGroup(child, 'SIGKILL');
}

function signal(target: ProcessId, name: NodeJS.Signals): void {
  if (!isAlive(target)) return;
  try {
    process.kill(target.pid, name);
  } catch {
    // Exited between the check and the signal.
  }
}

/** Stops what is left of the processes the stack started: SIGTERM, then SIGKILL after `graceMs`. */
async function stopLeftovers(graceMs = 5000): Promise<void> {
  noteDescendants();
  const left = [...started.values()].filter(isAlive);
  for (const target of left) signal(target, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (left.some(isAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const target of left) signal(target, 'SIGKILL');
  started.clear();
}

export async function stopAll(): Promise<void> {
  noteDescendants();
  await Promise.all([...running].reverse().map((child) => stopChild(child)));
  await stopLeftovers();
}

let stopping = false;

/** True once Ctrl-C (or SIGTERM/SIGHUP) arrived: the children's exits that follow are that stop's doing. */
export function stopRequested(): boolean {
  return stopping;
}

/** Stops every child on Ctrl-C or SIGTERM, then exits with code 130. */
export function stopAllOnSignals(): void {
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // `on`, not `once`: a second Ctrl-C (or the same signal forwarded by a parent) must not kill us
    // half-way through stopping the children.
    process.on(name, () => {
      if (stopping) return;
      stopping = true;
      console.log(`\nStopping (${name})...`);
      void stopAll().then(() => process.exit(130));
    });
  }
}
