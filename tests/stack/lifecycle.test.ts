// Ctrl-C on `npm start` stops every process it started, at whatever point it arrives: once everything
// runs, and while the emulators are still starting. Run under the machine lock: `npm run test:stack`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localPorts } from '../../tools/stack/ports.ts';
import { descendantsOf, identify, isAlive, type ProcessId } from '../../tools/stack/proc.ts';
import { ROOT } from '../../tools/stack/processes.ts';
import { waitFor } from '../../tools/stack/readiness.ts';

const PORTS = localPorts();
const LISTENING = ['auth', 'firestore', 'firestoreWebsocket', 'functions', 'hub', 'simulator', 'web'];

/** True while something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').slice(0, 120);
  } catch {
    return '';
  }
};

/**
 * Runs `npm start` in a process group of its own, as a terminal runs it in the foreground, until its
 * output shows `mark`; sends the group SIGINT, as Ctrl-C does; returns the exit code and every process
 * that was below it at that moment.
 */
async function startThenCtrlC(
  mark: string,
): Promise<{ code: number | null; seen: (ProcessId & { command: string })[] }> {
  const start = spawn(process.execPath, [path.join(ROOT, 'tools', 'bootstrap.mjs'), 'tools/start.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(mark)) resolve();
    };
    start.stdout.on('data', read);
    start.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`npm start exited (${code}) before "${mark}":\n${output}`)));
  });
  const root = identify(start.pid ?? 0);
  const seen = (root ? descendantsOf([root]) : []).map((id) => ({ ...id, command: commandOf(id.pid) }));
  process.kill(-(start.pid ?? 0), 'SIGINT');
  return { code: await exited, seen };
}

describe('Ctrl-C on npm start', () => {
  it.each([
    ['once everything runs', 'Press Ctrl-C to stop everything.'],
    ['while the emulators are starting', '[emulators]'],
  ])('stops every process it started %s, and frees every port', async (_when, mark) => {
    const { code, seen } = await startThenCtrlC(mark);
    expect(code).toBe(130);
    expect(seen.length).toBeGreaterThan(2);
    // Helpers that quit on their own once their parent has gone (tsx's esbuild) get a moment to do so.
    await waitFor('the processes npm start left', () => Promise.resolve(!seen.some(isAlive)), {
      timeoutMs: 15_000,
    }).catch(() => undefined);
    expect(seen.filter(isAlive).map((process) => process.command)).toEqual([]);
    for (const name of LISTENING) expect(await listening(PORTS[name] ?? 0), name).toBe(false);
  });
});
