// The admin user list (docs/product.md §4 admin list loading): a fresh cache for the same admin (under 5 minutes
// old) is shown at once; otherwise the first page of 200 loads. Load More merges the next page by id;
// Refresh bypasses the cache. Row actions patch entries in place (USER_UPDATED), and a page or search
// answer asked for before such an edit does not undo it (./local-edits). Every change of the list is
// handed to the `persist` action (the page writes the timestamped cache). Users the server search found
// (USERS_FOUND) are merged in like a page. The first page brings the number of all users.
import { assign, fromPromise, setup } from 'xstate';
import { isCacheFresh, mergeById, type AdminUser } from '../admin-users';
import { preferLocalEdits, recordEdit } from './local-edits';
import type { UsersContext, UsersEvent, UsersInput, UsersPageResult } from './users-context';

export const USERS_MESSAGES = {
  loadFailed: 'Failed to load users. Please try again later.',
  loadMoreFailed: 'Failed to load more users. Please try again.',
} as const;

export const usersMachine = setup({
  types: {
    context: {} as UsersContext,
    events: {} as UsersEvent,
    input: {} as UsersInput,
  },
  actors: {
    loadPage: fromPromise<UsersPageResult, { cursor: string | null }>(() =>
      Promise.reject(new Error('usersMachine: the loadPage actor was not provided')),
    ),
  },
  actions: {
    useCache: assign(({ context }) => {
      const cache = context.cached!;
      return {
        users: cache.users,
        hasMore: cache.hasMore,
        cursor: cache.cursor,
        total: cache.total ?? null,
        loadedAt: cache.timestamp,
        cached: null,
      };
    }),
    startOver: assign({
      users: [],
      hasMore: false,
      cursor: null,
      error: null,
      loadMoreError: null,
      cached: null,
    }),
    markRequest: assign(({ context }) => ({ requestedAt: context.now() })),
    setFirstPage: assign(({ context }, params: { page: UsersPageResult }) => ({
      users: mergeById([], preferLocalEdits(params.page.users, context.edits, context.requestedAt)),
      hasMore: params.page.hasMore,
      cursor: params.page.cursor,
      total: params.page.total ?? null,
      loadedAt: context.now(),
      error: null,
    })),
    addPage: assign(({ context }, params: { page: UsersPageResult }) => ({
      users: mergeById(
        context.users,
        preferLocalEdits(params.page.users, context.edits, context.requestedAt),
      ),
      hasMore: params.page.hasMore,
      cursor: params.page.cursor,
      loadMoreError: null,
    })),
    setLoadError: assign({ error: USERS_MESSAGES.loadFailed }),
    setLoadMoreError: assign({ loadMoreError: USERS_MESSAGES.loadMoreFailed }),
    clearLoadMoreError: assign({ loadMoreError: null }),
    addFound: assign(({ context }, params: { users: AdminUser[]; requestedAt: number }) => ({
      users: mergeById(context.users, preferLocalEdits(params.users, context.edits, params.requestedAt)),
    })),
    replaceUser: assign(({ context }, params: { user: AdminUser }) => ({
      users: context.users.map((user) => (user.id === params.user.id ? params.user : user)),
      edits: recordEdit(context.edits, params.user, context.now()),
    })),
    /** Provided by the page: write cacheOf(context). */
    persistList: (_args: { context: UsersContext }) => undefined,
    logError: (_, params: { error: unknown }) => {
      console.error('Error loading users:', params.error);
    },
  },
  guards: {
    cacheIsFresh: ({ context }) => isCacheFresh(context.cached, context.adminUid, context.now()),
    hasMore: ({ context }) => context.hasMore && context.cursor !== null,
  },
}).createMachine({
  id: 'adminUsers',
  context: ({ input }) => ({
    adminUid: input.adminUid,
    users: [],
    hasMore: false,
    cursor: null,
    total: null,
    error: null,
    loadMoreError: null,
    loadedAt: null,
    cached: input.cached ?? null,
    edits: {},
    requestedAt: 0,
    now: input.now ?? Date.now,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'cacheIsFresh', target: 'listed', actions: 'useCache' }, { target: 'loading' }],
    },
    loading: {
      entry: ['startOver', 'markRequest'],
      // An edit made while the page loads is kept over the page's older copy.
      on: {
        USER_UPDATED: { actions: { type: 'replaceUser', params: ({ event }) => ({ user: event.user }) } },
      },
      invoke: {
        src: 'loadPage',
        input: () => ({ cursor: null }),
        onDone: {
          target: 'listed',
          actions: [{ type: 'setFirstPage', params: ({ event }) => ({ page: event.output }) }, 'persistList'],
        },
        onError: {
          target: 'failed',
          actions: ['setLoadError', { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    // A list is shown: edits and users the search found merge into it, also while the next page loads.
    listed: {
      initial: 'ready',
      on: {
        USER_UPDATED: {
          actions: [{ type: 'replaceUser', params: ({ event }) => ({ user: event.user }) }, 'persistList'],
        },
        USERS_FOUND: {
          actions: [
            {
              type: 'addFound',
              params: ({ event }) => ({ users: event.users, requestedAt: event.requestedAt }),
            },
            'persistList',
          ],
        },
      },
      states: {
        ready: {
          on: {
            REFRESH: '#adminUsers.loading',
            LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' },
          },
        },
        loadingMore: {
          entry: ['clearLoadMoreError', 'markRequest'],
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ cursor: context.cursor }),
            onDone: {
              target: 'ready',
              actions: [{ type: 'addPage', params: ({ event }) => ({ page: event.output }) }, 'persistList'],
            },
            onError: {
              target: 'ready',
              actions: [
                'setLoadMoreError',
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    failed: {
      on: { REFRESH: 'loading' },
    },
  },
});
