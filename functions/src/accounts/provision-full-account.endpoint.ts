// POST provisionFullAccount {login, password, serverName, accountName, platform, userId?}: connects a
// broker account for the caller (or, for admins, for userId). In order:
//   1. the caller needs a verified e-mail (an admin acting for another user, the second factor) and the
//      target user an active subscription, before any counter or bridge call;
//   1b. failed logins (docs/architecture.md "Abuse limits"): 429 once the caller, or this login for the
//      target user, failed too often; a failure counts for both, so a stranger locks only themselves;
//   2. a Firestore transaction checks the one-account rules (no account yet, broker number not taken),
//      the E_AUTH rate limit and known-bad credential hashes, and takes provisioningAttempts/{uid}
//      with a 32-character transaction id persisted BEFORE the bridge is called (a retry re-sends it);
//   3. the affiliate check; 4. the bridge creates the account;
//   5. a second transaction writes users/{uid}/tradingAccounts/{n}, brokerAccounts/{n} and
//      bridgeAccounts/{id}. If that fails, the new bridge account is deleted again.
// Steps 2 to 5 are accounts/provisioning.service.ts. The password goes only to the bridge: never stored, logged
// or echoed.
import { MESSAGES } from '../contract/index.js';
import { CREDENTIAL_HASH_KEY } from '../platform/params/security-params.js';
import {
  connectAccount,
  isFailedLogin,
  provisioningRefusal,
  type ProvisionInput,
} from './provisioning.service.js';
import { endpoint, type HandlerContext } from '../platform/http/endpoint.js';
import { countLoginFailure, refuseLockedLogin } from '../platform/http/rate-limits.js';
import { forbidden, notFound } from '../platform/http/http-error.js';
import { requireSecondFactor } from '../platform/http/second-factor.js';
import { requireVerifiedEmail } from '../platform/http/verified-email.js';

/** Step 1: who may connect an account for `uid`; nothing is counted or called before this passes. */
async function requireEligible(context: HandlerContext, uid: string): Promise<void> {
  const { caller, roles } = context;
  if (uid !== caller.uid && !roles.isAdmin)
    throw forbidden('Only administrators can add a trading account for another user.');
  if (uid === caller.uid) requireVerifiedEmail(caller);
  else requireSecondFactor(caller);
  const refusal = await provisioningRefusal(uid);
  if (refusal === 'no-user') throw notFound('No user selected');
  if (refusal === 'no-subscription') throw forbidden(MESSAGES.noSubscription);
}

/** What the web app shows and adds to its list once the account is connected. */
function connectedAnswer(
  uid: string,
  ownAccount: boolean,
  input: ProvisionInput,
  created: { id: string; state: string },
) {
  return {
    success: true as const,
    message: ownAccount ? 'Trading account successfully connected!' : 'Trading account added successfully!',
    account: {
      id: input.login,
      accountId: created.id,
      userId: uid,
      accountNumber: input.login,
      accountName: input.accountName,
      serverName: input.serverName,
      metaApiAccountId: created.id,
      createdAt: new Date().toISOString(),
      isConnected: true,
      state: created.state,
      platform: 'mt5' as const,
    },
  };
}

export const provisionFullAccount = endpoint({
  name: 'provisionFullAccount',
  timeoutSeconds: 120,
  async handle(context, input) {
    const uid = input.userId ?? context.caller.uid;
    await requireEligible(context, uid);
    // input.login is normalised, so one login has one counter whatever its spelling.
    const attempt = { callerUid: context.caller.uid, ownerUid: uid, login: input.login };
    await refuseLockedLogin(attempt, context.request);
    try {
      const created = await connectAccount(context, uid, input, CREDENTIAL_HASH_KEY.value());
      return connectedAnswer(uid, context.caller.uid === uid, input, created);
    } catch (error) {
      if (isFailedLogin(error)) await countLoginFailure(attempt, context.request);
      throw error;
    }
  },
});
