// The card's equity path against hand-computed coordinates.
import { describe, expect, it } from 'vitest';
import { baselineY, sparklinePath } from './equity-sparkline';

describe('the equity sparkline', () => {
  it('scales the curve into the box with zero inside the range', () => {
    // Values 0..300 (zero included), 4 points over width 300: x = 0, 100, 200, 300; y = 60 - v/300*60.
    const points = [100, 50, 250, 300].map((value, time) => ({ time, value }));
    expect(sparklinePath(points, 300, 60)).toBe('M0 40 L100 50 L200 10 L300 0');
    expect(baselineY(points, 60)).toBe(60);
  });

  it('puts the baseline between a loss and a gain, and draws nothing without points', () => {
    const points = [-100, 100].map((value, time) => ({ time, value }));
    expect(sparklinePath(points, 10, 20)).toBe('M0 20 L10 0');
    expect(baselineY(points, 20)).toBe(10);
    expect(sparklinePath([], 10, 20)).toBe('');
  });
});
