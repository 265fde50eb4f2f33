// One row of the admin table: who the user is, then one cell per area (subscription, trading account,
// its copy health, strategy) with its actions, then the role actions. Memoised on its entry; the table virtualises rows.
import { memo } from 'react';
import { formatDate } from '@/lib/format';
import { fullName, type AdminUser } from '../admin-users';
import { Highlight } from '../users-list/highlight';
import { AccountCell, StrategyCell } from './account-cells';
import { HealthCell } from './health-cell';
import { RoleActionsCell } from './role-actions-cell';
import type { RowActionKind } from './row-actions';
import { SubscriptionCell } from './subscription-cell';
import styles from '../admin.module.css';

export type DialogKind = 'subscription' | 'account' | 'strategy';

export interface RowHandlers {
  onAction: (kind: RowActionKind, user: AdminUser) => void;
  onDialog: (kind: DialogKind, user: AdminUser) => void;
}

/** The signed-in admin looking at the table. */
export interface Viewer {
  uid: string;
  isTechnicalAdmin: boolean;
}

/** What each cell of a row needs: the user, the name its buttons are labelled with, the handlers. */
export interface RowCellProps {
  user: AdminUser;
  name: string;
  handlers: RowHandlers;
}

function IdentityCell({ user, query }: { user: AdminUser; query: string }) {
  const data = user.userData;
  return (
    <td>
      <div className={styles.userName}>
        <Highlight text={fullName(user)} query={query} />
      </div>
      <div className={styles.small}>
        <Highlight text={data.email} query={query} />
        {user.emailVerified === undefined ? null : (
          <span> ({user.emailVerified ? 'verified' : 'not verified'})</span>
        )}
      </div>
      {data.mobile ? (
        <div className={styles.small}>
          <Highlight text={data.mobile} query={query} mobile />
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
  );
}

export interface UserRowProps {
  user: AdminUser;
  query: string;
  viewer: Viewer;
  handlers: RowHandlers;
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
}

export const UserRow = memo(function UserRow({
  user,
  query,
  viewer,
  handlers,
  index,
  measure,
}: UserRowProps) {
  const data = user.userData;
  const cell: RowCellProps = { user, name: fullName(user) || data.email, handlers };
  const rowClass = data.isTechnicalAdmin ? styles.rowTechnical : data.isAdmin ? styles.rowAdmin : '';
  return (
    <tr ref={measure} data-index={index} data-user-id={user.id} className={rowClass}>
      <IdentityCell user={user} query={query} />
      <SubscriptionCell {...cell} />
      <AccountCell {...cell} />
      <HealthCell user={user} />
      <StrategyCell {...cell} />
      <RoleActionsCell {...cell} viewer={viewer} />
    </tr>
  );
});
