// The risk preview of the trade-size modal (docs/product.md §5): what this lot would have cost on the
// strategy's closed trades, and the margin and leverage its largest recent position needs at this lot,
// alone and with the account's other subscriptions, next to the account's equity, recomputed on every
// volume change (the shared rule). Over the threshold it asks to acknowledge the worst figure; when the
// risk cannot be previewed, to acknowledge that it is unknown. It says what maxLeverage does, in
// CopyFactory's words.
import { useId } from 'react';
import {
  DEFAULT_MAX_LEVERAGE,
  MAX_LEVERAGE_DOCS,
  type Exposure,
  type RiskAcknowledgement,
  type RiskPreview,
} from '@copydesk/functions/contract';
import { formatCurrency } from '@/lib/format';
import type { RiskState } from '@/lib/trade-size-risk';
import type { SendCopyEvent } from './copy-snapshot';
import styles from './account-details.module.css';

function share(percent: number | null): string {
  return percent === null ? '' : ` (${Math.round(percent)}% of your equity)`;
}

function exposureText(exposure: Exposure | null, currency: string): string {
  if (!exposure) return 'Not available';
  return `${formatCurrency(exposure.margin, currency)} of margin${share(exposure.percentOfEquity)}, leverage ${exposure.leverage}:1`;
}

function ExposureFigures({ preview }: { preview: RiskPreview }) {
  const { position, account, others } = preview.exposure;
  return (
    <>
      <div>
        <dt>Largest recent position{position ? ` (${position.symbol})` : ''} at this lot</dt>
        <dd data-testid="risk-exposure">{exposureText(position, preview.currency)}</dd>
      </div>
      {others > 0 ? (
        <div>
          <dt>With your {others} other subscriptions</dt>
          <dd data-testid="risk-exposure-account">{exposureText(account, preview.currency)}</dd>
        </div>
      ) : null}
    </>
  );
}

function Figures({ preview }: { preview: RiskPreview }) {
  return (
    <dl className={styles.facts}>
      <ExposureFigures preview={preview} />
      {preview.drawdown ? (
        <div>
          <dt>Worst drawdown on closed trades at this lot</dt>
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
    return `I understand that at this lot size a loss like the worst one on closed trades so far would cost more than ${threshold}% of my equity.`;
  if (needed.kind === 'exposure')
    return `I understand that at this lot size the open positions would need ${formatCurrency(needed.margin, needed.currency)} of margin, more than ${threshold}% of my equity.`;
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
          <Figures preview={preview} />
        </>
      ) : null}
      <p className={styles.muted} data-testid="risk-max-leverage">
        Copying is capped at a leverage of {DEFAULT_MAX_LEVERAGE}:1 (CopyFactory maxLeverage). CopyFactory:
        &ldquo;{MAX_LEVERAGE_DOCS}&rdquo;
      </p>
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
