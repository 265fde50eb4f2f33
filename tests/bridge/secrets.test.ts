// The broker password must appear in no log line, no error message and no simulator state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newTransactionId } from '../../functions/src/bridge/index.js';
import type { BridgeSimulator } from '../../tools/bridge-simulator/index.js';
import { bridgeFor, collectLog, control, provisionInput, startSim } from './harness.js';

const PASSWORD = 'Zq9!distinctive-PASSW0RD-4471';
let sim: BridgeSimulator;
const captured: string[] = [];

beforeEach(async () => {
  captured.length = 0;
  // Everything anyone writes to the console or to stdout/stderr while the test runs.
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation(
      (...args: unknown[]) => void captured.push(args.map(String).join(' ')),
    );
  }
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      captured.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return (original as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
    });
  }
  sim = await startSim({
    detectionPolls: 1,
    detectionRetryAfterSeconds: 0.05,
    log: (line) => captured.push(line),
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await sim.close();
});

describe('password hygiene', () => {
  it('keeps the password out of every log, error and state during provisioning paths', async () => {
    const { entries, log } = collectLog();
    const bridge = bridgeFor(sim, { log });
    const errors: unknown[] = [];
    const attempt = async (o: Parameters<typeof provisionInput>[0]) => {
      try {
        await bridge.provisionAccount(provisionInput({ ...o, transactionId: newTransactionId() }));
      } catch (error) {
        errors.push(error);
      }
    };
    await control(sim, 'POST', '/__control/faults', [
      { match: { method: 'POST' }, kind: 'status', status: 500, times: 1 },
    ]);
    await attempt({ password: PASSWORD }); // 500, then 202, then created
    await attempt({ password: `wrong-${PASSWORD}` }); // E_AUTH
    await attempt({ password: PASSWORD, server: 'XMGlobal-Nowhere' }); // E_SRV_NOT_FOUND
    await attempt({ password: PASSWORD, login: 'not-digits' }); // validation

    expect(sim.world().accounts.size).toBe(1);
    expect(errors.map((e) => (e as { code?: string }).code)).toEqual([
      'auth-failed',
      'server-not-found',
      'validation',
    ]);
    expect(captured.some((line) => line.includes('POST /users/current/accounts -> 202'))).toBe(true);
    const haystack = [
      ...captured,
      ...entries.map((e) => JSON.stringify(e)),
      ...errors.map((e) => `${String(e)} ${JSON.stringify(e)} ${(e as Error).stack ?? ''}`),
      JSON.stringify(await control(sim, 'GET', '/__control/state')),
    ].join('\n');
    expect(haystack.length).toBeGreaterThan(500);
    expect(haystack).not.toContain(PASSWORD);
    expect(haystack).not.toContain('distinctive-PASSW0RD');
  });
});

describe('masking by structure', () => {
  it.each(['.', 'e', 'The'])(
    'keeps messages whole for the short password "%s": the answer\'s text is never quoted',
    async (password) => {
      const bridge = bridgeFor(sim);
      const error = await bridge
        .provisionAccount(
          provisionInput({ password, login: 'not-digits', transactionId: newTransactionId() }),
        )
        .catch((e: unknown) => e);
      expect((error as { code?: string }).code).toBe('validation');
      expect((error as Error).message).toBe('The trading bridge rejected the request.');
    },
  );
});
