// Copy-health values shaped like the monitor stores them (contract: accountHealthSchema, incidentSchema,
// notificationSchema), for the component and unit tests of the web app.
import type { AccountHealth, HealthSummary, Incident, Notification } from '@copydesk/functions/contract';
import {
  describeHealth,
  HEALTH_STATES,
  type HealthState,
  type IncidentKind,
} from '@copydesk/functions/product-rules';

export function healthOf(state: HealthState, details: string | null = null): AccountHealth {
  const text = describeHealth(state, details);
  return {
    state,
    reason: text.explanation,
    action: text.action,
    details,
    since: '2026-03-01T10:00:00.000Z',
    lastChecked: '2026-03-01T10:05:00.000Z',
    openIncidentId: state === 'healthy' ? null : `inc-${state}`,
  };
}

export function incidentOf(kind: IncidentKind, overrides: Partial<Incident> = {}): Incident {
  return {
    id: `inc-${kind}`,
    uid: 'user-1',
    accountNumber: '51234560',
    metaApiAccountId: 'acc-1',
    kind,
    status: 'open',
    details: null,
    openedAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    resolvedAt: null,
    escalatedAt: null,
    ...overrides,
  };
}

export function notificationOf(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    audience: 'owner',
    event: 'opened',
    kind: 'broker-disconnected',
    incidentId: 'inc-1',
    ownerUid: 'user-1',
    accountNumber: '51234560',
    metaApiAccountId: 'acc-1',
    title: `Notification ${id}`,
    body: 'Your broker rejected the saved password, or the broker account is closed.',
    action: 'If you changed your broker password, remove and reconnect the account.',
    link: '/account-details/51234560',
    createdAt: '2026-03-01T10:00:00.000Z',
    read: false,
    email: 'sent',
    ...overrides,
  };
}

/** listAccountHealth's summary: the given counts, every other state 0. */
export function summaryOf(counts: Partial<HealthSummary['counts']> = {}, openIncidents = 0): HealthSummary {
  const all = Object.fromEntries(
    [...HEALTH_STATES, 'unchecked'].map((state) => [state, 0]),
  ) as HealthSummary['counts'];
  const merged = { ...all, ...counts };
  const total = Object.values(merged).reduce((sum, n) => sum + n, 0);
  return { counts: merged, openIncidents, total, heartbeat: heartbeatAgo(12), readAt: READ_AT };
}

/** The server's read time of the fixtures' summaries. */
export const READ_AT = '2026-03-01T10:10:00.000Z';

/** A heartbeat of a cycle that ran `seconds` before READ_AT (cycles of a minute). */
export function heartbeatAgo(seconds: number): NonNullable<HealthSummary['heartbeat']> {
  const at = new Date(Date.parse(READ_AT) - seconds * 1000).toISOString();
  return { at, cycleStartedAt: at, cycleMs: 60_000 };
}
