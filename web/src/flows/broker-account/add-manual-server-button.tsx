// The manual server entry's Add (docs/product.md §4 add-account flow): one control for the client's
// connect form and the admin's dialog, enabled once a name is typed; the flow adds it to the list.
import { SecondaryButton } from '@/components/form-field';
import type { BrokerAccountContext, BrokerAccountEvent } from './broker-account-context';

export function AddManualServerButton({
  context,
  send,
}: {
  context: BrokerAccountContext;
  send: (event: BrokerAccountEvent) => void;
}) {
  return (
    <SecondaryButton
      disabled={context.manualServer.trim() === ''}
      onClick={() => send({ type: 'ADD_MANUAL' })}
    >
      Add
    </SecondaryButton>
  );
}
