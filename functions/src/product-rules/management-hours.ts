// When account management and strategy trading happen (docs/product.md §1, §9). The product shows the
// notice; nothing is refused outside the hours, so the rule is the schedule and its wording.
export const MANAGEMENT_HOURS = {
  /** ISO weekdays, Monday = 1. */
  weekdays: [1, 2, 3, 4, 5],
  opens: '08:00',
  closes: '16:00',
  publicHolidays: false,
} as const;

export const MANAGEMENT_HOURS_NOTICE =
  'Account management and strategy trading happen only Monday to Friday 08:00 to 16:00, and not on public holidays.';
