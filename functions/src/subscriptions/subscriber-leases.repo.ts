// subscriberLeases/{metaApiAccountId}: who holds the account's subscriber lease and until when
// (subscriptions/subscriber-lease.rules.ts). Taken in a transaction, so two callers never both hold it; deleted on
// release, so at most one document per account is ever left (by a holder that died; the next taker
// overwrites it).
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../platform/firebase-app.js';
import { leaseIsFree, type StoredLease } from './subscriber-lease.rules.js';

export const SUBSCRIBER_LEASES = 'subscriberLeases';

const leaseRef = (firestore: Firestore, subscriberId: string) =>
  firestore.collection(SUBSCRIBER_LEASES).doc(subscriberId);

function storedLease(data: Record<string, unknown> | undefined): StoredLease | null {
  if (typeof data?.holder !== 'string' || typeof data.expiresAt !== 'number') return null;
  return { holder: data.holder, expiresAt: data.expiresAt };
}

/** Takes the lease for `ttlMs` unless another holder's lease still holds; true when taken. */
export function tryTakeSubscriberLease(
  subscriberId: string,
  holder: string,
  now: number,
  ttlMs: number,
  firestore: Firestore = db,
): Promise<boolean> {
  const ref = leaseRef(firestore, subscriberId);
  return firestore.runTransaction(async (tx) => {
    const stored = storedLease((await tx.get(ref)).data());
    if (!leaseIsFree(stored, holder, now)) return false;
    tx.set(ref, { holder, expiresAt: now + ttlMs });
    return true;
  });
}

/** Gives the lease back; one that lapsed and was taken by another holder is left to that holder. */
export function releaseSubscriberLease(
  subscriberId: string,
  holder: string,
  firestore: Firestore = db,
): Promise<void> {
  const ref = leaseRef(firestore, subscriberId);
  return firestore.runTransaction(async (tx) => {
    if (storedLease((await tx.get(ref)).data())?.holder === holder) tx.delete(ref);
  });
}
