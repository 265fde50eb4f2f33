import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MANAGEMENT_HOURS_NOTICE } from '@copydesk/functions/rules';
import { env } from '@/config/app-env';
import { mailto, paths } from '@/config/paths';
import { hasActiveSubscription, useAuth } from '@/lib/auth';
import { Loading } from '@/components/status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountCard } from './account-card';
import { accountsMachine } from './accounts.machine';
import { fetchTradingAccounts } from './api';
import { BenefitsBox, SubscriptionCard } from './subscription-panel';
import type { TradingAccount } from './trading-account';
import styles from './dashboard.module.css';

const machine = accountsMachine.provide({
  actors: {
    loadAccounts: fromPromise<TradingAccount[], { uid: string }>(({ input }) =>
      fetchTradingAccounts(input.uid),
    ),
  },
});

export const MANAGEMENT_HOURS = MANAGEMENT_HOURS_NOTICE;

function HelpGuide() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const { supportEmail } = env.brand;
  return (
    <section className={styles.help} aria-label="Help">
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? 'Hide Getting Started guide' : 'Show Getting Started guide'}
      </button>
      <div id={regionId} hidden={!open} className={`card ${styles.helpBody}`}>
        <h2 className={styles.cardTitle}>Getting Started</h2>
        <ol className={styles.steps}>
          <li>
            <strong>Connect an account.</strong> With an active subscription, choose Add Trading Account and
            connect your affiliated MetaTrader 5 account.
          </li>
          <li>
            <strong>View its details.</strong> Once the account is connected, press Manage Account to see
            balance, open positions and trading history.
          </li>
          <li>
            <strong>Subscribe to strategies.</strong> In the Automated Strategies tab, press Subscribe and
            choose your lot size.
          </li>
          <li>
            <strong>Change your mind any time.</strong> Press Unsubscribe to stop copying a strategy, or Edit
            Settings to change the trade volume.
          </li>
        </ol>
        <p className={styles.muted}>
          Need a hand? Contact support at <a href={mailto(supportEmail)}>{supportEmail}</a>.
        </p>
      </div>
    </section>
  );
}

function AccountsSection({ uid, canAdd }: { uid: string; canAdd: boolean }) {
  const [snapshot, send] = useMachine(machine, { input: { uid } });
  const { accounts, error } = snapshot.context;

  let body;
  if (snapshot.matches('loading')) {
    body = <Loading label="Loading trading accounts..." />;
  } else if (snapshot.matches('failed')) {
    body = (
      <div className="alert alert-error" role="alert">
        <p>{error}</p>
        <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'RETRY' })}>
          Retry
        </button>
      </div>
    );
  } else if (accounts.length === 0) {
    body = (
      <div className={`card ${styles.empty}`}>
        <h3>No trading accounts</h3>
        <p className={styles.muted}>Connect your MetaTrader 5 account to start copying strategies.</p>
        {canAdd ? (
          <Link to={paths.addTradingAccount} className="btn btn-primary">
            Add Your First Account
          </Link>
        ) : (
          <p className={styles.muted}>You need an active subscription to add a trading account.</p>
        )}
      </div>
    );
  } else {
    body = (
      <ul className={styles.accountList}>
        {accounts.map((account) => (
          <AccountCard key={account.id} account={account} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="accounts-title" className={styles.accounts}>
      <div className={styles.sectionHeader}>
        <h2 id="accounts-title">Your trading accounts</h2>
        {canAdd && accounts.length > 0 ? (
          <Link to={paths.addTradingAccount} className="btn btn-secondary">
            Add Trading Account
          </Link>
        ) : null}
      </div>
      {body}
    </section>
  );
}

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user, userData } = useAuth();
  const subscription = userData?.subscription ?? null;
  const active = hasActiveSubscription(userData);

  if (!user) return null; // the route guard guarantees a user

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{userData?.firstName ? `Welcome, ${userData.firstName}` : 'Welcome'}</h1>
        <p className={styles.muted}>Your subscription and trading accounts at a glance.</p>
      </header>

      {!subscription ? (
        <div className="alert alert-warning" role="status">
          <strong>You don&apos;t have an active subscription.</strong> Get a subscription on our main website
          to connect a trading account. Activation may take up to 8 hours after purchase.
        </div>
      ) : null}
      {subscription?.status === 'expired' ? (
        <div className="alert alert-error" role="status">
          <strong>Your subscription has expired.</strong> Your trading account stays listed but is inactive
          until you renew your subscription.
        </div>
      ) : null}

      <div className={styles.topGrid}>
        <SubscriptionCard subscription={subscription} />
        <BenefitsBox active={active} />
      </div>

      <p className="alert alert-info">{MANAGEMENT_HOURS}</p>

      <HelpGuide />

      <AccountsSection uid={user.uid} canAdd={active} />
    </div>
  );
}
