// A fleet of production accounts for the deployment-run bench: accounts created straight on the bridge
// simulator and indexed in bridgeAccounts like ours, and the typed API client of a technical admin (the
// bench uses tools/stack-clients, not the tests' helpers; faults go through simulatorControl).
import { createApiClient, type ApiClient } from '@copydesk/functions/contract';
import type { Firestore } from 'firebase-admin/firestore';
import { functionsUrl, simulatorUrl } from '../tools/stack-clients/emulators.ts';
import { createSimulatorAccount, simulatorToken } from '../tools/stack-clients/simulator-accounts.ts';
import { INSTANT_DEPLOYMENT, simulatorControl } from '../tools/stack-clients/simulator-control.ts';
import { adminDb, userWithRoles } from '../tools/stack-clients/users.ts';
import { localPorts } from '../tools/stack/ports.ts';
import { withoutTriggers } from './quiet-seed.ts';

/**
 * Index writes with the background triggers paused: the index's membership trigger would otherwise put
 * 1,000 accounts into copy-health shards, and take them out again, in contended transactions that run
 * behind this section and the next ones and slow what they time.
 */
const indexQuietly = (write: () => Promise<void>) => withoutTriggers(localPorts().hub, write);

/** Takes accounts out of the production index (bridgeAccounts), with the background triggers paused. */
export async function unindexQuietly(db: Firestore, ids: string[]): Promise<void> {
  await indexQuietly(async () => {
    for (let index = 0; index < ids.length; index += 400) {
      const writes = db.batch();
      for (const id of ids.slice(index, index + 400)) writes.delete(db.collection('bridgeAccounts').doc(id));
      await writes.commit();
    }
  });
}

/** POST deploy or undeploy of one account on the simulator, as our bridge adapter sends it. */
export function bridgePost(accountId: string, action: 'deploy' | 'undeploy'): Promise<Response> {
  return fetch(`${simulatorUrl()}/users/current/accounts/${accountId}/${action}`, {
    method: 'POST',
    headers: { 'auth-token': simulatorToken() },
  });
}

const login = (index: number) => `9${String(index).padStart(7, '0')}`;

function createAccount(index: number): Promise<string> {
  return createSimulatorAccount({
    name: `bench-run-${index}`,
    login: login(index),
    transactionId: `benchrun${String(index).padStart(24, '0')}`,
  });
}

/** `count` deployed accounts on the simulator (deployed instantly), indexed as production accounts. */
export async function createBenchFleet(count: number): Promise<string[]> {
  await simulatorControl.configure(INSTANT_DEPLOYMENT);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 25) {
    const batch = Array.from({ length: Math.min(25, count - index) }, (_, j) => createAccount(index + j));
    ids.push(...(await Promise.all(batch)));
  }
  const db = adminDb();
  await indexQuietly(async () => {
    for (let index = 0; index < ids.length; index += 400) {
      const writes = db.batch();
      ids.slice(index, index + 400).forEach((id, j) => {
        writes.set(db.collection('bridgeAccounts').doc(id), {
          uid: 'bench-run-owner',
          accountNumber: login(index + j),
        });
      });
      await writes.commit();
    }
  });
  return ids;
}

/**
 * Takes the fleet out of the production index and deletes the section's runs, so a later section (the
 * copy-health cycle plans over every indexed account) does not inherit 1,000 undeployed accounts.
 */
export async function removeBenchFleet(ids: string[], runIds: string[]): Promise<void> {
  const db = adminDb();
  await unindexQuietly(db, ids);
  for (const runId of runIds) await db.recursiveDelete(db.collection('deploymentRuns').doc(runId));
}

export async function technicalAdminClient(): Promise<ApiClient> {
  const user = await userWithRoles('bench-runs', { isAdmin: true, isTechnicalAdmin: true });
  return createApiClient({ baseUrl: functionsUrl('').replace(/\/$/, ''), getToken: () => user.idToken });
}
