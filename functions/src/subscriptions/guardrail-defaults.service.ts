// The admins' guardrail defaults (docs/product.md §5 "Defaults always apply", §12): what new
// subscriptions start with, the risk preview's acknowledgement threshold and the maxLeverage every
// subscription carries at most. A change is audited with the values before and after.
import type { GuardrailSettings, ParsedInputOf } from '../contract/index.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { readGuardrailSettings, writeGuardrailSettings } from './guardrail-settings.repo.js';
import { auditActor, type AuditCaller } from '../platform/audit/audit.service.js';

export function guardrailDefaults(): Promise<GuardrailSettings> {
  return readGuardrailSettings();
}

/** Writes the admins' settings (a maxLeverage left out keeps the stored one) and answers what is stored. */
export async function changeGuardrailDefaults(
  caller: AuditCaller,
  input: ParsedInputOf<'setGuardrailSettings'>,
): Promise<GuardrailSettings> {
  const before = await readGuardrailSettings();
  const after: GuardrailSettings = { ...input, maxLeverage: input.maxLeverage ?? before.maxLeverage };
  await writeGuardrailSettings(after);
  await recordAudit({
    ...auditActor(caller),
    action: 'guardrails.defaultsChanged',
    details: { before, after },
  });
  return after;
}
