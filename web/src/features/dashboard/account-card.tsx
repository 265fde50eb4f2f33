import { useId } from 'react';
import { Link } from 'react-router-dom';
import { accountDetails } from '@/config/paths';
import { healthStateShown } from '@copydesk/functions/product-rules';
import { HealthBadge, healthReason } from '@/components/health-badge';
import { formatDate, formatLots } from '@/lib/format';
import type { TradingAccount } from './trading-account';
import styles from './dashboard.module.css';

export const MANAGE_DISABLED_TITLE = 'Account must be connected before it can be managed';

function StrategyStatus({ account }: { account: TradingAccount }) {
  const guideId = useId();
  if (account.strategy) {
    return (
      <div className={styles.strategy}>
        <span className="badge badge-success">Strategy Subscribed</span>
        <span className={styles.strategyName}>{account.strategy.name}</span>
        <span className={styles.muted}>Lot Size: {formatLots(account.strategy.lotSize)}</span>
        {account.strategy.guardrails.length > 0 ? (
          <ul className={styles.guardrails} aria-label="Guardrails">
            {account.strategy.guardrails.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <span className={styles.muted}>No guardrails</span>
        )}
      </div>
    );
  }
  return (
    <div className={styles.strategy}>
      <span className={styles.guideAnchor} tabIndex={0} aria-describedby={guideId}>
        <span className="badge badge-neutral">No Strategy Subscribed</span>
        <span className={styles.guide} id={guideId} role="tooltip">
          To copy a strategy, open Manage Account, go to Automated Strategies and press Subscribe with the lot
          size you want.
        </span>
      </span>
    </div>
  );
}

/**
 * The card's health: the stored one, or close-only at once when CopyDesk itself made copying close-only
 * (healthStateShown: the banner and the card never disagree while the next health check is pending).
 */
function shownHealth(account: TradingAccount, closeOnly: boolean) {
  const stored = account.health;
  const state = healthStateShown(stored?.state ?? null, closeOnly);
  if (state === null) return null;
  return { state, details: state === stored?.state ? stored.details : null };
}

export function AccountCard({
  account,
  closeOnly = false,
}: {
  account: TradingAccount;
  closeOnly?: boolean;
}) {
  const titleId = useId();
  const health = shownHealth(account, closeOnly);
  return (
    <li className={`card ${styles.accountCard}`} aria-labelledby={titleId}>
      <div className={styles.accountHeader}>
        <div>
          <h3 id={titleId} className={styles.accountName}>
            {account.accountName}
          </h3>
          <p className={styles.muted}>Added {formatDate(account.createdAt)}</p>
        </div>
        <div className={styles.badges}>
          {account.isConnected ? (
            <span className="badge badge-success">Connected</span>
          ) : (
            <span className="badge badge-warning">Pending</span>
          )}
          {health ? <HealthBadge state={health.state} /> : null}
        </div>
      </div>
      {health ? (
        <p className={styles.healthReason} data-testid="health-reason">
          {healthReason(health.state, health.details)}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Account number</dt>
          <dd className={styles.mono}>{account.accountNumber}</dd>
        </div>
        <div>
          <dt>Server</dt>
          <dd>{account.serverName || 'N/A'}</dd>
        </div>
        <div>
          <dt>Strategy</dt>
          <dd>
            <StrategyStatus account={account} />
          </dd>
        </div>
      </dl>
      {account.isConnected ? (
        <Link to={accountDetails(account.id)} className="btn btn-secondary">
          Manage Account
        </Link>
      ) : (
        <a
          className="btn btn-secondary"
          role="link"
          aria-disabled="true"
          tabIndex={0}
          title={MANAGE_DISABLED_TITLE}
        >
          Manage Account
        </a>
      )}
    </li>
  );
}
