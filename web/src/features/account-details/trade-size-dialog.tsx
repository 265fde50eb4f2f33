// The strategies tab's modal: subscribe with a trade size, edit the size, or confirm unsubscribing.
// Subscribe and edit show the risk preview and the guardrails (docs/product.md §5); the confirm button
// waits for the preview (loaded or failed) and for the acknowledgement it asks for.
import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { type AccountInfo } from '@copydesk/functions/contract';
import { TRADE_VOLUME } from '@copydesk/functions/product-rules';
import { Dialog } from '@/components/dialog';
import { SecondaryButton } from '@/components/form-field';
import { ErrorMessage, Loading } from '@/components/status';
import { confirmWaits, RiskPreviewPanel, type CopySubscriptionEvent } from '@/flows/copy-subscription';
import type { CopyPartProps } from './copy-snapshot';
import { GuardrailFields } from '@/components/guardrail-fields';
import { AccountLimitFields } from '@/components/account-limit-fields';
import styles from './account-details.module.css';

/** The trade size in lots, with its bounds as a hint, and what the size means for copied trades. */
function VolumeFields({
  volume,
  error,
  send,
}: {
  volume: string;
  error: string | null;
  send: (event: CopySubscriptionEvent) => void;
}) {
  const volumeId = useId();
  const hintId = useId();
  return (
    <div className={styles.modalBody}>
      <div className="field">
        <label htmlFor={volumeId}>Trade volume (lots)</label>
        <input
          id={volumeId}
          className="input"
          type="number"
          inputMode="decimal"
          min={TRADE_VOLUME.min}
          max={TRADE_VOLUME.max}
          step={TRADE_VOLUME.step}
          value={volume}
          aria-describedby={hintId}
          aria-invalid={error !== null}
          onChange={(event) => send({ type: 'VOLUME.CHANGE', value: event.target.value })}
        />
        <p id={hintId} className="hint">
          Between {TRADE_VOLUME.min} and {TRADE_VOLUME.max} lots, in steps of {TRADE_VOLUME.step}.
        </p>
      </div>
      <ul className={styles.muted}>
        <li>Multiplier: always 1. Every copied trade opens with exactly this lot size.</li>
        <li>Stop loss and take profit are always copied and follow the strategy.</li>
      </ul>
    </div>
  );
}

export function TradeSizeDialog({ snapshot, send, info }: CopyPartProps & { info: AccountInfo | null }) {
  const { mode, strategyName } = snapshot.context;
  // Subscribe and edit run the shared copy-subscription flow, and the form talks to it; unsubscribing
  // only asks the tab to confirm.
  const flow = snapshot.children.flow;
  const form = useSelector(flow, (state) => state?.context);
  const saving = useSelector(flow, (state) => state?.matches({ open: { form: 'submitting' } }) ?? false);
  const sendForm = (event: CopySubscriptionEvent) => flow?.send(event);
  const error = form ? form.error : snapshot.context.error;
  const waits = form ? confirmWaits(form) : false;
  const submitting = saving || snapshot.matches({ ready: 'unsubscribing' });
  const open = mode !== null && !snapshot.matches({ ready: 'closed' });
  const title =
    mode === 'unsubscribe'
      ? `Unsubscribe from ${strategyName}`
      : mode === 'edit'
        ? `Edit settings: ${strategyName}`
        : `Subscribe to ${strategyName}`;
  const confirmLabel =
    mode === 'unsubscribe' ? 'Unsubscribe' : mode === 'edit' ? 'Save Settings' : 'Subscribe';
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => send({ type: 'CLOSE' })}
      actions={
        <>
          <SecondaryButton disabled={submitting} onClick={() => send({ type: 'CLOSE' })}>
            Cancel
          </SecondaryButton>
          <button
            type="button"
            className={mode === 'unsubscribe' ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={submitting || waits}
            onClick={() => (form ? sendForm({ type: 'CONFIRM' }) : send({ type: 'CONFIRM' }))}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {mode === 'unsubscribe' ? (
        <p>
          This account will stop copying {strategyName}. Positions already open follow the strategy&apos;s
          exits.
        </p>
      ) : null}
      {form ? (
        <>
          <VolumeFields volume={form.volume} error={error} send={sendForm} />
          <RiskPreviewPanel
            form={form}
            voice="client"
            onAcknowledge={(value) => sendForm({ type: 'ACK.CHANGE', value })}
          />
          <GuardrailFields
            guard={form.guard}
            currency={info?.currency ?? 'USD'}
            onChange={(patch) => sendForm({ type: 'GUARD.CHANGE', patch })}
          />
          <AccountLimitFields
            limits={form.limits}
            maxLeverageDefault={form.maxLeverageDefault}
            currency={info?.currency ?? 'USD'}
            onChange={(patch) => sendForm({ type: 'LIMITS.CHANGE', patch })}
          />
        </>
      ) : null}
      {submitting ? <Loading label="Saving..." /> : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </Dialog>
  );
}
