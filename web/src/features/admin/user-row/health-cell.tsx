// The admin row's Health cell (README "Copy health"): the account's health badge, its reason and since
// when, in the catalogue's words; "Not checked yet" before the monitor's first run.
import { HealthBadge, healthReason } from '@/components/health-badge';
import { formatDateTime } from '@/lib/format';
import type { AdminUser } from '../admin-users';
import styles from '../admin.module.css';

export function HealthCell({ user }: { user: AdminUser }) {
  const account = user.tradingAccount;
  if (!account) {
    return (
      <td>
        <span className={styles.none}>—</span>
      </td>
    );
  }
  const health = account.health;
  if (!health) {
    return (
      <td>
        <span className={styles.none}>Not checked yet</span>
      </td>
    );
  }
  return (
    <td data-health={health.state}>
      <HealthBadge state={health.state} />
      <div className={styles.small}>{healthReason(health.state, health.details)}</div>
      <div className={styles.small}>Since {formatDateTime(health.since)}</div>
    </td>
  );
}
