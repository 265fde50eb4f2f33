// The admin row actions' rules (docs/product.md §4, §5, §8): what each asks to confirm and says after,
// which requests are refused before any confirmation, and the list entry after success. Pure: the
// row-action machine runs them, the confirmation dialog shows their words.
import { errorMessage } from '@/lib/error-message';
import { fullName, type AdminUser } from '../admin-users';

export type RowActionKind =
  | 'cancelSubscription'
  | 'reactivateSubscription'
  | 'grantAdmin'
  | 'revokeAdmin'
  | 'grantTechnicalAdmin'
  | 'revokeTechnicalAdmin'
  | 'deleteAccount'
  | 'removeStrategy'
  | 'eraseUser';

export interface RowAction {
  kind: RowActionKind;
  user: AdminUser;
}

export const ROW_MESSAGES = {
  notAdminForTechnical: 'User must be an admin before they can be a technical admin.',
  noAccount: 'User does not have a trading account',
  noStrategy: 'No active subscriptions found',
  ownRoles: 'You cannot change your own admin status.',
  ownErasure: 'To delete your own account, use "Delete my account" on the Security page.',
} as const;

function reasonOf(error: unknown): string {
  return errorMessage(error, 'Unknown error');
}

export interface ActionCopy {
  title: string;
  question: string;
  success: string;
  failure: (error: unknown) => string;
}

/** Granting or revoking a role: the same sentences for admin and technical admin. */
function roleCopy(change: 'grant' | 'revoke', role: 'admin' | 'technical admin', name: string): ActionCopy {
  const privileges = `${role} privileges`;
  const Privileges = privileges.charAt(0).toUpperCase() + privileges.slice(1);
  const Change = change === 'grant' ? 'Grant' : 'Revoke';
  return {
    title: `${Change} ${privileges}`,
    question:
      change === 'grant'
        ? `Are you sure you want to grant ${privileges} to ${name}?`
        : `Are you sure you want to revoke the ${privileges} of ${name}?`,
    success: `${Privileges} ${change === 'grant' ? 'granted' : 'revoked'} successfully`,
    failure: () => `Failed to ${change} ${privileges}.`,
  };
}

/**
 * Granting admin asks the admin to confirm the person's sign-in e-mail: it becomes the only address
 * their security links go to (docs/architecture.md §5), so the server refuses it once it has changed.
 */
function grantAdminCopy(name: string, email: string): ActionCopy {
  return {
    ...roleCopy('grant', 'admin', name),
    question: `Are you sure you want to grant admin privileges to ${name}? Their security links will go only to ${email}: confirm that this address is theirs.`,
    failure: (e) => `Failed to grant admin privileges: ${reasonOf(e)}`,
  };
}

/** Cancelling or reactivating a subscription: the same sentences, with the verb and what it did. */
function subscriptionCopy(change: 'cancel' | 'reactivate', name: string): ActionCopy {
  const Change = change === 'cancel' ? 'Cancel' : 'Reactivate';
  const done = change === 'cancel' ? 'canceled' : 'reactivated';
  return {
    title: `${Change} subscription`,
    question: `Are you sure you want to ${change} the subscription of ${name}?`,
    success: `Subscription ${done} successfully`,
    failure: (e) => `Failed to ${change} subscription: ${reasonOf(e)}`,
  };
}

