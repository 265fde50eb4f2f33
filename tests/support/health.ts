// Causing copy-health incidents on the bridge simulator (tools/bridge-simulator/routes-control-health.ts)
// and reading what the monitor stored for an account, shared by the emulator tests and the e2e journeys.
import type { CollectionReference } from 'firebase-admin/firestore';
import { HEALTH_DEFAULTS } from '@copydesk/functions/contract';
import { simulatorUrl } from '../../tools/stack-clients/emulators.ts';
import { adminDb } from '../../tools/stack-clients/users.ts';

export type ConnectionStatus = 'CONNECTED' | 'DISCONNECTED' | 'DISCONNECTED_FROM_BROKER';

/** POST /__control/<path> on the simulator; throws unless it answers 2xx. */
export async function healthControl(path: string, body: Record<string, unknown> = {}): Promise<void> {
  const response = await fetch(`${simulatorUrl()}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`simulator ${path}: ${response.status} ${await response.text()}`);
}

/** POST /__control/accounts/:id/connection. */
export function setConnection(metaApiAccountId: string, connectionStatus: ConnectionStatus): Promise<void> {
  return healthControl(`accounts/${metaApiAccountId}/connection`, { connectionStatus });
}

/**
 * The account lost its broker connection over the grace period ago (README "Copy health": a shorter
 * disconnection is a blip): DISCONNECTED_FROM_BROKER on the simulator, and the monitor's memory of when
 * it was first seen set back past the local stack's grace, so the next check (Refresh) records it.
 */
export async function lostBrokerConnectionLongAgo(metaApiAccountId: string): Promise<void> {
  await setConnection(metaApiAccountId, 'DISCONNECTED_FROM_BROKER');
  const firstSeen = Date.now() - (HEALTH_DEFAULTS.bridgeGraceMinutes + 1) * 60_000;
  await adminDb()
    .collection('healthChecks')
    .doc(metaApiAccountId)
    .set({ brokerDisconnectedSince: firstSeen }, { merge: true });
}

/** The account document, its incidents, its event history and the notifications of the given users. */
export async function healthRecord(
  uid: string,
  accountNumber: string,
  readers: string[] = [uid],
): Promise<Record<string, unknown>> {
  const db = adminDb();
  const account = db.collection('users').doc(uid).collection('tradingAccounts').doc(accountNumber);
  const list = async (path: CollectionReference) =>
    (await path.get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
  const notifications = await Promise.all(
    readers.map((reader) => list(db.collection('users').doc(reader).collection('notifications'))),
  );
  return {
    health: (await account.get()).get('health') as unknown,
    incidents: await list(account.collection('healthIncidents')),
    events: await list(account.collection('healthEvents')),
    notifications,
  };
}
