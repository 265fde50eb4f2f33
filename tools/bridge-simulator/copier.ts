// CopyFactory's copying, simplified: each provider open is copied to every subscriber of the
// strategy with its fixed lot; each provider close closes the copies. Close-only blocks new opens
// but closes still follow; removed subscriptions close, detach or drain according to their mode.
import type { SimAccount } from './accounts.js';
import { CopyRecords } from './copy-records.js';
import type { RefusedOpen } from './copy-failures.js';
import type { CopyExecution, CopyOpen } from './copy-realism.js';
import type { Signal } from './market.js';
import { leverageCappedVolume, maxLeverageOf } from './max-leverage.js';
import { capVolume } from './risk-settings.js';

export type RemoveMode =
  'preserve' | 'close-gracefully-by-position' | 'close-gracefully-by-symbol' | 'close-immediately';
type Raw = Record<string, unknown>;

export interface StoredSubscription {
  raw: Raw;
  strategyId: string;
  /** Set while a graceful removal waits for the copied positions to close. */
  removing?: RemoveMode;
}

export interface StoredSubscriber {
  id: string;
  raw: Raw;
  subscriptions: StoredSubscription[];
  links: { strategyId: string; providerPositionId: string; positionId: string; symbol: string }[];
}

export interface CopierHost {
  account(id: string): SimAccount | undefined;
  isTrading(account: SimAccount, at: number): boolean;
  price(symbol: string): number;
  /** Last word before an open is copied (stop-outs, injected failures); false skips it. */
  mayOpen?(open: RefusedOpen): boolean;
  /** How the copy is filled (delay, price, metrics); null skips it (copy-realism.ts). */
  execute?(open: CopyOpen): CopyExecution | null;
  /** maxLeverage reduced the copy to `copied` lots (0: not placed), for the user log (max-leverage.ts). */
  leverageCapped?(open: RefusedOpen, copied: number, maxLeverage: number): void;
}

export class Copier {
  readonly subscribers = new Map<string, StoredSubscriber>();
  readonly records = new CopyRecords();

  constructor(private readonly host: CopierHost) {}

  onSignal(signal: Signal): void {
    for (const sub of this.subscribers.values()) {
      const account = this.host.account(sub.id);
      if (!account) continue;
      if (signal.kind === 'close') {
        for (const link of sub.links.filter((l) => l.providerPositionId === signal.providerPositionId)) {
          this.closeLink(sub, account, link.positionId, signal.time);
        }
        continue;
      }
      const subscription = sub.subscriptions.find((s) => s.strategyId === signal.strategyId && !s.removing);
      if (
        !subscription ||
        !this.host.isTrading(account, signal.time) ||
        !this.mayOpen(sub, subscription, signal.symbol)
      )
        continue;
      const asked = capVolume([subscription.raw, sub.raw], volumeFor(subscription.raw, signal.volume));
      const open = {
        subscriberId: sub.id,
        strategyId: signal.strategyId,
        symbol: signal.symbol,
        side: signal.side,
      };
      if (this.host.mayOpen && !this.host.mayOpen({ ...open, volume: asked, time: signal.time })) continue;
      const volume = this.leverageCapped(account, subscription, sub, {
        ...open,
        volume: asked,
        time: signal.time,
      });
      if (volume === 0) continue;
      const masterPrice = this.host.price(signal.symbol);
      const fill = this.host.execute
        ? this.host.execute({
            ...open,
            volume,
            time: signal.time,
            masterPrice,
            account,
            masterPositionId: signal.providerPositionId,
          })
        : { time: signal.time, price: masterPrice, metrics: NO_SLIPPAGE };
      if (!fill) continue;
      const position = account.book.open(signal.symbol, signal.side, volume, fill.price, fill.time);
      sub.links.push({
        strategyId: signal.strategyId,
        providerPositionId: signal.providerPositionId,
        positionId: position.id,
        symbol: signal.symbol,
      });
      this.records.add({
        subscriberId: sub.id,
        strategyId: signal.strategyId,
        masterPositionId: signal.providerPositionId,
        positionId: position.id,
        metrics: fill.metrics,
      });
    }
  }

  /** Replaces the whole subscriber document (CopyFactory PUT). */
  put(id: string, raw: Raw, subscriptions: Raw[], now: number): void {
    const old = this.subscribers.get(id);
    const sub: StoredSubscriber = old ?? { id, raw, subscriptions: [], links: [] };
    sub.raw = raw;
    const next = subscriptions.map((s) => ({ raw: s, strategyId: String(s.strategyId) }));
    // Still-draining removals stay until their positions close; a subscription that vanished from
    // the document is removed with CopyFactory's default mode, close-immediately.
    const draining = sub.subscriptions.filter(
      (s) => s.removing && !next.some((n) => n.strategyId === s.strategyId),
    );
    const dropped = sub.subscriptions.filter(
      (s) => !s.removing && !next.some((n) => n.strategyId === s.strategyId),
    );
    sub.subscriptions = [...next, ...draining];
    this.subscribers.set(id, sub);
    for (const s of dropped) this.closeStrategy(sub, s.strategyId, now);
    if (raw.closeOnly === 'immediately')
      for (const l of [...sub.links]) this.closeLinkNow(sub, l.positionId, now);
    for (const s of next.filter((x) => x.raw.closeOnly === 'immediately'))
      this.closeStrategy(sub, s.strategyId, now);
  }

