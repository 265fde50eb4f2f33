// The admin table: sortable headers and rows rendered through @tanstack/react-virtual (only the rows in
// view exist in the DOM), so thousands of users stay fast. Rows are memoised on their entry.
import { memo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatDate, formatLots } from '@/lib/format';
import {
  canAddAccount,
  deploymentLabel,
  fullName,
  statusBadgeClass,
  type AdminUser,
  type SortKey,
  type SortState,
} from './admin-users';
import { Highlight } from './highlight';
import type { RowActionKind } from './row-action.machine';
import styles from './admin.module.css';

export type DialogKind = 'subscription' | 'account' | 'strategy';

export interface RowHandlers {
  onAction: (kind: RowActionKind, user: AdminUser) => void;
  onDialog: (kind: DialogKind, user: AdminUser) => void;
}

interface Viewer {
  uid: string;
  isTechnicalAdmin: boolean;
}

const COLUMNS: Array<{ label: string; key: SortKey | null }> = [
  { label: 'User', key: 'name' },
  { label: 'Subscription', key: 'subscription' },
  { label: 'Trading Account', key: null },
  { label: 'Strategy', key: 'strategy' },
  { label: 'Actions', key: null },
];

function statusText(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

const UserRow = memo(function UserRow({
  user,
  query,
  viewer,
  handlers,
  index,
  measure,
}: {
  user: AdminUser;
  query: string;
  viewer: Viewer;
  handlers: RowHandlers;
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
}) {
  const { userData: data, tradingAccount: account } = user;
  const name = fullName(user) || data.email;
  const sub = data.subscription;
  const self = user.id === viewer.uid;
  const rowClass = data.isTechnicalAdmin ? styles.rowTechnical : data.isAdmin ? styles.rowAdmin : '';
  const act = (kind: RowActionKind) => () => handlers.onAction(kind, user);
  const open = (kind: DialogKind) => () => handlers.onDialog(kind, user);
  return (
    <tr ref={measure} data-index={index} data-user-id={user.id} className={rowClass}>
      <td>
        <div className={styles.userName}>
          <Highlight text={fullName(user)} query={query} />
        </div>
        <div className={styles.small}>
          <Highlight text={data.email} query={query} />
        </div>
        {data.mobile ? (
          <div className={styles.small}>
            <Highlight text={data.mobile} query={query} />
          </div>
        ) : null}
        <div className={styles.badges}>
          {data.isAdmin ? <span className={`${styles.roleBadge} ${styles.badgeAdmin}`}>Admin</span> : null}
          {data.isTechnicalAdmin ? (
            <span className={`${styles.roleBadge} ${styles.badgeTechnical}`}>Technical Admin</span>
          ) : null}
        </div>
        <div className={styles.small}>Joined {formatDate(data.createdAt)}</div>
      </td>
      <td>
        {sub ? (
          <>
            <span className={`badge ${statusBadgeClass(sub.status)}`}>{statusText(sub.status)}</span>
            <div>{sub.planName ?? 'Unknown plan'}</div>
            <div className={styles.small}>Expires {formatDate(sub.expiresAt)}</div>
            {sub.isTrial ? (
              <div className={styles.small}>Trial until {formatDate(sub.trialEndsAt)}</div>
            ) : null}
            <div className={styles.buttons}>
              <button
                type="button"
                className={styles.action}
                aria-label={`Edit subscription of ${name}`}
                onClick={open('subscription')}
              >
                Edit
              </button>
              {sub.status === 'active' ? (
                <button
                  type="button"
                  className={styles.actionDanger}
                  aria-label={`Cancel subscription of ${name}`}
                  onClick={act('cancelSubscription')}
                >
                  Cancel
                </button>
              ) : null}
              {sub.status === 'canceled' ? (
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`Reactivate subscription of ${name}`}
                  onClick={act('reactivateSubscription')}
                >
                  Reactivate
                </button>
              ) : null}
            </div>
          </>
        ) : (
          <>
            <span className={styles.none}>No subscription</span>
            <div className={styles.buttons}>
              <button
                type="button"
                className={styles.action}
                aria-label={`Add subscription for ${name}`}
                onClick={open('subscription')}
              >
                Add Subscription
              </button>
            </div>
          </>
        )}
      </td>
      <td>
        {account ? (
          <>
            <div className={styles.userName}>{account.accountName}</div>
            <div className={styles.small}>
              #{account.accountNumber} · {account.serverName}
            </div>
            <div className={styles.small}>
              {deploymentLabel(user.metaApiDetails?.state ?? account.state)}
              {user.metaApiDetails ? ` · ${user.metaApiDetails.connectionStatus}` : ''}
            </div>
            <div className={styles.buttons}>
              <button
                type="button"
                className={styles.actionDanger}
                aria-label={`Delete trading account of ${name}`}
                onClick={act('deleteAccount')}
              >
                Delete Account
              </button>
            </div>
          </>
        ) : (
          <>
            <span className={styles.none}>No account</span>
            {canAddAccount(user) ? (
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`Add account for ${name}`}
                  onClick={open('account')}
                >
                  Add Account
                </button>
              </div>
            ) : null}
          </>
        )}
      </td>
      <td>
        {user.strategySubscription && user.strategyDetails ? (
          <>
            <div className={styles.userName}>{user.strategyDetails.name}</div>
            <div className={styles.small}>Lot size {formatLots(user.strategyDetails.tradeVolume)}</div>
            <div className={styles.buttons}>
              <button
                type="button"
                className={styles.action}
                aria-label={`Change strategy of ${name}`}
                onClick={open('strategy')}
              >
                Change Strategy
              </button>
              <button
                type="button"
                className={styles.actionDanger}
                aria-label={`Remove strategy of ${name}`}
                onClick={act('removeStrategy')}
              >
                Remove
              </button>
            </div>
          </>
        ) : (
          <>
            <span className={styles.none}>No strategy</span>
            <div className={styles.buttons}>
              <button
                type="button"
                className={styles.action}
                aria-label={`Add strategy for ${name}`}
                onClick={open('strategy')}
              >
                Add Strategy
              </button>
            </div>
          </>
        )}
      </td>
      <td>
        <div className={styles.buttonsColumn}>
          <button
            type="button"
            className={data.isAdmin ? styles.actionDanger : styles.action}
            aria-label={`${data.isAdmin ? 'Revoke Admin' : 'Make Admin'} for ${name}`}
            disabled={self}
            title={self ? 'You cannot change your own admin status' : undefined}
            onClick={act(data.isAdmin ? 'revokeAdmin' : 'grantAdmin')}
          >
            {data.isAdmin ? 'Revoke Admin' : 'Make Admin'}
          </button>
          {viewer.isTechnicalAdmin ? (
            <button
              type="button"
              className={data.isTechnicalAdmin ? styles.actionDanger : styles.action}
              aria-label={`${data.isTechnicalAdmin ? 'Revoke Technical Admin' : 'Make Technical Admin'} for ${name}`}
              disabled={self}
              title={self ? 'You cannot change your own technical admin status' : undefined}
              onClick={act(data.isTechnicalAdmin ? 'revokeTechnicalAdmin' : 'grantTechnicalAdmin')}
            >
              {data.isTechnicalAdmin ? 'Revoke Technical Admin' : 'Make Technical Admin'}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
});

export function UsersTable({
  users,
  query,
  sort,
  onSort,
  viewer,
  handlers,
}: {
  users: AdminUser[];
  query: string;
  sort: SortState;
  onSort: (key: SortKey) => void;
  viewer: Viewer;
  handlers: RowHandlers;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is used as documented
  const virtualizer = useVirtualizer({
    count: users.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 150,
    overscan: 6,
    getItemKey: (index) => users[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div ref={scrollRef} className={styles.scroller} role="region" aria-label="Users" tabIndex={0}>
      <table className={styles.table} data-query={query} data-count={users.length}>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const active = column.key !== null && sort.key === column.key;
              return (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.key ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSort(column.key!)}>
                      {column.label}
                      <span aria-hidden="true">
                        {active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {top > 0 ? (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={5} style={{ height: top }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const user = users[item.index];
            return user ? (
              <UserRow
                key={item.key}
                index={item.index}
                measure={virtualizer.measureElement}
                user={user}
                query={query}
                viewer={viewer}
                handlers={handlers}
              />
            ) : null;
          })}
          {bottom > 0 ? (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={5} style={{ height: bottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
      {users.length === 0 ? <p className={styles.empty}>No users found.</p> : null}
    </div>
  );
}
