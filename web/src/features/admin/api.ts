// The admin panel's side effects: functions endpoints through the typed client (lib/api), and the few
// direct Firestore writes an admin makes on a user document (subscription, isAdmin, isTechnicalAdmin).
// Every admin write stamps lastChangedBy with the admin's uid (firestore.rules adminUpdate) and sets
// updatedAt with the server clock.
import {
  ApiError,
  type GuardrailSettings,
  type ServerOption,
  type Strategy,
} from '@copydesk/functions/contract';
import { COPY_SETTINGS, serverSearchTerm } from '@copydesk/functions/product-rules';
import { api } from '@/lib/api';
import { auth } from '@/lib/firebase';
import { loadFirestore } from '@/lib/firestore';
import { PAGE_SIZE, type AdminUser } from './admin-users';
import type { SubscriptionDraft } from './subscription/subscription-form';
import type { SubmitAnswer } from '@/flows/copy-subscription';
import type { AdminRiskData, AdminSubscribeInput } from './add-strategy/add-strategy-rules';

export interface UsersPage {
  users: AdminUser[];
  hasMore: boolean;
  cursor: string | null;
  /** First page only: every user. */
  total?: number;
}

export async function fetchUsersPage(cursor: string | null): Promise<UsersPage> {
  const answer = await api.bulkGetUsersWithTradingAccounts({
    pageSize: PAGE_SIZE,
    ...(cursor ? { lastUpdated: cursor } : {}),
  });
  return {
    users: answer.users,
    hasMore: answer.pagination.hasMore,
    cursor: answer.pagination.lastUpdated,
    ...(answer.total === undefined ? {} : { total: answer.total }),
  };
}

