// What CopyFactory remembers about each copy it opened: which master position it follows and how well it
// was copied (latency, slippage). The subscription and provided transactions carry it as `positionId`
// and `metrics` (routes-transactions.ts).

export interface CopyMetrics {
  tradeCopyingLatency: number;
  tradeCopyingSlippageInBasisPoints: number;
  tradeCopyingSlippageInAccountCurrency: number;
}

export interface CopyRecord {
  subscriberId: string;
  strategyId: string;
  masterPositionId: string;
  /** The copy's position id on the subscriber's account (CopyFactory's slavePositionId). */
  positionId: string;
  metrics: CopyMetrics;
}

export class CopyRecords {
  readonly byPosition = new Map<string, CopyRecord>();

  add(record: CopyRecord): void {
    this.byPosition.set(record.positionId, record);
  }

  all(): CopyRecord[] {
    return [...this.byPosition.values()];
  }
}
