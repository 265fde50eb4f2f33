// Shared test plumbing: a real simulator on port 0 and the real adapter pointed at it three times.
import { expect } from 'vitest';
import {
  BridgeError,
  MetaApiBridge,
  newTransactionId,
  type HttpLogEntry,
  type MetaApiBridgeOptions,
} from '../../functions/src/bridge/index.js';
import {
  startBridgeSimulator,
  type BridgeSimulator,
  type SimulatorOptions,
} from '../../tools/bridge-simulator/index.js';

export const TOKEN = 'sim-token-for-tests';
export const AFFILIATE_KEY = 'affiliate-key-for-tests';

export function startSim(options: Partial<SimulatorOptions> = {}): Promise<BridgeSimulator> {
  return startBridgeSimulator({
    token: TOKEN,
    affiliateKey: AFFILIATE_KEY,
    deployDelayMs: 30,
    connectDelayMs: 20,
    undeployDelayMs: 20,
    ...options,
  });
}

/** Fast retry timings so fault tests take milliseconds, not the SDK's seconds. */
export function bridgeFor(sim: BridgeSimulator, options: Partial<MetaApiBridgeOptions> = {}): MetaApiBridge {
  return new MetaApiBridge({
    provisioningUrl: sim.url,
    clientUrl: sim.url,
    copyFactoryUrl: sim.url,
    token: TOKEN,
    timeoutMs: 2_000,
    retries: 3,
    minDelayMs: 10,
    maxDelayMs: 50,
    minPollMs: 10,
    longRunningTimeoutMs: 5_000,
    ...options,
  });
}

export function collectLog(): { entries: HttpLogEntry[]; log: (e: HttpLogEntry) => void } {
  const entries: HttpLogEntry[] = [];
  return { entries, log: (e) => entries.push(e) };
}

export async function control(
  sim: BridgeSimulator,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${sim.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${method} ${path} -> ${res.status}`);
  return res.status === 204 ? undefined : await res.json();
}

export async function advance(sim: BridgeSimulator, ms: number): Promise<void> {
  await control(sim, 'POST', '/__control/advance', { ms });
}

/** Requests the simulator saw on the MetaApi paths (control calls excluded). */
export function requests(
  sim: BridgeSimulator,
  method?: string,
  pathPart?: string,
): { method: string; path: string; status: number | 'hang'; transactionId?: string }[] {
  return sim
    .world()
    .requests.filter((r) => (!method || r.method === method) && (!pathPart || r.path.includes(pathPart)));
}

/** Polls a condition with a bounded loop (never a fixed sleep standing in for readiness). */
export async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface ProvisionOptions {
  login?: string;
  password?: string;
  server?: string;
  transactionId?: string;
}

export function provisionInput(o: ProvisionOptions = {}) {
  return {
    name: 'Test account',
    login: o.login ?? '51234568',
    password: o.password ?? 'correct-horse-9',
    server: o.server ?? 'XMGlobal-MT5 2',
    transactionId: o.transactionId ?? newTransactionId(),
  };
}

/** Provisions an account and waits until it is CONNECTED (deployment runs on its own). */
export async function connectedAccount(
  sim: BridgeSimulator,
  bridge: MetaApiBridge,
  o: ProvisionOptions = {},
  advanceMs = 0,
): Promise<string> {
  const { id } = await bridge.provisionAccount(provisionInput(o));
  if (advanceMs > 0) await advance(sim, advanceMs);
  await waitFor(async () => (await bridge.getAccount(id))?.connectionStatus === 'CONNECTED');
  return id;
}

/** The BridgeError a call rejects with (the test fails if it resolves or rejects with anything else). */
export async function rejection(promise: Promise<unknown>): Promise<BridgeError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BridgeError);
  return error as BridgeError;
}
