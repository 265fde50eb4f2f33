// The bridge simulator's control API (tools/bridge-simulator/routes-control.ts): state, faults, config,
// clock and per-login account profiles, over HTTP like any other process would use it. The tests and the
// bench drive the same simulator, so they share this one client.
import { simulatorUrl } from './emulators.ts';

export interface SimFault {
  match?: { method?: string; path?: string };
  kind: 'latency' | 'status' | 'rate-limit' | 'in-progress' | 'hang' | 'token-refused';
  ms?: number;
  status?: number;
  /** status: the error's message text. */
  message?: string;
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
  requests: { seq: number; method: string; path: string; status: number | 'hang'; transactionId?: string }[];
}

/** Deploys, connects and undeploys at once, so an account is usable right after it is created. */
export const INSTANT_DEPLOYMENT = {
  deployDelayMs: 0,
  connectDelayMs: 0,
  undeployDelayMs: 0,
  autoDeploy: true,
} as const;

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

export const simulatorControl = {
  state: () => control('GET', 'state') as Promise<SimState>,
  reset: () => control('POST', 'reset'),
  injectFaults: (faults: SimFault[]) => control('POST', 'faults', faults),
  clearFaults: () => control('DELETE', 'faults'),
  configure: (patch: Record<string, unknown>) => control('POST', 'config', patch),
  advance: (ms: number) => control('POST', 'advance', { ms }),
  profile: (login: string, profile: { currency?: string; balance?: number; leverage?: number }) =>
    control('POST', 'profiles', { login, ...profile }),
};
