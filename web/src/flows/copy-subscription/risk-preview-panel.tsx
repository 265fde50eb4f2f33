// The one risk preview of a copy subscription (docs/product.md §5), drawn by the client's trade-size modal
// and the admins' Add Strategy dialog: what this lot would have cost on the strategy's closed trades, and
// the margin and leverage its largest recent position needs at this lot, alone and with the account's
// other subscriptions, next to the account's equity, recomputed on every volume change (the shared rule).
// Over the threshold it asks to acknowledge the worst figure; when the risk cannot be previewed, to
// acknowledge that it is unknown. It says what maxLeverage does, in CopyFactory's words.
import { useId, useMemo } from 'react';
import { MAX_LEVERAGE_DOCS, type Exposure, type RiskPreview } from '@copydesk/functions/product-rules';
import { formatCurrency } from '@/lib/format';
import { acknowledgementNeeded, previewOfForm } from './copy-subscription-rules';
import type { CopySubscriptionContext } from './copy-subscription-types';
import { acknowledgementText, othersText, shareText, type RiskPreviewVoice } from './risk-preview-words';
import styles from './risk-preview-panel.module.css';
import factStyles from '@/components/facts.module.css';

export type { RiskPreviewVoice } from './risk-preview-words';

function exposureText(exposure: Exposure | null, currency: string, voice: RiskPreviewVoice): string {
  if (!exposure) return 'Not available';
  return `${formatCurrency(exposure.margin, currency)} of margin${shareText(exposure.percentOfEquity, voice)}, leverage ${exposure.leverage}:1`;
}

function Figures({ preview, voice }: { preview: RiskPreview; voice: RiskPreviewVoice }) {
  const { position, account, others } = preview.exposure;
  return (
    <dl className={factStyles.facts}>
      <div>
        <dt>Largest recent position{position ? ` (${position.symbol})` : ''} at this lot</dt>
        <dd data-testid="risk-exposure">{exposureText(position, preview.currency, voice)}</dd>
      </div>
      {others > 0 ? (
        <div>
          <dt>{othersText(others, voice)}</dt>
          <dd data-testid="risk-exposure-account">{exposureText(account, preview.currency, voice)}</dd>
        </div>
      ) : null}
      {preview.drawdown ? (
        <div>
          <dt>Worst drawdown on closed trades at this lot</dt>
          <dd data-testid="risk-drawdown">
            {formatCurrency(preview.drawdown.money, preview.currency)}
            {shareText(preview.drawdown.percentOfEquity, voice)}
          </dd>
        </div>
      ) : null}
      {preview.worstDay ? (
        <div>
          <dt>Worst single day at this lot</dt>
          <dd>
            {formatCurrency(preview.worstDay.money, preview.currency)}
            {shareText(preview.worstDay.percentOfEquity, voice)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export function RiskPreviewPanel({
  form,
  voice,
  disabled = false,
  onAcknowledge,
}: {
  /** The copy-subscription flow's form; no strategy chosen yet draws nothing. */
  form: CopySubscriptionContext;
  voice: RiskPreviewVoice;
  disabled?: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
}) {
  const ackId = useId();
  const titleId = useId();
  const preview = useMemo(() => previewOfForm(form), [form]);
  if (form.strategyId === '') return null;
  const { risk } = form;
  const needed = acknowledgementNeeded(form);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
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
          <Figures preview={preview} voice={voice} />
        </>
      ) : null}
      <p className={styles.muted} data-testid="risk-max-leverage">
        Copying is capped at the maximum leverage below (CopyFactory maxLeverage). CopyFactory: &ldquo;
        {MAX_LEVERAGE_DOCS}&rdquo;
      </p>
      {needed ? (
        <label className="checkbox-row alert alert-warning" htmlFor={ackId}>
          <input
            id={ackId}
            type="checkbox"
            checked={form.acknowledged}
            disabled={disabled}
            onChange={(event) => onAcknowledge(event.target.checked)}
          />
          {acknowledgementText(needed, preview, risk.acknowledgeAbovePercent, voice)}
        </label>
      ) : null}
    </section>
  );
}