  /** False when there is no such subscription. */
  remove(id: string, strategyId: string, mode: RemoveMode, now: number): boolean {
    const sub = this.subscribers.get(id);
    const s = sub?.subscriptions.find((x) => x.strategyId === strategyId);
    if (!sub || !s) return false;
    if (mode === 'close-immediately') this.closeStrategy(sub, strategyId, now);
    else if (mode === 'preserve') sub.links = sub.links.filter((l) => l.strategyId !== strategyId);
    s.removing = mode;
    this.dropDrained(sub);
    return true;
  }

  /** Removes every subscription with this mode; the subscriber goes once nothing drains. */
  removeSubscriber(id: string, mode: RemoveMode, now: number): boolean {
    const sub = this.subscribers.get(id);
    if (!sub) return false;
    for (const s of sub.subscriptions.filter((x) => !x.removing)) this.remove(id, s.strategyId, mode, now);
    if (sub.subscriptions.length === 0) this.subscribers.delete(id);
    return true;
  }

  dto(sub: StoredSubscriber): Raw {
    const subscriptions = sub.subscriptions.map((s) => (s.removing ? { ...s.raw, removed: true } : s.raw));
    return { ...sub.raw, _id: sub.id, subscriptions };
  }

  activeSubscribers(strategyId: string): number {
    return [...this.subscribers.values()].filter((s) =>
      s.subscriptions.some((x) => x.strategyId === strategyId && !x.removing),
    ).length;
  }

  /** The volume after CopyFactory's maxLeverage (max-leverage.ts); 0 when the trade is not placed. */
  private leverageCapped(
    account: SimAccount,
    subscription: StoredSubscription,
    sub: StoredSubscriber,
    open: RefusedOpen,
  ): number {
    const max = maxLeverageOf([subscription.raw, sub.raw]);
    if (max === null) return open.volume;
    const volume = leverageCappedVolume(account.book, (s) => this.host.price(s), open, max);
    if (volume < open.volume) this.host.leverageCapped?.(open, volume, max);
    return volume;
  }

  private mayOpen(sub: StoredSubscriber, subscription: StoredSubscription, symbol: string): boolean {
    const mode = sub.raw.closeOnly ?? subscription.raw.closeOnly;
    if (mode === undefined) return true;
    return mode === 'by-symbol' && sub.links.some((l) => l.symbol === symbol);
  }

  /** Closes the subscriber's copies of one strategy now (removal, close-immediately, stop-outs). */
  closeStrategy(sub: StoredSubscriber, strategyId: string, now: number): void {
    for (const l of sub.links.filter((x) => x.strategyId === strategyId))
      this.closeLinkNow(sub, l.positionId, now);
  }

  private closeLinkNow(sub: StoredSubscriber, positionId: string, now: number): void {
    const account = this.host.account(sub.id);
    if (account) return this.closeLink(sub, account, positionId, now);
    // The account is gone (its positions with it): nothing is left to drain.
    sub.links = sub.links.filter((l) => l.positionId !== positionId);
    this.dropDrained(sub);
  }

  private closeLink(sub: StoredSubscriber, account: SimAccount, positionId: string, time: number): void {
    const p = account.book.positions.get(positionId);
    if (p) account.book.close(positionId, this.host.price(p.symbol), time);
    sub.links = sub.links.filter((l) => l.positionId !== positionId);
    this.dropDrained(sub);
  }

  private dropDrained(sub: StoredSubscriber): void {
    sub.subscriptions = sub.subscriptions.filter(
      (s) => !s.removing || sub.links.some((l) => l.strategyId === s.strategyId),
    );
  }
}

const NO_SLIPPAGE = {
  tradeCopyingLatency: 0,
  tradeCopyingSlippageInBasisPoints: 0,
  tradeCopyingSlippageInAccountCurrency: 0,
};

function volumeFor(raw: Raw, providerVolume: number): number {
  const scaling = raw.tradeSizeScaling as { mode?: unknown; tradeVolume?: unknown } | undefined;
  if (scaling?.mode === 'fixedVolume' && typeof scaling.tradeVolume === 'number') return scaling.tradeVolume;
  const multiplier = typeof raw.multiplier === 'number' ? raw.multiplier : 1;
  return Math.max(0.01, Math.round(providerVolume * multiplier * 100) / 100);
}
