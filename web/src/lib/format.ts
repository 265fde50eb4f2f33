// Display formats (docs/product.md §2 "Number formats"): en-US, 2 decimals, USD by default.
export const DEFAULT_CURRENCY = 'USD';
export const NOT_AVAILABLE = 'N/A';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signedTwoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** 1234.5 -> "$1,234.50"; an unknown currency code falls back to "1,234.50 XYZ". */
export function formatCurrency(value: number | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  if (!isFiniteNumber(value)) return NOT_AVAILABLE;
  const code = currency.trim().toUpperCase() || DEFAULT_CURRENCY;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    return `${twoDecimals.format(value)} ${code}`;
  }
}

/** 12.345 -> "+12.35%", -3 -> "-3.00%", 0 -> "0.00%". The input is already a percentage. */
export function formatPercent(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return NOT_AVAILABLE;
  return `${signedTwoDecimals.format(value === 0 ? 0 : value)}%`;
}

/** Margin level (a percentage) with 2 decimals, or N/A when the bridge reports none. */
export function formatMarginLevel(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return NOT_AVAILABLE;
  return `${twoDecimals.format(value)}%`;
}

/** 500 -> "1:500". */
export function formatLeverage(value: number | null | undefined): string {
  if (!isFiniteNumber(value) || value <= 0) return NOT_AVAILABLE;
  return `1:${Math.round(value)}`;
}

/** Lot size with 2 decimals: 0.1 -> "0.10". */
export function formatLots(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return NOT_AVAILABLE;
  return twoDecimals.format(value);
}

interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function';
}

/** Accepts a Firestore Timestamp, Date, epoch milliseconds or ISO string; null when not a valid date. */
export function toDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (isTimestampLike(value)) date = value.toDate();
  else if (typeof value === 'number' || typeof value === 'string') date = new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Jan 5, 2026" in the viewer's time zone. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : NOT_AVAILABLE;
}

/** "Jan 5, 2026, 02:30 PM" in the viewer's time zone. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : NOT_AVAILABLE;
}
