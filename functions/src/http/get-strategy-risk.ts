// GET getStrategyRisk?strategyId=: the strategy's history as per-lot figures; the trade-size modal
// previews any lot from it without another call (docs/product.md §5).
import { db } from '../admin.js';
import { strategyRiskBasis } from '../services/strategy-risk.js';
import { endpoint } from './pipeline/endpoint.js';
import { notFound } from './pipeline/http-error.js';

export const getStrategyRisk = endpoint({
  name: 'getStrategyRisk',
  timeoutSeconds: 120,
  async handle(_context, input) {
    const basis = await strategyRiskBasis(db, input.strategyId);
    if (!basis) throw notFound('Strategy not found');
    return { success: true, basis };
  },
});
