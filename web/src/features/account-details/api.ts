// The account-details screen's side effects: the account document from Firestore (lazy SDK), bridge
// data and copy-trading calls over the shared API client. Provided to the screen's machines as actors.
import { fromPromise } from 'xstate';
import { HISTORY_DEFAULT_DAYS, type OutputOf } from '@copydesk/functions/contract';
import { type CopyReportPeriod } from '@copydesk/functions/product-rules';
import { COPY_SETTINGS, guardrailDefaultsFor } from '@copydesk/functions/product-rules';
import { api, errorStatus } from '@/lib/api';
import { loadFirestore } from '@/lib/firestore';
import { readTradingAccountDoc } from '@/lib/trading-account-doc';
import { copyReportMachine } from './copy-report.machine';
import { copySubscriptionFlowWith, type SubmitAnswer, type SubmitInput } from '@/flows/copy-subscription';
import { copyTradingMachine } from './copy-trading.machine';
import type { LoadedSubscriptions } from './copy-trading-rules';
import {
  AccountNotFoundError,
  detailsMachine,
  type AccountDetails,
  type AccountDoc,
} from './details.machine';

/** users/{uid}/tradingAccounts/{accountNumber}; AccountNotFoundError when it does not exist. */
export async function fetchAccountDoc(uid: string, accountNumber: string): Promise<AccountDoc> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'users', uid, 'tradingAccounts', accountNumber));
  const data = snapshot.data();
  const account = snapshot.exists() && data ? readTradingAccountDoc(accountNumber, data) : undefined;
  if (!account || account.metaApiAccountId === '') throw new AccountNotFoundError();
  return account;
}

/** Network failures of the bridge data are only logged; the value falls back (docs/product.md §8). */
async function logged<T>(label: string, call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(label, error);
    return fallback;
  }
}

export async function fetchAccountDetails(uid: string, accountNumber: string): Promise<AccountDetails> {
  const account = await fetchAccountDoc(uid, accountNumber);
  const accountId = account.metaApiAccountId;
  const endTime = new Date();
  const startTime = new Date(endTime.getTime() - HISTORY_DEFAULT_DAYS * 86_400_000);
  const [info, positions, history, strategies] = await Promise.all([
    logged(
      'Error fetching account info:',
      api.getAccountInfo({ accountId }).then((a) => a.accountInfo),
      null,
    ),
    logged(
      'Error fetching positions:',
      api.getOpenPositions({ accountId }).then((a) => a.positions),
      [],
    ),
    logged(
      'Error fetching trading history:',
      api
        .getTradingHistory({ accountId, startTime: startTime.toISOString(), endTime: endTime.toISOString() })
        .then((a) => a.historyItems.filter((item) => item.entryType === 'DEAL_ENTRY_OUT')),
      [],
    ),
    logged(
      'Error fetching strategies:',
      api.getStrategies({}).then((a) => a.strategies),
      [],
    ),
  ]);
  return { account, info, positions, history, strategies };
}

export const liveDetailsMachine = detailsMachine.provide({
  actors: {
    loadDetails: fromPromise<AccountDetails, { uid: string; accountNumber: string }>(({ input }) =>
      fetchAccountDetails(input.uid, input.accountNumber),
    ),
    deleteAccount: fromPromise<void, { metaApiAccountId: string }>(async ({ input }) => {
      await api.deleteAccount({ accountId: input.metaApiAccountId });
    }),
  },
});

/** A new subscription with the copy settings every subscription has (docs/product.md §5), or a change. */
async function submitSubscription({
  accountId,
  subscriberName,
  intent,
  request,
}: SubmitInput): Promise<SubmitAnswer> {
  if (intent === 'update') {
    await api.updateSubscription({ ...request, subscriberId: accountId });
    return null;
  }
  const answer = await api.subscribeToStrategy({
    ...request,
    ...COPY_SETTINGS,
    subscriberId: accountId,
    subscriberName,
  });
  return { subscriberCreated: answer.subscriberCreated, subscriberRestored: answer.subscriberRestored };
}

/** The trade-size modal's flow: the risk preview and the admins' guardrail defaults, read on opening. */
const liveCopySubscription = copySubscriptionFlowWith({
  loadRisk: async (input) => {
    const risk = await api.getStrategyRisk(input);
    return {
      basis: risk.basis,
      acknowledgeAbovePercent: risk.acknowledgeAbovePercent,
      rate: risk.accountRate ?? null,
      held: risk.held ?? null,
    };
  },
  // On its own, apart from the risk: a failed defaults read leaves the form empty and the server
  // fills the defaults in (docs/product.md §5).
  // A default with no amount in the account's currency stays empty: the server asks the client to set
  // it rather than take another currency's figure.
  loadGuardrailDefaults: async (accountId) => {
    const [settings, account] = await Promise.all([
      api.getGuardrailSettings({}),
      api.getAccountInfo({ accountId }),
    ]);
    return {
      guardrails: guardrailDefaultsFor(settings.settings.defaults, account.accountInfo).guardrails,
      maxLeverage: settings.settings.maxLeverage,
    };
  },
  submit: submitSubscription,
});

export const liveCopyTradingMachine = copyTradingMachine.provide({
  actors: {
    copySubscription: liveCopySubscription,
    loadSubscriptions: fromPromise<LoadedSubscriptions, { subscriberId: string }>(async ({ input }) => {
      const { subscriber } = await api.getSubscriptions({ subscriberId: input.subscriberId });
      return {
        subscriptions: subscriber.subscriptions,
        accountLossLimit: subscriber.accountLossLimit ?? null,
      };
    }),
    unsubscribe: fromPromise<void, { subscriberId: string; subscriptionId: string }>(async ({ input }) => {
      try {
        await api.unsubscribeFromStrategy(input);
      } catch (error) {
        if (errorStatus(error) !== 404) throw error; // already gone: fine (docs/product.md §7)
      }
    }),
  },
});

export const liveCopyReportMachine = copyReportMachine.provide({
  actors: {
    loadReport: fromPromise<OutputOf<'getCopyReport'>, { accountId: string; days: CopyReportPeriod }>(
      ({ input }) => api.getCopyReport({ accountId: input.accountId, days: input.days }),
    ),
  },
});
