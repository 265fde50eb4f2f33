// The client's e-mail preferences for copy-health incidents (README "Copy health"): one switch per
// incident kind; in-app notifications always stay on. loading -> ready | failed; a toggle is shown at
// once and saved in `saving`; a failed save puts the previous switches back.
import { assign, fromPromise, setup } from 'xstate';
import { INCIDENT_KINDS, type IncidentKind } from '@copydesk/functions/product-rules';

export type EmailSwitches = Record<IncidentKind, boolean>;

export const EMAIL_PREFERENCES_MESSAGES = {
  loadFailed: 'Failed to load your e-mail preferences. Please try again later.',
  saveFailed: 'Failed to save your e-mail preferences. Please try again.',
  saved: 'E-mail preferences saved.',
} as const;

/** Every kind on: what a client who never chose anything gets. */
export function allOn(): EmailSwitches {
  return Object.fromEntries(INCIDENT_KINDS.map((kind) => [kind, true])) as EmailSwitches;
}

export interface EmailPreferencesContext {
  uid: string;
  switches: EmailSwitches;
  /** The switches before the save in flight, restored if it fails. */
  previous: EmailSwitches | null;
  error: string | null;
  notice: string | null;
}

export type EmailPreferencesEvent =
  { type: 'TOGGLE'; kind: IncidentKind; enabled: boolean } | { type: 'RETRY' };

export const emailPreferencesMachine = setup({
  types: {
    context: {} as EmailPreferencesContext,
    events: {} as EmailPreferencesEvent,
    input: {} as { uid: string },
  },
  actors: {
    loadPreferences: fromPromise<EmailSwitches, { uid: string }>(() =>
      Promise.reject(new Error('emailPreferencesMachine: loadPreferences was not provided')),
    ),
    savePreferences: fromPromise<void, { uid: string; switches: EmailSwitches }>(() =>
      Promise.reject(new Error('emailPreferencesMachine: savePreferences was not provided')),
    ),
  },
  actions: {
    toggle: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE') return {};
      return {
        previous: context.switches,
        switches: { ...context.switches, [event.kind]: event.enabled },
        error: null,
        notice: null,
      };
    }),
    logError: (_, params: { error: unknown }) => {
      console.error('Error with e-mail preferences:', params.error);
    },
  },
}).createMachine({
  id: 'emailPreferences',
  context: ({ input }) => ({ uid: input.uid, switches: allOn(), previous: null, error: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPreferences',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: { target: 'ready', actions: assign({ switches: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: EMAIL_PREFERENCES_MESSAGES.loadFailed }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: { TOGGLE: { target: 'saving', actions: 'toggle' } },
    },
    saving: {
      invoke: {
        src: 'savePreferences',
        input: ({ context }) => ({ uid: context.uid, switches: context.switches }),
        onDone: {
          target: 'ready',
          actions: assign({ previous: null, notice: EMAIL_PREFERENCES_MESSAGES.saved }),
        },
        onError: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({
              switches: context.previous ?? context.switches,
              previous: null,
              error: EMAIL_PREFERENCES_MESSAGES.saveFailed,
            })),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
