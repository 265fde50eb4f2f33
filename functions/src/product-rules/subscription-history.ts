// Each follower's follow windows (docs/product.md §10, docs/architecture.md §6): the append-only
// subscription history we write at every change (subscriptions/subscription-history.repo.ts) read back at a
// master trade's open time. Whether the account followed the strategy then, with which lot, and
// whether our own setting (close-only, a guardrail stop) kept the trade from being copied. Pure.

export const SUBSCRIPTION_EVENT_KINDS = [
  'assigned',
  'lot-changed',
  'removed',
  'close-only-on',
  'close-only-off',
  'guardrail-stopped',
  'resumed',
] as const;
export type SubscriptionEventKind = (typeof SUBSCRIPTION_EVENT_KINDS)[number];

export interface SubscriptionEvent {
  kind: SubscriptionEventKind;
  /** Epoch ms. */
  at: number;
  /** null: every strategy of the account (close-only is set per subscriber). */
  strategyId: string | null;
  /** The lot set by 'assigned' and 'lot-changed'. */
  tradeVolume?: number;
  /** A guardrail stop's reason as the bridge names it. */
  reason?: string;
}

export const OUR_SKIP_REASONS = {
  closeOnly: 'Skipped: copying was close-only (your CopyDesk subscription was not active)',
  guardrail: (reason: string) => `Skipped: copying was stopped by a guardrail (${reason})`,
} as const;

export type FollowState =
  | { kind: 'not-followed' }
  | { kind: 'skipped'; reason: string; lot?: number }
  | { kind: 'followed'; lot?: number };

const SUBSCRIPTION_KINDS = new Set<SubscriptionEventKind>(['assigned', 'lot-changed', 'removed']);

/**
 * The account's state for `strategyId` at `time`, or null when the history holds no subscription event
 * of the strategy (subscribed before the history was recorded: the caller falls back).
 */
export function followStateAt(
  history: readonly SubscriptionEvent[],
  strategyId: string,
  time: number,
): FollowState | null {
  const own = [...history]
    .filter((e) => e.strategyId === null || e.strategyId === strategyId)
    .sort((a, b) => a.at - b.at);
  const first = own.find((e) => SUBSCRIPTION_KINDS.has(e.kind));
  if (!first) return null;
  // A history that starts with a change, not an assignment, began while the account was subscribed.
  let subscribed = first.kind !== 'assigned';
  let lot: number | undefined;
  let closeOnly = false;
  let stopped: string | null = null;
  for (const e of own) {
    if (e.at > time) break;
    if (e.kind === 'assigned') [subscribed, stopped] = [true, null];
    if (e.kind === 'removed') subscribed = false;
    if ((e.kind === 'assigned' || e.kind === 'lot-changed') && e.tradeVolume !== undefined)
      lot = e.tradeVolume;
    if (e.kind === 'close-only-on' || e.kind === 'close-only-off') closeOnly = e.kind === 'close-only-on';
    if (e.kind === 'guardrail-stopped') stopped = e.reason ?? 'unknown';
    if (e.kind === 'resumed') stopped = null;
  }
  const withLot = lot === undefined ? {} : { lot };
  if (!subscribed) return { kind: 'not-followed' };
  if (closeOnly) return { kind: 'skipped', reason: OUR_SKIP_REASONS.closeOnly, ...withLot };
  if (stopped !== null) return { kind: 'skipped', reason: OUR_SKIP_REASONS.guardrail(stopped), ...withLot };
  return { kind: 'followed', ...withLot };
}
