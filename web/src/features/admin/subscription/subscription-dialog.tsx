import { useId } from 'react';
import { useMachine } from '@xstate/react';
import { dialogForLine, type AdminUser } from '../admin-users';
import { PLANS, STATUSES, type EditableStatus, type PlanId } from './subscription-form';
import type { subscriptionMachine } from './subscription.machine';
import { AdminFormDialog } from '@/flows/admin-dialog';

export function SubscriptionDialog({
  machine,
  user,
  onSaved,
  onClose,
}: {
  /** The dialog's machine with its save provided (admin-machines.ts, or a test's double). */
  machine: typeof subscriptionMachine;
  user: AdminUser;
  onSaved: (user: AdminUser) => void;
  onClose: () => void;
}) {
  const [snapshot, send] = useMachine(
    machine.provide({ actions: { subscriptionSaved: (_, params) => onSaved(params.user) } }),
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
      <div className="field">
        <label htmlFor={`${id}-duration`}>Duration (days)</label>
        <input
          id={`${id}-duration`}
          className="input"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={form.duration}
          onChange={(event) => send({ type: 'CHANGE', patch: { duration: event.target.value } })}
        />
      </div>
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
        <div className="field">
          <label htmlFor={`${id}-trial-days`}>Trial duration (days)</label>
          <input
            id={`${id}-trial-days`}
            className="input"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={form.trialDuration}
            onChange={(event) => send({ type: 'CHANGE', patch: { trialDuration: event.target.value } })}
          />
        </div>
      ) : null}
    </AdminFormDialog>
  );
}
