// The bridge simulator's control API (tools/bridge-simulator/routes-control.ts): state, faults, config,
// clock and per-login account profiles, over HTTP like any other process would use it.
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';

export interface SimFault {
  match?: { method?: string; path?: string };
  kind: 'latency' | 'status' | 'rate-limit' | 'in-progress' | 'hang';
  ms?: number;
  status?: number;
  retryAfterSeconds?: number;
  times?: number;
}

export interface SimAccountState {
  id: string;
  login: string;
  server: string;
  state: string;
  connectionStatus: string;
  gone: boolean;
  currency: string;
  equity?: number;
  positions: unknown[];
  deals: number;
}

export interface SimState {
  now: string;
  accounts: SimAccountState[];
  subscribers: {
    _id: string;
    subscriptions: { strategyId: string; tradeSizeScaling?: { tradeVolume?: number } }[];
  }[];
  requests: { method: string; path: string; status: number | 'hang'; transactionId?: string }[];
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${simulatorUrl()}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`simulator ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

export const simulator = {
  state: () => control('GET', 'state') as Promise<SimState>,
  reset: () => control('POST', 'reset'),
  injectFaults: (faults: SimFault[]) => control('POST', 'faults', faults),
  clearFaults: () => control('DELETE', 'faults'),
  configure: (patch: Record<string, unknown>) => control('POST', 'config', patch),
  advance: (ms: number) => control('POST', 'advance', { ms }),
  profile: (login: string, profile: { currency?: string; balance?: number; leverage?: number }) =>
    control('POST', 'profiles', { login, ...profile }),
  /** Accounts the simulator holds for `login` (deleted ones excluded). */
  async accountsFor(login: string): Promise<SimAccountState[]> {
    const state = await simulator.state();
    return state.accounts.filter((a) => a.login === login && a.state !== 'DELETING' && !a.gone);
  },
};

/** Instant deployment so account data is readable right after provisioning. */
export async function fastSimulator(): Promise<void> {
  await simulator.clearFaults();
  await simulator.configure({
    deployDelayMs: 0,
    connectDelayMs: 0,
    undeployDelayMs: 0,
    detectionPolls: 0,
    autoDeploy: true,
  });
}

/** Creates an account straight on the simulator (not through our API): e.g. a staging or legacy account. */
export async function createForeignAccount(name: string, login: string): Promise<string> {
  const token = process.env.COPYDESK_SIMULATOR_TOKEN ?? '';
  const txn = Array.from(
    { length: 32 },
    (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789'[(i * 7 + login.length + name.length) % 36],
  ).join('');
  const response = await fetch(`${simulatorUrl()}/users/current/accounts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'auth-token': token,
      'transaction-id': `${txn.slice(0, 20)}${login.padStart(12, '0').slice(-12)}`,
    },
    body: JSON.stringify({
      name,
      login,
      password: 'Broker-pass-1',
      server: 'XMGlobal-MT5',
      platform: 'mt5',
      magic: 0,
      copyFactoryRoles: ['SUBSCRIBER'],
    }),
  });
  if (response.status !== 201)
    throw new Error(`simulator create: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