/** One page of the server-side search over every user (prefix of name, e-mail or mobile). */
export async function searchUsersPage(query: string, cursor: string | null): Promise<UsersPage> {
  const answer = await api.searchUsers({ q: query, pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
  return { users: answer.users, hasMore: answer.pagination.hasMore, cursor: answer.pagination.cursor };
}

function adminUid(): string {
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error('Not authenticated');
  return uid;
}

async function updateUser(
  userId: string,
  build: (sdk: Awaited<ReturnType<typeof loadFirestore>>['sdk']) => Record<string, unknown>,
) {
  const { db, sdk } = await loadFirestore();
  const changes = build(sdk);
  await sdk.updateDoc(sdk.doc(db, 'users', userId), {
    ...changes,
    updatedAt: sdk.serverTimestamp(),
    lastChangedBy: adminUid(),
  });
}

/** Cancel / Reactivate: status and updatedAt of the subscription. */
export function setSubscriptionStatus(userId: string, status: 'active' | 'canceled'): Promise<void> {
  return updateUser(userId, (sdk) => ({
    'subscription.status': status,
    'subscription.updatedAt': sdk.serverTimestamp(),
  }));
}

/** Add / edit: the whole subscription object. */
export function saveSubscription(userId: string, draft: SubscriptionDraft): Promise<void> {
  return updateUser(userId, (sdk) => ({
    subscription: {
      planId: draft.planId,
      planName: draft.planName,
      status: draft.status,
      isTrial: draft.isTrial,
      trialEndsAt: draft.trialEndsAt ? sdk.Timestamp.fromDate(draft.trialEndsAt) : null,
      ...(draft.trialDuration !== null ? { trialDuration: draft.trialDuration } : {}),
      createdAt: draft.createdAt ? sdk.Timestamp.fromDate(draft.createdAt) : sdk.serverTimestamp(),
      updatedAt: sdk.serverTimestamp(),
      expiresAt: sdk.Timestamp.fromDate(draft.expiresAt),
    },
  }));
}

/**
 * Granting goes through the server with the e-mail the admin confirmed in the dialog, which becomes the
 * person's address of record for mailbox proofs (docs/architecture.md §5); 409 when it changed since.
 */
export async function grantAdmin(user: AdminUser): Promise<void> {
  await api.grantAdminRole({ uid: user.id, confirmedEmail: user.userData.email });
}

/** Revoking admin also clears technical admin (a technical admin is always an admin). */
export function revokeAdmin(user: AdminUser): Promise<void> {
  return updateUser(user.id, () => ({
    isAdmin: false,
    ...(user.userData.isTechnicalAdmin ? { isTechnicalAdmin: false } : {}),
  }));
}

export function setTechnicalAdmin(userId: string, isTechnicalAdmin: boolean): Promise<void> {
  return updateUser(userId, () => ({ isTechnicalAdmin }));
}

/** docs/operations.md "Erasure": queued on the server, which also refuses the admin's own uid. */
export async function eraseUser(userId: string): Promise<void> {
  await api.eraseUser({ userId });
}

export async function deleteTradingAccount(metaApiAccountId: string): Promise<void> {
  await api.deleteAccount({ accountId: metaApiAccountId });
}

/**
 * Admin variant: the subscription named by its strategy, positions closed at once. A 404 (the bridge no
 * longer has that subscription) means the user is already off the strategy: done (docs/product.md §7).
 */
export async function removeFromStrategy(subscriberId: string, strategyId: string): Promise<void> {
  try {
    await api.unsubscribeFromStrategy({ subscriberId, strategyId, mode: 'close-immediately' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Opens or closes a strategy to new subscriptions (docs/product.md §3). */
export async function setStrategyActive(strategyId: string, active: boolean): Promise<void> {
  await api.setStrategyActive({ strategyId, active });
}

export async function fetchStrategies(): Promise<Strategy[]> {
  return (await api.getStrategies({})).strategies;
}

/** The subscriber of a bridge account, or null when it has none yet (404). */
export async function findSubscriber(accountId: string): Promise<{ id: string } | null> {
  try {
    const answer = await api.getSubscriber({ accountId });
    return { id: answer.subscriber._id };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function createSubscriber(accountId: string, name: string): Promise<{ id: string }> {
  const answer = await api.createSubscriber({ accountId, subscriberId: accountId, name });
  return { id: answer.subscriberId };
}

export async function subscribeToStrategy(input: AdminSubscribeInput): Promise<SubmitAnswer> {
  const answer = await api.subscribeToStrategy({
    subscriberId: input.subscriberId,
    strategyId: input.strategyId,
    tradeVolume: input.tradeVolume,
    ...COPY_SETTINGS,
    subscriberName: input.subscriberName,
    ...(input.guardrails ? { guardrails: input.guardrails } : {}),
    ...(input.maxLeverage !== undefined ? { maxLeverage: input.maxLeverage } : {}),
    ...(input.riskAcknowledgement ? { riskAcknowledgement: input.riskAcknowledgement } : {}),
  });
  return { subscriberCreated: answer.subscriberCreated, subscriberRestored: answer.subscriberRestored };
}

/** The strategy's risk basis and threshold, and the client's account (null when it cannot be read). */
export async function fetchStrategyRisk(strategyId: string, accountId: string): Promise<AdminRiskData> {
  const [risk, account] = await Promise.all([
    api.getStrategyRisk({ strategyId, accountId }),
    api.getAccountInfo({ accountId }).then(
      (answer) => answer.accountInfo,
      () => null,
    ),
  ]);
  return {
    basis: risk.basis,
    acknowledgeAbovePercent: risk.acknowledgeAbovePercent,
    rate: risk.accountRate ?? null,
    held: risk.held ?? null,
    account,
  };
}

export async function checkAffiliation(
  accountNumber: string,
): Promise<{ isAffiliated: boolean; message: string }> {
  const answer = await api.checkAffiliation({ accountNumber });
  return { isAffiliated: answer.isAffiliated, message: answer.message };
}

export async function searchServers(term: string): Promise<ServerOption[]> {
  const answer = await api.searchMetaTraderServers({
    term: serverSearchTerm(term),
    platform: 'mt5',
  });
  return answer.servers;
}

export async function provisionAccount(input: {
  userId: string;
  login: string;
  password: string;
  serverName: string;
  accountName: string;
}): Promise<NonNullable<AdminUser['tradingAccount']>> {
  const answer = await api.provisionFullAccount({ ...input, platform: 'mt5' });
  const { accountId: _accountId, userId: _userId, ...account } = answer.account;
  return account;
}

/** The admins' default guardrails and the risk preview's acknowledgement threshold (docs/product.md §5). */
export async function fetchGuardrailSettings(): Promise<GuardrailSettings> {
  return (await api.getGuardrailSettings({})).settings;
}

export async function saveGuardrailSettings(settings: GuardrailSettings): Promise<void> {
  await api.setGuardrailSettings(settings);
}
