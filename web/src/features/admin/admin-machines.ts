// The admin screen's machines wired to the admin api: the paged user list (with its cache) and the row
// actions. Kept apart from the screen so component tests can render the parts without a backend.
import { fromPromise } from 'xstate';
import {
  deleteTradingAccount,
  fetchUsersPage,
  removeFromStrategy,
  searchUsersPage,
  setAdmin,
  setSubscriptionStatus,
  setTechnicalAdmin,
} from './api';
import { rowActionMachine, type RowAction } from './row-action.machine';
import { userSearchMachine, type SearchPageResult } from './user-search.machine';
import { writeCache } from './users-cache';
import { cacheOf, usersMachine, type UsersPageResult } from './users.machine';

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
      return setAdmin(user, true);
    case 'revokeAdmin':
      return setAdmin(user, false);
    case 'grantTechnicalAdmin':
      return setTechnicalAdmin(user.id, true);
    case 'revokeTechnicalAdmin':
      return setTechnicalAdmin(user.id, false);
    case 'deleteAccount':
      return deleteTradingAccount(account!.metaApiAccountId);
    case 'removeStrategy':
      return removeFromStrategy(account!.metaApiAccountId, user.strategyDetails!.id);
  }
}

export const actionsMachine = rowActionMachine.provide({
  actors: { perform: fromPromise<void, RowAction>(({ input }) => perform(input)) },
});
