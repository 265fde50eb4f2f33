// The risk preview of the trade-size modal (docs/product.md §5): what this lot would have cost on the
// strategy's own history, next to the account's equity, recomputed on every volume change (the shared
// rule; the history was reduced to per-lot figures when the modal opened).
import { useId } from 'react';
import type { RiskPreview } from '@copydesk/functions/contract';
import { formatCurrency } from '@/lib/format';
import type { RiskState } from './copy-trading.machine';
import type { SendCopyEvent } from './copy-snapshot';
import styles from './account-details.module.css';

function share(percent: number | null): string {
  return percent === null ? '' : ` (${Math.round(percent)}% of your equity)`;
}

function Figures({ preview, symbol }: { preview: RiskPreview; symbol: string | null }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Margin for one {symbol ?? ''} position</dt>
        <dd>
          {preview.margin === null ? 'Not available' : formatCurrency(preview.margin, preview.currency)}
        </dd>
      </div>
      {preview.drawdown ? (
        <div>
          <dt>Worst drawdown at this lot</dt>
          <dd data-testid="risk-drawdown">
            {formatCurrency(preview.drawdown.money, preview.currency)}
            {share(preview.drawdown.percentOfEquity)}
          </dd>
        </div>
      ) : null}
      {preview.worstDay ? (
        <div>
          <dt>Worst single day at this lot</dt>
          <dd>
            {formatCurrency(preview.worstDay.money, preview.currency)}
            {share(preview.worstDay.percentOfEquity)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export function RiskPreviewPanel({
  risk,
  preview,
  acknowledged,
  send,
}: {
  risk: RiskState;
  preview: RiskPreview | null;
  acknowledged: boolean;
  send: SendCopyEvent;
}) {
  const ackId = useId();
  const titleId = useId();
  return (
    <section className={styles.riskPreview} aria-labelledby={titleId}>
      <h4 id={titleId}>Risk preview</h4>
      {risk.status === 'loading' ? (
        <p className={styles.muted}>Reading the strategy&apos;s history...</p>
      ) : null}
      {risk.status === 'failed' ? (
        <p className={styles.muted}>The risk preview is not available right now.</p>
      ) : null}
      {preview ? (
        <>
          <p data-testid="risk-verdict">{preview.verdict}</p>
          <Figures preview={preview} symbol={risk.basis?.typicalPosition?.symbol ?? null} />
        </>
      ) : null}
      {preview?.needsAcknowledgement ? (
        <label className="checkbox-row alert alert-warning" htmlFor={ackId}>
          <input
            id={ackId}
            type="checkbox"
            checked={acknowledged}
            onChange={(event) => send({ type: 'ACK.CHANGE', value: event.target.checked })}
          />
          I understand that at this lot size a loss like the worst one so far would cost more than{' '}
          {risk.acknowledgeAbovePercent}% of my equity.
        </label>
      ) : null}
    </section>
  );
}
