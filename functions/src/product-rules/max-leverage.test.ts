// The maxLeverage a subscription is written with, under the admins' default (docs/product.md §5).
import { describe, expect, it } from 'vitest';
import { maxLeverageFor, maxLeverageRefusal } from './max-leverage.js';

describe('the maxLeverage a subscription is written with', () => {
  it.each([
    // asked, the subscription's own, the admins' default, written
    [undefined, undefined, 100, 100],
    [undefined, 'none', 100, 100],
    [undefined, 50, 100, 50],
    [undefined, 200, 100, 100],
    [undefined, 0, 100, 100],
    [60, 50, 100, 60],
    [100, undefined, 100, 100],
    [undefined, undefined, 200, 200],
  ] as const)('asked %s, had %s, default %s: %s', (asked, current, adminDefault, written) => {
    expect(maxLeverageFor(asked, current, adminDefault)).toBe(written);
  });
});

describe('a client asking for a maxLeverage', () => {
  it.each([
    [300, 100, 'maxLeverage can be lowered from the default 100, never raised over it'],
    [101, 100, 'maxLeverage can be lowered from the default 100, never raised over it'],
    [250, 200, 'maxLeverage can be lowered from the default 200, never raised over it'],
  ])('of %s over the default %s is refused: "%s"', (asked, adminDefault, message) => {
    expect(maxLeverageRefusal(asked, adminDefault)).toBe(message);
  });

  it.each([
    [undefined, 100],
    [100, 100],
    [1, 100],
  ])('of %s under the default %s may be written', (asked, adminDefault) => {
    expect(maxLeverageRefusal(asked, adminDefault)).toBeNull();
  });
});
