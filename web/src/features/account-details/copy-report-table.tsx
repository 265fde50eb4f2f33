// One row per master trade, its outcome and reason first (the report's point), then both sides of the
// copy, delay and slippage; a sentence instead when the period and filters leave none. The table fits
// a 1366-pixel screen without scrolling sideways and reads as cards on a phone (copy-report.module.css).
import { COPY_OUTCOME_LABELS, type CopyReportRow } from '@copydesk/functions/product-rules';
import { DataTable } from '@/components/data-table';
import { formatDateTime, formatLots } from '@/lib/format';
import own from './copy-report.module.css';

/** 1234 ms -> "1.2 s"; N/A when unknown. */
export function seconds(ms: number | null): string {
  return ms === null ? 'N/A' : `${(ms / 1000).toFixed(1)} s`;
}

/** An amount in the report's currency; "currency unknown" rather than another currency's symbol. */
export function reportMoney(value: number | null, currency: string | null): string {
  if (value === null || !Number.isFinite(value)) return 'N/A';
  if (currency === null) return `${value.toFixed(2)} (currency unknown)`;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** Signed, two decimals: -0.2468 -> "-0.25", 1 -> "+1.00" (negative: worse than the master's price). */
export function signed(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}`;
}

export const SLIPPAGE_LEGEND = "Slippage: negative: worse than the master's price";

const COLUMNS = [
  'Outcome',
  'Reason',
  'Strategy',
  'Trade',
  'Master open',
  'Our open',
  'Lots',
  'Delay',
  'Slippage',
];

function slippage(r: CopyReportRow, currency: string | null): string {
  if (r.slippageBasisPoints === null) return '—';
  const money = r.slippageMoney === null ? '' : ` (${signedMoney(r.slippageMoney, currency)})`;
  return `${signed(r.slippageBasisPoints)} bp${money}`;
}

function signedMoney(value: number, currency: string | null): string {
  return `${value > 0 ? '+' : ''}${reportMoney(value, currency)}`;
}

const opened = (time: string | null, price: number | null) =>
  time === null ? 'Opened before this period' : `${formatDateTime(time)} @ ${price ?? '—'}`;

export function CopyReportTable(props: { rows: readonly CopyReportRow[]; currency: string | null }) {
  const { rows, currency } = props;
  return (
    <>
      <p className={own.legend}>{SLIPPAGE_LEGEND}</p>
      <DataTable
        columns={COLUMNS}
        rows={rows}
        renderRow={(r) => (
          <tr key={`${r.strategyId}-${r.positionId}`} data-outcome={r.outcome}>
            <td data-label="Outcome">{COPY_OUTCOME_LABELS[r.outcome]}</td>
            <td data-label="Reason">{r.reason ?? '—'}</td>
            <td data-label="Strategy">{r.strategyName}</td>
            <td data-label="Trade">{`${r.symbol} ${r.side === 'buy' ? 'Buy' : 'Sell'}`}</td>
            <td data-label="Master open">{opened(r.masterOpenTime, r.masterOpenPrice)}</td>
            <td data-label="Our open">
              {r.ourOpenTime
                ? opened(r.ourOpenTime, r.ourOpenPrice)
                : r.ourVolume === null
                  ? '—'
                  : opened(null, null)}
            </td>
            <td data-label="Lots">{`${formatLots(r.masterVolume)} / ${r.ourVolume === null ? '—' : formatLots(r.ourVolume)}`}</td>
            <td data-label="Delay">
              {r.delayMs === null ? '—' : `${seconds(r.delayMs)}${r.delayEstimated ? ' (estimated)' : ''}`}
            </td>
            <td data-label="Slippage">{slippage(r, currency)}</td>
          </tr>
        )}
        classes={{ scroll: own.tableWrap, table: own.table, empty: own.empty }}
        regionLabel="Copy report table"
        empty="No strategy trades in this period"
      />
    </>
  );
}
