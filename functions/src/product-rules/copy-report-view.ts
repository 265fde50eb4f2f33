// What the Copy Report tab shows and exports (docs/product.md §10): the rows filtered by outcome and
// strategy, and the same rows as CSV, so the file always holds exactly what is on screen.
import { COPY_OUTCOME_LABELS, type CopyOutcome } from './copy-outcome.js';
import type { CopyReportRow } from './copy-report-types.js';

/** The report's periods in days. */
export const COPY_REPORT_PERIODS = [7, 30, 90] as const;
export type CopyReportPeriod = (typeof COPY_REPORT_PERIODS)[number];

export interface CopyReportFilter {
  outcome?: CopyOutcome | 'all';
  /** A strategy id, or 'all'. */
  strategyId?: string;
}

export function filterCopyReport(rows: readonly CopyReportRow[], filter: CopyReportFilter): CopyReportRow[] {
  return rows.filter(
    (r) =>
      (filter.outcome === undefined || filter.outcome === 'all' || r.outcome === filter.outcome) &&
      (filter.strategyId === undefined || filter.strategyId === 'all' || r.strategyId === filter.strategyId),
  );
}

const COLUMNS: [string, (r: CopyReportRow) => string | number | null][] = [
  ['Strategy', (r) => r.strategyName],
  ['Symbol', (r) => r.symbol],
  ['Side', (r) => r.side],
  ['Master open time', (r) => r.masterOpenTime],
  ['Master open price', (r) => r.masterOpenPrice],
  ['Master volume', (r) => r.masterVolume],
  ['Our open time', (r) => r.ourOpenTime],
  ['Our open price', (r) => r.ourOpenPrice],
  ['Our volume', (r) => r.ourVolume],
  ['Delay (s)', (r) => (r.delayMs === null ? null : r.delayMs / 1000)],
  ['Slippage (basis points)', (r) => r.slippageBasisPoints],
  ['Slippage (account currency)', (r) => r.slippageMoney],
  ['Outcome', (r) => COPY_OUTCOME_LABELS[r.outcome]],
  ['Reason', (r) => r.reason],
  ['Our P/L', (r) => r.ourProfit],
  ["Master's P/L at our lot", (r) => r.masterProfitScaled],
];

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header line; lines end in CRLF. */
export function copyReportCsv(rows: readonly CopyReportRow[]): string {
  const lines = [COLUMNS.map(([name]) => cell(name)).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, get]) => cell(get(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
