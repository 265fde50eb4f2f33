// The admin panel (docs/product.md §2 /admin): header (with the open copy-health incidents), search with
// highlighting, four tabs and the "accounts with problems" filter, the sortable and virtualised user table, Load More Users, and every row action with its confirmation or dialog.
// The machines come in as props: the page passes the live ones (./admin-machines), tests doubles.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { normalizeSearchText } from '@copydesk/functions/product-rules';
import { useAuth } from '@/lib/auth';
import type { healthSummaryMachine } from '@/lib/health-summary.machine';
import { liveHealthSummaryMachine } from '@/lib/health-summary';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  DEFAULT_SORT,
  nextSort,
  sortForTab,
  tabFromSearch,
  tabCounts,
  tabUsers,
  type AdminTab,
  type AdminUser,
  type SortKey,
  type SortState,
} from './admin-users';
import { ActionNotice, AdminHeader } from './admin-header';
import { actionsMachine, guardrailSettingsDialogMachine, listMachine, searchMachine } from './admin-machines';
import { GuardrailSettingsDialog } from './guardrail-settings/guardrail-settings-dialog';
import { StrategyStatesDialog } from './strategy-states/strategy-states-dialog';
import { fetchStrategies, setStrategyActive } from './api';
import { PendingActionDialog } from './user-row/pending-action-dialog';
import type { rowActionMachine } from './user-row/row-action.machine';
import { searchHaystack, searchUsers } from './users-list/search-match';
import { useUsersList } from './users-list/use-users-list';
import { UserDialogs, type OpenDialog } from './user-row/user-dialogs';
import type { RowHandlers } from './user-row/user-row';
import type { usersMachine } from './users-list/users.machine';
import type { userSearchMachine } from './users-list/user-search.machine';
import { UsersListSection } from './users-list/users-list-section';
import { UsersTable } from './users-list/users-table';
import { CategoryTabs, UsersToolbar } from './users-list/users-toolbar';
import styles from './admin.module.css';

export interface AdminScreenProps {
  adminUid: string;
  isTechnicalAdmin: boolean;
  machines: {
    list: typeof usersMachine;
    actions: typeof rowActionMachine;
    /** The server-side search over every user. */
    search: typeof userSearchMachine;
    /** The copy-health figures of the header (open incidents). */
    summary: typeof healthSummaryMachine;
  };
}

// Called through, so a test's module double needs these only when it opens the dialog.
const STRATEGY_STATES_API = {
  list: () => fetchStrategies(),
  setActive: (strategyId: string, active: boolean) => setStrategyActive(strategyId, active),
};
export default function AdminPage() {
  useDocumentTitle('Admin Panel');
  const { user, userData } = useAuth();
  return (
    <AdminScreen
      adminUid={user?.uid ?? ''}
      isTechnicalAdmin={userData?.isTechnicalAdmin === true}
      machines={{
        list: listMachine,
        actions: actionsMachine,
        search: searchMachine,
        summary: liveHealthSummaryMachine,
      }}
    />
  );
}

/** The server search follows the search box; what it finds joins the list (usersFound). */
function useServerSearch(
  machine: typeof userSearchMachine,
  query: string,
  usersFound: (users: AdminUser[], requestedAt: number) => void,
) {
  const [search, send] = useMachine(
    machine.provide({ actions: { usersFound: (_, params) => usersFound(params.users, params.requestedAt) } }),
  );
  useEffect(() => send({ type: 'QUERY', query }), [query, send]);
  const found = useMemo(() => new Set(search.context.matchedIds), [search.context.matchedIds]);
  return { search, send, found };
}

