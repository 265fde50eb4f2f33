// POST provisionFullAccount {login, password, serverName, accountName, platform, userId?}: connects a
// broker account for the caller (or, for admins, for userId). In order:
//   1. the caller needs a verified e-mail (an admin acting for another user, the second factor) and the
//      target user an active subscription, before any counter or bridge call;
//   1b. failed logins (docs/operations.md "Abuse limits"): 429 once the caller, or this login for the
//      target user, failed too often; a failure counts for both, so a stranger locks only themselves;
//   2. a Firestore transaction checks the one-account rules (no account yet, broker number not taken),
//      the E_AUTH rate limit and known-bad credential hashes, and takes provisioningAttempts/{uid}
//      with a 32-character transaction id persisted BEFORE the bridge is called (a retry re-sends it);
//   3. the affiliate check; 4. the bridge creates the account;
//   5. a second transaction writes users/{uid}/tradingAccounts/{n}, brokerAccounts/{n} and
//      bridgeAccounts/{id}. If that fails, the new bridge account is deleted again.
// The password goes only to the bridge: never stored, logged or echoed.
import { logger } from 'firebase-functions';
import { newTransactionId } from '../bridge/index.js';
import { BridgeError } from '../bridge/index.js';
import { affiliationAnswer, MESSAGES, notAffiliatedMessage } from '../contract/index.js';
import type { ParsedInputOf } from '../contract/index.js';
import { CREDENTIAL_HASH_KEY } from '../config/security-params.js';
import { credentialHash } from '../domain/credentials.js';
import { RuleViolation } from '../domain/errors.js';
import { BROKER_ACCOUNT_TAKEN_MESSAGE } from '../domain/provisioning-policy.js';
import {
  claimProvisioning,
  commitProvisioning,
  releaseClaim,
  type ReleaseOutcome,
} from '../repos/provisioning-repo.js';
import { hasActiveSubscription, readUser } from '../repos/users-repo.js';
import { auditAdminAction } from '../services/audit.js';
import { endpoint, type HandlerContext } from './pipeline/endpoint.js';
import { countLoginFailure, refuseLockedLogin } from './pipeline/rate-limits.js';
import { forbidden, HttpError, notFound } from './pipeline/http-error.js';
import { requireSecondFactor } from './pipeline/second-factor.js';
import { requireVerifiedEmail } from './pipeline/verified-email.js';
import { affiliateVerifier, bridge } from '../services/clients.js';

function outcomeOf(error: unknown): ReleaseOutcome {
  if (error instanceof BridgeError) {
    if (error.code === 'auth-failed') return 'auth-failed';
    if (
      error.code === 'timeout' ||
      error.code === 'unavailable' ||
      error.code === 'conflict' ||
      error.code === 'rate-limited'
    ) {
      return 'retryable';
    }
  }
  return 'failed';
}

type ProvisionInput = ParsedInputOf<'provisionFullAccount'>;

/**
 * A broker login that failed: the broker refused the credentials, or the number is another user's. A
 * repeat of credentials the broker already refused costs nothing and is not counted again.
 */
function isFailedLogin(error: unknown): boolean {
  if (error instanceof BridgeError) return error.code === 'auth-failed';
  return error instanceof RuleViolation && error.message === BROKER_ACCOUNT_TAKEN_MESSAGE;
}

/** Step 1: who may connect an account for `uid`; nothing is counted or called before this passes. */
async function requireEligible(context: HandlerContext, uid: string): Promise<void> {
  const { caller, roles } = context;
  if (uid !== caller.uid && !roles.isAdmin)
    throw forbidden('Only administrators can add a trading account for another user.');
  if (uid === caller.uid) requireVerifiedEmail(caller);
  else requireSecondFactor(caller);
  const user = await readUser(uid);
  if (!user) throw notFound('No user selected');
  if (!hasActiveSubscription(user)) throw forbidden(MESSAGES.noSubscription);
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

/** Steps 2 to 5. */
async function connect(context: HandlerContext, uid: string, input: ProvisionInput) {
  const { caller } = context;
  const hash = credentialHash(CREDENTIAL_HASH_KEY.value(), uid, {
    platform: input.platform,
    server: input.serverName,
    login: input.login,
    password: input.password,
  });
  const claim = await claimProvisioning(uid, {
    accountNumber: input.login,
    credentialHash: hash,
    newTransactionId,
  });
  let createdId: string | undefined;
  try {
    const affiliation = await affiliateVerifier().check(input.login);
    if (!affiliation.isAffiliated) {
      // The partner's reason may quote the login: logged, and answered in our words (affiliationAnswer).
      logger.info('provisionFullAccount: not affiliated', { affiliateMessage: affiliation.message });
      throw new HttpError(403, notAffiliatedMessage(affiliationAnswer(false)), { code: 'NOT_AFFILIATED' });
    }
    const created = await bridge().provisionAccount({
      name: input.accountName,
      login: input.login,
      password: input.password,
      server: input.serverName,
      transactionId: claim.transactionId,
    });
    createdId = created.id;
    await commitProvisioning(uid, claim.claimId, {
      uid,
      accountNumber: input.login,
      accountName: input.accountName,
      serverName: input.serverName,
      metaApiAccountId: created.id,
      state: created.state,
    });
    await auditAdminAction(context, uid, 'tradingAccount.provisioned', {
      accountNumber: input.login,
      metaApiAccountId: created.id,
      serverName: input.serverName,
    });
    return connectedAnswer(uid, caller.uid === uid, input, created);
  } catch (error) {
    if (createdId) {
      // The bridge account exists but our documents do not: remove it so nothing is left behind.
      await bridge()
        .deleteAccount(createdId)
        .catch((cleanup: unknown) =>
          logger.error('provisionFullAccount: could not delete the orphan bridge account', {
            metaApiAccountId: createdId,
            error: cleanup instanceof Error ? cleanup.message : String(cleanup),
          }),
        );
    }
    await releaseClaim(uid, claim.claimId, createdId ? 'failed' : outcomeOf(error));
    throw error;
  }
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
      return await connect(context, uid, input);
    } catch (error) {
      if (isFailedLogin(error)) await countLoginFailure(attempt, context.request);
      throw error;
    }
  },
});
