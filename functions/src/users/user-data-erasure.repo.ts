// What an erasure deletes or rewrites in Firestore (docs/operations.md "Erasure"): the person's profile
// with all its subcollections (trading accounts, notifications, health state and incidents, preferences),
// their strategy mirrors, provisioning attempt, mailbox proof and rate-limit counters, and, as the one
// exception to the append-only audit log (platform/audit/audit.repo.ts), their uid and e-mail in its entries.
import {
  FieldPath,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { db as defaultDb } from '../platform/firebase-app.js';
import { pseudonymisedEntry, type AuditFields, type ErasedPerson } from './erasure.rules.js';
import { AUDIT_COLLECTION } from '../platform/audit/audit.repo.js';
import { RATE_LIMITS } from '../platform/rate-limits/rate-limits.repo.js';

const BATCH = 400;

/** Applies `write` to each reference in batches; a failed batch throws (the task retries the step). */
async function inBatches(
  db: Firestore,
  refs: DocumentReference[],
  write: (batch: WriteBatch, ref: DocumentReference) => void,
): Promise<void> {
  for (let start = 0; start < refs.length; start += BATCH) {
    const batch = db.batch();
    for (const ref of refs.slice(start, start + BATCH)) write(batch, ref);
    await batch.commit();
  }
}

const deleteAll = (db: Firestore, refs: DocumentReference[]) =>
  inBatches(db, refs, (batch, ref) => batch.delete(ref));

export interface ErasableAccount {
  uid: string;
  accountNumber: string;
  metaApiAccountId: string;
}

/** The person's bridge accounts: from their trading accounts and from the bridge index (either may be left). */
export async function accountsOfUser(uid: string, db: Firestore = defaultDb): Promise<ErasableAccount[]> {
  const [accounts, indexes] = await Promise.all([
    db.collection('users').doc(uid).collection('tradingAccounts').get(),
    db.collection('bridgeAccounts').where('uid', '==', uid).get(),
  ]);
  const byId = new Map<string, ErasableAccount>();
  for (const doc of indexes.docs) {
    const accountNumber = doc.get('accountNumber') as unknown;
    if (typeof accountNumber === 'string') byId.set(doc.id, { uid, accountNumber, metaApiAccountId: doc.id });
  }
  for (const doc of accounts.docs) {
    const id = doc.get('metaApiAccountId') as unknown;
    if (typeof id === 'string' && id !== '')
      byId.set(id, { uid, accountNumber: doc.id, metaApiAccountId: id });
  }
  return [...byId.values()];
}

/** The e-mail the profile holds (the audit step removes it from entries), or null. */
export async function profileEmailOf(uid: string, db: Firestore = defaultDb): Promise<string | null> {
  const email = (await db.collection('users').doc(uid).get()).get('email') as unknown;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** Rewrites every audit entry by or about the person; repeating it finds nothing left to change. */
export async function pseudonymiseAuditOf(person: ErasedPerson, db: Firestore = defaultDb): Promise<number> {
  const audit = db.collection(AUDIT_COLLECTION);
  const [asActor, asTarget] = await Promise.all([
    audit.where('actorUid', '==', person.uid).get(),
    audit.where('targetUid', '==', person.uid).get(),
  ]);
  const docs = new Map([...asActor.docs, ...asTarget.docs].map((doc) => [doc.id, doc]));
  const rewritten = new Map(
    [...docs.values()].map((doc) => {
      const data = doc.data();
      const entry: AuditFields = {
        actorUid: data.actorUid,
        targetUid: data.targetUid,
        details: data.details,
      };
      return [doc.ref.path, pseudonymisedEntry(entry, person)];
    }),
  );
  const refs = [...docs.values()].map((doc) => doc.ref);
  await inBatches(db, refs, (batch, ref) => batch.update(ref, { ...rewritten.get(ref.path) }));
  return docs.size;
}

/** Deletes the rate-limit counters whose ids start with one of `counterIds` (every window of each). */
async function deleteCounters(counterIds: string[], db: Firestore): Promise<void> {
  const counters = db.collection(RATE_LIMITS);
  const found = await Promise.all(
    counterIds.map((id) =>
      counters
        .where(FieldPath.documentId(), '>=', `${id}-`)
        .where(FieldPath.documentId(), '<', `${id}.`)
        .select()
        .get(),
    ),
  );
  await deleteAll(
    db,
    found.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref)),
  );
}

/** Deletes everything of the person's in Firestore except the audit log and the erasure record. */
export async function deleteUserData(
  uid: string,
  rateLimitCounterIds: string[],
  db: Firestore = defaultDb,
): Promise<void> {
  // Each named where it is read, so docs/retention.test.ts finds every collection the code writes.
  const ownedBy = (collection: CollectionReference) => collection.where('uid', '==', uid).select().get();
  const byUid = await Promise.all([
    ownedBy(db.collection('strategySubscriptions')),
    ownedBy(db.collection('bridgeAccounts')),
    ownedBy(db.collection('brokerAccounts')),
  ]);
  await deleteAll(db, [
    ...byUid.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref)),
    db.collection('provisioningAttempts').doc(uid),
    db.collection('mailboxProofs').doc(uid),
    db.collection('adminRecords').doc(uid),
  ]);
  await deleteCounters(rateLimitCounterIds, db);
  await db.recursiveDelete(db.collection('users').doc(uid));
}
