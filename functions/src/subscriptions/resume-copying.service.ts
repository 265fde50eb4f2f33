// The account's "Resume copying" after a guardrail fired (docs/product.md §5, §11): restarts the risk
// limits' tracking, then resets each stop-out on the bridge, audits it and re-checks the account's
// health so the incident resolves at once.
import { healthSettings } from '../health/health.params.js';
import type { AccountRef } from '../health/health-transitions.rules.js';
import { inConflict } from '../platform/rule-violation.js';
import type { Roles } from '../users/users.repo.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { recordSubscriptionEvent } from './subscription-history.repo.js';
import { auditActor, type AuditCaller } from '../platform/audit/audit.service.js';
import { bridge } from '../platform/clients.js';
import { checkAccountHealth } from '../health/health-monitor.service.js';
import { withClientSubscriberWrite } from './subscriber-writes.service.js';
import { recordGuardrailStops } from './subscription-mirror.service.js';
import { requireActiveSubscription } from './subscription-guard.service.js';
import { bridgeNow } from '../bridge/index.js';

export const RESUME_MESSAGES = {
  resumed: 'Copying resumed.',
  notStopped: 'Copying is not stopped on this account.',
} as const;

/** Resets the account's stop-outs (of one strategy, or all); answers how many were reset. */
export async function resumeCopying(
  context: { caller: AuditCaller; roles: Pick<Roles, 'isAdmin'> },
  account: AccountRef,
  strategyId: string | undefined,
): Promise<number> {
  await requireActiveSubscription(context, account.uid);
  const subscriberId = account.metaApiAccountId;
  const stopouts = (await bridge().getStopouts(subscriberId)).filter(
    (s) => strategyId === undefined || s.strategy?.id === strategyId,
  );
  if (stopouts.length === 0) throw inConflict(RESUME_MESSAGES.notStopped);
  // First the new startTime: reset with the old one, the same losses would stop copying again at once.
  await withClientSubscriberWrite(account, () =>
    bridge().restartRiskLimits(subscriberId, strategyId, new Date().toISOString()),
  );
  const pairs = [...new Map(stopouts.map((s) => [`${s.strategy?.id ?? ''}/${s.reason}`, s])).values()];
  // A stop-out naming no strategy is the subscriber's own limit: the subscriber-level reset clears it.
  for (const s of pairs)
    if (s.strategy) await bridge().resetSubscriptionStopouts(subscriberId, s.strategy.id, s.reason);
    else await bridge().resetStopouts(subscriberId, s.reason);
  const at = bridgeNow();
  // The stop itself first, as the bridge dated it: the copy report skips the trades between the two.
  await recordGuardrailStops(account, pairs, at);
  const strategyIds = pairs.flatMap((s) => (s.strategy ? [s.strategy.id] : []));
  for (const id of new Set(strategyIds))
    await recordSubscriptionEvent(account, { kind: 'resumed', at, strategyId: id });
  await recordAudit({
    ...auditActor(context.caller),
    action: 'stopout.reset',
    targetUid: account.uid,
    details: {
      metaApiAccountId: subscriberId,
      stopouts: pairs.map((s) => ({
        ...(s.strategy ? { strategyId: s.strategy.id } : {}),
        reason: s.reason,
      })),
    },
  });
  await checkAccountHealth(account, { bridge: bridge(), settings: healthSettings() });
  return pairs.length;
}
