// Retention (docs/operations.md "Retention"): the repositories stamp expireAt on the growing records,
// and the hourly purge (purgeExpired, called directly: schedules do not fire in the emulator) deletes
// each new kind once due while keeping fresh records and open incidents.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  EXPIRING_SUBCOLLECTIONS,
  purgeExpired,
} from '../../functions/src/platform/retention/expiring-records.repo.js';
import { recordAudit } from '../../functions/src/platform/audit/audit.repo.js';
import { claimEvent, completeEvent } from '../../functions/src/platform/trigger-events.repo.js';
import { resolveIncidentsOfRemovedAccount } from '../../functions/src/health/health.repo.js';
import { adminDb } from '../../tools/stack-clients/users.ts';

const DAY = 86_400_000;
const exists = async (ref: DocumentReference) => (await ref.get()).exists;
const expireAtOf = async (ref: DocumentReference) =>
  ((await ref.get()).get('expireAt') as Timestamp).toMillis();

/** The collection of each new kind, under a parent of its own so no other test's data is touched. */
function kinds(run: string) {
  const db = adminDb();
  const account = db.doc(`users/retention-${run}/tradingAccounts/5${run.slice(0, 7)}`);
  return [
    ['trigger markers', db.collection('triggerEvents'), `${run}-`],
    ['audit entries', db.collection('auditLog'), `${run}-`],
    ['notifications', db.collection(`users/retention-${run}/notifications`), ''],
    ['health events', account.collection('healthEvents'), ''],
    ['resolved incidents', account.collection('healthIncidents'), ''],
    ['deployment run items', db.collection(`deploymentRuns/retention-${run}/items`), ''],
  ] as const;
}

function openIncident(uid: string, accountNumber: string, id: string, openedAt: string) {
  return {
    id,
    uid,
    accountNumber,
    metaApiAccountId: `meta-${id}`,
    kind: 'bridge-disconnected',
    status: 'open',
    details: null,
    openedAt,
    updatedAt: openedAt,
    resolvedAt: null,
    escalatedAt: null,
  };
}

describe('the purge of expired records', () => {
  it('deletes an expired record of each new kind and keeps a fresh one and an open incident', async () => {
    const run = randomUUID().slice(0, 8);
    const past = Timestamp.fromMillis(Date.now() - 1_000);
    const future = Timestamp.fromMillis(Date.now() + 3_600_000);
    const docs = kinds(run).map(([kind, collection, prefix]) => ({
      kind,
      old: collection.doc(`${prefix}old`),
      fresh: collection.doc(`${prefix}fresh`),
    }));
    for (const d of docs)
      await Promise.all([d.old.set({ expireAt: past }), d.fresh.set({ expireAt: future })]);
    const incidents = docs.find((d) => d.kind === 'resolved incidents')!.old.parent;
    const open = incidents.doc('open');
    await open.set(openIncident(`retention-${run}`, '51', 'open', new Date().toISOString()));

    expect(await purgeExpired(new Date(), adminDb())).toBeGreaterThanOrEqual(docs.length);

    const outcome = await Promise.all(
      docs.map(async (d) => [d.kind, await exists(d.old), await exists(d.fresh)] as const),
    );
    expect(outcome).toEqual(docs.map((d) => [d.kind, false, true]));
    expect(await exists(open)).toBe(true);
  });

  it.each(EXPIRING_SUBCOLLECTIONS)(
    'firestore.indexes.json declares the TTL policy on %s.expireAt with the collection-group index the purge queries',
    (collectionGroup) => {
      const config = JSON.parse(
        readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
      ) as {
        fieldOverrides: { collectionGroup: string; fieldPath: string }[];
      };
      expect(
        config.fieldOverrides.filter(
          (f) => f.collectionGroup === collectionGroup && f.fieldPath === 'expireAt',
        ),
      ).toEqual([
        {
          collectionGroup,
          fieldPath: 'expireAt',
          ttl: true,
          indexes: [
            { order: 'ASCENDING', queryScope: 'COLLECTION' },
            { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
          ],
        },
      ]);
    },
  );
});

describe('expireAt as the repositories write it', () => {
  it('an incident resolved as "account removed" expires 180 days after its resolution, as does its event', async () => {
    const run = randomUUID().slice(0, 8);
    const uid = `retention-${run}`;
    const account = adminDb().doc(`users/${uid}/tradingAccounts/52`);
    await account
      .collection('healthIncidents')
      .doc('inc')
      .set(openIncident(uid, '52', 'inc', new Date().toISOString()));
    const resolvedAt = Date.UTC(2026, 0, 10, 8, 30);

    expect(await resolveIncidentsOfRemovedAccount(uid, '52', resolvedAt, adminDb())).toBe(1);

    const incident = account.collection('healthIncidents').doc('inc');
    expect((await incident.get()).get('status')).toBe('resolved');
    expect(await expireAtOf(incident)).toBe(Date.UTC(2026, 6, 9, 8, 30));
    const events = await account.collection('healthEvents').get();
    expect(events.docs.map((d) => (d.get('expireAt') as Timestamp).toMillis())).toEqual([
      Date.UTC(2026, 6, 9, 8, 30),
    ]);
  });

  it('an audit entry expires 400 days and a trigger marker 7 days after it is written', async () => {
    const run = randomUUID().slice(0, 8);
    const before = Date.now();
    const auditId = await recordAudit(
      { actorUid: `system:retention-${run}`, action: 'smokeCheck.run', details: {} },
      { id: `retention-${run}`, db: adminDb() },
    );
    const key = { eventId: run, trigger: 'retentionTest', path: `retention/${run}` };
    expect(await claimEvent(adminDb(), key, before)).toBe(true);
    const claimed = await expireAtOf(adminDb().collection('triggerEvents').doc(`retentionTest__${run}`));
    await completeEvent(adminDb(), key, {});
    const after = Date.now();

    const audit = await expireAtOf(adminDb().collection('auditLog').doc(auditId));
    expect(audit).toBeGreaterThanOrEqual(before + 400 * DAY);
    expect(audit).toBeLessThanOrEqual(after + 400 * DAY);
    expect(claimed).toBe(before + 7 * DAY);
    const done = await expireAtOf(adminDb().collection('triggerEvents').doc(`retentionTest__${run}`));
    expect(done).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(done).toBeLessThanOrEqual(after + 7 * DAY);
  });
});
