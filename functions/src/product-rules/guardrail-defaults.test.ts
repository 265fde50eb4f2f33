// The admins' default amounts resolved for one account, each in its own currency (docs/product.md §5):
// literal cases, expected values written out here.
import { describe, expect, it } from 'vitest';
import { guardrailDefaultsFor, unsetDefaultMessage, type GuardrailDefaults } from './guardrail-defaults.js';

const PER_CURRENCY: GuardrailDefaults = {
  equityStop: { kind: 'amount', amount: { perCurrency: { USD: 300 } } },
  dailyLossLimit: { perCurrency: { USD: 150, ZAR: 2700 } },
  onHit: 'close-all',
};

describe('admin defaults set per currency', () => {
  it.each([
    // currency, the daily loss limit it gets, the equity stop, the fields left unset
    ['USD', 150, { kind: 'amount', value: 300 }, []],
    ['ZAR', 2700, null, ['equityStop']],
    ['zar', 2700, null, ['equityStop']],
    ['EUR', null, null, ['equityStop', 'dailyLossLimit']],
  ])(
    'give a %s account a daily loss limit of %s, never another currency’s figure',
    (currency, daily, stop, unset) => {
      const resolved = guardrailDefaultsFor(PER_CURRENCY, { currency, equity: 20_000 });
      expect(resolved.guardrails).toEqual({ equityStop: stop, dailyLossLimit: daily, onHit: 'close-all' });
      expect(resolved.unset).toEqual(unset);
    },
  );

  it('ask the client to set what has no default in the account’s currency', () => {
    expect(unsetDefaultMessage(['dailyLossLimit'], 'ZAR')).toBe(
      'No default daily loss limit is set for ZAR accounts. Please set the daily loss limit yourself (or choose none).',
    );
  });
});

describe('admin defaults set as a share of equity', () => {
  it('are that share of the account’s own equity, in its own currency', () => {
    const defaults: GuardrailDefaults = {
      equityStop: { kind: 'percent', value: 30 },
      dailyLossLimit: { shareOfEquityPercent: 2 },
      onHit: 'close-only',
    };
    expect(guardrailDefaultsFor(defaults, { currency: 'ZAR', equity: 20_000 }).guardrails).toEqual({
      equityStop: { kind: 'percent', value: 30 },
      dailyLossLimit: 400,
      onHit: 'close-only',
    });
    expect(
      guardrailDefaultsFor(defaults, { currency: 'USD', equity: 1234.5 }).guardrails.dailyLossLimit,
    ).toBe(24.69);
  });

  it('are unset when the share comes to less than the smallest amount (1)', () => {
    const defaults: GuardrailDefaults = {
      equityStop: null,
      dailyLossLimit: { shareOfEquityPercent: 1 },
      onHit: 'close-only',
    };
    expect(guardrailDefaultsFor(defaults, { currency: 'USD', equity: 50 }).unset).toEqual(['dailyLossLimit']);
  });
});
