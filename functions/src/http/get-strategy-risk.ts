// GET getStrategyRisk?strategyId=: the strategy's history as per-lot figures; the trade-size modal
// previews any lot from it without another call, with the admins' acknowledgement threshold
// (docs/product.md §5); with an account, the rate converting its figures into the account's currency.
import { db } from '../admin.js';
import { readGuardrailSettings } from '../repos/guardrail-settings-repo.js';
import { bridge } from '../services/clients.js';
import { conversionRate, strategyRiskBasis } from '../services/strategy-risk.js';
import { authorizeAccount } from './pipeline/authorize.js';
import { endpoint, type HandlerContext } from './pipeline/endpoint.js';
import { notFound } from './pipeline/http-error.js';

/** The account's currency, read once its owner or an admin is known to ask; null when unreadable. */
async function accountCurrency(
  context: HandlerContext,
  accountId: string | undefined,
): Promise<string | null | undefined> {
  if (!accountId) return undefined;
  await authorizeAccount(context.caller, context.roles, accountId);
  try {
    return (await bridge().getAccountInformation(accountId)).currency;
  } catch {
    return null;
  }
}

export const getStrategyRisk = endpoint({
  name: 'getStrategyRisk',
  timeoutSeconds: 120,
  async handle(context, input) {
    // The account's currency is read beside the strategy's figures, after its authorization.
    const [basis, settings, currency] = await Promise.all([
      strategyRiskBasis(db, input.strategyId),
      readGuardrailSettings(),
      accountCurrency(context, input.accountId),
    ]);
    if (!basis) throw notFound('Strategy not found');
    const answer = {
      success: true as const,
      basis,
      acknowledgeAbovePercent: settings.acknowledgeAbovePercent,
    };
    if (input.accountId === undefined) return answer;
    const accountRate = currency ? await conversionRate(input.accountId, basis.currency, currency) : null;
    return { ...answer, accountRate };
  },
});
