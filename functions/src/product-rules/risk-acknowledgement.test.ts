// The risk gate's check (docs/product.md §5 "Risk acknowledgement") on hand-made previews: the figures
// are written out here, never taken from previewRisk.
import { describe, expect, it } from 'vitest';
import {
  acknowledgementFor,
  NOT_ENOUGH_HISTORY,
  riskRefusal,
  type RiskAcknowledgement,
  type RiskAcknowledgementNeed,
  type RiskPreview,
} from './index.js';

function previewAsking(acknowledgement: RiskAcknowledgementNeed, lot = 20): RiskPreview {
  return {
    lot,
    currency: 'USD',
    margin: null,
    enoughHistory: true,
    drawdown: null,
    worstDay: null,
    exposure: { position: null, account: null, others: 0 },
    needsAcknowledgement: acknowledgement.kind !== 'none',
    acknowledgement,
    verdict: '',
  };
}

const LOSS = { kind: 'loss', money: 4000, currency: 'USD', percentOfEquity: 400, threshold: 50 } as const;
const LOSS_MESSAGE =
  "At 20.00 lots the worst drawdown on closed trades so far would have cost about $4,000, 400% of the account's equity, more than the 50% that needs an acknowledgement.";

describe('the risk gate on a 4,000 USD worst loss (400% of equity, threshold 50%)', () => {
  it.each<[string, RiskAcknowledgement | undefined, string | null]>([
    ['no acknowledgement', undefined, `${LOSS_MESSAGE} Acknowledge this figure to go ahead.`],
    ['the same figure', { kind: 'loss', amount: 4000, currency: 'USD' }, null],
    [
      'the figure as shown, in whole units (4000.49)',
      { kind: 'loss', amount: 4000.49, currency: 'USD' },
      null,
    ],
    ['within 0.5% (4019)', { kind: 'loss', amount: 4019, currency: 'USD' }, null],
    [
      'a stale figure (3000)',
      { kind: 'loss', amount: 3000, currency: 'USD' },
      `${LOSS_MESSAGE} The acknowledged figure ($3,000) is no longer the current one. Acknowledge this figure to go ahead.`,
    ],
    [
      'the figure in another currency',
      { kind: 'loss', amount: 4000, currency: 'ZAR' },
      `${LOSS_MESSAGE} The acknowledged figure (ZAR\u00a04,000) is no longer the current one. Acknowledge this figure to go ahead.`,
    ],
    [
      '"risk unknown" instead of the figure',
      { kind: 'unknown' },
      `${LOSS_MESSAGE} Acknowledge this figure to go ahead.`,
    ],
  ])('with %s', (_label, given, refusal) => {
    expect(riskRefusal(previewAsking(LOSS), given)).toBe(refusal);
  });

  it('builds the acknowledgement the modal sends from the preview', () => {
    expect(acknowledgementFor(previewAsking(LOSS))).toEqual({ kind: 'loss', amount: 4000, currency: 'USD' });
  });
});

describe('the risk gate when the risk is unknown', () => {
  const unknown = previewAsking({ kind: 'unknown', reason: NOT_ENOUGH_HISTORY }, 1);

  it('asks for the "risk unknown" acknowledgement, saying why', () => {
    expect(riskRefusal(unknown, undefined)).toBe(
      `${NOT_ENOUGH_HISTORY} To go ahead at 1.00 lots, acknowledge that the risk is unknown.`,
    );
    expect(riskRefusal(unknown, { kind: 'loss', amount: 0, currency: 'USD' })).not.toBeNull();
  });

  it('goes ahead with it', () => {
    expect(riskRefusal(unknown, { kind: 'unknown' })).toBeNull();
    expect(acknowledgementFor(unknown)).toEqual({ kind: 'unknown' });
  });
});

describe('the risk gate under the threshold', () => {
  it('needs nothing and ignores an acknowledgement sent anyway', () => {
    const calm = previewAsking({ kind: 'none' }, 0.01);
    expect(riskRefusal(calm, undefined)).toBeNull();
    expect(riskRefusal(calm, { kind: 'unknown' })).toBeNull();
    expect(acknowledgementFor(calm)).toBeNull();
  });
});
