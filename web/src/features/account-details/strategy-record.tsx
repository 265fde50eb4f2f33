// The honest part of a strategy card (README "Copy report and strategy statistics"): the equity curve and
// the figures the schedule cached from the strategy's own closed trades.
import { useId } from 'react';
import type { CachedStrategyStatistics } from '@copydesk/functions/contract';
import { EquitySparkline } from './equity-sparkline';
import { strategyFigures } from './strategy-figures';
import styles from './strategy-record.module.css';
import factStyles from '@/components/facts.module.css';

export function StrategyRecord({ statistics }: { statistics: CachedStrategyStatistics | undefined }) {
  const titleId = useId();
  return (
    <section className={styles.record} aria-labelledby={titleId}>
      <h4 id={titleId}>Track record</h4>
      {statistics ? (
        <>
          {statistics.equityCurve.length > 1 ? (
            <EquitySparkline
              points={statistics.equityCurve}
              label="Equity curve of the strategy's closed trades"
            />
          ) : null}
          <dl className={factStyles.facts}>
            {strategyFigures(statistics).map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.text}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className={styles.note}>Statistics are being computed. Check back within the hour.</p>
      )}
    </section>
  );
}
