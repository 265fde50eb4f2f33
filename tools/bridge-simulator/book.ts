// One trading account's book: balance, open positions and the deals history, as MetaTrader keeps it.
import { marginUsd, profitUsd, round2, roundPrice, usdTo, type Side } from './instruments.js';

export interface SimPosition {
  id: string;
  symbol: string;
  side: Side;
  volume: number;
  openPrice: number;
  time: number;
}

export interface SimDeal {
  id: string;
  type: 'DEAL_TYPE_BUY' | 'DEAL_TYPE_SELL' | 'DEAL_TYPE_BALANCE';
  entryType?: 'DEAL_ENTRY_IN' | 'DEAL_ENTRY_OUT';
  symbol?: string;
  volume?: number;
  price?: number;
  profit: number;
  positionId?: string;
  time: number;
  comment?: string;
}

export type Prices = Readonly<Record<string, number>>;

export class Book {
  balance: number;
  readonly positions = new Map<string, SimPosition>();
  readonly deals: SimDeal[] = [];

  constructor(
    readonly currency: string,
    readonly leverage: number,
    deposit: number,
    time: number,
    private readonly nextId: () => string,
  ) {
    this.balance = deposit;
    this.deals.push({
      id: nextId(),
      type: 'DEAL_TYPE_BALANCE',
      profit: deposit,
      time,
      comment: 'Initial deposit',
    });
  }

  open(symbol: string, side: Side, volume: number, price: number, time: number): SimPosition {
    const position: SimPosition = { id: this.nextId(), symbol, side, volume, openPrice: price, time };
    this.positions.set(position.id, position);
    this.deals.push({
      id: this.nextId(),
      type: side === 'buy' ? 'DEAL_TYPE_BUY' : 'DEAL_TYPE_SELL',
      entryType: 'DEAL_ENTRY_IN',
      symbol,
      volume,
      price,
      profit: 0,
      positionId: position.id,
      time,
    });
    return position;
  }

  close(positionId: string, price: number, time: number): void {
    const p = this.positions.get(positionId);
    if (!p) return;
    this.positions.delete(positionId);
    const profit = round2(this.profit(p, price));
    this.balance = round2(this.balance + profit);
    // The closing deal goes the opposite way of the position, as in MT5.
    this.deals.push({
      id: this.nextId(),
      type: p.side === 'buy' ? 'DEAL_TYPE_SELL' : 'DEAL_TYPE_BUY',
      entryType: 'DEAL_ENTRY_OUT',
      symbol: p.symbol,
      volume: p.volume,
      price,
      profit,
      positionId: p.id,
      time,
    });
  }

  profit(p: SimPosition, price: number): number {
    return usdTo(this.currency, profitUsd(p.symbol, p.side, p.volume, p.openPrice, price));
  }

  info(prices: Prices): {
    balance: number;
    equity: number;
    margin: number;
    freeMargin: number;
    marginLevel?: number;
  } {
    let floating = 0;
    let margin = 0;
    for (const p of this.positions.values()) {
      const price = prices[p.symbol] ?? p.openPrice;
      floating += this.profit(p, price);
      margin += usdTo(this.currency, marginUsd(p.symbol, p.volume, price, this.leverage));
    }
    const equity = round2(this.balance + floating);
    margin = round2(margin);
    return {
      balance: this.balance,
      equity,
      margin,
      freeMargin: round2(equity - margin),
      ...(margin > 0 ? { marginLevel: round2((equity / margin) * 100) } : {}),
    };
  }

  positionDto(p: SimPosition, prices: Prices): Record<string, unknown> {
    const price = prices[p.symbol] ?? p.openPrice;
    return {
      id: p.id,
      type: p.side === 'buy' ? 'POSITION_TYPE_BUY' : 'POSITION_TYPE_SELL',
      symbol: p.symbol,
      magic: 0,
      volume: p.volume,
      openPrice: p.openPrice,
      currentPrice: roundPrice(p.symbol, price),
      profit: round2(this.profit(p, price)),
      swap: 0,
      commission: 0,
      time: new Date(p.time).toISOString(),
      updateTime: new Date(p.time).toISOString(),
    };
  }
}

export function dealDto(d: SimDeal): Record<string, unknown> {
  const { time, ...rest } = d;
  return {
    ...rest,
    time: new Date(time).toISOString(),
    brokerTime: new Date(time).toISOString().replace('T', ' ').slice(0, 23),
    commission: 0,
    swap: 0,
    platform: 'mt5',
  };
}
