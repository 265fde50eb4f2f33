// One strategy on the Automated Strategies tab: its figures, and Subscribe (gated by the account's
// equity and the strategy being active) or, once subscribed, Edit Settings and Unsubscribe.
import { useId } from 'react';
import {
  hasEnoughEquity,
  minimumEquity,
  type AccountInfo,
  type StrategySubscription,
  type Strategy,
} from '@copydesk/functions/contract';
import { formatCurrency, formatLots, formatPercent } from '@/lib/format';
import type { CopyPartProps } from './copy-snapshot';
import { lotSize } from './copy-trading-rules';
import { StrategyRecord } from './strategy-record';
import styles from './account-details.module.css';

function equityWarning(currency: string): string {
  return `Insufficient equity to subscribe. A minimum equity of ${formatCurrency(minimumEquity(currency), currency)} is required.`;
}

function StrategyFacts({
  strategy,
  subscription,
}: {
  strategy: Strategy;
  subscription?: StrategySubscription;
}) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Monthly gain</dt>
        <dd>{formatPercent(strategy.monthlyGain)}</dd>
      </div>
      <div>
        <dt>Yearly gain</dt>
        <dd>{formatPercent(strategy.yearlyGain)}</dd>
      </div>
      <div>
        <dt>Trades</dt>
        <dd>{strategy.trades ?? 'N/A'}</dd>
      </div>
      <div>
        <dt>Subscribers</dt>
        <dd>{strategy.subscribers ?? 'N/A'}</dd>
      </div>
      {subscription ? (
        <div>
          <dt>Lot size</dt>
          <dd>{formatLots(lotSize(subscription))}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export interface StrategyCardProps extends CopyPartProps {
  strategy: Strategy;
  info: AccountInfo | null;
}

export function StrategyCard({ strategy, snapshot, send, info }: StrategyCardProps) {
  const titleId = useId();
  const subscription = snapshot.context.subscriptions.find((s) => s.strategyId === strategy._id);
  const enoughEquity = info ? hasEnoughEquity(info.equity, info.currency) : false;
  const open = (type: 'OPEN.SUBSCRIBE' | 'OPEN.EDIT' | 'OPEN.UNSUBSCRIBE') => () =>
    send({ type, strategyId: strategy._id, strategyName: strategy.name, account: info });
  const busy = !snapshot.matches({ ready: 'closed' });
  return (
    <li className={`card ${styles.strategyCard}`} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h3 id={titleId}>{strategy.name}</h3>
        {subscription ? <span className="badge badge-success">Subscribed</span> : null}
        {!strategy.active ? <span className="badge badge-neutral">Inactive</span> : null}
      </div>
      <p className={styles.muted}>{strategy.description || 'No description'}</p>
      <StrategyFacts strategy={strategy} subscription={subscription} />
      <StrategyRecord statistics={strategy.statistics} />
      {subscription ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={open('OPEN.EDIT')}>
            Edit Settings
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={open('OPEN.UNSUBSCRIBE')}>
            Unsubscribe
          </button>
        </div>
      ) : (
        <>
          {info && !enoughEquity ? (
            <p className="alert alert-warning" role="note">
              {equityWarning(info.currency)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !strategy.active || !enoughEquity}
              onClick={open('OPEN.SUBSCRIBE')}
            >
              Subscribe
            </button>
          </div>
        </>
      )}
    </li>
  );
}
