// The admin list's search over every user on the server (docs/product.md §4 admin list): a query typed
// into the search box is sent after a pause in typing (debounced), pages of matches follow with Load
// More, and each page is handed to `usersFound` (the page merges it into the list, so the cache, the
// tabs, the sort, the highlighting and the row actions treat found users like loaded ones). The loaded
// users are filtered locally at once; the server adds the users no loaded page holds. Each page says
// when it was asked for, so the list keeps the entries edited since (./local-edits).
import { assign, fromPromise, setup } from 'xstate';
import { normalizeSearchText } from '@copydesk/functions/product-rules';
import type { AdminUser } from '../admin-users';

export const SEARCH_DEBOUNCE_MS = 300;
export const USER_SEARCH_MESSAGES = {
  failed: 'Failed to search all users. Please try again.',
} as const;

export interface SearchPageResult {
  users: AdminUser[];
  hasMore: boolean;
  cursor: string | null;
}

export interface UserSearchContext {
  /** The query as typed; searched when it has something to search for. */
  query: string;
  /** Ids the server matched for `query`, in its order. */
  matchedIds: string[];
  hasMore: boolean;
  cursor: string | null;
  error: string | null;
  /** When the page being searched for was asked for. */
  requestedAt: number;
}

export type UserSearchEvent = { type: 'QUERY'; query: string } | { type: 'LOAD_MORE' };

const searchable = (query: string) => normalizeSearchText(query) !== '';

export const userSearchMachine = setup({
  types: { context: {} as UserSearchContext, events: {} as UserSearchEvent },
  actors: {
    searchPage: fromPromise<SearchPageResult, { query: string; cursor: string | null }>(() =>
      Promise.reject(new Error('userSearchMachine: the searchPage actor was not provided')),
    ),
  },
  actions: {
    setQuery: assign((_, params: { query: string }) => ({
      query: params.query,
      matchedIds: [],
      hasMore: false,
      cursor: null,
      error: null,
    })),
    addPage: assign(({ context }, params: { page: SearchPageResult }) => ({
      matchedIds: [...context.matchedIds, ...params.page.users.map((user) => user.id)],
      hasMore: params.page.hasMore,
      cursor: params.page.cursor,
      error: null,
    })),
    setError: assign({ error: USER_SEARCH_MESSAGES.failed }),
    markRequest: assign({ requestedAt: () => Date.now() }),
    /** Provided by the page: merge the found users into the list. */
    usersFound: (_, _params: { users: AdminUser[]; requestedAt: number }) => undefined,
  },
  guards: {
    searchable: (_, params: { query: string }) => searchable(params.query),
    hasMore: ({ context }) => context.hasMore && context.cursor !== null,
  },
}).createMachine({
  id: 'adminUserSearch',
  context: { query: '', matchedIds: [], hasMore: false, cursor: null, error: null, requestedAt: 0 },
  initial: 'idle',
  on: {
    QUERY: [
      {
        guard: { type: 'searchable', params: ({ event }) => ({ query: event.query }) },
        target: '.waiting',
        actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) },
      },
      { target: '.idle', actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) } },
    ],
  },
  states: {
    idle: {},
    waiting: { after: { [SEARCH_DEBOUNCE_MS]: 'searching' } },
    searching: {
      entry: 'markRequest',
      invoke: {
        src: 'searchPage',
        input: ({ context }) => ({ query: context.query, cursor: context.cursor }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'addPage', params: ({ event }) => ({ page: event.output }) },
            {
              type: 'usersFound',
              params: ({ context, event }) => ({
                users: event.output.users,
                requestedAt: context.requestedAt,
              }),
            },
          ],
        },
        onError: { target: 'ready', actions: 'setError' },
      },
    },
    ready: { on: { LOAD_MORE: { guard: 'hasMore', target: 'searching' } } },
  },
});
