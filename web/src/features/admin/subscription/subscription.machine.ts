// Admin Add/Update Subscription dialog: editing -> saving -> saved (closes after 2 s) | back to editing
// with the docs/product.md §8 failure message. The write is the `saveSubscription` actor; `subscriptionSaved`
// tells the page the list entry to show.
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { assign, fromPromise, setup } from 'xstate';
import type { AdminUser } from '../admin-users';
import {
  applyDraft,
  buildDraft,
  initialForm,
  validateForm,
  type SubscriptionDraft,
  type SubscriptionForm,
} from './subscription-form';

export const SUBSCRIPTION_MESSAGES = {
  added: 'Subscription added successfully',
  updated: 'Subscription updated successfully',
  addFailed: 'Failed to add subscription. Please try again.',
  updateFailed: 'Failed to update subscription. Please try again.',
} as const;

export interface SubscriptionContext {
  user: AdminUser;
  mode: 'add' | 'edit';
  form: SubscriptionForm;
  error: string | null;
  success: string | null;
  /** Built when the form is submitted: what the save writes and the list then shows. */
  draft: SubscriptionDraft | null;
  now: () => number;
}

export type SubscriptionEvent =
  { type: 'CHANGE'; patch: Partial<SubscriptionForm> } | { type: 'SUBMIT' } | { type: 'CLOSE' };

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    input: {} as { user: AdminUser; now?: () => number },
  },
  actors: {
    saveSubscription: fromPromise<void, { userId: string; draft: SubscriptionDraft }>(() =>
      Promise.reject(new Error('subscriptionMachine: the saveSubscription actor was not provided')),
    ),
  },
  actions: {
    change: assign(({ context }, params: { patch: Partial<SubscriptionForm> }) => ({
      form: { ...context.form, ...params.patch },
      error: null,
    })),
    prepareDraft: assign(({ context }) => ({
      draft: buildDraft(context.form, context.now(), context.user.userData.subscription?.createdAt ?? null),
    })),
    showInvalid: assign(({ context }) => ({ error: validateForm(context.form) })),
    showSaveError: assign(({ context }) => ({
      error: context.mode === 'add' ? SUBSCRIPTION_MESSAGES.addFailed : SUBSCRIPTION_MESSAGES.updateFailed,
    })),
    showSaved: assign(({ context }) => ({
      error: null,
      success: context.mode === 'add' ? SUBSCRIPTION_MESSAGES.added : SUBSCRIPTION_MESSAGES.updated,
    })),
    subscriptionSaved: (_, _params: { user: AdminUser }) => undefined,
    logError: (_, params: { error: unknown }) => {
      console.error('Error saving subscription:', params.error);
    },
  },
  guards: {
    formValid: ({ context }) => validateForm(context.form) === null,
  },
}).createMachine({
  id: 'adminSubscription',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      user: input.user,
      mode: input.user.userData.subscription ? 'edit' : 'add',
      form: initialForm(input.user, now()),
      error: null,
      success: null,
      draft: null,
      now,
    };
  },
  initial: 'editing',
  on: { CLOSE: '.closed' },
  states: {
    editing: {
      on: {
        CHANGE: { actions: { type: 'change', params: ({ event }) => ({ patch: event.patch }) } },
        SUBMIT: [
          { guard: 'formValid', target: 'saving', actions: 'prepareDraft' },
          { actions: 'showInvalid' },
        ],
      },
    },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        src: 'saveSubscription',
        input: ({ context }) => ({ userId: context.user.id, draft: context.draft! }),
        onDone: {
          target: 'saved',
          actions: [
            'showSaved',
            {
              type: 'subscriptionSaved',
              params: ({ context }) => ({ user: applyDraft(context.user, context.draft!, context.now()) }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: ['showSaveError', { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    saved: {
      after: { [AUTO_CLOSE_MS]: 'closed' },
    },
    closed: { type: 'final' },
  },
});
