// The bench's client-modal section: the figures of client-modal.ts, printed beside their goals.
import { benchClientModal, MODAL_GOALS, MODAL_RUNS } from './client-modal.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function printWait(label: string, times: number[], goals: { p50: number; p95: number }): void {
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  const verdict = p50 <= goals.p50 && p95 <= goals.p95 ? 'met' : 'NOT met';
  console.log(
    `  ${label.padEnd(34)} p50 ${seconds(p50).padStart(7)} (goal ${seconds(goals.p50)})  p95 ${seconds(p95).padStart(7)} (goal ${seconds(goals.p95)})  ${verdict}`,
  );
  console.log(`    runs: ${times.map((ms) => seconds(ms)).join(', ')}`);
}

export async function printClientModal(): Promise<void> {
  console.log(
    `\nDemo client in Chromium, warm functions, ${MODAL_RUNS} runs each (docs/product.md §5, §10):`,
  );
  const figures = await benchClientModal();
  printWait('Subscribe -> risk preview figures', figures.previewMs, {
    p50: MODAL_GOALS.previewP50Ms,
    p95: MODAL_GOALS.previewP95Ms,
  });
  // The copy report's goal is one figure: every run within it, so p50 and p95 both.
  printWait('Copy Report tab -> report table', figures.copyReportMs, {
    p50: MODAL_GOALS.copyReportMs,
    p95: MODAL_GOALS.copyReportMs,
  });
}
