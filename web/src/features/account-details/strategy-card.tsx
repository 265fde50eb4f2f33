// One strategy on the Automated Strategies tab: its figures, and Subscribe (gated by the account's
// equity and the strategy being active, an admin's state: docs/product.md §3) or Edit Settings and Unsubscribe.
import { useId } from 'react';
import { type AccountInfo, type StrategySubscription, type Strategy } from '@copydesk/functions/contract';
import { hasEnoughEquity, minimumEquity } from '@copydesk/functions/product-rules';
import { describeAccountLimits } from '@/lib/account-limits';
import { formatCurrency, formatLots } from '@/lib/format';
import type { CopyPartProps } from './copy-snapshot';
import { lotSize } from './copy-trading-rules';
import { headlineFigures, INACTIVE_STRATEGY_TEXT, methodNotes } from './strategy-figures';
import { StrategyRecord } from './strategy-record';
import styles from './account-details.module.css';
import factStyles from '@/components/facts.module.css';

function equityWarning(currency: string): string {
  return `Insufficient equity to subscribe. A minimum equity of ${formatCurrency(minimumEquity(currency), currency)} is required.`;
}

/** The subscribed card's caps: the account loss limit when set, the maxLeverage (docs/product.md §5). */
function LimitLines({
  subscription,
  accountLossLimit,
  currency,
}: {
  subscription: StrategySubscription;
  accountLossLimit: number | null | undefined;
  currency: string;
}) {
  const lines = describeAccountLimits({ accountLossLimit, maxLeverage: subscription.maxLeverage }, currency);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.muted} aria-label="Leverage and account limit">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function StrategyFacts({
  strategy,
  subscription,
}: {
  strategy: Strategy;
  subscription?: StrategySubscription;
}) {
  return (
    <dl className={factStyles.facts}>
      {headlineFigures(strategy).map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.text}</dd>
        </div>
      ))}
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
      {subscription ? (
        <LimitLines
          subscription={subscription}
          accountLossLimit={snapshot.context.accountLossLimit}
          currency={info?.currency ?? ''}
        />
      ) : null}
      <ul className={styles.muted} aria-label="How these figures are computed">
        {methodNotes(strategy).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {!strategy.active ? (
        <p className="alert alert-info" role="note">
          {INACTIVE_STRATEGY_TEXT}
        </p>
      ) : null}
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
              title={
                strategy.active ? undefined : 'This strategy is inactive: it takes no new subscriptions.'
              }
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
