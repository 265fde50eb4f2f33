// One row per master trade: both sides of the copy, delay, slippage, outcome and reason.
import { COPY_OUTCOME_LABELS, type CopyReportRow } from '@copydesk/functions/contract';
import { formatCurrency, formatDateTime, formatLots } from '@/lib/format';
import styles from './account-details.module.css';

/** 1234 ms -> "1.2 s"; N/A when unknown. */
export function seconds(ms: number | null): string {
  return ms === null ? 'N/A' : `${(ms / 1000).toFixed(1)} s`;
}

const orDash = (value: string | number | null) => (value === null ? '—' : value);

export function CopyReportTable({ rows, currency }: { rows: readonly CopyReportRow[]; currency: string }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Copy report table">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Strategy</th>
            <th scope="col">Symbol</th>
            <th scope="col">Master open</th>
            <th scope="col">Our open</th>
            <th scope="col">Volumes</th>
            <th scope="col">Delay</th>
            <th scope="col">Slippage</th>
            <th scope="col">Outcome</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.strategyId}-${r.positionId}`} data-outcome={r.outcome}>
              <td>{r.strategyName}</td>
              <td>{`${r.symbol} ${r.side === 'buy' ? 'Buy' : 'Sell'}`}</td>
              <td>{`${formatDateTime(r.masterOpenTime)} @ ${r.masterOpenPrice}`}</td>
              <td>{r.ourOpenTime ? `${formatDateTime(r.ourOpenTime)} @ ${orDash(r.ourOpenPrice)}` : '—'}</td>
              <td>{`${formatLots(r.masterVolume)} / ${r.ourVolume === null ? '—' : formatLots(r.ourVolume)}`}</td>
              <td>{r.delayMs === null ? '—' : seconds(r.delayMs)}</td>
              <td>
                {r.slippagePips === null
                  ? '—'
                  : `${r.slippagePips} pips (${formatCurrency(r.slippageMoney, currency)})`}
              </td>
              <td>{COPY_OUTCOME_LABELS[r.outcome]}</td>
              <td>{orDash(r.reason)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
