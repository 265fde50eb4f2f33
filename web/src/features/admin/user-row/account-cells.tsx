// The admin row's trading-account and strategy cells, each with its add / change / remove actions.
import { RowActionButton } from './row-action-button';
import { formatLots } from '@/lib/format';
import { STRATEGY_MESSAGES } from '../add-strategy/add-strategy-rules';
import { canAddAccount, deploymentLabel } from '../admin-users';
import type { RowCellProps } from './user-row';
import styles from '../admin.module.css';

export function AccountCell({ user, name, handlers }: RowCellProps) {
  const account = user.tradingAccount;
  if (!account) {
    return (
      <td>
        <span className={styles.none}>No account</span>
        {canAddAccount(user) ? (
          <div className={styles.buttons}>
            <RowActionButton
              label="Add Account"
              accessibleName={`Add account for ${name}`}
              onClick={() => handlers.onDialog('account', user)}
            />
          </div>
        ) : null}
      </td>
    );
  }
  return (
    <td>
      <div className={styles.userName}>{account.accountName}</div>
      <div className={styles.small}>
        #{account.accountNumber} · {account.serverName}
      </div>
      <div className={styles.small}>
        {deploymentLabel(user.metaApiDetails?.state ?? account.state)}
        {user.metaApiDetails ? ` · ${user.metaApiDetails.connectionStatus}` : ''}
      </div>
      <div className={styles.buttons}>
        <RowActionButton
          label="Delete Account"
          accessibleName={`Delete trading account of ${name}`}
          danger
          onClick={() => handlers.onAction('deleteAccount', user)}
        />
      </div>
    </td>
  );
}

export function StrategyCell({ user, name, handlers }: RowCellProps) {
  const choose = () => handlers.onDialog('strategy', user);
  if (!(user.strategySubscription && user.strategyDetails)) {
    // docs/product.md §5: a strategy needs a trading account; the button says so instead of failing.
    const noAccount = !user.tradingAccount;
    return (
      <td>
        <span className={styles.none}>No strategy</span>
        <div className={styles.buttons}>
          <RowActionButton
            label="Add Strategy"
            accessibleName={`Add strategy for ${name}`}
            refusal={noAccount ? STRATEGY_MESSAGES.needsAccount : null}
            onClick={choose}
          />
        </div>
      </td>
    );
  }
  return (
    <td>
      <div className={styles.userName}>{user.strategyDetails.name}</div>
      <div className={styles.small}>Lot size {formatLots(user.strategyDetails.tradeVolume)}</div>
      <div className={styles.buttons}>
        <RowActionButton
          label="Change Strategy"
          accessibleName={`Change strategy of ${name}`}
          onClick={choose}
        />
        <RowActionButton
          label="Remove"
          accessibleName={`Remove strategy of ${name}`}
          danger
          onClick={() => handlers.onAction('removeStrategy', user)}
        />
      </div>
    </td>
  );
}
