// The admins' guardrail defaults (docs/product.md §5 "Defaults always apply", §12): what new
// subscriptions start with and the risk preview's acknowledgement threshold. A change is audited with
// the values before and after.
import type { GuardrailSettings } from '../contract/index.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { readGuardrailSettings, writeGuardrailSettings } from './guardrail-settings.repo.js';
import { auditActor, type AuditCaller } from '../platform/audit/audit.service.js';

export function guardrailDefaults(): Promise<GuardrailSettings> {
  return readGuardrailSettings();
}

export async function changeGuardrailDefaults(caller: AuditCaller, after: GuardrailSettings): Promise<void> {
  const before = await readGuardrailSettings();
  await writeGuardrailSettings(after);
  await recordAudit({
    ...auditActor(caller),
    action: 'guardrails.defaultsChanged',
    details: { before, after },
  });
}
