// POST provisionFullAccount {login, password, serverName, accountName, platform, userId?}: connects a
// broker account for the caller (or, for admins, for userId). In order:
//   1. the target user needs an active subscription;
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
import { MESSAGES } from '../contract/index.js';
import { CREDENTIAL_HASH_KEY } from '../config/security-params.js';
import { credentialHash } from '../domain/credentials.js';
import {
  claimProvisioning,
  commitProvisioning,
  releaseClaim,
  type ReleaseOutcome,
} from '../repos/provisioning-repo.js';
import { hasActiveSubscription, readUser } from '../repos/users-repo.js';
import { auditAdminAction } from '../services/audit.js';
import { endpoint } from './pipeline/endpoint.js';
import { enforceLoginLimit } from './pipeline/rate-limits.js';
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

export const provisionFullAccount = endpoint({
  name: 'provisionFullAccount',
  timeoutSeconds: 120,
  async handle(context, input) {
    const { caller, roles } = context;
    const uid = input.userId ?? caller.uid;
    if (uid !== caller.uid && !roles.isAdmin)
      throw forbidden('Only administrators can add a trading account for another user.');
    if (uid === caller.uid) requireVerifiedEmail(caller);
    else requireSecondFactor(caller);
    // Before any "already connected" answer: attempts per broker login (input.login is normalised).
    await enforceLoginLimit(input.login, context.request);
    const user = await readUser(uid);
    if (!user) throw notFound('No user selected');
    if (!hasActiveSubscription(user)) throw forbidden(MESSAGES.noSubscription);

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
        throw new HttpError(
          403,
          `Account is not affiliated. ${affiliation.message || 'Please check the account number or contact support.'}`,
          {
            code: 'NOT_AFFILIATED',
          },
        );
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
      return {
        success: true,
        message:
          uid === caller.uid
            ? 'Trading account successfully connected!'
            : 'Trading account added successfully!',
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
  },
});
