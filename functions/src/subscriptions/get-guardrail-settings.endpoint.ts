// GET getGuardrailSettings: the default guardrails new subscriptions start with and the risk preview's
// acknowledgement threshold (docs/product.md §5).
import { guardrailDefaults } from './guardrail-defaults.service.js';
import { endpoint } from '../platform/http/endpoint.js';

export const getGuardrailSettings = endpoint({
  name: 'getGuardrailSettings',
  handle: async () => ({ success: true, settings: await guardrailDefaults() }),
});
