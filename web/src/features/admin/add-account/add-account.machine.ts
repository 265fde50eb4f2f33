// Admin "Add Trading Account" for a user (docs/product.md §2 modal, §4 add-account flow, §5 admin add
// account): the shared broker-account flow (@/flows/broker-account) runs as the child `flow` for the
// chosen user with the admin's policy (search as typed, no terms, the server's answer on failure); once it
// provisions, the dialog says 'Trading account added successfully!', hands the page the user with the new
// account, and closes after AUTO_CLOSE_MS. CLOSE ends it from any state.
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { assign, setup } from 'xstate';
import { BROKER_ACCOUNT_POLICIES, brokerAccountFlow } from '@/flows/broker-account';
import { fullName, type AdminUser } from '../admin-users';

export const ADD_ACCOUNT_MESSAGES = { added: 'Trading account added successfully!' } as const;

export interface AddAccountContext {
  user: AdminUser | null;
  brandName: string;
  success: string | null;
}

export const addAccountMachine = setup({
  types: {
    context: {} as AddAccountContext,
    events: {} as { type: 'CLOSE' },
    input: {} as { user: AdminUser | null; brandName: string },
    children: {} as { flow: 'brokerAccount' },
  },
  actors: { brokerAccount: brokerAccountFlow },
  actions: {
    /** Provided by the page: the user's list entry now has this account. */
    accountAdded: (_, _params: { user: AdminUser }) => undefined,
  },
}).createMachine({
  id: 'adminAddAccount',
  context: ({ input }) => ({ user: input.user, brandName: input.brandName, success: null }),
  // Invoked at the root so the form stays on screen, filled in, while the success message shows.
  invoke: {
    id: 'flow',
    src: 'brokerAccount',
    input: ({ context }) => ({
      brandName: context.brandName,
      userId: context.user?.id ?? null,
      accountName: context.user ? fullName(context.user) : '',
      policy: BROKER_ACCOUNT_POLICIES.admin,
    }),
    onDone: {
      target: '.succeeded',
      actions: [
        assign({ success: ADD_ACCOUNT_MESSAGES.added }),
        {
          type: 'accountAdded',
          params: ({ context, event }) => ({
            // The flow refuses a submission without a user, so one is there once it provisions.
            user: { ...(context.user as AdminUser), tradingAccount: event.output.account },
          }),
        },
      ],
    },
  },
  initial: 'open',
  on: { CLOSE: '.closed' },
  states: {
    open: {},
    succeeded: { after: { [AUTO_CLOSE_MS]: 'closed' } },
    closed: { type: 'final' },
  },
});
