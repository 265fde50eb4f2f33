// The trading bridge as the tests see it: the real adapter pointed at this run's bridge simulator
// (the same one the functions emulator uses through functions/.env.local), and its control API.
import { MetaApiBridge, newTransactionId } from '../../functions/src/bridge/index.js';
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';

function token(): string {
  const value = process.env.COPYDESK_SIMULATOR_TOKEN;
  if (!value)
    throw new Error('COPYDESK_SIMULATOR_TOKEN is not set: run the emulator suites through "npm test".');
  return value;
}

export function testBridge(): MetaApiBridge {
  const url = simulatorUrl();
  return new MetaApiBridge({
    provisioningUrl: url,
    clientUrl: url,
    copyFactoryUrl: url,
    token: token(),
    timeoutMs: 5_000,
  });
}

export interface SimulatorSubscriber {
  _id: string;
  closeOnly?: string;
  subscriptions: { strategyId: string }[];
}

export interface SimulatorState {
  accounts: { id: string; login: string; state: string; connectionStatus: string }[];
  subscribers: SimulatorSubscriber[];
  requests: { method: string; path: string; status: number | 'hang' }[];
}

export async function simulatorState(): Promise<SimulatorState> {
  const response = await fetch(`${simulatorUrl()}/__control/state`);
  if (!response.ok) throw new Error(`simulator state: ${response.status}`);
  return (await response.json()) as SimulatorState;
}

export async function subscriberOnSimulator(accountId: string): Promise<SimulatorSubscriber | undefined> {
  return (await simulatorState()).subscribers.find((s) => s._id === accountId);
}

let logins = 70_000_000 + Math.floor(Math.random() * 1_000_000);

/** A new bridge account (SUBSCRIBER role) on the simulator, optionally subscribed to a strategy. */
export async function bridgeAccount(
  bridge: MetaApiBridge,
  strategyId?: string,
): Promise<{ id: string; login: string }> {
  logins += 1;
  const login = String(logins);
  const { id } = await bridge.provisionAccount({
    name: `Test ${login}`,
    login,
    password: 'correct-horse-9',
    server: 'XMGlobal-MT5 2',
    transactionId: newTransactionId(),
  });
  if (strategyId)
    await bridge.subscribe(id, { subscriberName: `Test ${login}`, strategyId, tradeVolume: 0.01 });
  return { id, login };
}
