// mailboxProofs/{uid}: the one open mailbox proof of an admin (users/mailbox-proof.rules.ts), server-only
// (no rule grants clients any access). A new link replaces the last; using one marks it used in the
// same transaction that checks it, so a link works once however many requests race.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from '../platform/firebase-app.js';
import { type MailboxProof } from './mailbox-proof.rules.js';

export const MAILBOX_PROOFS_COLLECTION = 'mailboxProofs';

interface StoredProof {
  tokenHash: string;
  authTime: number;
  requestedAt: Timestamp;
  expireAt: Timestamp;
  usedAt: Timestamp | null;
}

function fromStored(data: StoredProof | undefined): MailboxProof | null {
  if (!data || typeof data.tokenHash !== 'string' || typeof data.authTime !== 'number') return null;
  return {
    tokenHash: data.tokenHash,
    authTime: data.authTime,
    requestedAtMs: data.requestedAt.toMillis(),
    expireAtMs: data.expireAt.toMillis(),
    usedAtMs: data.usedAt ? data.usedAt.toMillis() : null,
  };
}

const proofRef = (db: Firestore, uid: string) => db.collection(MAILBOX_PROOFS_COLLECTION).doc(uid);

/** Stores `proof` unless `mayReplace` refuses the one already there; says whether it stored it. */
export async function replaceProof(
  uid: string,
  proof: MailboxProof,
  mayReplace: (previous: MailboxProof | null) => boolean,
  db: Firestore = defaultDb,
): Promise<boolean> {
  const ref = proofRef(db, uid);
  return db.runTransaction(async (tx) => {
    if (!mayReplace(fromStored((await tx.get(ref)).data() as StoredProof | undefined))) return false;
    const stored: StoredProof = {
      tokenHash: proof.tokenHash,
      authTime: proof.authTime,
      requestedAt: Timestamp.fromMillis(proof.requestedAtMs),
      expireAt: Timestamp.fromMillis(proof.expireAtMs),
      usedAt: null,
    };
    tx.set(ref, stored);
    return true;
  });
}

/**
 * Reads the proof, lets `check` decide on it (an error it throws aborts with nothing written), and
 * marks it used: the check and the use are one transaction.
 */
export async function useProof<T>(
  uid: string,
  check: (proof: MailboxProof | null) => Promise<T>,
  db: Firestore = defaultDb,
): Promise<T> {
  const ref = proofRef(db, uid);
  return db.runTransaction(async (tx) => {
    const result = await check(fromStored((await tx.get(ref)).data() as StoredProof | undefined));
    tx.update(ref, { usedAt: Timestamp.now() });
    return result;
  });
}
