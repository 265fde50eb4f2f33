// CopyFactory stop-outs (COPYFACTORY-CONTRACTS §2.3): a risk limit stops copying of one strategy for a
// subscriber until `stoppedTill`, or until a reset. While one is active the copier opens nothing for it.
// A subscriber-level (account-wide) limit stops every strategy: its stop-out names none [guess, listed
// in docs/architecture.md §6].

export interface Stopout {
  subscriberId: string;
  /** Absent for a subscriber-level limit, which stops every strategy of the account. */
  strategy?: { id: string; name: string };
  partial: boolean;
  reason: string;
  reasonDescription: string;
  closePositions: boolean;
  stoppedAt: number;
  stoppedTill: number;
  sequenceNumber: number;
}

export type NewStopout = Omit<Stopout, 'sequenceNumber'>;

export class StopoutBook {
  private list: Stopout[] = [];
  private sequence = 0;

  add(stopout: NewStopout): Stopout {
    const stored = { ...stopout, sequenceNumber: ++this.sequence };
    this.list.push(stored);
    return stored;
  }

  /** The subscriber's stop-outs still in force at `now`. */
  active(subscriberId: string, now: number): Stopout[] {
    return this.list.filter((s) => s.subscriberId === subscriberId && s.stoppedTill > now);
  }

  isStopped(subscriberId: string, strategyId: string, now: number): boolean {
    return this.active(subscriberId, now).some((s) => !s.strategy || s.strategy.id === strategyId);
  }

  /** Resets (removes) the subscriber's stop-outs with this reason, optionally of one strategy only. */
  reset(subscriberId: string, reason: string, strategyId?: string): void {
    this.list = this.list.filter(
      (s) =>
        !(
          s.subscriberId === subscriberId &&
          s.reason === reason &&
          (!strategyId || s.strategy?.id === strategyId)
        ),
    );
  }
}

export function stopoutDto(s: Stopout): Record<string, unknown> {
  return {
    ...s,
    stoppedAt: new Date(s.stoppedAt).toISOString(),
    stoppedTill: new Date(s.stoppedTill).toISOString(),
  };
}
