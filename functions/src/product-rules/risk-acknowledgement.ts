// The risk gate of Subscribe and Save (docs/product.md §5 "Risk acknowledgement"): a lot whose previewed
// worst loss passes the threshold goes ahead only when the request acknowledges that figure, and a lot
// whose risk cannot be previewed only when the request acknowledges that the risk is unknown. The web
// modal builds the acknowledgement from its preview; the server recomputes the preview and checks it.
import { formatAbout, type RiskPreview } from './risk-preview.js';

/** What a request carries: the figure the person saw, or that they go ahead without one. */
export type RiskAcknowledgement = { kind: 'loss'; amount: number; currency: string } | { kind: 'unknown' };

export const RISK_UNKNOWN_ACKNOWLEDGEMENT: RiskAcknowledgement = { kind: 'unknown' };

/** The acknowledgement this preview asks for; null when it asks for none. */
export function acknowledgementFor(preview: RiskPreview): RiskAcknowledgement | null {
  const need = preview.acknowledgement;
  if (need.kind === 'none') return null;
  return need.kind === 'unknown'
    ? RISK_UNKNOWN_ACKNOWLEDGEMENT
    : { kind: 'loss', amount: need.money, currency: need.currency };
}

/**
 * Same figure "within rounding": the modal shows whole units, and a converted figure moves with the
 * exchange rate between the preview and the request, so up to 1 unit or 0.5% apart is the same figure.
 */
function sameFigure(given: { amount: number; currency: string }, money: number, currency: string): boolean {
  if (given.currency.toUpperCase() !== currency.toUpperCase()) return false;
  return Math.abs(given.amount - money) <= Math.max(1, Math.abs(money) * 0.005);
}

/** Why the request may not go ahead, in plain words; null when it may. */
export function riskRefusal(preview: RiskPreview, given: RiskAcknowledgement | undefined): string | null {
  const need = preview.acknowledgement;
  if (need.kind === 'none') return null;
  if (need.kind === 'unknown')
    return given?.kind === 'unknown'
      ? null
      : `${need.reason} To go ahead at ${preview.lot.toFixed(2)} lots, acknowledge that the risk is unknown.`;
  if (given?.kind === 'loss' && sameFigure(given, need.money, need.currency)) return null;
  const figure = `At ${preview.lot.toFixed(2)} lots the worst drawdown so far would have cost about ${formatAbout(need.money, need.currency)}, ${Math.round(need.percentOfEquity)}% of the account's equity, more than the ${need.threshold}% that needs an acknowledgement.`;
  const stale =
    given?.kind === 'loss'
      ? ` The acknowledged figure (${formatAbout(given.amount, given.currency)}) is no longer the current one.`
      : '';
  return `${figure}${stale} Acknowledge this figure to go ahead.`;
}
