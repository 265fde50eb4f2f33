// The server's own risk gate (docs/product.md §5 "Risk acknowledgement"): Subscribe, Save and the admins'
// Add Strategy recompute the trade-size modal's preview with the same rule (previewRisk) for the lot
// asked for, and refuse it unless the request acknowledges what that preview asks for. The browser's
// checkbox is a convenience; this is the check.
import type { Firestore } from 'firebase-admin/firestore';
import { previewRisk, riskRefusal, type RiskAcknowledgement, type RiskPreview } from '../contract/index.js';
import { RuleViolation } from '../domain/errors.js';
import { conversionRate, strategyRiskBasis } from './strategy-risk.js';

export interface RiskGateRequest {
  strategyId: string;
  /** The account subscribing (its bridge id): the conversion rate is read on it. */
  accountId: string;
  lot: number;
  /** The account as the bridge reads it now; null when it could not be read. */
  account: { equity: number; currency: string; leverage: number } | null;
  acknowledgeAbovePercent: number;
  acknowledgement: RiskAcknowledgement | undefined;
}

async function previewFor(db: Firestore, request: RiskGateRequest): Promise<RiskPreview> {
  const basis = await strategyRiskBasis(db, request.strategyId);
  if (!basis) throw new RuleViolation('conflict', 'The strategy could not be read, so its risk is unknown.');
  const account = request.account ?? { equity: null, currency: basis.currency, leverage: 0 };
  const equity = account.equity !== null && account.equity > 0 ? account.equity : null;
  const rate = request.account
    ? await conversionRate(request.accountId, basis.currency, request.account.currency)
    : null;
  return previewRisk(request.lot, basis, { ...account, equity }, request.acknowledgeAbovePercent, rate);
}

/**
 * Refuses (409) naming the figure (or that the risk is unknown) when the request may not go ahead;
 * returns the acknowledgement the request went ahead with, for the audit entry (null: none needed).
 */
export async function requireRiskAcknowledged(
  db: Firestore,
  request: RiskGateRequest,
): Promise<RiskAcknowledgement | null> {
  const preview = await previewFor(db, request);
  const refusal = riskRefusal(preview, request.acknowledgement);
  if (refusal !== null)
    throw new RuleViolation('conflict', refusal, {
      code: 'RISK_ACKNOWLEDGEMENT_REQUIRED',
      acknowledgement: preview.acknowledgement,
    });
  return preview.acknowledgement.kind === 'none' ? null : (request.acknowledgement ?? null);
}
