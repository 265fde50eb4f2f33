// Rate-limit counters live in Firestore (rateLimits/*) and outlive a test file: files that hit limits
// clear them when they finish, so the next file starts from zero.
import { adminDb } from '../../tools/stack-clients/users.ts';

export async function clearRateLimits(): Promise<void> {
  const docs = await adminDb().collection('rateLimits').listDocuments();
  for (let i = 0; i < docs.length; i += 400) {
    const batch = adminDb().batch();
    for (const doc of docs.slice(i, i + 400)) batch.delete(doc);
    await batch.commit();
  }
}

/** A caller address in the documentation range the test runner gives ten times smaller limits. */
export const testIp = (n: number) => `198.51.100.${n}`;
