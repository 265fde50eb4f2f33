import { useMachine, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { env } from '@/config/app-env';
import { AdminFormDialog } from '@/flows/admin-dialog';
import type { BrokerAccountEvent, brokerAccountFlow } from '@/flows/broker-account';
import { dialogForLine, type AdminUser } from '../admin-users';
import { AddAccountFields } from './add-account-fields';
import type { UserDialogProps } from '../user-dialog-props';
import type { addAccountMachine } from './add-account.machine';

interface FormProps {
  flow: ActorRefFrom<typeof brokerAccountFlow>;
  user: AdminUser;
  success: string | null;
  done: boolean;
  onCancel: () => void;
  onClosed: () => void;
}

/** The dialog's shell and fields over the broker-account flow's state. */
function AddAccountForm({ flow, user, success, done, onCancel, onClosed }: FormProps) {
  const snapshot = useSelector(flow, (state) => state);
  const send = (event: BrokerAccountEvent) => flow.send(event);
  const submitting = snapshot.matches({ verified: 'submitting' });
  return (
    <AdminFormDialog
      size="lg"
      title="Add Trading Account"
      forLine={dialogForLine(user)}
      error={snapshot.context.error}
      success={success}
      submitLabel={submitting ? 'Adding...' : 'Add Account'}
      submitDisabled={submitting || success !== null}
      onCancel={onCancel}
      done={done}
      onClosed={onClosed}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      <AddAccountFields
        context={snapshot.context}
        send={send}
        verified={snapshot.matches('verified') || snapshot.matches('provisioned')}
        searching={snapshot.matches({ verified: 'searching' })}
      />
    </AdminFormDialog>
  );
}

export function AddAccountDialog({
  machine,
  user,
  onUpdated,
  onClose,
}: UserDialogProps<typeof addAccountMachine>) {
  const [snapshot, send] = useMachine(
    machine.provide({ actions: { accountAdded: (_, params) => onUpdated(params.user) } }),
    { input: { user, brandName: env.brand.name } },
  );
  const flow = snapshot.children.flow;
  // The flow is invoked at the machine's root: it is there from the start (and, stopped, after the end).
  if (!flow) return null;
  return (
    <AddAccountForm
      flow={flow}
      user={user}
      success={snapshot.context.success}
      done={snapshot.status === 'done'}
      onCancel={() => send({ type: 'CLOSE' })}
      onClosed={onClose}
    />
  );
}
