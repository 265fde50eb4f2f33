// The dashboard's trading accounts: loading, failed with Retry, none yet (with the way to add one), or
// the account cards. The accounts machine comes in as a prop: the page passes the live one, tests a double.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { paths } from '@/config/paths';
import { ErrorWithRetry, Loading } from '@/components/status';
import { NoSubscriptionNotice } from '@/components/no-subscription-notice';
import { AccountCard } from './account-card';
import type { accountsMachine } from './accounts.machine';
import type { TradingAccount } from './trading-account';
import styles from './dashboard.module.css';

export interface AccountsSectionProps {
  uid: string;
  canAdd: boolean;
  /** CopyDesk itself made copying close-only (the subscription is not active): the cards say so at once. */
  closeOnly?: boolean;
  machine: typeof accountsMachine;
}

function NoAccounts({ canAdd }: { canAdd: boolean }) {
  return (
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
}

function AccountList({ accounts, closeOnly }: { accounts: readonly TradingAccount[]; closeOnly: boolean }) {
  return (
    <ul className={`grid-list ${styles.accountList}`}>
      {accounts.map((account) => (
        <AccountCard key={account.id} account={account} closeOnly={closeOnly} />
      ))}
    </ul>
  );
}

/** The header's way to add an account: the route with a subscription, otherwise the reason (§5). */
function AddAccountAction({ canAdd, onRefused }: { canAdd: boolean; onRefused: () => void }) {
  if (canAdd)
    return (
      <Link to={paths.addTradingAccount} className="btn btn-secondary">
        Add Trading Account
      </Link>
    );
  return (
    <button type="button" className="btn btn-secondary" onClick={onRefused}>
      Add Trading Account
    </button>
  );
}

export function AccountsSection({ uid, canAdd, closeOnly = false, machine }: AccountsSectionProps) {
  const [snapshot, send] = useMachine(machine, { input: { uid } });
  const [refused, setRefused] = useState(false);
  const { accounts, error } = snapshot.context;

  let body;
  if (snapshot.matches('loading')) {
    body = <Loading label="Loading trading accounts..." />;
  } else if (snapshot.matches('failed')) {
    body = <ErrorWithRetry message={error} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (accounts.length === 0) {
    body = <NoAccounts canAdd={canAdd} />;
  } else {
    body = <AccountList accounts={accounts} closeOnly={closeOnly} />;
  }

  return (
    <section aria-labelledby="accounts-title" className={styles.accounts}>
      <div className={styles.sectionHeader}>
        <h2 id="accounts-title">Your trading accounts</h2>
        {!canAdd || accounts.length > 0 ? (
          <AddAccountAction canAdd={canAdd} onRefused={() => setRefused(true)} />
        ) : null}
      </div>
      {refused ? <NoSubscriptionNotice /> : null}
      {body}
    </section>
  );
}
