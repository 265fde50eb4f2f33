// Authorization of account-scoped calls: the MetaApi account id in the request is resolved through
// the server-only index bridgeAccounts/{metaApiAccountId} -> {uid, accountNumber}; only its owner or an
// admin may act on it. Roles come from Firestore (identity/caller-records.repo.ts), never from the request or the token.
import { MESSAGES } from '../../contract/index.js';
import type { Caller } from './authenticate.js';
import { HttpError } from './http-error.js';
import { requireSecondFactor } from './second-factor.js';
import { findBridgeAccount, type Roles } from '../identity/caller-records.repo.js';

export interface OwnedAccount {
  metaApiAccountId: string;
  uid: string;
  accountNumber: string;
}

export async function authorizeAccount(
  caller: Caller,
  roles: Roles,
  metaApiAccountId: string,
): Promise<OwnedAccount> {
  const owner = await findBridgeAccount(metaApiAccountId);
  // Non-admins learn nothing about accounts that are not theirs: unknown and foreign both answer 403.
  if (!owner) {
    if (roles.isAdmin) {
      requireSecondFactor(caller);
      throw new HttpError(404, MESSAGES.accountNotFound);
    }
    throw new HttpError(403, 'You can only manage your own trading account.');
  }
  if (owner.uid !== caller.uid && !roles.isAdmin)
    throw new HttpError(403, 'You can only manage your own trading account.');
  // Acting on someone else's account is admin power: it needs the second factor too.
  if (owner.uid !== caller.uid) requireSecondFactor(caller);
  return { metaApiAccountId, ...owner };
}
