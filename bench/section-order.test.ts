import { describe, expect, it } from 'vitest';
import { sectionPlan, SECTIONS, shuffled } from './section-order.ts';

describe('bench section order', () => {
  it('runs every section in the listed order without flags', () => {
    expect(sectionPlan([])).toEqual({ order: [...SECTIONS] });
  });

  it('runs only the sections --only names, in the listed order', () => {
    expect(sectionPlan(['--only', 'search,api,runs'])).toEqual({ order: ['api', 'runs', 'search'] });
  });

  it.each([
    ['an unknown section', ['--only', 'api,nope'], /--only takes .*got nope/],
    ['a seed that is not a whole number', ['--shuffle=abc'], /--shuffle=<seed> takes/],
    ['a negative seed', ['--shuffle=-1'], /--shuffle=<seed> takes/],
  ])('refuses %s', (_, argv, message) => {
    expect(() => sectionPlan(argv)).toThrow(message);
  });

  it('shuffles with the seed --shuffle=<seed> gives, the same order for the same seed', () => {
    const first = sectionPlan(['--shuffle=42']);
    expect(first.seed).toBe(42);
    expect(sectionPlan(['--shuffle=42']).order).toEqual(first.order);
    expect([...first.order].sort()).toEqual([...SECTIONS].sort());
  });

  it('draws a seed for a bare --shuffle and shuffles only the chosen sections', () => {
    const plan = sectionPlan(['--only', 'api,runs,health,admin', '--shuffle'], () => 7);
    expect(plan.seed).toBe(7);
    expect([...plan.order].sort()).toEqual(['admin', 'api', 'health', 'runs']);
    expect(plan.order).toEqual(shuffled(['api', 'runs', 'health', 'admin'], 7));
  });

  it('gives different orders for different seeds', () => {
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => shuffled(SECTIONS, seed).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });
});
