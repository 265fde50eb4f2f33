// The one cleanup that erases a person, however the erasure was asked for (docs/operations.md
// "Erasure"): copying stops (each account's CopyFactory subscriber is removed, open positions stay on
// the broker account), each MetaApi account is removed (accounts/account-removal.service.ts), the audit log's
// entries about them are pseudonymised, their Firestore data is deleted, then their Auth user, and one
// `user.erased` entry is written. Each step is safe to repeat; erasures/{uid} records the last one done,
// so the queue's next attempt resumes there (users/erasure.rules.ts).
import { BridgeError } from '../bridge/index.js';
import { RATE_LIMIT_KEY } from '../platform/params/security-params.js';
import { endpointNames } from '../contract/index.js';
import { counterId } from '../platform/keys/counter-id.rules.js';
import { pseudonymOf, runStepsAfter, type ErasedPerson, type ErasureStep } from './erasure.rules.js';
import {
  affiliationDayKey,
  loginFailureCallerKey,
  userBucketKey,
} from '../platform/rate-limits/rate-limit-policy.rules.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { authEmailOf, deleteAuthUser } from './auth-erasure.repo.js';
import { readErasure, recordErasureDone, recordStepDone } from './erasures.repo.js';
import {
  accountsOfUser,
  deleteUserData,
  profileEmailOf,
  pseudonymiseAuditOf,
} from './user-data-erasure.repo.js';
import { removeTradingAccount } from '../accounts/account-removal.service.js';
import { runBridge } from '../platform/clients.js';
import { withSubscriberLease } from '../subscriptions/subscriber-lease.service.js';

const ERASER = 'system:userErasure';

const ignoreNotFound = (error: unknown) => {
  if (!(error instanceof BridgeError && error.code === 'not-found')) throw error;
};

async function removeSubscribers(uid: string): Promise<void> {
  for (const account of await accountsOfUser(uid)) {
    // Positions stay open on the broker account: the person keeps what is theirs (docs/product.md §14).
    // No retries inside the call: the queue's backoff waits out an outage (users/erase-user.task.ts).
    await withSubscriberLease(account.metaApiAccountId, () =>
      runBridge().removeSubscriber(account.metaApiAccountId, 'preserve').catch(ignoreNotFound),
    );
  }
}

async function removeAccounts(uid: string): Promise<void> {
  for (const account of await accountsOfUser(uid)) await removeTradingAccount(account);
}

async function erasedPerson(uid: string): Promise<ErasedPerson> {
  const email = (await profileEmailOf(uid)) ?? (await authEmailOf(uid));
  return { uid, email, pseudonym: pseudonymOf(RATE_LIMIT_KEY.value(), uid) };
}

/** Every rate-limit counter the person's requests can have raised (counter ids are keyed hashes). */
function counterIdsOf(uid: string): string[] {
  const keys = [
    ...endpointNames.map((name) => userBucketKey(name, uid)),
    loginFailureCallerKey(uid),
    affiliationDayKey(uid),
  ];
  return keys.map((key) => counterId(RATE_LIMIT_KEY.value(), key));
}

async function runStep(uid: string, step: ErasureStep): Promise<void> {
  switch (step) {
    case 'subscribers':
      return removeSubscribers(uid);
    case 'accounts':
      return removeAccounts(uid);
    case 'audit':
      await pseudonymiseAuditOf(await erasedPerson(uid));
      return;
    case 'data':
      return deleteUserData(uid, counterIdsOf(uid));
    case 'authUser':
      return deleteAuthUser(uid);
    case 'erasedEntry':
      // A fixed id: a repeated step appends nothing new.
      await recordAudit(
        {
          actorUid: ERASER,
          action: 'user.erased',
          targetUid: pseudonymOf(RATE_LIMIT_KEY.value(), uid),
          details: {},
        },
        { id: `user-erased-${pseudonymOf(RATE_LIMIT_KEY.value(), uid)}` },
      );
  }
}

/** Runs the erasure of `uid` from where its record says it stopped; throws a step's failure. */
export async function eraseUser(uid: string): Promise<'done' | 'already-done' | 'unknown'> {
  const record = await readErasure(uid);
  if (!record) return 'unknown';
  if (record.status === 'done') return 'already-done';
  await runStepsAfter(
    record.step,
    (step) => runStep(uid, step),
    (step) => recordStepDone(uid, step),
  );
  await recordErasureDone(uid);
  return 'done';
}
