// The risk preview of the trade-size modal (docs/product.md §5): what this lot would have cost on the
// strategy's own history, next to the account's equity, recomputed on every volume change (the shared
// rule; the history was reduced to per-lot figures when the modal opened). Over the threshold it asks
// to acknowledge the figure; when the risk cannot be previewed, to acknowledge that it is unknown.
import { useId } from 'react';
import type { RiskAcknowledgement, RiskPreview } from '@copydesk/functions/contract';
import { formatCurrency } from '@/lib/format';
import type { RiskState } from '@/lib/trade-size-risk';
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

/** What the checkbox says: the figure over the threshold, or why the risk is unknown. */
function acknowledgementText(
  needed: RiskAcknowledgement,
  preview: RiskPreview | null,
  threshold: number,
): string {
  if (needed.kind === 'loss')
    return `I understand that at this lot size a loss like the worst one so far would cost more than ${threshold}% of my equity.`;
  const why =
    preview?.acknowledgement.kind === 'unknown'
      ? preview.acknowledgement.reason
      : 'The risk preview could not be loaded.';
  return `I understand that the risk of this lot size is unknown and want to go ahead anyway. ${why}`;
}

export function RiskPreviewPanel({
  risk,
  preview,
  needed,
  acknowledged,
  send,
}: {
  risk: RiskState;
  preview: RiskPreview | null;
  needed: RiskAcknowledgement | null;
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
      {needed ? (
        <label className="checkbox-row alert alert-warning" htmlFor={ackId}>
          <input
            id={ackId}
            type="checkbox"
            checked={acknowledged}
            onChange={(event) => send({ type: 'ACK.CHANGE', value: event.target.checked })}
          />
          {acknowledgementText(needed, preview, risk.acknowledgeAbovePercent)}
        </label>
      ) : null}
    </section>
  );
}
