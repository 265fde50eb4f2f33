// The card's wording of cached statistics, with hand-written expected texts.
import { describe, expect, it } from 'vitest';
import type { CachedStrategyStatistics, Strategy } from '@copydesk/functions/contract';
import {
  formatDuration,
  headlineFigures,
  methodNotes,
  NO_COPIES_TEXT,
  NOT_COMPUTED_TEXT,
  strategyFigures,
  TOO_YOUNG_TEXT,
} from './strategy-figures';

const TOO_YOUNG = { known: false, reason: 'not-enough-history' } as const;
const known = <T>(value: T) => ({ known: true, value }) as const;

const MATURE: CachedStrategyStatistics = {
  strategyId: 'HnDc',
  computedAt: '2026-03-10T00:00:00.000Z',
  trades: 10,
  liveSince: '2026-03-01T10:00:00.000Z',
  netResult: 300,
  equityCurve: [],
  maxDrawdown: known({ money: 200, relative: null }),
  worstDayLoss: known(200),
  winRate: known(0.5),
  profitFactor: known(1.9375),
  averageDurationMs: known(1.75 * 3_600_000),
  perLot: { maxDrawdown: known(200), worstDayLoss: known(200) },
  masterResultPerLot: known(30),
  subscribers: { copies: 3, resultPerLot: TOO_YOUNG },
  currency: 'USD',
  copyQuality: {
    followedTrades: 0,
    medianLatencyMs: null,
    p95LatencyMs: null,
    averageSlippageBasisPoints: null,
    handledShare: null,
  },
};

describe('the strategy card figures', () => {
  it('words a mature history', () => {
    expect(Object.fromEntries(strategyFigures(MATURE).map((f) => [f.label, f.text]))).toEqual({
      'Net result': '$300.00',
      'Max drawdown': '$200.00',
      'Win rate': '50.00%',
      'Profit factor': '1.94',
      'Average trade': '1 h 45 min',
      'Live since': expect.stringContaining('2026') as unknown,
      'Master per trade at 1.00 lot': '$30.00',
      'Our subscribers per trade at 1.00 lot': TOO_YOUNG_TEXT,
      'Copy quality (30 days)': NO_COPIES_TEXT,
    });
  });

  it("prints amounts in the strategy's currency and our subscribers' copy latency, slippage and handled share", () => {
    const zar = {
      ...MATURE,
      currency: 'ZAR',
      copyQuality: {
        followedTrades: 4,
        medianLatencyMs: 1200,
        p95LatencyMs: 3400,
        averageSlippageBasisPoints: 1.5,
        handledShare: 0.75,
      },
    };
    expect(Object.fromEntries(strategyFigures(zar).map((f) => [f.label, f.text]))).toMatchObject({
      'Net result': 'ZAR\u00a0300.00',
      'Master per trade at 1.00 lot': 'ZAR\u00a030.00',
      'Copy latency p50 / p95': '1.2 s / 3.4 s',
      'Average slippage': '1.5 bp',
      'Copied within 60 s or skipped with a reason': '75.00% of 4 trades',
    });
  });

  it('says "Not enough history yet" for a young strategy, and a drawdown share when known', () => {
    const young = { ...MATURE, trades: 0, liveSince: null, winRate: TOO_YOUNG, profitFactor: TOO_YOUNG };
    const texts = strategyFigures(young).map((f) => f.text);
    expect(texts.filter((t) => t === TOO_YOUNG_TEXT)).toHaveLength(5);
    const relative = { ...MATURE, maxDrawdown: known({ money: 200, relative: 0.16 }) };
    expect(strategyFigures(relative)[1]).toEqual({ label: 'Max drawdown', text: '$200.00 (16.00%)' });
  });

  it.each([
    [1.75 * 3_600_000, '1 h 45 min'],
    [50 * 3_600_000, '2 d 2 h'],
    [25 * 60_000, '25 min'],
    [2 * 3_600_000, '2 h'],
  ])('formats %d ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe("the strategy card's headline figures", () => {
  const card = (statistics?: CachedStrategyStatistics): Strategy => ({
    _id: 'HnDc',
    name: 'Hand',
    description: '',
    active: true,
    subscribers: 3,
    recordScope: { applied: ['symbol filter'], notApplied: ['pending orders skipped'] },
    ...(statistics ? { statistics } : {}),
  });

  it('reads the gains and trades off the record and the subscribers off our count', () => {
    const shown = headlineFigures(card({ ...MATURE, gains: { monthly: 250, yearly: -12.5 } }));
    expect(Object.fromEntries(shown.map((f) => [f.label, f.text]))).toEqual({
      'Monthly gain': '$250.00',
      'Yearly gain': '-$12.50',
      Trades: '10',
      Subscribers: '3',
    });
  });

  it('says the figures are being computed before the first record', () => {
    expect(headlineFigures(card()).map((f) => f.text)).toEqual([
      NOT_COMPUTED_TEXT,
      NOT_COMPUTED_TEXT,
      NOT_COMPUTED_TEXT,
      '3',
    ]);
  });

  it('states the method, the filters applied and those the record does not replay', () => {
    const notes = methodNotes(card(MATURE));
    expect(notes[0]).toContain('closed in the last 30 or 365 UTC days');
    expect(notes[0]).toContain('Amounts are in USD.');
    expect(notes.slice(1)).toEqual([
      'The record counts only the trades the strategy copies: symbol filter applied.',
      'Not reflected in the record: pending orders skipped.',
    ]);
  });
});
