// The admin screen's machines wired to the admin api: the paged user list (with its cache), the row
// actions and the four dialogs. Kept apart from the screen so component tests can render the parts
// without a backend (each part takes its machine as a prop).
import { fromPromise } from 'xstate';
import type { GuardrailSettings, Strategy } from '@copydesk/functions/contract';
import { brokerAccountFlowWith } from '@/flows/broker-account';
import { addAccountMachine } from './add-account/add-account.machine';
import { copySubscriptionFlowWith } from '@/flows/copy-subscription';
import { addStrategyMachine } from './add-strategy/add-strategy.machine';
import { subscribeForClient } from './add-strategy/add-strategy-rules';
import {
  checkAffiliation,
  createSubscriber,
  deleteTradingAccount,
  eraseUser,
  fetchGuardrailSettings,
  fetchStrategies,
  fetchStrategyRisk,
  fetchUsersPage,
  findSubscriber,
  provisionAccount,
  removeFromStrategy,
  saveGuardrailSettings,
  saveSubscription,
  searchServers,
  searchUsersPage,
  grantAdmin,
  revokeAdmin,
  setSubscriptionStatus,
  setTechnicalAdmin,
  subscribeToStrategy,
} from './api';
import { guardrailSettingsMachine } from './guardrail-settings/guardrail-settings.machine';
import type { SubscriptionDraft } from './subscription/subscription-form';
import { subscriptionMachine } from './subscription/subscription.machine';
import { rowActionMachine } from './user-row/row-action.machine';
import type { RowAction } from './user-row/row-actions';
import { userSearchMachine, type SearchPageResult } from './users-list/user-search.machine';
import { writeCache } from './users-list/users-cache';
import { cacheOf, type UsersPageResult } from './users-list/users-context';
import { usersMachine } from './users-list/users.machine';

export const listMachine = usersMachine.provide({
  actors: {
    loadPage: fromPromise<UsersPageResult, { cursor: string | null }>(({ input }) =>
      fetchUsersPage(input.cursor),
    ),
  },
  actions: {
    persistList: ({ context }) => writeCache(cacheOf(context)),
  },
});

/** The page provides usersFound (it merges the found users into the list). */
export const searchMachine = userSearchMachine.provide({
  actors: {
    searchPage: fromPromise<SearchPageResult, { query: string; cursor: string | null }>(({ input }) =>
      searchUsersPage(input.query, input.cursor),
    ),
  },
});

async function perform(action: RowAction): Promise<void> {
  const { user } = action;
  const account = user.tradingAccount;
  switch (action.kind) {
    case 'cancelSubscription':
      return setSubscriptionStatus(user.id, 'canceled');
    case 'reactivateSubscription':
      return setSubscriptionStatus(user.id, 'active');
    case 'grantAdmin':
      return grantAdmin(user);
    case 'revokeAdmin':
      return revokeAdmin(user);
    case 'grantTechnicalAdmin':
      return setTechnicalAdmin(user.id, true);
    case 'revokeTechnicalAdmin':
      return setTechnicalAdmin(user.id, false);
    case 'deleteAccount':
      return deleteTradingAccount(account!.metaApiAccountId);
    case 'removeStrategy':
      return removeFromStrategy(account!.metaApiAccountId, user.strategyDetails!.id);
    case 'eraseUser':
      return eraseUser(user.id);
  }
}

export const actionsMachine = rowActionMachine.provide({
  actors: { perform: fromPromise<void, RowAction>(({ input }) => perform(input)) },
});

export const subscriptionDialogMachine = subscriptionMachine.provide({
  actors: {
    saveSubscription: fromPromise<void, { userId: string; draft: SubscriptionDraft }>(({ input }) =>
      saveSubscription(input.userId, input.draft),
    ),
  },
});

export const addAccountDialogMachine = addAccountMachine.provide({
  actors: {
    // Each call reads the api module when it runs (tests replace the module).
    brokerAccount: brokerAccountFlowWith({
      checkAffiliation: (accountNumber) => checkAffiliation(accountNumber),
      searchServers: (term) => searchServers(term),
      provision: (request) => provisionAccount(request),
    }),
  },
});

export const addStrategyDialogMachine = addStrategyMachine.provide({
  actors: {
    loadStrategies: fromPromise<Strategy[]>(() => fetchStrategies()),
    // The preview of the client's account, read with the account itself; no defaults are loaded into
    // the form (a new subscription gets them on the server).
    copySubscription: copySubscriptionFlowWith({
      loadRisk: (input) => fetchStrategyRisk(input.strategyId, input.accountId),
      submit: subscribeForClient({
        findSubscriber: (accountId) => findSubscriber(accountId),
        createSubscriber: (input) => createSubscriber(input.accountId, input.name),
        subscribe: (input) => subscribeToStrategy(input),
      }),
    }),
  },
});

export const guardrailSettingsDialogMachine = guardrailSettingsMachine.provide({
  actors: {
    loadSettings: fromPromise<GuardrailSettings>(() => fetchGuardrailSettings()),
    saveSettings: fromPromise<void, GuardrailSettings>(({ input }) => saveGuardrailSettings(input)),
  },
});
