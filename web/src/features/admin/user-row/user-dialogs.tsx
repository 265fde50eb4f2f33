// The dialogs a user row opens: edit/add subscription, add trading account, add/change strategy.
import {
  addAccountDialogMachine,
  addStrategyDialogMachine,
  subscriptionDialogMachine,
} from '../admin-machines';
import type { AdminUser } from '../admin-users';
import { AddAccountDialog } from '../add-account/add-account-dialog';
import { AddStrategyDialog } from '../add-strategy/add-strategy-dialog';
import { SubscriptionDialog } from '../subscription/subscription-dialog';
import type { DialogKind } from './user-row';

export interface OpenDialog {
  kind: DialogKind;
  user: AdminUser;
}

export function UserDialogs({
  dialog,
  onUpdated,
  onClose,
}: {
  dialog: OpenDialog | null;
  onUpdated: (user: AdminUser) => void;
  onClose: () => void;
}) {
  if (!dialog) return null;
  const { kind, user } = dialog;
  const props = { user, onUpdated, onClose };
  if (kind === 'subscription')
    return <SubscriptionDialog key={user.id} machine={subscriptionDialogMachine} {...props} />;
  if (kind === 'account')
    return <AddAccountDialog key={user.id} machine={addAccountDialogMachine} {...props} />;
  return <AddStrategyDialog key={user.id} machine={addStrategyDialogMachine} {...props} />;
}
