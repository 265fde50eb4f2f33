// One row per master trade: both sides of the copy, delay, slippage, outcome and reason; a sentence
// instead when the period and filters leave none.
import { COPY_OUTCOME_LABELS, type CopyReportRow } from '@copydesk/functions/contract';
import { DataTable } from '@/components/data-table';
import { formatCurrency, formatDateTime, formatLots } from '@/lib/format';
import styles from './account-details.module.css';

/** 1234 ms -> "1.2 s"; N/A when unknown. */
export function seconds(ms: number | null): string {
  return ms === null ? 'N/A' : `${(ms / 1000).toFixed(1)} s`;
}

const orDash = (value: string | number | null) => (value === null ? '—' : value);

const COLUMNS = [
  'Strategy',
  'Symbol',
  'Master open',
  'Our open',
  'Volumes',
  'Delay',
  'Slippage',
  'Outcome',
  'Reason',
];

export function CopyReportTable({ rows, currency }: { rows: readonly CopyReportRow[]; currency: string }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={rows}
      renderRow={(r) => (
        <tr key={`${r.strategyId}-${r.positionId}`} data-outcome={r.outcome}>
          <td>{r.strategyName}</td>
          <td>{`${r.symbol} ${r.side === 'buy' ? 'Buy' : 'Sell'}`}</td>
          <td>{`${formatDateTime(r.masterOpenTime)} @ ${r.masterOpenPrice}`}</td>
          <td>{r.ourOpenTime ? `${formatDateTime(r.ourOpenTime)} @ ${orDash(r.ourOpenPrice)}` : '—'}</td>
          <td>{`${formatLots(r.masterVolume)} / ${r.ourVolume === null ? '—' : formatLots(r.ourVolume)}`}</td>
          <td>{r.delayMs === null ? '—' : seconds(r.delayMs)}</td>
          <td>
            {r.slippageBasisPoints === null
              ? '—'
              : `${r.slippageBasisPoints} bp (${formatCurrency(r.slippageMoney, currency)})`}
          </td>
          <td>{COPY_OUTCOME_LABELS[r.outcome]}</td>
          <td>{orDash(r.reason)}</td>
        </tr>
      )}
      classes={{ scroll: styles.tableWrap, table: styles.table, empty: styles.empty }}
      regionLabel="Copy report table"
      empty="No strategy trades in this period"
    />
  );
}
