// The account's read-only tabs: overview figures, open positions and the trading history (with its chart).
import type { AccountInfo, HistoryItem, Position } from '@copydesk/functions/contract';
import { formatCurrency, formatDateTime, formatLeverage, formatLots, formatMarginLevel } from '@/lib/format';
import { HistoryChart } from './history-chart';
import styles from './account-details.module.css';

export function Overview({ info }: { info: AccountInfo | null }) {
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

export function PositionsTable({
  positions,
  currency,
}: {
  positions: readonly Position[];
  currency: string;
}) {
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

export function HistoryTab({ history, currency }: { history: readonly HistoryItem[]; currency: string }) {
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
