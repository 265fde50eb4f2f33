// The technical dashboard's monitor line (docs/product.md, the technical admin dashboard): how long ago
// the copy-health monitor's last cycle ran, as of the server's read, and a problem past three missed
// cycles or when it never ran (the rule: product-rules/monitor-heartbeat.ts, shared with the CLI).
import { useState } from 'react';
import type { HealthSummary } from '@copydesk/functions/contract';
import { describeHeartbeat, MONITOR_PROBLEM_ACTION } from '@copydesk/functions/product-rules';
import styles from './technical-admin.module.css';

export function MonitorLine({ summary }: { summary: HealthSummary }) {
  // The server's read time when it sent one; else the moment this line first showed.
  const [shownAt] = useState(() => Date.now());
  const view = describeHeartbeat(
    summary.heartbeat ?? null,
    summary.readAt ? Date.parse(summary.readAt) : shownAt,
  );
  if (!view.problem)
    return (
      <p className={styles.muted} data-testid="monitor-line">
        {view.line}
      </p>
    );
  return (
    <div className="alert alert-error" role="alert" data-testid="monitor-line">
      {view.problem !== view.line && <p>{view.line}</p>}
      <p>{view.problem}</p>
      <p>{MONITOR_PROBLEM_ACTION}</p>
    </div>
  );
}
