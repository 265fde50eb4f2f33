// Cumulative profit over the 30-day history, drawn with TradingView's lightweight-charts. The library is
// fetched with a dynamic import when this component mounts (only on the Trading History tab).
import { useEffect, useRef } from 'react';
import type { HistoryItem } from '@copydesk/functions/contract';
import type { UTCTimestamp } from 'lightweight-charts';
import { formatCurrency } from '@/lib/format';
import styles from './account-details.module.css';

export interface ProfitPoint {
  time: number;
  value: number;
}

/** One point per second-resolution time (chart times must be unique and ascending), cumulated. */
export function cumulativeProfit(items: readonly HistoryItem[]): ProfitPoint[] {
  const sorted = [...items]
    .map((item) => ({ time: Math.floor(Date.parse(item.time) / 1000), profit: item.profit }))
    .filter((item) => Number.isFinite(item.time))
    .sort((a, b) => a.time - b.time);
  const points: ProfitPoint[] = [];
  let total = 0;
  for (const item of sorted) {
    total += item.profit;
    const last = points.at(-1);
    const value = Math.round(total * 100) / 100;
    if (last && last.time === item.time) last.value = value;
    else points.push({ time: item.time, value });
  }
  return points;
}

export function HistoryChart({ items, currency }: { items: readonly HistoryItem[]; currency: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let cleanup: (() => void) | undefined;
    void import('lightweight-charts')
      .then(({ createChart, AreaSeries }) => {
        if (disposed) return;
        const chart = createChart(element, {
          autoSize: true, // follows the container, whose height comes from CSS
          layout: { background: { color: '#ffffff' }, textColor: '#475569', attributionLogo: true },
          grid: { vertLines: { color: '#eef2f8' }, horzLines: { color: '#eef2f8' } },
          timeScale: { timeVisible: true, secondsVisible: false },
        });
        const series = chart.addSeries(AreaSeries, {
          lineColor: '#047857',
          topColor: 'rgba(14, 159, 110, 0.35)',
          bottomColor: 'rgba(14, 159, 110, 0.02)',
          lineWidth: 2,
        });
        series.setData(
          cumulativeProfit(items).map((point) => ({
            time: point.time as UTCTimestamp,
            value: point.value,
          })),
        );
        chart.timeScale().fitContent();
        // The library lays its canvases out in a <table>: a layout table, not data.
        element.querySelectorAll('table').forEach((table) => table.setAttribute('role', 'presentation'));
        cleanup = () => chart.remove();
      })
      .catch((error: unknown) => console.error('Error loading the chart:', error));
    return () => {
      disposed = true;
      cleanup?.();
    };
  }, [items]);

  const total = cumulativeProfit(items).at(-1)?.value ?? 0;
  // The caption states the result and the table below lists every deal; the container stays in the
  // accessibility tree because it holds the library's (focusable) TradingView attribution link.
  return (
    <figure className={styles.chart}>
      <div ref={container} className={styles.chartCanvas} />
      <figcaption className="hint">
        Cumulative profit of closed deals over the last 30 days: {formatCurrency(total, currency)}
      </figcaption>
    </figure>
  );
}
