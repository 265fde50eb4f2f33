// The open incident of an account and its last 30 days of incidents, in the catalogue's words.
import type { Incident } from '@copydesk/functions/contract';
import { HEALTH_CATALOGUE } from '@copydesk/functions/product-rules';
import { HealthBadge, healthAction, healthReason } from '@/components/health-badge';
import { formatDateTime } from '@/lib/format';
import styles from './account-details.module.css';

export function OpenIncident({ incident }: { incident: Incident }) {
  return (
    <div className={`alert alert-warning ${styles.openIncident}`} data-testid="open-incident">
      <h3 className={styles.healthSubtitle}>Open incident: {HEALTH_CATALOGUE[incident.kind].label}</h3>
      <p>{healthReason(incident.kind, incident.details)}</p>
      {incident.details ? (
        <p className={styles.muted}>Reported by the trading server: {incident.details}</p>
      ) : null}
      <p>
        <strong>What to do:</strong> {healthAction(incident.kind, incident.details)}
      </p>
      <p className={styles.muted}>Since {formatDateTime(incident.openedAt)}</p>
    </div>
  );
}

export function IncidentHistory({ incidents }: { incidents: readonly Incident[] }) {
  return (
    <div>
      <h3 className={styles.healthSubtitle}>Incidents in the last 30 days</h3>
      {incidents.length === 0 ? (
        <p className={styles.muted}>No incidents in the last 30 days.</p>
      ) : (
        <ul className={styles.incidents} aria-label="Incidents in the last 30 days">
          {incidents.map((incident) => (
            <li key={incident.id} className={styles.incident} data-incident-status={incident.status}>
              <HealthBadge state={incident.kind} />
              <span>
                {formatDateTime(incident.openedAt)} –{' '}
                {incident.resolvedAt ? `resolved ${formatDateTime(incident.resolvedAt)}` : 'still open'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
