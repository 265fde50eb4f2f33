// The health an account shows (README "Copy health"): the monitor's stored state, unless CopyDesk's own
// record already says more. Pure.
import { type AccountHealth } from '../contract/index.js';
import { describeHealth, healthStateShown } from '../product-rules/index.js';

/**
 * The stored health as the account shows it: when CopyDesk itself made the copying close-only (the
 * owner's subscription is not active), our own record says so at once (product-rules/health.ts
 * healthStateShown), so no screen says "copying normally" beside a subscription that is inactive.
 */
export function withOwnCloseOnly(
  health: AccountHealth | null,
  ownCloseOnly: boolean,
  now = new Date().toISOString(),
): AccountHealth | null {
  const state = healthStateShown(health?.state ?? null, ownCloseOnly);
  if (state === null || state === health?.state) return health;
  const { explanation: reason, action } = describeHealth(state);
  return {
    state,
    reason,
    action,
    details: null,
    since: now,
    lastChecked: health?.lastChecked ?? now,
    openIncidentId: health?.openIncidentId ?? null,
  };
}
