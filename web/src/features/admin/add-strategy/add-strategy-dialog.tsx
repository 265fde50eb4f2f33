import { useId } from 'react';
import { useMachine } from '@xstate/react';
import { TRADE_VOLUME } from '@copydesk/functions/contract';
import { Loading } from '@/components/status';
import { dialogForLine, type AdminUser } from '../admin-users';
import { GuardrailFields } from '@/components/guardrail-fields';
import { adminSubmitWaits, type addStrategyMachine } from './add-strategy.machine';
import { AdminRiskPreview } from './admin-risk-preview';
import { AdminFormDialog } from '@/flows/admin-dialog';

export function AddStrategyDialog({
  machine,
  user,
  onAdded,
  onClose,
}: {
  /** The dialog's machine with its calls provided (admin-machines.ts, or a test's doubles). */
  machine: typeof addStrategyMachine;
  user: AdminUser;
  onAdded: (user: AdminUser) => void;
  onClose: () => void;
}) {
  const [snapshot, send] = useMachine(
    machine.provide({ actions: { strategyAdded: (_, params) => onAdded(params.user) } }),
    { input: { user } },
  );
  const id = useId();
  const c = snapshot.context;
  const editing = snapshot.matches('editing');
  const working =
    snapshot.matches('findingSubscriber') ||
    snapshot.matches('creatingSubscriber') ||
    snapshot.matches('subscribing');
  const blocked = snapshot.matches('blocked') || snapshot.matches('loadFailed');

  const title = user.strategySubscription ? 'Change Strategy' : 'Add Strategy';
  return (
    <AdminFormDialog
      title={title}
      forLine={dialogForLine(
        user,
        user.tradingAccount ? `account ${user.tradingAccount.accountNumber}` : null,
      )}
      error={c.error}
      success={c.success}
      submitLabel={working ? 'Subscribing...' : 'Subscribe'}
      submitDisabled={!editing || adminSubmitWaits(c)}
      hideSubmit={blocked}
      onCancel={() => send({ type: 'CLOSE' })}
      done={snapshot.status === 'done'}
      onClosed={onClose}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      {snapshot.matches('loadingStrategies') ? <Loading label="Loading strategies..." /> : null}
      {blocked || snapshot.matches('loadingStrategies') ? null : (
        <>
          <div className="field">
            <label htmlFor={`${id}-strategy`}>Select Strategy</label>
            <select
              id={`${id}-strategy`}
              className="select"
              value={c.strategyId}
              disabled={!editing}
              onChange={(event) => send({ type: 'SELECT', strategyId: event.target.value })}
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
              value={c.volume}
              disabled={!editing}
              aria-describedby={`${id}-volume-hint`}
              onChange={(event) => send({ type: 'SET_VOLUME', volume: event.target.value })}
            />
            <p id={`${id}-volume-hint`} className="hint">
              Minimum value: 0.01 (standard lot)
            </p>
          </div>
          <GuardrailFields
            guard={c.guard}
            currency="account currency"
            disabled={!editing}
            onChange={(patch) => send({ type: 'SET_GUARD', patch })}
          />
          <AdminRiskPreview context={c} disabled={!editing} send={send} />
          {c.guardSet.length > 0 ? null : (
            <p className="hint">
              Left as they are, guardrails stay unchanged (a new subscription gets the defaults).
            </p>
          )}
        </>
      )}
    </AdminFormDialog>
  );
}
