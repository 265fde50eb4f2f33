// Shared steps of the copy-health journeys: cause an incident on the bridge simulator (its control
// route), run the check deterministically through the on-demand endpoint (the one Refresh calls), and
// wait on Firestore for what the monitor wrote, so the browser only ever looks at data already there.
import { expect } from 'vitest';
import { callRaw } from '../../support/api.ts';
import { eventually } from '../../support/poll.ts';
import { adminDb, type TestUser } from '../../../tools/stack-clients/users.ts';
import { lostBrokerConnectionLongAgo, setConnection } from '../../support/health.ts';

export { setConnection };

/** The owner's check on demand (POST refreshAccountHealth): the monitor's work for one account. */
export async function checkNow(user: TestUser, metaApiAccountId: string): Promise<string> {
  const answer = await callRaw('refreshAccountHealth', {
    token: user.idToken,
    input: { accountId: metaApiAccountId },
  });
  expect(answer.status).toBe(200);
  return (answer.body.health as { state: string }).state;
}

/** Waits until the account document carries the health state. */
export async function storedHealth(uid: string, accountNumber: string, state: string): Promise<void> {
  const ref = adminDb().collection('users').doc(uid).collection('tradingAccounts').doc(accountNumber);
  await eventually(`health ${state} on account ${accountNumber}`, async () => {
    const health = (await ref.get()).get('health') as { state?: string } | undefined;
    return health?.state === state;
  });
}

/** Waits until the user has `count` notifications and returns them. */
export async function notificationsOf(uid: string, count: number) {
  const ref = adminDb().collection('users').doc(uid).collection('notifications');
  return eventually(`${count} notification(s) for ${uid}`, async () => {
    const docs = (await ref.get()).docs;
    return docs.length === count ? docs.map((doc) => ({ id: doc.id, read: doc.get('read') === true })) : null;
  });
}

/** A user whose account's broker connection is lost and already checked: the incident is stored. */
export async function brokenAccount(user: TestUser, accountNumber: string, metaApiAccountId: string) {
  await lostBrokerConnectionLongAgo(metaApiAccountId);
  expect(await checkNow(user, metaApiAccountId)).toBe('broker-disconnected');
  await storedHealth(user.uid, accountNumber, 'broker-disconnected');
  await notificationsOf(user.uid, 1);
}
