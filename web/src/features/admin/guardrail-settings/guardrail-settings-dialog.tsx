// Admin "Guardrail Defaults" dialog (docs/product.md §5): the guardrails new subscriptions start with and
// the share of equity above which the risk preview asks a client for an explicit acknowledgement.
import { useId } from 'react';
import { useMachine } from '@xstate/react';
import { GuardrailFields } from '@/components/guardrail-fields';
import { Loading } from '@/components/status';
import { AdminFormDialog } from '@/flows/admin-dialog';
import type { guardrailSettingsMachine } from './guardrail-settings.machine';

export function GuardrailSettingsDialog({
  machine,
  onClose,
}: {
  /** The dialog's machine with its load and save provided (admin-machines.ts, or a test's doubles). */
  machine: typeof guardrailSettingsMachine;
  onClose: () => void;
}) {
  const [snapshot, send] = useMachine(machine);
  const id = useId();
  const c = snapshot.context;
  const editing = snapshot.matches('editing');

  return (
    <AdminFormDialog
      title="Guardrail Defaults"
      forLine="For every new strategy subscription (existing subscriptions keep their own)"
      error={c.error}
      success={c.success}
      submitLabel={snapshot.matches('saving') ? 'Saving...' : 'Save'}
      submitDisabled={!editing}
      hideSubmit={snapshot.matches('loadFailed')}
      onCancel={() => send({ type: 'CLOSE' })}
      done={snapshot.status === 'done'}
      onClosed={onClose}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      {snapshot.matches('loading') ? <Loading label="Loading guardrail defaults..." /> : null}
      {snapshot.matches('loading') || snapshot.matches('loadFailed') ? null : (
        <>
          <GuardrailFields
            guard={c.guard}
            currency="per currency"
            amounts="per-currency"
            disabled={!editing}
            onChange={(patch) => send({ type: 'SET_GUARD', patch })}
          />
          <div className="field">
            <label htmlFor={`${id}-threshold`}>Acknowledgement threshold (% of equity)</label>
            <input
              id={`${id}-threshold`}
              className="input"
              type="number"
              inputMode="decimal"
              min={1}
              max={1000}
              value={c.threshold}
              disabled={!editing}
              aria-describedby={`${id}-threshold-hint`}
              onChange={(event) => send({ type: 'SET_THRESHOLD', threshold: event.target.value })}
            />
            <p id={`${id}-threshold-hint`} className="hint">
              When the worst drawdown at the chosen lot would cost more than this share of equity, Subscribe
              asks the client to acknowledge the risk.
            </p>
          </div>
        </>
      )}
    </AdminFormDialog>
  );
}
