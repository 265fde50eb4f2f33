// The demo's open copy-health incident (README "Copy health"): client-expired's account copies in
// close-only while the subscription is expired (the copy-mode trigger set it on the bridge when the seed
// restored the expired subscription). Once the simulator shows it, the same check the Refresh button
// makes records it: the incident is real bridge state, so every later check keeps it open.
import { getFirestore } from 'firebase-admin/firestore';
import { localUrls } from '../stack/ports.ts';
import { waitFor } from '../stack/readiness.ts';
import { clientFor, DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { DemoUser } from './demo-users.ts';

const DEMO_INCIDENT_USER = 'client-expired';

async function closeOnlyOnBridge(metaApiAccountId: string): Promise<boolean> {
  const response = await fetch(`${localUrls().simulator}/__control/state`);
  const state = (await response.json()) as { subscribers: { _id: string; closeOnly?: string }[] };
  return state.subscribers.some((s) => s._id === metaApiAccountId && Boolean(s.closeOnly));
}

export async function seedDemoIncident(users: DemoUser[], uids: Map<string, string>): Promise<void> {
  const user = users.find((candidate) => candidate.key === DEMO_INCIDENT_USER);
  const demo = DEMO_ACCOUNTS.find((account) => account.userKey === DEMO_INCIDENT_USER);
  const uid = uids.get(DEMO_INCIDENT_USER);
  if (!user || !demo || !uid) return;
  const account = await getFirestore()
    .collection('users')
    .doc(uid)
    .collection('tradingAccounts')
    .doc(demo.login)
    .get();
  const accountId = String(account.get('metaApiAccountId'));
  await waitFor(`close-only on ${demo.login}`, () => closeOnlyOnBridge(accountId), { timeoutMs: 90_000 });
  const api = await clientFor(user);
  const { health } = await api.refreshAccountHealth({ accountId });
  if (health.state !== 'close-only')
    throw new Error(`The demo incident on ${demo.login} did not open: its health is ${health.state}.`);
}
