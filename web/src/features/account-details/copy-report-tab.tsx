// The Copy Report tab (docs/product.md §10): period, summary, filters by outcome and strategy, the rows,
// and a CSV export of exactly the rows shown.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type OutputOf } from '@copydesk/functions/contract';
import {
  COPY_OUTCOME_LABELS,
  COPY_OUTCOMES,
  COPY_REPORT_PERIODS,
  copyReportCsv,
  filterCopyReport,
  type CopyOutcome,
  type CopyReportPeriod,
} from '@copydesk/functions/product-rules';
import type { copyReportMachine } from './copy-report.machine';
import { CopyReportTable, reportMoney, seconds, signed } from './copy-report-table';
import styles from './account-details.module.css';
import own from './copy-report.module.css';

export interface CopyReportTabProps {
  snapshot: SnapshotFrom<typeof copyReportMachine>;
  send: ActorRefFrom<typeof copyReportMachine>['send'];
}

function download(csv: string, days: number): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `copy-report-${days}-days.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function Summary({ report }: { report: OutputOf<'getCopyReport'> }) {
  const s = report.summary;
  const money = (v: number | null) => reportMoney(v, report.currency);
  const items: Array<[string, string]> = [
    ['Copy rate', s.copyRate === null ? 'N/A' : `${(s.copyRate * 100).toFixed(1)}%`],
    ['Median delay', seconds(s.medianDelayMs)],
    ['95th percentile delay', seconds(s.p95DelayMs)],
    [
      'Net average slippage',
      s.averageSlippageBasisPoints === null
        ? 'N/A'
        : `${signed(s.averageSlippageBasisPoints)} bp (${money(s.averageSlippageMoney)})`,
    ],
    [
      'Average slippage size',
      s.averageAbsoluteSlippageBasisPoints === null
        ? 'N/A'
        : `${s.averageAbsoluteSlippageBasisPoints.toFixed(2)} bp`,
    ],
    ['Our realised P/L', money(s.ourProfit)],
    ["Master's P/L at our lot", money(s.masterProfitScaled)],
  ];
  return (
    <dl className={styles.infoGrid} aria-label="Copy report summary">
      {items.map(([label, value]) => (
        <div key={label} className="card">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CopyReportTab({ snapshot, send }: CopyReportTabProps) {
  const { report, days, outcome, strategyId, error } = snapshot.context;
  const rows = report ? filterCopyReport(report.rows, { outcome, strategyId }) : [];
  return (
    <div className={styles.tabBody}>
      <div className={own.toolbar}>
        <label>
          Period
          <select
            value={days}
            onChange={(e) => send({ type: 'PERIOD', days: Number(e.target.value) as CopyReportPeriod })}
          >
            {COPY_REPORT_PERIODS.map((d) => (
              <option key={d} value={d}>{`Last ${d} days`}</option>
            ))}
          </select>
        </label>
        <label>
          Outcome
          <select
            value={outcome}
            onChange={(e) => send({ type: 'FILTER.OUTCOME', outcome: e.target.value as CopyOutcome | 'all' })}
          >
            <option value="all">All outcomes</option>
            {COPY_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {COPY_OUTCOME_LABELS[o]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Strategy
          <select
            value={strategyId}
            onChange={(e) => send({ type: 'FILTER.STRATEGY', strategyId: e.target.value })}
          >
            <option value="all">All strategies</option>
            {(report?.strategies ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={rows.length === 0}
          onClick={() => download(copyReportCsv(rows), days)}
        >
          Export CSV
        </button>
      </div>
      {snapshot.matches('loading') ? <p className={styles.empty}>Loading copy report…</p> : null}
      {error ? (
        <p role="alert" className={styles.empty}>
          {error}{' '}
          <button type="button" className="btn btn-secondary" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </button>
        </p>
      ) : null}
      {report && snapshot.matches('ready') ? (
        <>
          <Summary report={report} />
          <CopyReportTable rows={rows} currency={report.currency} />
        </>
      ) : null}
    </div>
  );
}
