import { useId } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import { TRADE_VOLUME } from '@copydesk/functions/product-rules';
import { Loading } from '@/components/status';
import { dialogForLine } from '../admin-users';
import { GuardrailFields } from '@/components/guardrail-fields';
import { AccountLimitFields } from '@/components/account-limit-fields';
import { confirmWaits, RiskPreviewPanel, type CopySubscriptionEvent } from '@/flows/copy-subscription';
import type { UserDialogProps } from '../user-dialog-props';
import type { addStrategyMachine } from './add-strategy.machine';
import { AdminFormDialog } from '@/flows/admin-dialog';

export function AddStrategyDialog({
  machine,
  user,
  onUpdated,
  onClose,
}: UserDialogProps<typeof addStrategyMachine>) {
  const [snapshot, send] = useMachine(
    machine.provide({ actions: { strategyAdded: (_, params) => onUpdated(params.user) } }),
    { input: { user } },
  );
  const id = useId();
  const c = snapshot.context;
  // The strategy, volume, guardrails and preview are the shared copy-subscription flow's: the form talks
  // to it, and it subscribes the client.
  const flow = snapshot.children.flow;
  const form = useSelector(flow, (state) => state?.context);
  const working = useSelector(flow, (state) => state?.matches({ open: { form: 'submitting' } }) ?? false);
  const editing = form !== undefined && snapshot.matches('form') && !working;
  const sendForm = (event: CopySubscriptionEvent) => flow?.send(event);
  const blocked = snapshot.matches('blocked') || snapshot.matches('loadFailed');

  const title = user.strategySubscription ? 'Change Strategy' : 'Add Strategy';
  return (
    <AdminFormDialog
      title={title}
      forLine={dialogForLine(
        user,
        user.tradingAccount ? `account ${user.tradingAccount.accountNumber}` : null,
      )}
      error={c.error ?? form?.error ?? null}
      success={c.success}
      submitLabel={working ? 'Subscribing...' : 'Subscribe'}
      submitDisabled={!editing || !form || confirmWaits(form)}
      hideSubmit={blocked}
      onCancel={() => send({ type: 'CLOSE' })}
      done={snapshot.status === 'done'}
      onClosed={onClose}
      onSubmit={() => sendForm({ type: 'CONFIRM' })}
    >
      {snapshot.matches('loadingStrategies') ? <Loading label="Loading strategies..." /> : null}
      {!form ? null : (
        <>
          <div className="field">
            <label htmlFor={`${id}-strategy`}>Select Strategy</label>
            <select
              id={`${id}-strategy`}
              className="select"
              value={form.strategyId}
              disabled={!editing}
              onChange={(event) => sendForm({ type: 'STRATEGY.CHANGE', strategyId: event.target.value })}
            >
              <option value="">Select a strategy...</option>
              {c.strategies.map((strategy) => (
                <option key={strategy._id} value={strategy._id} disabled={!strategy.active}>
                  {strategy.name}
                  {strategy.active ? '' : ' (inactive)'}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-volume`}>Trade Volume</label>
            <input
              id={`${id}-volume`}
              className="input"
              type="number"
              step={TRADE_VOLUME.step}
              min={TRADE_VOLUME.min}
              max={TRADE_VOLUME.max}
              value={form.volume}
              disabled={!editing}
              aria-describedby={`${id}-volume-hint`}
              onChange={(event) => sendForm({ type: 'VOLUME.CHANGE', value: event.target.value })}
            />
            <p id={`${id}-volume-hint`} className="hint">
              Minimum value: 0.01 (standard lot)
            </p>
          </div>
          <GuardrailFields
            guard={form.guard}
            currency="account currency"
            disabled={!editing}
            onChange={(patch) => sendForm({ type: 'GUARD.CHANGE', patch })}
          />
          <AccountLimitFields
            limits={form.limits}
            currency="account currency"
            withAccountLossLimit={false}
            disabled={!editing}
            onChange={(patch) => sendForm({ type: 'LIMITS.CHANGE', patch })}
          />
          <RiskPreviewPanel
            form={form}
            voice="admin"
            disabled={!editing}
            onAcknowledge={(value) => sendForm({ type: 'ACK.CHANGE', value })}
          />
          {form.guardSet.length > 0 ? null : (
            <p className="hint">
              Left as they are, guardrails stay unchanged (a new subscription gets the defaults).
            </p>
          )}
        </>
      )}
    </AdminFormDialog>
  );
}
