import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { descendantsOf, identify, isAlive } from './proc.ts';
import { noteDescendants, spawnChild, stopAll } from './processes.ts';
import type { Child } from './types.ts';

/** The first line a child prints: these shell scripts print the pid of the process they leave behind. */
function firstLine(child: Child): Promise<number> {
  return new Promise((resolve) => {
    child.process.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().split('\n')[0])));
  });
}

const scratch = mkdtempSync(path.join(tmpdir(), 'copydesk-processes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('stopping the local stack', () => {
  it('stops a grandchild that left its process group (as the Firestore JVM does)', async () => {
    const child = spawnChild('escapee', 'sh', ['-c', 'setsid sleep 300 & echo $!; wait'], {
      output: 'quiet',
    });
    const grandchild = await firstLine(child);
    expect(identify(grandchild)).toBeDefined();
    await stopAll();
    expect(identify(grandchild)).toBeUndefined();
  });

  it('stops a grandchild whose parent had already exited', async () => {
    const child = spawnChild('orphaning', 'sh', ['-c', 'setsid sleep 300 & echo $!; exec sleep 300'], {
      output: 'quiet',
    });
    const grandchild = await firstLine(child);
    noteDescendants(); // what the stack's watcher does every second while children run
    process.kill(child.process.pid ?? 0, 'SIGKILL');
    await child.exited;
    expect(identify(grandchild)).toBeDefined();
    await stopAll();
    expect(identify(grandchild)).toBeUndefined();
  });

  it('leaves alone a process it did not start', async () => {
    const stranger = spawn('sleep', ['300'], { stdio: 'ignore' });
    const strangerId = identify(stranger.pid ?? 0);
    spawnChild('ours', 'sleep', ['300'], { output: 'quiet' });
    await stopAll();
    expect(strangerId && isAlive(strangerId)).toBe(true);
    stranger.kill('SIGKILL');
  });
});

describe('reading /proc', () => {
  it('finds a descendant whose command name holds a space and parentheses', async () => {
    const oddName = path.join(scratch, 'sl) (eep');
    copyFileSync('/bin/sleep', oddName);
    const child = spawnChild('odd', 'sh', ['-c', `'${oddName}' 300 & echo $!; wait`], { output: 'quiet' });
    const odd = await firstLine(child);
    const root = identify(child.process.pid ?? 0);
    expect(root).toBeDefined();
    expect(descendantsOf(root ? [root] : []).map((process) => process.pid)).toContain(odd);
    await stopAll();
    expect(identify(odd)).toBeUndefined();
  });
});
