// POST resumeCopying {subscriberId, strategyId?}: the account's "Resume copying" after a guardrail
// fired (docs/product.md §5). Restarts the risk limits' tracking, then resets each stop-out on the
// bridge, audits it and re-checks the account's health so the incident resolves at once.
import { healthSettings } from '../config/health-params.js';
import { recordAudit } from '../repos/audit-repo.js';
import { auditActor } from '../services/audit.js';
import { bridge } from '../services/clients.js';
import { checkAccountHealth } from '../services/health-monitor.js';
import { requireActiveSubscription } from '../services/subscription-guard.js';
import { endpoint } from './pipeline/endpoint.js';
import { conflict } from './pipeline/http-error.js';

export const RESUME_MESSAGES = {
  resumed: 'Copying resumed.',
  notStopped: 'Copying is not stopped on this account.',
} as const;

export const resumeCopying = endpoint({
  name: 'resumeCopying',
  async handle(context, input) {
    const owned = context.account!;
    await requireActiveSubscription(context, owned.uid);
    const stopouts = (await bridge().getStopouts(input.subscriberId)).filter(
      (s) => input.strategyId === undefined || s.strategy.id === input.strategyId,
    );
    if (stopouts.length === 0) throw conflict(RESUME_MESSAGES.notStopped);
    // First the new startTime: reset with the old one, the same losses would stop copying again at once.
    await bridge().restartRiskLimits(input.subscriberId, input.strategyId, new Date().toISOString());
    const pairs = [...new Map(stopouts.map((s) => [`${s.strategy.id}/${s.reason}`, s])).values()];
    for (const s of pairs)
      await bridge().resetSubscriptionStopouts(input.subscriberId, s.strategy.id, s.reason);
    await recordAudit({
      ...auditActor(context.caller),
      action: 'stopout.reset',
      targetUid: owned.uid,
      details: {
        metaApiAccountId: owned.metaApiAccountId,
        stopouts: pairs.map((s) => ({ strategyId: s.strategy.id, reason: s.reason })),
      },
    });
    await checkAccountHealth(owned, { bridge: bridge(), settings: healthSettings() });
    return { success: true, message: RESUME_MESSAGES.resumed, reset: pairs.length };
  },
});
