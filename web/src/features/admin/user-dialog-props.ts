// What every admin dialog that acts for one user receives (the subscription, Add Account and Add
// Strategy dialogs a user row opens, docs/product.md §4).
import type { AdminUser } from './admin-users';

export interface UserDialogProps<Machine> {
  /** The dialog's machine with its calls provided (admin-machines.ts, or a test's doubles). */
  machine: Machine;
  user: AdminUser;
  /** The user as the server has them after the dialog's change, for the list. */
  onUpdated: (user: AdminUser) => void;
  onClose: () => void;
}
