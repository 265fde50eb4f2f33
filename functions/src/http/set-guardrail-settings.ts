// PUT setGuardrailSettings {defaults, acknowledgeAbovePercent} (admins): what new subscriptions start
// with (services/guardrail-defaults.ts, audited with the values before and after).
import { changeGuardrailDefaults } from '../services/guardrail-defaults.js';
import { endpoint } from '../platform/http/endpoint.js';

export const setGuardrailSettings = endpoint({
  name: 'setGuardrailSettings',
  async handle(context, input) {
    await changeGuardrailDefaults(context.caller, input);
    return { success: true, settings: input };
  },
});
