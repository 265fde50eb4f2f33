// The admin row's subscription cell: status, plan, dates, and Edit / Cancel / Reactivate / Add.
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
          <button
            type="button"
            className={styles.action}
            aria-label={`Add subscription for ${name}`}
            onClick={edit}
          >
            Add Subscription
          </button>
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
        <button
          type="button"
          className={styles.action}
          aria-label={`Edit subscription of ${name}`}
          onClick={edit}
        >
          Edit
        </button>
        {sub.status === 'active' ? (
          <button
            type="button"
            className={styles.actionDanger}
            aria-label={`Cancel subscription of ${name}`}
            onClick={() => handlers.onAction('cancelSubscription', user)}
          >
            Cancel
          </button>
        ) : null}
        {sub.status === 'canceled' ? (
          <button
            type="button"
            className={styles.action}
            aria-label={`Reactivate subscription of ${name}`}
            onClick={() => handlers.onAction('reactivateSubscription', user)}
          >
            Reactivate
          </button>
        ) : null}
      </div>
    </td>
  );
}
