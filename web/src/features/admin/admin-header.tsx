// The admin screen's header (title, total users, open copy-health incidents, navigation, the guardrail
// defaults, Refresh) and the row-action notice.
import { PageHeader } from '@/components/layout/page-header';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { Notice } from './user-row/row-action.machine';
import styles from './admin.module.css';

export interface AdminHeaderProps {
  totalUsers: number;
  isTechnicalAdmin: boolean;
  loading: boolean;
  /** Open copy-health incidents over all accounts; null while unknown. */
  openIncidents: number | null;
  onRefresh: () => void;
  /** Opens the guardrail defaults new subscriptions start with (docs/product.md §5). */
  onGuardrailDefaults: () => void;
  /** Opens the strategies' states: admins make a strategy inactive there (docs/product.md §3). */
  onStrategies?: () => void;
}

export function AdminHeader({
  totalUsers,
  isTechnicalAdmin,
  loading,
  openIncidents,
  onRefresh,
  onGuardrailDefaults,
  onStrategies,
}: AdminHeaderProps) {
  return (
    <PageHeader
      title="Admin Panel"
      actions={
        <>
          <Link to={paths.dashboard} className="btn btn-secondary">
            Back to Dashboard
          </Link>
          {isTechnicalAdmin ? (
            <Link to={paths.adminTechnical} className="btn btn-secondary">
              Technical Admin Dashboard
            </Link>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={onGuardrailDefaults}>
            Guardrail Defaults
          </button>
          {onStrategies ? (
            <button type="button" className="btn btn-secondary" onClick={onStrategies}>
              Strategies
            </button>
          ) : null}
          <button type="button" className="btn btn-primary" onClick={onRefresh} disabled={loading}>
            Refresh
          </button>
        </>
      }
    >
      Total users: <strong data-testid="total-users">{totalUsers}</strong> · Open incidents:{' '}
      <strong data-testid="open-incidents">{openIncidents ?? '—'}</strong> · {formatDate(new Date())}
    </PageHeader>
  );
}

/** The outcome of the last row action; the live region stays in the DOM so it is announced. */
export function ActionNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  return (
    <div aria-live="polite" className={styles.notice}>
      {notice ? (
        <div
          className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'} spread-row`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{notice.text}</span>
          <button type="button" className="btn-link" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
