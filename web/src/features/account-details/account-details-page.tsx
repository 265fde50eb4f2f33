// Account details (SPEC §2 /account-details/{accountId}; accountId is the broker account number).
// detailsMachine loads the account document and bridge data; copyTradingMachine runs the strategies tab.
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { type AccountInfo, type HistoryItem, type Position } from '@copydesk/functions/contract';
import { isSubscriptionActive, SUBSCRIPTION_NOT_ACTIVE } from '@copydesk/functions/rules';
import { paths, STRATEGIES_HASH } from '@/config/paths';
import { Dialog } from '@/components/dialog';
import { ErrorMessage, Loading } from '@/components/status';
import { useAuth } from '@/lib/auth';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatLeverage,
  formatLots,
  formatMarginLevel,
} from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { liveCopyTradingMachine, liveDetailsMachine } from './api';
import type { AccountDetails } from './details.machine';
import { HistoryChart } from './history-chart';
import { StrategiesTab } from './strategies-tab';
import styles from './account-details.module.css';

export const INACTIVE_SUBSCRIPTION = SUBSCRIPTION_NOT_ACTIVE;

type TabKey = 'overview' | 'positions' | 'history' | 'strategies';

function SubscriptionBanner() {
  const { userData } = useAuth();
  const subscription = userData?.subscription ?? null;
  if (!subscription) {
    return (
      <p className="alert alert-error" role="status">
        {INACTIVE_SUBSCRIPTION}
      </p>
    );
  }
  const active = isSubscriptionActive(subscription);
  return (
    <div className={`alert ${active ? 'alert-success' : 'alert-error'}`} role="status">
      <strong>
        {subscription.planName} - {subscription.status}
      </strong>{' '}
      <span>(expires {formatDate(subscription.expiresAt)})</span>
      {active ? null : <p>{INACTIVE_SUBSCRIPTION}</p>}
    </div>
  );
}

