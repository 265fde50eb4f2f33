// PUT setGuardrailSettings {defaults, acknowledgeAbovePercent, maxLeverage?} (admins): what new
// subscriptions start with (subscriptions/guardrail-defaults.service.ts, audited with the values before
// and after).
import { changeGuardrailDefaults } from './guardrail-defaults.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const setGuardrailSettings = endpoint({
  name: 'setGuardrailSettings',
  async handle(context, input) {
    return { success: true, settings: await changeGuardrailDefaults(context.caller, input) };
  },
});
