// Guardrail changes in the audit log (docs/product.md §5 "Every change lands in the audit log"): unlike
// other copy-trading actions, a client's own guardrail change is recorded too.
import type { Guardrails } from '../contract/index.js';
import { recordAudit } from '../repos/audit-repo.js';

export async function auditGuardrails(
  context: { caller: { uid: string } },
  targetUid: string,
  details: { metaApiAccountId: string; strategyId: string; before: Guardrails | null; after: Guardrails },
): Promise<void> {
  await recordAudit({ actorUid: context.caller.uid, action: 'guardrails.changed', targetUid, details });
}

/** Same guardrails: no audit entry for an edit that only changed the lot. */
export function sameGuardrails(a: Guardrails | null, b: Guardrails): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
