// Admin "Guardrail Defaults" (docs/product.md §5 guardrails): the guardrails a new subscription starts
// with, the risk preview's acknowledgement threshold and the maxLeverage every subscription carries at
// most. The stored settings load, the admin edits them,
// the form is read through the shared contract schemas (the server checks the same bounds again), and
// Save writes them; the dialog closes 2 s after a save like the other admin dialogs.
import { errorMessage } from '@/lib/error-message';
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { assign, fromPromise, setup } from 'xstate';
import {
  acknowledgeAbovePercentSchema,
  maxLeverageDefaultSchema,
  type GuardrailSettings,
} from '@copydesk/functions/contract';
import { NO_GUARDRAIL_DEFAULTS } from '@copydesk/functions/product-rules';
import type { GuardrailForm } from '@/lib/guardrail-form';
import { defaultsFormOf, readGuardrailDefaults } from '@/lib/guardrail-defaults-form';

export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load the guardrail defaults. Please try again later.',
  saveFailed: 'Failed to save the guardrail defaults. Please try again later.',
  saved: 'Guardrail defaults saved. New subscriptions start with them.',
} as const;

export interface GuardrailSettingsContext {
  guard: GuardrailForm;
  /** The acknowledgement threshold as typed, in percent of equity. */
  threshold: string;
  /** The admins' maxLeverage as typed (N in N:1). */
  maxLeverage: string;
  error: string | null;
  success: string | null;
}

export type GuardrailSettingsEvent =
  | { type: 'SET_GUARD'; patch: Partial<GuardrailForm> }
  | { type: 'SET_THRESHOLD'; threshold: string }
  | { type: 'SET_MAX_LEVERAGE'; maxLeverage: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

export type SettingsReading = { ok: true; value: GuardrailSettings } | { ok: false; error: string };

const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The typed form as settings, or the first problem in the shared schemas' words. */
export function readSettings(
  guard: GuardrailForm,
  typed: Pick<GuardrailSettingsContext, 'threshold' | 'maxLeverage'>,
): SettingsReading {
  const defaults = readGuardrailDefaults(guard);
  if (!defaults.ok) return defaults;
  const percent = acknowledgeAbovePercentSchema.safeParse(typedNumber(typed.threshold));
  if (!percent.success)
    return { ok: false, error: percent.error.issues[0]?.message ?? 'Invalid acknowledgement threshold' };
  const leverage = maxLeverageDefaultSchema.safeParse(typedNumber(typed.maxLeverage));
  if (!leverage.success)
    return { ok: false, error: leverage.error.issues[0]?.message ?? 'Invalid maximum leverage' };
  return {
    ok: true,
    value: { defaults: defaults.value, acknowledgeAbovePercent: percent.data, maxLeverage: leverage.data },
  };
}

const problemOf = (context: GuardrailSettingsContext) => {
  const reading = readSettings(context.guard, context);
  return reading.ok ? null : reading.error;
};

export const guardrailSettingsMachine = setup({
  types: {
    context: {} as GuardrailSettingsContext,
    events: {} as GuardrailSettingsEvent,
  },
  actors: {
    loadSettings: fromPromise<GuardrailSettings>(() =>
      Promise.reject(new Error('guardrailSettingsMachine: the loadSettings actor was not provided')),
    ),
    saveSettings: fromPromise<void, GuardrailSettings>(() =>
      Promise.reject(new Error('guardrailSettingsMachine: the saveSettings actor was not provided')),
    ),
  },
  actions: {
    setLoaded: assign((_, params: { settings: GuardrailSettings }) => ({
      guard: defaultsFormOf(params.settings.defaults),
      threshold: String(params.settings.acknowledgeAbovePercent),
      maxLeverage: String(params.settings.maxLeverage),
    })),
    setGuard: assign(({ context }, params: { patch: Partial<GuardrailForm> }) => ({
      guard: { ...context.guard, ...params.patch },
      error: null,
      success: null,
    })),
    setThreshold: assign((_, params: { threshold: string }) => ({
      threshold: params.threshold,
      error: null,
      success: null,
    })),
    setMaxLeverage: assign((_, params: { maxLeverage: string }) => ({
      maxLeverage: params.maxLeverage,
      error: null,
      success: null,
    })),
    showProblem: assign(({ context }) => ({ error: problemOf(context) })),
    /** The server's own message (a 4xx names the bound), the generic one otherwise. */
    showSaveError: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error, SETTINGS_MESSAGES.saveFailed),
    })),
  },
  guards: {
    canSubmit: ({ context }) => problemOf(context) === null,
  },
}).createMachine({
  id: 'adminGuardrailSettings',
  context: {
    guard: defaultsFormOf(NO_GUARDRAIL_DEFAULTS),
    threshold: '',
    maxLeverage: '',
    error: null,
    success: null,
  },
  initial: 'loading',
  on: { CLOSE: '.closed' },
  states: {
    loading: {
      invoke: {
        src: 'loadSettings',
        onDone: {
          target: 'editing',
          actions: { type: 'setLoaded', params: ({ event }) => ({ settings: event.output }) },
        },
        onError: { target: 'loadFailed', actions: assign({ error: SETTINGS_MESSAGES.loadFailed }) },
      },
    },
    loadFailed: {},
    editing: {
      on: {
        SET_GUARD: { actions: { type: 'setGuard', params: ({ event }) => ({ patch: event.patch }) } },
        SET_THRESHOLD: {
          actions: { type: 'setThreshold', params: ({ event }) => ({ threshold: event.threshold }) },
        },
        SET_MAX_LEVERAGE: {
          actions: { type: 'setMaxLeverage', params: ({ event }) => ({ maxLeverage: event.maxLeverage }) },
        },
        SUBMIT: [
          { guard: 'canSubmit', target: 'saving', actions: assign({ error: null }) },
          { actions: 'showProblem' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveSettings',
        input: ({ context }) => {
          const reading = readSettings(context.guard, context);
          if (!reading.ok) throw new Error(reading.error); // canSubmit let only a valid form through
          return reading.value;
        },
        onDone: { target: 'saved', actions: assign({ success: SETTINGS_MESSAGES.saved }) },
        onError: {
          target: 'editing',
          actions: { type: 'showSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { after: { [AUTO_CLOSE_MS]: 'closed' } },
    closed: { type: 'final' },
  },
});
