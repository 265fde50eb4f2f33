// A strategy's equity curve as a small inline SVG (README "Copy report and strategy statistics"): the
// cached curve has at most 48 points, so a path is enough and no chart library is loaded for a card.
export interface CurvePoint {
  time: number;
  value: number;
}

/** The SVG path of `points` scaled into a width x height box, 0 always inside the range (a baseline). */
export function sparklinePath(points: readonly CurvePoint[], width: number, height: number): string {
  if (points.length === 0) return '';
  const values = points.map((p) => p.value);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  const y = (value: number) => round(height - ((value - low) / span) * height);
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(i * step)} ${y(p.value)}`).join(' ');
}

/** The y of the zero line in the same box. */
export function baselineY(points: readonly CurvePoint[], height: number): number {
  const values = points.map((p) => p.value);
  const low = Math.min(0, ...values);
  const span = Math.max(0, ...values) - low || 1;
  return round(height - ((0 - low) / span) * height);
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

const WIDTH = 240;
const HEIGHT = 56;

export function EquitySparkline({ points, label }: { points: readonly CurvePoint[]; label: string }) {
  const last = points.at(-1)?.value ?? 0;
  const zero = baselineY(points, HEIGHT);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <line x1={0} x2={WIDTH} y1={zero} y2={zero} stroke="var(--color-border)" strokeDasharray="4 3" />
      <path
        d={sparklinePath(points, WIDTH, HEIGHT)}
        fill="none"
        stroke={last < 0 ? 'var(--color-danger)' : 'var(--color-accent-strong)'}
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
