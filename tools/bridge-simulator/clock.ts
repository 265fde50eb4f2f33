// Simulated time. "real" follows the wall clock (demos); "manual" stands still until a test calls
// POST /__control/advance, so tests never sleep. Both add the advanced offset.

export type ClockMode = 'real' | 'manual';

export class SimClock {
  private readonly realStart = Date.now();
  private offset = 0;

  constructor(
    readonly mode: ClockMode,
    readonly start: number = Date.now(),
  ) {}

  now(): number {
    const elapsed = this.mode === 'real' ? Date.now() - this.realStart : 0;
    return this.start + elapsed + this.offset;
  }

  advance(ms: number): void {
    this.offset += Math.max(0, ms);
  }
}
