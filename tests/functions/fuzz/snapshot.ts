// What "nothing was written" compares: every document of every collection (and the users'
// tradingAccounts), except the rate-limit counters, which count requests by design.
import { createHash } from 'node:crypto';
import { adminDb } from '../../../tools/stack-clients/users.ts';

export async function databaseFingerprint(): Promise<Record<string, string>> {
  const db = adminDb();
  const collections = (await db.listCollections()).filter((c) => c.id !== 'rateLimits');
  const snapshots = await Promise.all([
    ...collections.map((c) => c.get()),
    db.collectionGroup('tradingAccounts').get(),
  ]);
  const out: Record<string, string> = {};
  for (const snapshot of snapshots) {
    for (const doc of snapshot.docs) {
      out[doc.ref.path] = createHash('sha256').update(JSON.stringify(doc.data())).digest('hex');
    }
  }
  return out;
}
