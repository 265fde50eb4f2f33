// The risk gate of Subscribe and Save (docs/product.md §5 "Risk acknowledgement"): a lot whose previewed
// worst loss passes the threshold goes ahead only when the request acknowledges that figure, and a lot
// whose risk cannot be previewed only when the request acknowledges that the risk is unknown. The web
// modal builds the acknowledgement from its preview; the server recomputes the preview and checks it.
import type { RiskPreview } from './risk-preview.js';
import { exposureSentence, formatAbout } from './risk-verdict.js';

/**
 * What a request carries: the figure the person saw (the drawdown on closed trades, or the margin of the
 * open positions at the lot), or that they go ahead without one.
 */
export type RiskAcknowledgement =
  | { kind: 'loss'; amount: number; currency: string }
  | { kind: 'exposure'; margin: number; currency: string }
  | { kind: 'unknown' };

export const RISK_UNKNOWN_ACKNOWLEDGEMENT: RiskAcknowledgement = { kind: 'unknown' };

/** The acknowledgement this preview asks for; null when it asks for none. */
export function acknowledgementFor(preview: RiskPreview): RiskAcknowledgement | null {
  const need = preview.acknowledgement;
  if (need.kind === 'none') return null;
  if (need.kind === 'unknown') return RISK_UNKNOWN_ACKNOWLEDGEMENT;
  return need.kind === 'exposure'
    ? { kind: 'exposure', margin: need.margin, currency: need.currency }
    : { kind: 'loss', amount: need.money, currency: need.currency };
}

/** The acknowledged figure's money, or null for "risk unknown". */
function givenMoney(given: RiskAcknowledgement): { amount: number; currency: string } | null {
  if (given.kind === 'unknown') return null;
  return { amount: given.kind === 'loss' ? given.amount : given.margin, currency: given.currency };
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
  const money = need.kind === 'loss' ? need.money : need.margin;
  const previous = given ? givenMoney(given) : null;
  if (given?.kind === need.kind && previous && sameFigure(previous, money, need.currency)) return null;
  const over = `more than the ${need.threshold}% that needs an acknowledgement.`;
  const figure =
    need.kind === 'loss'
      ? `At ${preview.lot.toFixed(2)} lots the worst drawdown on closed trades so far would have cost about ${formatAbout(need.money, need.currency)}, ${Math.round(need.percentOfEquity)}% of the account's equity, ${over}`
      : `${exposureSentence(preview.lot, need, "the account's")}, ${over}`;
  const stale = previous
    ? ` The acknowledged figure (${formatAbout(previous.amount, previous.currency)}) is no longer the current one.`
    : '';
  return `${figure}${stale} Acknowledge this figure to go ahead.`;
}