/** Tab, sort and search over the loaded users; the search is deferred so typing stays responsive. */
function useVisibleUsers(
  users: ReturnType<typeof useUsersList>['users'],
  query: string,
  found: ReadonlySet<string>,
) {
  const { search } = useLocation();
  const [tab, setTab] = useState<AdminTab>(() => tabFromSearch(search));
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const deferredQuery = useDeferredValue(query);
  const haystacks = useMemo(() => new Map(users.map((u) => [u.id, searchHaystack(u)])), [users]);
  const counts = useMemo(() => tabCounts(users), [users]);
  const ordered = useMemo(() => tabUsers(users, tab, sort), [users, tab, sort]);
  const rows = useMemo(
    () => searchUsers(ordered, deferredQuery, haystacks, found),
    [ordered, deferredQuery, haystacks, found],
  );
  const onSort = useCallback((key: SortKey) => setSort((current) => nextSort(current, key)), []);
  const selectTab = useCallback((key: AdminTab) => {
    setTab(key);
    setSort((current) => sortForTab(key, current));
  }, []);
  return { tab, selectTab, sort, onSort, deferredQuery, counts, rows };
}

export function AdminScreen({ adminUid, isTechnicalAdmin, machines }: AdminScreenProps) {
  const { users, total, listState, updateUser, usersFound, refresh, loadMore } = useUsersList(
    machines.list,
    adminUid,
  );
  const [query, setQuery] = useState('');
  const server = useServerSearch(machines.search, query, usersFound);
  const view = useVisibleUsers(users, query, server.found);
  // While a query is typed, Load More pages through the server's matches instead of the list.
  const searching = normalizeSearchText(query) !== '';
  const sectionState = searching
    ? {
        ...listState,
        hasMore: server.search.context.hasMore,
        loadingMore: server.search.matches('searching'),
        loadMoreError: server.search.context.error,
      }
    : listState;
  const [health, sendHealth] = useMachine(machines.summary);
  const [actions, sendAction] = useMachine(
    machines.actions.provide({ actions: { actionDone: (_, params) => updateUser(params.user) } }),
    { input: { adminUid } },
  );
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const handlers = useMemo<RowHandlers>(
    () => ({
      onAction: (kind, target) => sendAction({ type: 'REQUEST', action: { kind, user: target } }),
      onDialog: (kind, target) => setDialog({ kind, user: target }),
    }),
    [sendAction],
  );
  const viewer = useMemo(() => ({ uid: adminUid, isTechnicalAdmin }), [adminUid, isTechnicalAdmin]);
  const closeDialog = useCallback(() => setDialog(null), []);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  const [strategiesOpen, setStrategiesOpen] = useState(false);
  const closeStrategies = useCallback(() => setStrategiesOpen(false), []);

  return (
    <div className={`container ${styles.page}`}>
      <AdminHeader
        totalUsers={total ?? users.length}
        isTechnicalAdmin={isTechnicalAdmin}
        loading={listState.loading}
        openIncidents={health.context.summary?.openIncidents ?? null}
        onRefresh={() => {
          refresh();
          sendHealth({ type: 'REFRESH' });
        }}
        onGuardrailDefaults={() => setSettingsOpen(true)}
        onStrategies={() => setStrategiesOpen(true)}
      />
      <ActionNotice notice={actions.context.notice} onDismiss={() => sendAction({ type: 'DISMISS' })} />
      <UsersToolbar
        query={query}
        onQueryChange={setQuery}
        sort={view.sort}
        onSort={view.onSort}
        searching={server.search.matches('waiting') || server.search.matches('searching')}
      />
      <CategoryTabs tab={view.tab} counts={view.counts} onSelect={view.selectTab} />
      <UsersListSection
        state={sectionState}
        onRetry={refresh}
        onLoadMore={searching ? () => server.send({ type: 'LOAD_MORE' }) : loadMore}
      >
        <UsersTable
          users={view.rows}
          query={view.deferredQuery}
          sort={view.sort}
          onSort={view.onSort}
          viewer={viewer}
          handlers={handlers}
        />
      </UsersListSection>
      <PendingActionDialog
        pending={actions.context.pending}
        busy={actions.matches('running')}
        onConfirm={() => sendAction({ type: 'CONFIRM' })}
        onCancel={() => sendAction({ type: 'CANCEL' })}
      />
      <UserDialogs dialog={dialog} onUpdated={updateUser} onClose={closeDialog} />
      {settingsOpen ? (
        <GuardrailSettingsDialog machine={guardrailSettingsDialogMachine} onClose={closeSettings} />
      ) : null}
      {strategiesOpen ? <StrategyStatesDialog api={STRATEGY_STATES_API} onClose={closeStrategies} /> : null}
    </div>
  );
}
