// The risk preview of the admins' Add Strategy dialog (docs/product.md §5 "Risk acknowledgement"): the
// same preview as the client's trade-size modal, for the client's account. An admin acknowledges on the
// client's behalf, and the server records it in the audit log.
import { useId } from 'react';
import {
  DEFAULT_MAX_LEVERAGE,
  MAX_LEVERAGE_DOCS,
  type RiskAcknowledgement,
  type RiskPreview,
} from '@copydesk/functions/contract';
import {
  acknowledgementNeeded,
  previewOfForm,
  type CopySubscriptionContext,
} from '@/flows/copy-subscription';
import type { AddStrategyEvent } from './add-strategy.machine';

function acknowledgementText(needed: RiskAcknowledgement, preview: RiskPreview | null, threshold: number) {
  const onBehalf = "On the client's behalf (recorded in the audit log), I acknowledge that";
  if (needed.kind === 'loss')
    return `${onBehalf} at this lot size a loss like the worst one on closed trades so far would cost more than ${threshold}% of the client's equity.`;
  if (needed.kind === 'exposure')
    return `${onBehalf} at this lot size the open positions would need ${needed.margin.toFixed(2)} ${needed.currency} of margin, more than ${threshold}% of the client's equity.`;
  const why =
    preview?.acknowledgement.kind === 'unknown'
      ? preview.acknowledgement.reason
      : 'The risk preview could not be loaded.';
  return `${onBehalf} the risk of this lot size is unknown. ${why}`;
}

export function AdminRiskPreview({
  form,
  disabled,
  send,
}: {
  form: CopySubscriptionContext;
  disabled: boolean;
  send: (event: AddStrategyEvent) => void;
}) {
  const id = useId();
  if (form.strategyId === '') return null;
  const { risk } = form;
  const preview = previewOfForm(form);
  const needed = acknowledgementNeeded(form);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Risk preview</h4>
      {risk.status === 'loading' ? <p className="hint">Reading the strategy&apos;s history...</p> : null}
      {risk.status === 'failed' ? <p className="hint">The risk preview is not available right now.</p> : null}
      {preview ? <p data-testid="risk-verdict">{preview.verdict}</p> : null}
      {preview?.acknowledgement.kind === 'exposure' ? (
        <p data-testid="risk-exposure">
          The open positions at this lot would need {preview.acknowledgement.margin.toFixed(2)}{' '}
          {preview.currency} of margin, leverage {preview.acknowledgement.leverage}:1.
        </p>
      ) : null}
      <p className="hint">
        Copying is capped at a leverage of {DEFAULT_MAX_LEVERAGE}:1 (CopyFactory maxLeverage). CopyFactory:
        &ldquo;{MAX_LEVERAGE_DOCS}&rdquo;
      </p>
      {needed ? (
        <label className="checkbox-row alert alert-warning" htmlFor={`${id}-ack`}>
          <input
            id={`${id}-ack`}
            type="checkbox"
            checked={form.acknowledged}
            disabled={disabled}
            onChange={(event) => send({ type: 'ACK.CHANGE', value: event.target.checked })}
          />
          {acknowledgementText(needed, preview, risk.acknowledgeAbovePercent)}
        </label>
      ) : null}
    </section>
  );
}
