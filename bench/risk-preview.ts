// The risk preview on a strategy with 10,000 closed trades (docs/product.md §5), in this Node process:
//   - record: the statistics job's per-strategy computation (strategyRecord, card figures and the
//     per-lot figures the preview reads), once per schedule run and never when the modal opens;
//   - preview: one volume change (previewRisk from the cached per-lot basis), per keystroke in the modal;
//   - full replay: the whole history scaled to the lot and folded again on every change (strategyRecord),
//     the approach the basis avoids.
// An animation frame is ~16.7 ms. Figures are printed by the caller; nothing here asserts a timing.
import { performance } from 'node:perf_hooks';
import {
  previewRisk,
  riskBasisOf,
  scaleProfit,
  strategyRecord,
  type ClosedTrade,
} from '../functions/src/product-rules/index.ts';

export const BENCH_TRADES = 10_000;
const ACCOUNT = { equity: 2_000, currency: 'USD', leverage: 500 };

/** A deterministic history: one trade every ~50 minutes, results from a seeded generator. */
function history(count: number): ClosedTrade[] {
  let seed = 42;
  const next = () => (seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296) / 4_294_967_296;
  const start = Date.parse('2025-01-01T00:00:00Z');
  return Array.from({ length: count }, (_, i) => ({
    openTime: start + i * 3_000_000,
    closeTime: start + i * 3_000_000 + 1_800_000,
    volume: 0.5,
    profit: Math.round((next() - 0.48) * 20_000) / 100,
  }));
}

function timings(runs: number, work: (i: number) => void): { p50Ms: number; p95Ms: number } {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50Ms: at(0.5), p95Ms: at(0.95) };
}

export function benchRiskPreview(): Record<string, number> {
  const trades = history(BENCH_TRADES);
  const typical = { symbol: 'EURUSD', price: 1.085 };
  const record = timings(20, () => strategyRecord(trades, []));
  const ready = riskBasisOf(strategyRecord(trades, []), 'USD', typical);
  const lot = (i: number) => 0.01 + (i % 100) / 100;
  const preview = timings(2_000, (i) => previewRisk(lot(i), ready, ACCOUNT));
  const atLot = (at: number) => trades.map((t) => ({ ...t, volume: at, profit: scaleProfit(t, at) }));
  const replay = timings(20, (i) => strategyRecord(atLot(lot(i)), []));
  return {
    trades: BENCH_TRADES,
    statisticsRecordP50Ms: record.p50Ms,
    statisticsRecordP95Ms: record.p95Ms,
    previewPerVolumeChangeP50Ms: preview.p50Ms,
    previewPerVolumeChangeP95Ms: preview.p95Ms,
    fullReplayPerChangeP50Ms: replay.p50Ms,
    fullReplayPerChangeP95Ms: replay.p95Ms,
  };
}
