// One slice of a strategy's history as the statistics task reads it (statistics-run.ts, docs/product.md
// §10): the strategy's own deals (master-deals.ts) and our subscribers' copies of it over one stretch of
// time. An hourly task starts reading the hour it expects (the one after the last run's cursor) while it
// reads the stored state, and uses it when the state's cursor is indeed there.
import type { Strategy, TradingBridge } from '../bridge/index.js';
import { readMasterDeals } from './master-deals.service.js';
import { type CopyDeal } from '../product-rules/index.js';

/** What a slice asks of the bridge. */
export type SliceBridge = Pick<TradingBridge, 'getHistoryDeals' | 'getSubscriptionTransactions'>;

export interface Slice {
  deals: CopyDeal[];
  ours: CopyDeal[];
}

/** A slice whose read started before the cursor was known; null when that read failed. */
export interface SliceAhead {
  from: number;
  till: number;
  slice: Promise<Slice | null>;
}

/** The strategy's deals and our copies from `from` up to `till` (epoch ms). */
export async function readSlice(
  bridge: SliceBridge,
  strategy: Strategy,
  from: number,
  till: number,
): Promise<Slice> {
  const [deals, ours] = await Promise.all([
    readMasterDeals(bridge, strategy, { from: new Date(from), till: new Date(till) }),
    // CopyFactory's `till` is inclusive: stop 1 ms short so the next slice starts where this one ends.
    bridge.getSubscriptionTransactions({
      from: new Date(from),
      till: new Date(till - 1),
      strategyIds: [strategy.id],
    }),
  ]);
  return { deals, ours };
}

/** Starts reading a slice now; a failed read resolves to null (the slice is then read in its turn). */
export function readSliceAhead(
  bridge: SliceBridge,
  strategy: Strategy,
  from: number,
  till: number,
): SliceAhead {
  return { from, till, slice: readSlice(bridge, strategy, from, till).catch(() => null) };
}

/** The slice from `from` to `till`: the one read ahead when it is that one and was read, else read now. */
export async function sliceOf(
  reader: { bridge: SliceBridge; strategy: Strategy; readAhead?: SliceAhead },
  from: number,
  till: number,
): Promise<Slice> {
  const ahead = reader.readAhead;
  const read = ahead?.from === from && ahead.till === till ? await ahead.slice : null;
  return read ?? readSlice(reader.bridge, reader.strategy, from, till);
}
