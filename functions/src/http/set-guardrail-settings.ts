// PUT setGuardrailSettings {defaults, acknowledgeAbovePercent} (admins): what new subscriptions start
// with. Audited with the values before and after.
import { readGuardrailSettings, writeGuardrailSettings } from '../repos/guardrail-settings-repo.js';
import { recordAudit } from '../repos/audit-repo.js';
import { auditActor } from '../services/audit.js';
import { endpoint } from './pipeline/endpoint.js';

export const setGuardrailSettings = endpoint({
  name: 'setGuardrailSettings',
  async handle(context, input) {
    const before = await readGuardrailSettings();
    await writeGuardrailSettings(input);
    await recordAudit({
      ...auditActor(context.caller),
      action: 'guardrails.defaultsChanged',
      details: { before, after: input },
    });
    return { success: true, settings: input };
  },
});
