// Connecting a broker account (docs/product.md §5 "Adding an account"; the steps are numbered in
// accounts/provision-full-account.endpoint.ts): who it may be connected for, and steps 2 to 5. A Firestore
// transaction checks the one-account rules and takes provisioningAttempts/{uid} with a transaction id
// persisted BEFORE the bridge is called (a retry re-sends it); the affiliate check; the bridge creates
// the account; a second transaction records it. If that fails, the new bridge account is deleted
// again. The password goes only to the bridge: never stored, logged or echoed.
import { logger } from 'firebase-functions';
import { BridgeError, isTransientBridgeError, newTransactionId } from '../bridge/index.js';
import { type ParsedInputOf } from '../contract/index.js';
import { credentialHash } from './credentials.rules.js';
import { RuleViolation } from '../platform/rule-violation.js';
import { BROKER_ACCOUNT_TAKEN_MESSAGE } from './provisioning-policy.rules.js';
import {
  claimProvisioning,
  commitProvisioning,
  releaseClaim,
  type ReleaseOutcome,
} from './provisioning.repo.js';
import { hasActiveSubscription, readUser } from '../users/users.repo.js';
import { auditAdminAction, type AuditCaller } from '../platform/audit/audit.service.js';
import { affiliateVerifier, bridge } from '../platform/clients.js';
import { affiliationAnswer, notAffiliatedMessage } from '../product-rules/index.js';

export type ProvisionInput = ParsedInputOf<'provisionFullAccount'>;

/** Why an account cannot be connected for a user, before anything is counted or called. */
export async function provisioningRefusal(uid: string): Promise<'no-user' | 'no-subscription' | null> {
  const user = await readUser(uid);
  if (!user) return 'no-user';
  return hasActiveSubscription(user) ? null : 'no-subscription';
}

/**
 * A broker login that failed: the broker refused the credentials, or the number is another user's. A
 * repeat of credentials the broker already refused costs nothing and is not counted again.
 */
export function isFailedLogin(error: unknown): boolean {
  if (error instanceof BridgeError) return error.code === 'auth-failed';
  return error instanceof RuleViolation && error.message === BROKER_ACCOUNT_TAKEN_MESSAGE;
}

function outcomeOf(error: unknown): ReleaseOutcome {
  if (!(error instanceof BridgeError)) return 'failed';
  if (error.code === 'auth-failed') return 'auth-failed';
  return isTransientBridgeError(error) ? 'retryable' : 'failed';
}

async function refuseUnaffiliated(login: string): Promise<void> {
  const affiliation = await affiliateVerifier().check(login);
  if (affiliation.isAffiliated) return;
  // The partner's reason may quote the login: logged, and answered in our words (affiliationAnswer).
  logger.info('provisionFullAccount: not affiliated', { affiliateMessage: affiliation.message });
  throw new RuleViolation('forbidden', notAffiliatedMessage(affiliationAnswer(false)), {
    code: 'NOT_AFFILIATED',
  });
}

async function deleteOrphan(metaApiAccountId: string): Promise<void> {
  // The bridge account exists but our documents do not: remove it so nothing is left behind.
  await bridge()
    .deleteAccount(metaApiAccountId)
    .catch((cleanup: unknown) =>
      logger.error('provisionFullAccount: could not delete the orphan bridge account', {
        metaApiAccountId,
        error: cleanup instanceof Error ? cleanup.message : String(cleanup),
      }),
    );
}

/** Steps 2 to 5: the account on the bridge and in our records, or nothing of either. */
export async function connectAccount(
  context: { caller: AuditCaller },
  uid: string,
  input: ProvisionInput,
  hashKey: string,
): Promise<{ id: string; state: string }> {
  const { login, password, serverName, accountName, platform } = input;
  const hash = credentialHash(hashKey, uid, { platform, server: serverName, login, password });
  const claim = await claimProvisioning(uid, {
    accountNumber: login,
    credentialHash: hash,
    newTransactionId,
  });
  let createdId: string | undefined;
  try {
    await refuseUnaffiliated(login);
    const created = await bridge().provisionAccount({
      name: accountName,
      login,
      password,
      server: serverName,
      transactionId: claim.transactionId,
    });
    createdId = created.id;
    await commitProvisioning(uid, claim.claimId, {
      uid,
      accountNumber: login,
      accountName,
      serverName,
      metaApiAccountId: created.id,
      state: created.state,
    });
    const details = { accountNumber: login, metaApiAccountId: created.id, serverName };
    await auditAdminAction(context, uid, 'tradingAccount.provisioned', details);
    return created;
  } catch (error) {
    if (createdId) await deleteOrphan(createdId);
    await releaseClaim(uid, claim.claimId, createdId ? 'failed' : outcomeOf(error));
    throw error;
  }
}
