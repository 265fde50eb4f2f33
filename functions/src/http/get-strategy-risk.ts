// GET getStrategyRisk?strategyId=: the strategy's history as per-lot figures; the trade-size modal
// previews any lot from it without another call, with the admins' acknowledgement threshold
// (docs/product.md §5); with an account, the rate converting its figures into the account's currency.
import { db } from '../admin.js';
import { readGuardrailSettings } from '../repos/guardrail-settings-repo.js';
import { bridge } from '../services/clients.js';
import { conversionRate, strategyRiskBasis } from '../services/strategy-risk.js';
import { authorizeAccount } from './pipeline/authorize.js';
import { endpoint } from './pipeline/endpoint.js';
import { notFound } from './pipeline/http-error.js';

/** The account's currency units per unit of `currency`; null when its currency or the rate is unread. */
async function accountRate(accountId: string, currency: string): Promise<number | null> {
  try {
    const info = await bridge().getAccountInformation(accountId);
    return await conversionRate(accountId, currency, info.currency);
  } catch {
    return null;
  }
}

export const getStrategyRisk = endpoint({
  name: 'getStrategyRisk',
  timeoutSeconds: 120,
  async handle(context, input) {
    // Only its owner or an admin reads anything on an account; checked beside the strategy's reads.
    const [basis, settings] = await Promise.all([
      strategyRiskBasis(db, input.strategyId),
      readGuardrailSettings(),
      input.accountId ? authorizeAccount(context.caller, context.roles, input.accountId) : null,
    ]);
    if (!basis) throw notFound('Strategy not found');
    const rate = input.accountId ? { accountRate: await accountRate(input.accountId, basis.currency) } : {};
    return { success: true, basis, acknowledgeAbovePercent: settings.acknowledgeAbovePercent, ...rate };
  },
});
