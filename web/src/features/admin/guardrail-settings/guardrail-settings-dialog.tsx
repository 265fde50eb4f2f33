// Admin "Guardrail Defaults" dialog (docs/product.md §5): the guardrails new subscriptions start with, the
// share of equity above which the risk preview asks a client for an explicit acknowledgement, and the
// maxLeverage every subscription carries at most (CopyFactory's words for what it does).
import { useMachine } from '@xstate/react';
import { GuardrailFields } from '@/components/guardrail-fields';
import { HintedField } from '@/components/hinted-field';
import { Loading } from '@/components/status';
import { AdminFormDialog } from '@/flows/admin-dialog';
import { MAX_LEVERAGE_BOUNDS, MAX_LEVERAGE_DOCS } from '@copydesk/functions/product-rules';
import type { guardrailSettingsMachine } from './guardrail-settings.machine';

export const MAX_LEVERAGE_DEFAULT_LABEL = 'Maximum leverage (N:1)';

export function GuardrailSettingsDialog({
  machine,
  onClose,
}: {
  /** The dialog's machine with its load and save provided (admin-machines.ts, or a test's doubles). */
  machine: typeof guardrailSettingsMachine;
  onClose: () => void;
}) {
  const [snapshot, send] = useMachine(machine);
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
          <HintedField
            label="Acknowledgement threshold (% of equity)"
            bounds={{ min: 1, max: 1000 }}
            value={c.threshold}
            disabled={!editing}
            hint="When the worst drawdown at the chosen lot would cost more than this share of equity, Subscribe asks the client to acknowledge the risk."
            onChange={(threshold) => send({ type: 'SET_THRESHOLD', threshold })}
          />
          <HintedField
            label={MAX_LEVERAGE_DEFAULT_LABEL}
            bounds={MAX_LEVERAGE_BOUNDS}
            value={c.maxLeverage}
            disabled={!editing}
            hint={`Every subscription carries it (new ones start with it, and a saved one over it comes down to it); a client may lower it, never raise it. CopyFactory: \u201c${MAX_LEVERAGE_DOCS}\u201d`}
            onChange={(maxLeverage) => send({ type: 'SET_MAX_LEVERAGE', maxLeverage })}
          />
        </>
      )}
    </AdminFormDialog>
  );
}
