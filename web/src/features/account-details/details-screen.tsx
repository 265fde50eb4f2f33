// Account details (docs/product.md §2 /account-details/{accountId}; accountId is the broker account number).
// detailsMachine loads the account document and bridge data; copyTradingMachine runs the strategies tab;
// healthMachine the Health section (README "Copy health").
// Both come in as props: the page passes the live ones (./api), component tests doubles.
import { PageHeader } from '@/components/layout/page-header';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { paths, STRATEGIES_HASH } from '@/config/paths';
import { Loading } from '@/components/status';
import { AccountTabs } from './account-tabs';
import type { copyReportMachine } from './copy-report.machine';
import type { copyTradingMachine } from './copy-trading.machine';
import type { AccountDoc, detailsMachine } from './details.machine';
import { HealthSection } from './health-section';
import type { healthMachine } from './health.machine';
import { RemoveAccountDialog } from './remove-account-dialog';
import { SubscriptionBanner } from './subscription-banner';
import styles from './account-details.module.css';

export interface DetailsMachines {
  details: typeof detailsMachine;
  copyTrading: typeof copyTradingMachine;
  health: typeof healthMachine;
  copyReport: typeof copyReportMachine;
}

export interface DetailsScreenProps {
  uid: string;
  accountNumber: string;
  machines: DetailsMachines;
}

export function LoadFailed({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className="card" role="alert">
        <h1>Error</h1>
        <p>{error}</p>
        <div className={styles.actions}>
          <Link to={paths.dashboard} className="btn btn-secondary">
            Back to Dashboard
          </Link>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
        </div>
      </div>
    </div>
  );
}

/** 'Trading account not found' while the machine waits to send the user to the dashboard. */
function AccountNotFound({ message }: { message: string | null }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className="card" role="alert">
        <h1>{message}</h1>
        <p>Taking you back to your dashboard...</p>
        <Link to={paths.dashboard} className="btn btn-secondary">
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}

interface AccountHeaderProps {
  account: AccountDoc;
  platform: string;
  onRefresh: () => void;
  onRemove: () => void;
}

function AccountHeader({ account, platform, onRefresh, onRemove }: AccountHeaderProps) {
  return (
    <PageHeader
      back={
        <Link to={paths.dashboard} className="btn btn-link">
          ← Back to Dashboard
        </Link>
      }
      title={account.accountName}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onRefresh}>
            Refresh
          </button>
          <button type="button" className="btn btn-danger" onClick={onRemove}>
            Remove Account
          </button>
        </>
      }
    >
      Account <span className={styles.mono}>{account.accountNumber}</span> · Server{' '}
      {account.serverName || 'N/A'} · Platform {platform.toUpperCase()}
    </PageHeader>
  );
}

export function DetailsScreen({ uid, accountNumber, machines }: DetailsScreenProps) {
  const [snapshot, send] = useMachine(machines.details, { input: { uid, accountNumber } });
  const location = useLocation();
  const { details, error } = snapshot.context;

  if (snapshot.matches('leaving') || snapshot.matches('deleted')) {
    return <Navigate to={paths.dashboard} replace />;
  }
  if (snapshot.matches('notFound')) return <AccountNotFound message={error} />;
  if (snapshot.matches('failed'))
    return <LoadFailed error={error} onRetry={() => send({ type: 'REFRESH' })} />;
  if (!details || snapshot.matches('loading')) {
    return <Loading label="Loading account details..." />;
  }
  const { account, info } = details;
  const deleting = snapshot.matches({ loaded: 'deleting' });
  return (
    <div className={`container ${styles.page}`}>
      <AccountHeader
        account={account}
        platform={info?.platform || account.platform}
        onRefresh={() => send({ type: 'REFRESH' })}
        onRemove={() => send({ type: 'DELETE.REQUEST' })}
      />
      <SubscriptionBanner />
      <HealthSection
        key={account.metaApiAccountId}
        accountId={account.metaApiAccountId}
        machine={machines.health}
      />
      <AccountTabs
        key={`${location.hash}-${account.metaApiAccountId}`}
        details={details}
        initial={location.hash === `#${STRATEGIES_HASH}` ? 'strategies' : 'overview'}
        copyTradingMachine={machines.copyTrading}
        copyReportMachine={machines.copyReport}
      />
      <RemoveAccountDialog
        open={snapshot.matches({ loaded: 'confirmingDelete' }) || deleting}
        deleting={deleting}
        accountNumber={account.accountNumber}
        error={error}
        onCancel={() => send({ type: 'DELETE.CANCEL' })}
        onConfirm={() => send({ type: 'DELETE.CONFIRM' })}
      />
    </div>
  );
}