function Overview({ info }: { info: AccountInfo | null }) {
  if (!info) return <p className={styles.empty}>No data available</p>;
  const currency = info.currency || 'USD';
  const rows: Array<[string, string]> = [
    ['Balance', formatCurrency(info.balance, currency)],
    ['Equity', formatCurrency(info.equity, currency)],
    ['Margin level', formatMarginLevel(info.marginLevel)],
    ['Leverage', formatLeverage(info.leverage)],
    ['Currency', currency],
  ];
  return (
    <dl className={styles.infoGrid}>
      {rows.map(([label, value]) => (
        <div key={label} className="card">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PositionsTable({ positions, currency }: { positions: readonly Position[]; currency: string }) {
  if (positions.length === 0) return <p className={styles.empty}>No open positions</p>;
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Open positions table">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Symbol</th>
            <th scope="col">Type</th>
            <th scope="col">Volume</th>
            <th scope="col">Open price</th>
            <th scope="col">Current price</th>
            <th scope="col">Profit</th>
            <th scope="col">Opened</th>
          </tr>
        </thead>
        <tbody>
          {positions.map((p) => (
            <tr key={p.id}>
              <td>{p.symbol}</td>
              <td>{p.type === 'POSITION_TYPE_BUY' ? 'Buy' : 'Sell'}</td>
              <td>{formatLots(p.volume)}</td>
              <td>{p.openPrice}</td>
              <td>{p.currentPrice}</td>
              <td className={p.profit < 0 ? styles.loss : styles.gain}>
                {formatCurrency(p.profit, currency)}
              </td>
              <td>{formatDateTime(p.time)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryTab({ history, currency }: { history: readonly HistoryItem[]; currency: string }) {
  if (history.length === 0) return <p className={styles.empty}>No trading history</p>;
  return (
    <div className={styles.tabBody}>
      <HistoryChart items={history} currency={currency} />
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Trading history table">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Closed</th>
              <th scope="col">Symbol</th>
              <th scope="col">Type</th>
              <th scope="col">Volume</th>
              <th scope="col">Profit</th>
            </tr>
          </thead>
          <tbody>
            {history.map((h) => (
              <tr key={h.id}>
                <td>{formatDateTime(h.time)}</td>
                <td>{h.symbol}</td>
                <td>{h.type === 'DEAL_TYPE_BUY' ? 'Buy' : 'Sell'}</td>
                <td>{formatLots(h.volume)}</td>
                <td className={h.profit < 0 ? styles.loss : styles.gain}>
                  {formatCurrency(h.profit, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Tabs({ details, initial }: { details: AccountDetails; initial: TabKey }) {
  const [tab, setTab] = useState<TabKey>(initial);
  const baseId = useId();
  const [copy, sendCopy] = useMachine(liveCopyTradingMachine, {
    input: { subscriberId: details.account.metaApiAccountId, subscriberName: details.account.accountName },
  });
  const currency = details.info?.currency || 'USD';
  const tabs: Array<{ key: TabKey; label: string }> = [
    { key: 'overview', label: 'Overview' },
    { key: 'positions', label: `Open Positions (${details.positions.length})` },
    { key: 'history', label: 'Trading History' },
    { key: 'strategies', label: `Automated Strategies (${copy.context.subscriptions.length})` },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === tab);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else return;
    event.preventDefault();
    const key = tabs[next]?.key ?? 'overview';
    setTab(key);
    document.getElementById(`${baseId}-tab-${key}`)?.focus();
  };
  return (
    <section className={styles.tabs}>
      <div role="tablist" aria-label="Account sections" className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            id={`${baseId}-tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            className={tab === t.key ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${tab}`}
        className={styles.panel}
      >
        {tab === 'overview' ? <Overview info={details.info} /> : null}
        {tab === 'positions' ? <PositionsTable positions={details.positions} currency={currency} /> : null}
        {tab === 'history' ? <HistoryTab history={details.history} currency={currency} /> : null}
        {tab === 'strategies' ? (
          <StrategiesTab
            strategies={details.strategies}
            info={details.info}
            snapshot={copy}
            send={sendCopy}
          />
        ) : null}
      </div>
    </section>
  );
}

function DetailsScreen({ uid, accountNumber }: { uid: string; accountNumber: string }) {
  const [snapshot, send] = useMachine(liveDetailsMachine, { input: { uid, accountNumber } });
  const location = useLocation();
  const { details, error } = snapshot.context;

  if (snapshot.matches('notFound') || snapshot.matches('deleted')) {
    return <Navigate to={paths.dashboard} replace />;
  }
  if (snapshot.matches('failed')) {
    return (
      <div className={`container ${styles.page}`}>
        <div className="card" role="alert">
          <h1>Error</h1>
          <p>{error}</p>
          <div className={styles.actions}>
            <Link to={paths.dashboard} className="btn btn-secondary">
              Back to Dashboard
            </Link>
            <button type="button" className="btn btn-primary" onClick={() => send({ type: 'REFRESH' })}>
              Try again
            </button>
          </div>
        </div>
      </div>
    );
  }
  if (!details || snapshot.matches('loading')) {
    return <Loading label="Loading account details..." />;
  }
  const { account, info } = details;
  const deleting = snapshot.matches({ loaded: 'deleting' });
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <Link to={paths.dashboard} className="btn btn-link">
            ← Back to Dashboard
          </Link>
          <h1>{account.accountName}</h1>
          <p className={styles.muted}>
            Account <span className={styles.mono}>{account.accountNumber}</span> · Server{' '}
            {account.serverName || 'N/A'} · Platform {(info?.platform || account.platform).toUpperCase()}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'REFRESH' })}>
            Refresh
          </button>
          <button type="button" className="btn btn-danger" onClick={() => send({ type: 'DELETE.REQUEST' })}>
            Remove Account
          </button>
        </div>
      </header>

      <SubscriptionBanner />

      <Tabs
        key={`${location.hash}-${account.metaApiAccountId}`}
        details={details}
        initial={location.hash === `#${STRATEGIES_HASH}` ? 'strategies' : 'overview'}
      />

      <Dialog
        open={snapshot.matches({ loaded: 'confirmingDelete' }) || deleting}
        title="Remove trading account?"
        onClose={() => send({ type: 'DELETE.CANCEL' })}
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={deleting}
              onClick={() => send({ type: 'DELETE.CANCEL' })}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={deleting}
              onClick={() => send({ type: 'DELETE.CONFIRM' })}
            >
              Remove Account
            </button>
          </>
        }
      >
        <p>
          This removes account {account.accountNumber} from your dashboard and disconnects it from our
          services. Your broker account itself remains.
        </p>
        {deleting ? <Loading label="Removing account..." /> : null}
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </Dialog>
    </div>
  );
}

export default function AccountDetailsPage() {
  useDocumentTitle('Account details');
  const { accountId = '' } = useParams();
  const { user } = useAuth();
  if (!user) return null; // the route guard guarantees a user
  return <DetailsScreen key={accountId} uid={user.uid} accountNumber={accountId} />;
}
