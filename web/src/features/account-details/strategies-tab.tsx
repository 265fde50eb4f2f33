// Automated Strategies tab: the account's subscriptions, the strategy cards and the trade-size modal
// (copyTradingMachine; the details screen runs it and passes its snapshot down).
import type { AccountInfo, Strategy } from '@copydesk/functions/contract';
import { Loading, SuccessMessage } from '@/components/status';
import { formatLots } from '@/lib/format';
import type { CopyPartProps } from './copy-snapshot';
import { lotSize } from './copy-trading-rules';
import { StrategyCard } from './strategy-card';
import { TradeSizeDialog } from './trade-size-dialog';
import styles from './account-details.module.css';

export function StrategiesTab({
  strategies,
  info,
  snapshot,
  send,
}: CopyPartProps & {
  strategies: readonly Strategy[];
  info: AccountInfo | null;
}) {
  const { subscriptions, notice } = snapshot.context;
  return (
    <div className={styles.tabBody}>
      {notice ? <SuccessMessage>{notice}</SuccessMessage> : null}
      {snapshot.matches('loading') ? <Loading label="Loading subscriptions..." /> : null}
      <h3 className={styles.subTitle}>Your subscriptions</h3>
      {subscriptions.length === 0 ? (
        <p className={styles.empty}>No active subscriptions</p>
      ) : (
        <ul className={styles.plainList}>
          {subscriptions.map((s) => (
            <li key={s._id}>
              <strong>{s.name}</strong> - Lot Size: {formatLots(lotSize(s))}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subTitle}>Available strategies</h3>
      {strategies.length === 0 ? (
        <p className={styles.empty}>No strategies available</p>
      ) : (
        <ul className={`grid-list ${styles.cardGrid}`}>
          {strategies.map((strategy) => (
            <StrategyCard
              key={strategy._id}
              strategy={strategy}
              snapshot={snapshot}
              send={send}
              info={info}
            />
          ))}
        </ul>
      )}
      <TradeSizeDialog snapshot={snapshot} send={send} info={info} />
    </div>
  );
}
