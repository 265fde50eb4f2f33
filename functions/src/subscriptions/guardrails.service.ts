// Guardrail changes in the audit log (docs/product.md §5 "Every change lands in the audit log"): unlike
// other copy-trading actions, a client's own guardrail change is recorded too.
import { type GuardrailChoices } from '../contract/index.js';
import { RuleViolation } from '../platform/rule-violation.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import {
  guardrailDefaultsFor,
  unsetDefaultMessage,
  type DefaultsAccount,
  type GuardrailDefaults,
  type Guardrails,
} from '../product-rules/index.js';

export async function auditGuardrails(
  context: { caller: { uid: string } },
  targetUid: string,
  details: {
    metaApiAccountId: string;
    strategyId: string;
    before: Guardrails | null;
    after: Guardrails;
    /** The fields a new subscription took from the admin defaults. */
    fromDefaults?: GuardrailField[];
    /** The account-wide loss limit, when the request changed it (null: removed). */
    accountLossLimit?: { before: number | null; after: number | null };
  },
): Promise<void> {
  await recordAudit({ actorUid: context.caller.uid, action: 'guardrails.changed', targetUid, details });
}

/**
 * The admin defaults for a new subscription on this account, in its currency. Fails closed: a field
 * the request leaves out whose default has no amount for the account's currency is a 422 asking the
 * client to set it, never another currency's figure (docs/product.md §5).
 */
export function defaultsForNewSubscription(
  defaults: GuardrailDefaults,
  account: DefaultsAccount,
  choices: GuardrailChoices | undefined,
): Guardrails {
  const { guardrails, unset } = guardrailDefaultsFor(defaults, account);
  const missing = unset.filter((field) => choices?.[field] === undefined);
  if (missing.length > 0)
    throw new RuleViolation('unprocessable', unsetDefaultMessage(missing, account.currency), {
      code: 'GUARDRAIL_DEFAULT_NOT_SET',
      fields: missing,
      currency: account.currency,
    });
  return guardrails;
}

/** Same guardrails: no audit entry for an edit that only changed the lot. */
export function sameGuardrails(a: Guardrails | null, b: Guardrails): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const GUARDRAIL_FIELDS = ['equityStop', 'dailyLossLimit', 'onHit'] as const;
export type GuardrailField = (typeof GUARDRAIL_FIELDS)[number];

/**
 * The guardrails a request ends with: each field it sets, and the base's value for every field it
 * leaves out (the admin defaults for a new subscription, its own for an existing one; docs/product.md §5).
 */
export function withChoices(
  base: Guardrails,
  choices: GuardrailChoices | undefined,
): { guardrails: Guardrails; leftOut: GuardrailField[] } {
  const set = choices ?? {};
  return {
    guardrails: {
      equityStop: set.equityStop !== undefined ? set.equityStop : base.equityStop,
      dailyLossLimit: set.dailyLossLimit !== undefined ? set.dailyLossLimit : base.dailyLossLimit,
      onHit: set.onHit ?? base.onHit,
    },
    leftOut: GUARDRAIL_FIELDS.filter((field) => set[field] === undefined),
  };
}
