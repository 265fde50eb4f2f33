import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatLeverage,
  formatLots,
  formatMarginLevel,
  formatPercent,
  toDate,
} from './format';

describe('formatCurrency', () => {
  it.each([
    [1234.5, undefined, '$1,234.50'],
    [0, undefined, '$0.00'],
    [-12.345, undefined, '-$12.35'],
    [1000000, 'USD', '$1,000,000.00'],
    [99.999, 'EUR', '€100.00'],
    [1800, 'ZAR', 'ZAR 1,800.00'],
    [10, 'usd', '$10.00'],
    [10, '', '$10.00'],
  ])('%s %s -> %s', (value, currency, expected) => {
    expect(formatCurrency(value, currency).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('falls back to the code for an invalid currency', () => {
    expect(formatCurrency(5, 'NOT-A-CODE')).toBe('5.00 NOT-A-CODE');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s -> N/A', (value) => {
    expect(formatCurrency(value)).toBe('N/A');
  });
});

describe('formatPercent', () => {
  it.each([
    [12.345, '+12.35%'],
    [-3, '-3.00%'],
    [0, '0.00%'],
    [-0, '0.00%'],
    [0.004, '0.00%'],
    [1234.5, '+1,234.50%'],
    [null, 'N/A'],
  ])('%s -> %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatMarginLevel', () => {
  it.each([
    [2534.567, '2,534.57%'],
    [0, '0.00%'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [Number.NaN, 'N/A'],
  ])('%s -> %s', (value, expected) => {
    expect(formatMarginLevel(value)).toBe(expected);
  });
});

describe('formatLeverage', () => {
  it.each([
    [500, '1:500'],
    [1, '1:1'],
    [0, 'N/A'],
    [-100, 'N/A'],
    [null, 'N/A'],
  ])('%s -> %s', (value, expected) => {
    expect(formatLeverage(value)).toBe(expected);
  });
});

describe('formatLots', () => {
  it.each([
    [0.01, '0.01'],
    [0.1, '0.10'],
    [2, '2.00'],
    [undefined, 'N/A'],
  ])('%s -> %s', (value, expected) => {
    expect(formatLots(value)).toBe(expected);
  });
});

describe('dates', () => {
  const local = new Date(2026, 0, 5, 14, 30);

  it('formats a Date, a Timestamp-like object, epoch millis and ISO text alike', () => {
    expect(formatDate(local)).toBe('Jan 5, 2026');
    expect(formatDate({ toDate: () => local })).toBe('Jan 5, 2026');
    expect(formatDate(local.getTime())).toBe('Jan 5, 2026');
    expect(formatDate(local.toISOString())).toBe('Jan 5, 2026');
  });

  it('formats date and time', () => {
    expect(formatDateTime(local)).toBe('Jan 5, 2026, 02:30 PM');
  });

  it.each([null, undefined, 'not a date', {}, Number.NaN])('%s -> N/A', (value) => {
    expect(formatDate(value)).toBe('N/A');
    expect(toDate(value)).toBeNull();
  });
});
