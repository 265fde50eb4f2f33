// The admin screen's user list: the list actor (started from the cache) and the slices the screen shows.
import { useCallback, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AdminUser } from '../admin-users';
import { readCache } from './users-cache';
import type { usersMachine } from './users.machine';

export interface UsersListState {
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  hasMore: boolean;
  error: string | null;
  loadMoreError: string | null;
}

function sameListState(a: UsersListState, b: UsersListState): boolean {
  return (
    a.loading === b.loading &&
    a.loadingMore === b.loadingMore &&
    a.failed === b.failed &&
    a.hasMore === b.hasMore &&
    a.error === b.error &&
    a.loadMoreError === b.loadMoreError
  );
}

export function useUsersList(machine: typeof usersMachine, adminUid: string) {
  const [initialCache] = useState(() => readCache(adminUid));
  const list = useActorRef(machine, { input: { adminUid, cached: initialCache } });
  const users = useSelector(list, (s) => s.context.users);
  const total = useSelector(list, (s) => s.context.total);
  const listState = useSelector(
    list,
    (s): UsersListState => ({
      loading: s.matches('loading'),
      loadingMore: s.matches({ listed: 'loadingMore' }),
      failed: s.matches('failed'),
      hasMore: s.context.hasMore,
      error: s.context.error,
      loadMoreError: s.context.loadMoreError,
    }),
    sameListState,
  );
  const updateUser = useCallback(
    (updated: AdminUser) => list.send({ type: 'USER_UPDATED', user: updated }),
    [list],
  );
  const usersFound = useCallback(
    (found: AdminUser[], requestedAt: number) =>
      list.send({ type: 'USERS_FOUND', users: found, requestedAt }),
    [list],
  );
  const refresh = useCallback(() => list.send({ type: 'REFRESH' }), [list]);
  const loadMore = useCallback(() => list.send({ type: 'LOAD_MORE' }), [list]);
  return { users, total, listState, updateUser, usersFound, refresh, loadMore };
}
