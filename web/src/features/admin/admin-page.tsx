// The admin panel (SPEC §2 /admin): header, search with highlighting, four tabs, the sortable and
// virtualised user table, Load More Users, and every row action with its confirmation or dialog.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { Loading } from '@/components/status';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  DEFAULT_SORT,
  DEFAULT_TAB,
  TABS,
  TAB_LABELS,
  nextSort,
  searchText,
  sortForTab,
  searchUsers,
  tabCounts,
  tabUsers,
  type AdminTab,
  type AdminUser,
  type SortKey,
  type SortState,
} from './admin-users';
import {
  deleteTradingAccount,
  fetchUsersPage,
  removeFromStrategy,
  setAdmin,
  setSubscriptionStatus,
  setTechnicalAdmin,
} from './api';
import { AddAccountDialog } from './add-account-dialog';
import { AddStrategyDialog } from './add-strategy-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { actionCopy, rowActionMachine, type RowAction, type RowActionKind } from './row-action.machine';
import { SubscriptionDialog } from './subscription-dialog';
import { readCache, writeCache } from './users-cache';
import { cacheOf, usersMachine, type UsersPageResult } from './users.machine';
import { UsersTable, type DialogKind, type RowHandlers } from './users-table';
import styles from './admin.module.css';

const listMachine = usersMachine.provide({
  actors: {
    loadPage: fromPromise<UsersPageResult, { cursor: string | null }>(({ input }) =>
      fetchUsersPage(input.cursor),
    ),
  },
  actions: {
    persistList: ({ context }) => writeCache(cacheOf(context)),
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

const actionsMachine = rowActionMachine.provide({
  actors: { perform: fromPromise<void, RowAction>(({ input }) => perform(input)) },
});

const DANGER: ReadonlySet<RowActionKind> = new Set([
  'cancelSubscription',
  'deleteAccount',
  'removeStrategy',
  'revokeAdmin',
  'revokeTechnicalAdmin',
]);

export default function AdminPage() {
  useDocumentTitle('Admin Panel');
  const { user, userData } = useAuth();
  const adminUid = user?.uid ?? '';
  const isTechnicalAdmin = userData?.isTechnicalAdmin === true;

  const [initialCache] = useState(() => readCache(adminUid));
  const list = useActorRef(listMachine, { input: { adminUid, cached: initialCache } });
  const users = useSelector(list, (s) => s.context.users);
  const listState = useSelector(
    list,
    (s) => ({
      loading: s.matches('loading'),
      loadingMore: s.matches('loadingMore'),
      failed: s.matches('failed'),
      hasMore: s.context.hasMore,
      error: s.context.error,
      loadMoreError: s.context.loadMoreError,
    }),
    (a, b) =>
      a.loading === b.loading &&
      a.loadingMore === b.loadingMore &&
      a.failed === b.failed &&
      a.hasMore === b.hasMore &&
      a.error === b.error &&
      a.loadMoreError === b.loadMoreError,
  );

  const updateUser = useCallback(
    (updated: AdminUser) => list.send({ type: 'USER_UPDATED', user: updated }),
    [list],
  );

  const [actions, sendAction] = useMachine(
    actionsMachine.provide({ actions: { actionDone: (_, params) => updateUser(params.user) } }),
    { input: { adminUid } },
  );

  const [tab, setTab] = useState<AdminTab>(DEFAULT_TAB);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [dialog, setDialog] = useState<{ kind: DialogKind; user: AdminUser } | null>(null);

  const haystacks = useMemo(() => new Map(users.map((u) => [u.id, searchText(u)])), [users]);
  const counts = useMemo(() => tabCounts(users), [users]);
  const ordered = useMemo(() => tabUsers(users, tab, sort), [users, tab, sort]);
  const rows = useMemo(
    () => searchUsers(ordered, deferredQuery, haystacks),
    [ordered, deferredQuery, haystacks],
  );

  const handlers = useMemo<RowHandlers>(
    () => ({
      onAction: (kind, target) => sendAction({ type: 'REQUEST', action: { kind, user: target } }),
      onDialog: (kind, target) => setDialog({ kind, user: target }),
    }),
    [sendAction],
  );
  const viewer = useMemo(() => ({ uid: adminUid, isTechnicalAdmin }), [adminUid, isTechnicalAdmin]);
  const closeDialog = useCallback(() => setDialog(null), []);
  const onSort = useCallback((key: SortKey) => setSort((current) => nextSort(current, key)), []);

  const pending = actions.context.pending;
  const copy = pending ? actionCopy(pending) : null;
  const notice = actions.context.notice;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1>Admin Panel</h1>
          <p className={styles.muted}>
            Total users: <strong data-testid="total-users">{users.length}</strong> · {formatDate(new Date())}
          </p>
        </div>
        <div className={styles.headerActions}>
          <Link to={paths.dashboard} className="btn btn-secondary">
            Back to Dashboard
          </Link>
          {isTechnicalAdmin ? (
            <Link to={paths.adminTechnical} className="btn btn-secondary">
              Technical Admin Dashboard
            </Link>
          ) : null}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => list.send({ type: 'REFRESH' })}
            disabled={listState.loading}
          >
            Refresh
          </button>
        </div>
      </header>

      <div aria-live="polite" className={styles.notice}>
        {notice ? (
          <div
            className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'} ${styles.noticeBox}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            <span>{notice.text}</span>
            <button type="button" className="btn-link" onClick={() => sendAction({ type: 'DISMISS' })}>
              Dismiss
            </button>
          </div>
        ) : null}
      </div>

      <div className={styles.toolbar}>
        <label htmlFor="admin-search" className="visually-hidden">
          Search users
        </label>
        <input
          id="admin-search"
          type="search"
          className={`input ${styles.search}`}
          placeholder="Search users by name, email, or mobile..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-secondary"
          aria-pressed={sort.key === 'createdAt'}
          onClick={() => onSort('createdAt')}
        >
          Sort by joined date{sort.key === 'createdAt' ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
        </button>
      </div>

      <div className={styles.tabs} role="group" aria-label="User categories">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            className={`${styles.tab} ${tab === key ? styles.tabActive : ''}`}
            aria-pressed={tab === key}
            onClick={() => {
              setTab(key);
              setSort((current) => sortForTab(key, current));
            }}
          >
            {TAB_LABELS[key]} ({counts[key]})
          </button>
        ))}
      </div>

      {listState.loading ? (
        <Loading label="Loading users..." />
      ) : listState.failed ? (
        <div className="alert alert-error" role="alert">
          <p>{listState.error}</p>
          <button type="button" className="btn btn-secondary" onClick={() => list.send({ type: 'REFRESH' })}>
            Retry
          </button>
        </div>
      ) : (
        <>
          <UsersTable
            users={rows}
            query={deferredQuery}
            sort={sort}
            onSort={onSort}
            viewer={viewer}
            handlers={handlers}
          />
          {listState.loadMoreError ? (
            <p className="alert alert-error" role="alert">
              {listState.loadMoreError}
            </p>
          ) : null}
          {listState.hasMore ? (
            <div className={styles.more}>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={listState.loadingMore}
                onClick={() => list.send({ type: 'LOAD_MORE' })}
              >
                {listState.loadingMore ? 'Loading...' : 'Load More Users'}
              </button>
            </div>
          ) : null}
        </>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={copy?.title ?? ''}
        question={copy?.question ?? ''}
        busy={actions.matches('running')}
        danger={pending ? DANGER.has(pending.kind) : false}
        onConfirm={() => sendAction({ type: 'CONFIRM' })}
        onCancel={() => sendAction({ type: 'CANCEL' })}
      />
      {dialog?.kind === 'subscription' ? (
        <SubscriptionDialog
          key={dialog.user.id}
          user={dialog.user}
          onSaved={updateUser}
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'account' ? (
        <AddAccountDialog
          key={dialog.user.id}
          user={dialog.user}
          onAdded={updateUser}
          onClose={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'strategy' ? (
        <AddStrategyDialog
          key={dialog.user.id}
          user={dialog.user}
          onAdded={updateUser}
          onClose={closeDialog}
        />
      ) : null}
    </div>
  );
}