/** The confirmation question, the success message and the failure message of each action. */
export function actionCopy(action: RowAction): ActionCopy {
  const name = fullName(action.user) || action.user.userData.email;
  const account = action.user.tradingAccount;
  switch (action.kind) {
    case 'cancelSubscription':
      return subscriptionCopy('cancel', name);
    case 'reactivateSubscription':
      return subscriptionCopy('reactivate', name);
    case 'grantAdmin':
      return grantAdminCopy(name, action.user.userData.email);
    case 'revokeAdmin':
      return roleCopy('revoke', 'admin', name);
    case 'grantTechnicalAdmin':
      return roleCopy('grant', 'technical admin', name);
    case 'revokeTechnicalAdmin':
      return roleCopy('revoke', 'technical admin', name);
    case 'deleteAccount':
      return {
        title: 'Delete trading account',
        question: `Are you sure you want to delete the trading account ${account?.accountNumber ?? ''} of ${name}? It is removed from the dashboard and disconnected from our services; the broker account itself remains.`,
        success: 'Trading account deleted successfully',
        failure: () => 'Failed to delete the trading account.',
      };
    case 'removeStrategy':
      return {
        title: 'Remove from strategy',
        question: `Are you sure you want to remove ${name} from the strategy ${action.user.strategyDetails?.name ?? ''}? Copied positions are closed immediately.`,
        success: 'User removed from strategy successfully',
        failure: (e) => `Failed to remove user from strategy: ${reasonOf(e)}`,
      };
    case 'eraseUser':
      // docs/product.md §4 and docs/operations.md "Erasure": the same cleanup as Delete my account.
      return {
        title: 'Erase user',
        question: `Are you sure you want to erase ${name}? They can no longer sign in. Copying stops on their trading account, open positions stay on the broker account, the account leaves MetaApi, and their profile and CopyDesk data are deleted. This cannot be undone.`,
        success: `Erasure of ${name} queued. They leave this list once it is done; the technical dashboard shows its progress.`,
        failure: (e) => `Failed to erase user: ${reasonOf(e)}`,
      };
  }
}

/** Why an action may not even be asked for, or null. */
export function refusal(action: RowAction, adminUid: string): string | null {
  const { kind, user } = action;
  const roleChange =
    kind === 'grantAdmin' ||
    kind === 'revokeAdmin' ||
    kind === 'grantTechnicalAdmin' ||
    kind === 'revokeTechnicalAdmin';
  if (roleChange && user.id === adminUid) return ROW_MESSAGES.ownRoles;
  if (kind === 'eraseUser' && user.id === adminUid) return ROW_MESSAGES.ownErasure;
  if (kind === 'grantTechnicalAdmin' && !user.userData.isAdmin) return ROW_MESSAGES.notAdminForTechnical;
  if (kind === 'removeStrategy' && !user.tradingAccount)
    return actionCopy(action).failure(new Error(ROW_MESSAGES.noAccount));
  if (kind === 'removeStrategy' && !user.strategyDetails)
    return actionCopy(action).failure(new Error(ROW_MESSAGES.noStrategy));
  if (kind === 'deleteAccount' && !user.tradingAccount) return actionCopy(action).failure(null);
  return null;
}

/** The list entry after the action succeeded. */
export function applyAction(action: RowAction, now: number): AdminUser {
  const { user } = action;
  const iso = new Date(now).toISOString();
  const withData = (patch: Partial<AdminUser['userData']>): AdminUser => ({
    ...user,
    userData: { ...user.userData, ...patch, updatedAt: iso },
  });
  const sub = user.userData.subscription;
  switch (action.kind) {
    case 'cancelSubscription':
    case 'reactivateSubscription':
      return withData({
        subscription: sub
          ? { ...sub, status: action.kind === 'cancelSubscription' ? 'canceled' : 'active', updatedAt: iso }
          : null,
      });
    case 'grantAdmin':
      return withData({ isAdmin: true });
    case 'revokeAdmin':
      return withData({ isAdmin: false, isTechnicalAdmin: false });
    case 'grantTechnicalAdmin':
      return withData({ isTechnicalAdmin: true });
    case 'revokeTechnicalAdmin':
      return withData({ isTechnicalAdmin: false });
    case 'deleteAccount':
      return {
        ...user,
        tradingAccount: null,
        metaApiDetails: null,
        strategySubscription: false,
        strategyDetails: null,
      };
    case 'removeStrategy':
      return { ...user, strategySubscription: false, strategyDetails: null };
    case 'eraseUser':
      // The entry stays as it was until the cleanup has removed the person (the success notice says so).
      return user;
  }
}
