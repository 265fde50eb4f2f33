// The admin row's subscription cell: status, plan, dates, and Edit / Cancel / Reactivate / Add.
import { RowActionButton } from './row-action-button';
import { formatDate } from '@/lib/format';
import { statusBadgeClass } from '../admin-users';
import type { RowCellProps } from './user-row';
import styles from '../admin.module.css';

function statusText(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function SubscriptionCell({ user, name, handlers }: RowCellProps) {
  const sub = user.userData.subscription;
  const edit = () => handlers.onDialog('subscription', user);
  if (!sub) {
    return (
      <td>
        <span className={styles.none}>No subscription</span>
        <div className={styles.buttons}>
          <RowActionButton
            label="Add Subscription"
            accessibleName={`Add subscription for ${name}`}
            onClick={edit}
          />
        </div>
      </td>
    );
  }
  return (
    <td>
      <span className={`badge ${statusBadgeClass(sub.status)}`}>{statusText(sub.status)}</span>
      <div>{sub.planName ?? 'Unknown plan'}</div>
      <div className={styles.small}>Expires {formatDate(sub.expiresAt)}</div>
      {sub.isTrial ? <div className={styles.small}>Trial until {formatDate(sub.trialEndsAt)}</div> : null}
      <div className={styles.buttons}>
        <RowActionButton label="Edit" accessibleName={`Edit subscription of ${name}`} onClick={edit} />
        {sub.status === 'active' ? (
          <RowActionButton
            label="Cancel"
            accessibleName={`Cancel subscription of ${name}`}
            danger
            onClick={() => handlers.onAction('cancelSubscription', user)}
          />
        ) : null}
        {sub.status === 'canceled' ? (
          <RowActionButton
            label="Reactivate"
            accessibleName={`Reactivate subscription of ${name}`}
            onClick={() => handlers.onAction('reactivateSubscription', user)}
          />
        ) : null}
      </div>
    </td>
  );
}
