// GET getStrategyRisk?strategyId=: the strategy's history as per-lot figures; the trade-size modal
// previews any lot from it without another call, with the admins' acknowledgement threshold
// (docs/product.md §5); with an account, the rate converting its figures into the account's currency
// (statistics/strategy-risk-view.service.ts).
import { accountCurrencyOf, strategyRiskView } from './strategy-risk-view.service.js';
import { authorizeAccount } from '../platform/http/authorize.js';
import { endpoint } from '../platform/http/endpoint.js';
import { notFound } from '../platform/http/http-error.js';

export const getStrategyRisk = endpoint({
  name: 'getStrategyRisk',
  timeoutSeconds: 120,
  async handle(context, input) {
    const { accountId } = input;
    // The account's currency is read beside the strategy's figures, once its owner or an admin asks.
    const account = accountId
      ? {
          id: accountId,
          currency: authorizeAccount(context.caller, context.roles, accountId).then(() =>
            accountCurrencyOf(accountId),
          ),
        }
      : undefined;
    const view = await strategyRiskView(input.strategyId, account);
    if (!view) throw notFound('Strategy not found');
    return { success: true as const, ...view };
  },
});
