// One-click row actions of the admin table that need a confirmation (docs/product.md §4, §5, §8): cancel and
// reactivate a subscription, grant/revoke admin and technical admin, delete a trading account, remove
// a user from a strategy. idle -REQUEST-> confirming -CONFIRM-> running -> idle with the product message.
// Requests that break a rule (technical admin for a non-admin, own roles, no account) are refused
// before any confirmation. The work is the `perform` actor; `actionDone` hands the page the new entry.
import { errorMessage } from '@/lib/error-message';
import { assign, fromPromise, setup } from 'xstate';
import { fullName, type AdminUser } from '../admin-users';

export type RowActionKind =
  | 'cancelSubscription'
  | 'reactivateSubscription'
  | 'grantAdmin'
  | 'revokeAdmin'
  | 'grantTechnicalAdmin'
  | 'revokeTechnicalAdmin'
  | 'deleteAccount'
  | 'removeStrategy';

export interface RowAction {
  kind: RowActionKind;
  user: AdminUser;
}

export const ROW_MESSAGES = {
  notAdminForTechnical: 'User must be an admin before they can be a technical admin.',
  noAccount: 'User does not have a trading account',
  noStrategy: 'No active subscriptions found',
  ownRoles: 'You cannot change your own admin status.',
} as const;

function reasonOf(error: unknown): string {
  return errorMessage(error, 'Unknown error');
}

/** The confirmation question, the success message and the failure message of each action. */
export function actionCopy(action: RowAction): {
  title: string;
  question: string;
  success: string;
  failure: (error: unknown) => string;
} {
  const name = fullName(action.user) || action.user.userData.email;
  const account = action.user.tradingAccount;
  switch (action.kind) {
    case 'cancelSubscription':
      return {
        title: 'Cancel subscription',
        question: `Are you sure you want to cancel the subscription of ${name}?`,
        success: 'Subscription canceled successfully',
        failure: (e) => `Failed to cancel subscription: ${reasonOf(e)}`,
      };
    case 'reactivateSubscription':
      return {
        title: 'Reactivate subscription',
        question: `Are you sure you want to reactivate the subscription of ${name}?`,
        success: 'Subscription reactivated successfully',
        failure: (e) => `Failed to reactivate subscription: ${reasonOf(e)}`,
      };
    case 'grantAdmin':
      return {
        title: 'Grant admin privileges',
        question: `Are you sure you want to grant admin privileges to ${name}?`,
        success: 'Admin privileges granted successfully',
        failure: () => 'Failed to grant admin privileges.',
      };
    case 'revokeAdmin':
      return {
        title: 'Revoke admin privileges',
        question: `Are you sure you want to revoke the admin privileges of ${name}?`,
        success: 'Admin privileges revoked successfully',
        failure: () => 'Failed to revoke admin privileges.',
      };
    case 'grantTechnicalAdmin':
      return {
        title: 'Grant technical admin privileges',
        question: `Are you sure you want to grant technical admin privileges to ${name}?`,
        success: 'Technical admin privileges granted successfully',
        failure: () => 'Failed to grant technical admin privileges.',
      };
    case 'revokeTechnicalAdmin':
      return {
        title: 'Revoke technical admin privileges',
        question: `Are you sure you want to revoke the technical admin privileges of ${name}?`,
        success: 'Technical admin privileges revoked successfully',
        failure: () => 'Failed to revoke technical admin privileges.',
      };
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
  }
}

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export interface RowActionContext {
  adminUid: string;
  pending: RowAction | null;
  notice: Notice | null;
  now: () => number;
}

export type RowActionEvent =
  | { type: 'REQUEST'; action: RowAction }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' }
  | { type: 'NOTIFY'; notice: Notice };

export const rowActionMachine = setup({
  types: {
    context: {} as RowActionContext,
    events: {} as RowActionEvent,
    input: {} as { adminUid: string; now?: () => number },
  },
  actors: {
    perform: fromPromise<void, RowAction>(() =>
      Promise.reject(new Error('rowActionMachine: the perform actor was not provided')),
    ),
  },
  actions: {
    setPending: assign((_, params: { action: RowAction }) => ({ pending: params.action, notice: null })),
    refuse: assign(({ context }, params: { action: RowAction }) => ({
      notice: { kind: 'error' as const, text: refusal(params.action, context.adminUid) ?? '' },
    })),
    clearPending: assign({ pending: null }),
    succeed: assign(({ context }) => ({
      notice: { kind: 'success' as const, text: actionCopy(context.pending!).success },
      pending: null,
    })),
    fail: assign(({ context }, params: { error: unknown }) => ({
      notice: { kind: 'error' as const, text: actionCopy(context.pending!).failure(params.error) },
      pending: null,
    })),
    notify: assign((_, params: { notice: Notice }) => ({ notice: params.notice })),
    dismiss: assign({ notice: null }),
    /** Provided by the page: show the new list entry. */
    actionDone: (_, _params: { user: AdminUser }) => undefined,
    logError: (_, params: { error: unknown }) => {
      console.error('Admin action failed:', params.error);
    },
  },
  guards: {
    refused: ({ context }, params: { action: RowAction }) =>
      refusal(params.action, context.adminUid) !== null,
  },
}).createMachine({
  id: 'adminRowAction',
  context: ({ input }) => ({
    adminUid: input.adminUid,
    pending: null,
    notice: null,
    now: input.now ?? Date.now,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        REQUEST: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ action: event.action }) },
            actions: { type: 'refuse', params: ({ event }) => ({ action: event.action }) },
          },
          {
            target: 'confirming',
            actions: { type: 'setPending', params: ({ event }) => ({ action: event.action }) },
          },
        ],
        DISMISS: { actions: 'dismiss' },
        NOTIFY: { actions: { type: 'notify', params: ({ event }) => ({ notice: event.notice }) } },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'running',
        CANCEL: { target: 'idle', actions: 'clearPending' },
      },
    },
    running: {
      invoke: {
        src: 'perform',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'actionDone',
              params: ({ context }) => ({ user: applyAction(context.pending!, context.now()) }),
            },
            'succeed',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
