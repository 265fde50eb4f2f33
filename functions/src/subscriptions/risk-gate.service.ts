// The server's own risk gate (docs/product.md §5 "Risk acknowledgement"): Subscribe, Save and the admins'
// Add Strategy recompute the trade-size modal's preview with the same rule (previewRisk) for the lot
// asked for, with the account's other subscriptions at their lots, and refuse it unless the request
// acknowledges what that preview asks for. The browser's checkbox is a convenience; this is the check.
// What the person acknowledged, with the figure and every input of the preview, goes to the audit log
// (recordRiskAcknowledged), so "I never saw that figure" can be answered.
import type { Firestore } from 'firebase-admin/firestore';
import { RuleViolation } from '../platform/rule-violation.js';
import { recordAudit } from '../platform/audit/audit.repo.js';
import { auditActor, type AuditCaller } from '../platform/audit/audit.service.js';
import { conversionRate, strategyRiskBasis } from '../statistics/strategy-risk.service.js';
import { heldSubscriptionsOf } from '../statistics/strategy-risk-positions.service.js';
import {
  previewRisk,
  riskRefusal,
  type HeldSubscription,
  type PreviewAccount,
  type RiskAcknowledgement,
  type RiskAcknowledgementNeed,
  type RiskPreview,
  type StrategyRiskBasis,
} from '../product-rules/index.js';

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

/** Everything the preview was computed from: enough to compute it again. */
export interface RiskPreviewInputs {
  account: PreviewAccount;
  rate: number | null;
  acknowledgeAbovePercent: number;
  trades: number;
  strategyCurrency: string;
  drawdownPerLot: StrategyRiskBasis['drawdownPerLot'];
  worstDayPerLot: StrategyRiskBasis['worstDayPerLot'];
  recentPositions: StrategyRiskBasis['recentPositions'];
  /** Null when the account's other subscriptions could not be read. */
  held: HeldSubscription[] | null;
}

/** A request that passed, with what it acknowledged (null: it needed none). */
export interface RiskGatePassed {
  acknowledgement: RiskAcknowledgement | null;
  figure: RiskAcknowledgementNeed;
  lot: number;
  inputs: RiskPreviewInputs;
}

async function previewFor(
  db: Firestore,
  request: RiskGateRequest,
): Promise<{ preview: RiskPreview; inputs: RiskPreviewInputs }> {
  const basis = await strategyRiskBasis(db, request.strategyId);
  if (!basis) throw new RuleViolation('conflict', 'The strategy could not be read, so its risk is unknown.');
  const known = request.account;
  const account: PreviewAccount = known
    ? { ...known, equity: known.equity > 0 ? known.equity : null }
    : { equity: null, currency: basis.currency, leverage: 0 };
  const [rate, held] = known
    ? await Promise.all([
        conversionRate(request.accountId, basis.currency, known.currency),
        heldSubscriptionsOf(request.accountId, known.currency, request.strategyId),
      ])
    : [null, null];
  const threshold = request.acknowledgeAbovePercent;
  const inputs: RiskPreviewInputs = {
    account,
    rate,
    acknowledgeAbovePercent: threshold,
    trades: basis.trades,
    strategyCurrency: basis.currency,
    drawdownPerLot: basis.drawdownPerLot,
    worstDayPerLot: basis.worstDayPerLot,
    recentPositions: basis.recentPositions,
    held,
  };
  return { preview: previewRisk(request.lot, basis, account, threshold, rate, held), inputs };
}

/**
 * Refuses (409) naming the figure (or that the risk is unknown) when the request may not go ahead;
 * returns what the request went ahead with, for the audit entry.
 */
export async function requireRiskAcknowledged(
  db: Firestore,
  request: RiskGateRequest,
): Promise<RiskGatePassed> {
  const { preview, inputs } = await previewFor(db, request);
  const refusal = riskRefusal(preview, request.acknowledgement);
  if (refusal !== null)
    throw new RuleViolation('conflict', refusal, {
      code: 'RISK_ACKNOWLEDGEMENT_REQUIRED',
      acknowledgement: preview.acknowledgement,
    });
  const figure = preview.acknowledgement;
  const acknowledgement = figure.kind === 'none' ? null : (request.acknowledgement ?? null);
  return { acknowledgement, figure, lot: request.lot, inputs };
}

/**
 * The audit entry of an acknowledged lot, whoever acknowledged it (the client on their own account, or
 * an admin for them): the kind and figure acknowledged, the lot, and the preview's inputs.
 */
export async function recordRiskAcknowledged(
  caller: AuditCaller,
  target: { uid: string; metaApiAccountId: string; strategyId: string },
  passed: RiskGatePassed,
): Promise<void> {
  if (!passed.acknowledgement) return;
  await recordAudit({
    ...auditActor(caller),
    action: 'risk.acknowledged',
    targetUid: target.uid,
    details: {
      metaApiAccountId: target.metaApiAccountId,
      strategyId: target.strategyId,
      lot: passed.lot,
      acknowledgement: passed.acknowledgement,
      figure: passed.figure,
      inputs: passed.inputs,
    },
  });
}
