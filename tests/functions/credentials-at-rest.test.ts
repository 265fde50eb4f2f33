// Nothing password-derived at rest that a database reader could test guesses against: rejected
// credentials are remembered as a keyed HMAC (CREDENTIAL_HASH_KEY), attempt records expire with the
// retry window (expireAt; TTL in production, purgeExpired here), and a success keeps no fingerprint.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  EXPIRING_COLLECTIONS,
  purgeExpired,
} from '../../functions/src/platform/retention/expiring-records.repo.js';
import { callRaw } from '../support/api.ts';
import { affiliatedLogin, GOOD_SERVER, provisionInput } from '../support/accounts.ts';
import { clearRateLimits } from '../support/rate-limits.ts';
import { adminDb, userWithRoles } from '../../tools/stack-clients/users.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const attempt = (uid: string) => adminDb().collection('provisioningAttempts').doc(uid);

afterAll(clearRateLimits);

describe('provisioning attempt records', () => {
  it('hold no SHA-256 of the password, only a keyed fingerprint with an expiry', async () => {
    const user = await userWithRoles('at-rest-fail', { subscription: 'active' });
    const login = affiliatedLogin();
    const password = 'wrong-password-4417';
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(login, { password }),
    });
    expect(answer.status).toBe(422);
    const doc = await attempt(user.uid).get();
    const failures = doc.get('authFailures') as { hash: string }[];
    expect(failures).toHaveLength(1);
    const stored = JSON.stringify(doc.data());
    const plain = [sha256(JSON.stringify([user.uid, 'mt5', GOOD_SERVER, login, password])), sha256(password)];
    for (const hash of plain) expect(stored).not.toContain(hash);
    expect(stored).not.toContain(password);
    // "<key id>:<HMAC>": the id of the key stored with the hash, so the key can rotate.
    expect(failures[0]!.hash).toMatch(/^[0-9a-f]{8}:[0-9a-f]{64}$/);
    const expireAt = (doc.get('expireAt') as Timestamp).toMillis();
    expect(expireAt).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect(expireAt).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
  });

  it('keep no fingerprint once an attempt succeeded, and expire at once', async () => {
    const user = await userWithRoles('at-rest-ok', { subscription: 'active' });
    const answer = await callRaw('provisionFullAccount', {
      token: user.idToken,
      input: provisionInput(affiliatedLogin()),
    });
    expect(answer.status).toBe(200);
    const doc = await attempt(user.uid).get();
    expect(doc.get('credentialHash')).toBeNull();
    expect(doc.get('authFailures')).toEqual([]);
    expect((doc.get('expireAt') as Timestamp).toMillis()).toBeLessThanOrEqual(Date.now());
  });
});

describe('the clean-up schedule (purgeExpired, called directly: schedules do not fire in the emulator)', () => {
  it('deletes expired attempts and counters, and keeps the rest', async () => {
    const past = Timestamp.fromMillis(Date.now() - 1_000);
    const future = Timestamp.fromMillis(Date.now() + 3_600_000);
    const docs = {
      oldAttempt: adminDb().doc('provisioningAttempts/purge-old'),
      newAttempt: adminDb().doc('provisioningAttempts/purge-new'),
      oldCounter: adminDb().doc('rateLimits/purge-old'),
      newCounter: adminDb().doc('rateLimits/purge-new'),
    };
    await docs.oldAttempt.set({ status: 'idle', expireAt: past });
    await docs.newAttempt.set({ status: 'idle', expireAt: future });
    await docs.oldCounter.set({ count: 3, expireAt: past });
    await docs.newCounter.set({ count: 3, expireAt: future });
    const deleted = await purgeExpired(new Date(), adminDb());
    expect(deleted).toBeGreaterThanOrEqual(2);
    const exists = async (ref: FirebaseFirestore.DocumentReference) => (await ref.get()).exists;
    expect(await exists(docs.oldAttempt)).toBe(false);
    expect(await exists(docs.oldCounter)).toBe(false);
    expect(await exists(docs.newAttempt)).toBe(true);
    expect(await exists(docs.newCounter)).toBe(true);
    await Promise.all([docs.newAttempt.delete(), docs.newCounter.delete()]);
  });
});

describe('expiry that holds in production', () => {
  it(
    'the purge has no cap: 10,050 expired counters are all deleted in one run',
    { timeout: 180_000 },
    async () => {
      const past = Timestamp.fromMillis(Date.now() - 1_000);
      const total = 10_050;
      for (let start = 0; start < total; start += 500) {
        const batch = adminDb().batch();
        for (let i = start; i < Math.min(total, start + 500); i++)
          batch.set(adminDb().doc(`rateLimits/purge-many-${i}`), { count: 1, expireAt: past });
        await batch.commit();
      }
      const deleted = await purgeExpired(new Date(), adminDb());
      expect(deleted).toBeGreaterThanOrEqual(total);
      const left = await adminDb().collection('rateLimits').where('expireAt', '<=', past).count().get();
      expect(left.data().count).toBe(0);
    },
  );

  it.each(EXPIRING_COLLECTIONS)(
    'firestore.indexes.json declares the TTL policy on %s.expireAt, with the index the purge queries',
    (collectionGroup) => {
      const config = JSON.parse(
        readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
      ) as {
        fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: object[] }[];
      };
      const override = config.fieldOverrides.find(
        (field) => field.collectionGroup === collectionGroup && field.fieldPath === 'expireAt',
      );
      expect(override).toEqual({
        collectionGroup,
        fieldPath: 'expireAt',
        ttl: true,
        indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }],
      });
    },
  );
});
