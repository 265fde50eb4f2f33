// A fleet of production accounts for the deployment-run bench: accounts created straight on the bridge
// simulator and indexed in bridgeAccounts like ours, the simulator's fault switch, and the typed API
// client of a technical admin (the bench uses tools/stack-clients, not the tests' helpers).
import { createApiClient, type ApiClient } from '@copydesk/functions/contract';
import { functionsUrl, simulatorUrl } from '../tools/stack-clients/emulators.ts';
import { adminDb, userWithRoles } from '../tools/stack-clients/users.ts';

export interface FaultSpec {
  match?: { method?: string; path?: string };
  kind: 'latency' | 'rate-limit';
  ms?: number;
  retryAfterSeconds?: number;
  times?: number;
}

const token = () => process.env.COPYDESK_SIMULATOR_TOKEN ?? '';

async function control(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${simulatorUrl()}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`simulator ${method} ${path}: ${response.status}`);
  await response.arrayBuffer();
}

export const setFaults = (faults: FaultSpec[]) => control('POST', 'faults', faults);
export const clearFaults = () => control('DELETE', 'faults');

/** POST deploy or undeploy of one account on the simulator, as our bridge adapter sends it. */
export function bridgePost(accountId: string, action: 'deploy' | 'undeploy'): Promise<Response> {
  return fetch(`${simulatorUrl()}/users/current/accounts/${accountId}/${action}`, {
    method: 'POST',
    headers: { 'auth-token': token() },
  });
}

async function createAccount(index: number): Promise<string> {
  const login = `9${String(index).padStart(7, '0')}`;
  const response = await fetch(`${simulatorUrl()}/users/current/accounts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'auth-token': token(),
      'transaction-id': `benchrun${String(index).padStart(24, '0')}`,
    },
    body: JSON.stringify({
      name: `bench-run-${index}`,
      login,
      password: 'Broker-pass-1',
      server: 'XMGlobal-MT5',
      platform: 'mt5',
      magic: 0,
      copyFactoryRoles: ['SUBSCRIBER'],
    }),
  });
  if (response.status !== 201) throw new Error(`simulator create: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** `count` deployed accounts on the simulator (deployed instantly), indexed as production accounts. */
export async function createBenchFleet(count: number): Promise<string[]> {
  await control('POST', 'config', {
    deployDelayMs: 0,
    connectDelayMs: 0,
    undeployDelayMs: 0,
    autoDeploy: true,
  });
  const ids: string[] = [];
  for (let index = 0; index < count; index += 25) {
    const batch = Array.from({ length: Math.min(25, count - index) }, (_, j) => createAccount(index + j));
    ids.push(...(await Promise.all(batch)));
  }
  const db = adminDb();
  for (let index = 0; index < ids.length; index += 400) {
    const writes = db.batch();
    ids.slice(index, index + 400).forEach((id, j) => {
      writes.set(db.collection('bridgeAccounts').doc(id), {
        uid: 'bench-run-owner',
        accountNumber: `9${String(index + j).padStart(7, '0')}`,
      });
    });
    await writes.commit();
  }
  return ids;
}

export async function technicalAdminClient(): Promise<ApiClient> {
  const user = await userWithRoles('bench-runs', { isAdmin: true, isTechnicalAdmin: true });
  return createApiClient({ baseUrl: functionsUrl('').replace(/\/$/, ''), getToken: () => user.idToken });
}
