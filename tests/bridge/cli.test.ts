// The simulator's CLI contract: env in, one ready line out, clean stop on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;
let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
});

function run(env: Record<string, string>) {
  const proc = spawn(tsx, ['tools/bridge-simulator/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let out = '';
  proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, output: () => out, exited };
}

describe('bridge simulator CLI', () => {
  it('prints its ready line, serves the token-guarded API and stops on SIGTERM', async () => {
    const { proc, output, exited } = run({
      COPYDESK_SIMULATOR_PORT: '0',
      COPYDESK_SIMULATOR_TOKEN: 'cli-token',
      COPYDESK_AFFILIATE_KEY: 'cli-key',
      COPYDESK_SIMULATOR_SEED: '5',
    });
    const deadline = Date.now() + 15_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline && proc.exitCode === null) {
      url = /bridge simulator ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1];
      if (!url) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(url).toBeDefined();
    const strategies = await fetch(`${url}/users/current/configuration/strategies`, {
      headers: { 'auth-token': 'cli-token' },
    });
    expect(strategies.status).toBe(200);
    const denied = await fetch(`${url}/users/current/configuration/strategies`, {
      headers: { 'auth-token': 'other' },
    });
    expect(denied.status).toBe(401);
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('GET /users/current/configuration/strategies -> 401');
  }, 20_000);

  it('refuses to start without a token', async () => {
    const { output, exited } = run({ COPYDESK_AFFILIATE_KEY: 'k' });
    expect(await exited).toBe(2);
    expect(output()).toContain('COPYDESK_SIMULATOR_TOKEN is required');
  }, 20_000);
});
