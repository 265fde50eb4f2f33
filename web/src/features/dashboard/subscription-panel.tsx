import { env } from '@/config/app-env';
import { formatDate } from '@/lib/format';
import type { Subscription } from '@/lib/auth';
import styles from './dashboard.module.css';

const STATUS_BADGE: Record<string, string> = {
  active: 'badge badge-success',
  expired: 'badge badge-danger',
  canceled: 'badge badge-neutral',
};

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function SubscriptionCard({ subscription }: { subscription: Subscription | null }) {
  const status = subscription?.status ?? null;
  return (
    <section className={`card ${styles.subscriptionCard}`} aria-labelledby="subscription-title">
      <h2 id="subscription-title" className={styles.cardTitle}>
        Subscription
      </h2>
      {subscription ? (
        <dl className={styles.facts}>
          <div>
            <dt>Plan</dt>
            <dd>{subscription.planName ?? subscription.planId ?? 'Unknown plan'}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              {status ? (
                <span className={STATUS_BADGE[status] ?? 'badge badge-warning'}>{statusLabel(status)}</span>
              ) : (
                <span className="badge badge-warning">Unknown</span>
              )}
              {subscription.isTrial ? (
                <span className={`badge badge-neutral ${styles.trialBadge}`}>Trial</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{status === 'expired' ? 'Expired on' : 'Expires'}</dt>
            <dd>{formatDate(subscription.expiresAt)}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>You have no subscription yet.</p>
      )}
    </section>
  );
}

export function BenefitsBox({ active }: { active: boolean }) {
  return (
    <section className={`card ${styles.benefits}`} aria-labelledby="benefits-title">
      <h2 id="benefits-title" className={styles.cardTitle}>
        Subscription benefits
      </h2>
      <ul className="check-list">
        <li>One MetaTrader 5 trading account per subscription</li>
        <li>Access to multiple automated strategies</li>
        <li>Your own fixed lot size per strategy</li>
        <li>Stop loss and take profit copied from the strategy</li>
      </ul>
      <a className="btn btn-primary" href={env.brand.mainSiteUrl} target="_blank" rel="noopener noreferrer">
        {active ? 'Manage Subscription' : 'Get Subscription'}
        <span className="visually-hidden"> (opens the main website in a new tab)</span>
      </a>
    </section>
  );
}
