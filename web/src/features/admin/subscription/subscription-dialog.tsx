import { useId } from 'react';
import { useMachine } from '@xstate/react';
import { dialogForLine } from '../admin-users';
import { PLANS, STATUSES, type EditableStatus, type PlanId } from './subscription-form';
import type { UserDialogProps } from '../user-dialog-props';
import type { subscriptionMachine } from './subscription.machine';
import { TextField } from '@/components/form-field';
import { AdminFormDialog } from '@/flows/admin-dialog';

/** A whole number of days, one or more (the subscription's and the trial's length). */
function DaysField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return <TextField {...props} type="number" min={1} step={1} inputMode="numeric" />;
}

export function SubscriptionDialog({
  machine,
  user,
  onUpdated,
  onClose,
}: UserDialogProps<typeof subscriptionMachine>) {
  const [snapshot, send] = useMachine(
    machine.provide({ actions: { subscriptionSaved: (_, params) => onUpdated(params.user) } }),
    { input: { user } },
  );
  const id = useId();
  const { form, error, success, mode } = snapshot.context;
  const busy = snapshot.matches('saving') || snapshot.matches('saved');

  const title = mode === 'add' ? 'Add Subscription' : 'Update Subscription';
  return (
    <AdminFormDialog
      title={title}
      forLine={dialogForLine(user)}
      error={error}
      success={success}
      submitLabel={snapshot.matches('saving') ? 'Saving...' : title}
      submitDisabled={busy}
      onCancel={() => send({ type: 'CLOSE' })}
      done={snapshot.status === 'done'}
      onClosed={onClose}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      <div className="field">
        <label htmlFor={`${id}-plan`}>Plan</label>
        <select
          id={`${id}-plan`}
          className="select"
          value={form.planId}
          onChange={(event) => send({ type: 'CHANGE', patch: { planId: event.target.value as PlanId } })}
        >
          {PLANS.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </select>
      </div>
      {mode === 'edit' ? (
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            className="select"
            value={form.status}
            onChange={(event) =>
              send({ type: 'CHANGE', patch: { status: event.target.value as EditableStatus } })
            }
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status.charAt(0).toUpperCase() + status.slice(1)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <DaysField
        id={`${id}-duration`}
        label="Duration (days)"
        value={form.duration}
        onChange={(duration) => send({ type: 'CHANGE', patch: { duration } })}
      />
      <div className="checkbox-row">
        <input
          id={`${id}-trial`}
          type="checkbox"
          checked={form.isTrial}
          onChange={(event) => send({ type: 'CHANGE', patch: { isTrial: event.target.checked } })}
        />
        <label htmlFor={`${id}-trial`}>Include trial period</label>
      </div>
      {form.isTrial ? (
        <DaysField
          id={`${id}-trial-days`}
          label="Trial duration (days)"
          value={form.trialDuration}
          onChange={(trialDuration) => send({ type: 'CHANGE', patch: { trialDuration } })}
        />
      ) : null}
    </AdminFormDialog>
  );
}
