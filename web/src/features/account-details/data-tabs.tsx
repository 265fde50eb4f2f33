// The account's read-only tabs: overview figures, open positions and the trading history (with its chart).
import type { AccountInfo, HistoryItem, Position } from '@copydesk/functions/contract';
import { formatCurrency, formatDateTime, formatLeverage, formatLots, formatMarginLevel } from '@/lib/format';
import { DataTable } from '@/components/data-table';
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

const TABLE_CLASSES = { scroll: styles.tableWrap, table: styles.table, empty: styles.empty };

const POSITION_COLUMNS = ['Symbol', 'Type', 'Volume', 'Open price', 'Current price', 'Profit', 'Opened'];
const HISTORY_COLUMNS = ['Closed', 'Symbol', 'Type', 'Volume', 'Profit'];

function ProfitCell({ profit, currency }: { profit: number; currency: string }) {
  return <td className={profit < 0 ? styles.loss : styles.gain}>{formatCurrency(profit, currency)}</td>;
}

export function PositionsTable({
  positions,
  currency,
}: {
  positions: readonly Position[];
  currency: string;
}) {
  return (
    <DataTable
      columns={POSITION_COLUMNS}
      rows={positions}
      classes={TABLE_CLASSES}
      regionLabel="Open positions table"
      empty="No open positions"
      renderRow={(p) => (
        <tr key={p.id}>
          <td>{p.symbol}</td>
          <td>{p.type === 'POSITION_TYPE_BUY' ? 'Buy' : 'Sell'}</td>
          <td>{formatLots(p.volume)}</td>
          <td>{p.openPrice}</td>
          <td>{p.currentPrice}</td>
          <ProfitCell profit={p.profit} currency={currency} />
          <td>{formatDateTime(p.time)}</td>
        </tr>
      )}
    />
  );
}

export function HistoryTab({ history, currency }: { history: readonly HistoryItem[]; currency: string }) {
  if (history.length === 0) return <p className={styles.empty}>No trading history</p>;
  return (
    <div className={styles.tabBody}>
      <HistoryChart items={history} currency={currency} />
      <DataTable
        columns={HISTORY_COLUMNS}
        rows={history}
        classes={TABLE_CLASSES}
        regionLabel="Trading history table"
        renderRow={(h) => (
          <tr key={h.id}>
            <td>{formatDateTime(h.time)}</td>
            <td>{h.symbol}</td>
            <td>{h.type === 'DEAL_TYPE_BUY' ? 'Buy' : 'Sell'}</td>
            <td>{formatLots(h.volume)}</td>
            <ProfitCell profit={h.profit} currency={currency} />
          </tr>
        )}
      />
    </div>
  );
}
