// What one health reading changes (README "Copy health"): the account's health, and the incident
// history as transitions (opened / updated / resolved). Pure: ids derive from the account and the run
// time, so applying the same plan twice writes the same documents (the repo creates them once), and two
// accounts opening the same kind in one run never share an id.
import {
  type AccountHealth,
  type Incident,
  type IncidentEvent,
  type IncidentResolution,
} from '../contract/index.js';
import {
  describeHealth,
  isIncidentKind,
  type HealthState,
  type IncidentKind,
} from '../product-rules/index.js';

export interface AccountRef {
  uid: string;
  accountNumber: string;
  metaApiAccountId: string;
}

export interface HealthPlan {
  health: AccountHealth;
  /** Incidents to write whole (new or changed). */
  incidents: Incident[];
  events: IncidentEvent[];
  /** The owner is told about these events (opened and resolved only). */
  notify: IncidentEvent[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Operator states: someone is deploying or has undeployed the account, so the watch pauses. */
const PAUSING_STATES: ReadonlySet<HealthState> = new Set<HealthState>(['deploying', 'undeployed']);

/** Unique per account (the bridge account id) and per run time: the notifications' ids derive from it. */
export function incidentIdFor(ref: AccountRef, kind: IncidentKind, at: number): string {
  return `${ref.metaApiAccountId}-${kind}-${at}`;
}

function event(incident: Incident, type: IncidentEvent['type'], at: number): IncidentEvent {
  return {
    id: `${incident.id}-${type}-${at}`,
    incidentId: incident.id,
    kind: incident.kind,
    type,
    details: incident.details,
    at: iso(at),
    ...(type === 'resolved' && incident.resolution ? { resolution: incident.resolution } : {}),
  };
}

/** An open incident ended for `resolution`, with its resolved event. */
export function resolveIncident(
  incident: Incident,
  resolution: IncidentResolution,
  now: number,
): { incident: Incident; event: IncidentEvent } {
  const resolved: Incident = {
    ...incident,
    status: 'resolved',
    updatedAt: iso(now),
    resolvedAt: iso(now),
    resolution,
  };
  return { incident: resolved, event: event(resolved, 'resolved', now) };
}

export function planHealth(
  ref: AccountRef,
  previous: AccountHealth | null,
  open: Incident | null,
  reading: { state: HealthState; details: string | null },
  now: number,
): HealthPlan {
  const incidents: Incident[] = [];
  const events: IncidentEvent[] = [];
  const kind: IncidentKind | null = isIncidentKind(reading.state) ? reading.state : null;
  let current = open;
  if (current && current.kind !== kind) {
    const ended = resolveIncident(current, PAUSING_STATES.has(reading.state) ? 'paused' : 'cleared', now);
    incidents.push(ended.incident);
    events.push(ended.event);
    current = null;
  }
  if (kind && !current) {
    current = {
      id: incidentIdFor(ref, kind, now),
      ...ref,
      kind,
      status: 'open',
      details: reading.details,
      openedAt: iso(now),
      updatedAt: iso(now),
      resolvedAt: null,
      escalatedAt: null,
      resolution: null,
    };
    incidents.push(current);
    events.push(event(current, 'opened', now));
  } else if (kind && current && current.details !== reading.details) {
    current = { ...current, details: reading.details, updatedAt: iso(now) };
    incidents.push(current);
    events.push(event(current, 'updated', now));
  }
  const text = describeHealth(reading.state, reading.details);
  const sameState = previous?.state === reading.state;
  const health: AccountHealth = {
    state: reading.state,
    reason: text.explanation,
    action: text.action,
    details: reading.details,
    since: sameState && previous ? previous.since : iso(now),
    lastChecked: iso(now),
    openIncidentId: current?.id ?? null,
  };
  return { health, incidents, events, notify: events.filter((e) => e.type !== 'updated') };
}

/** An open incident older than the threshold and not yet escalated is told to the admins once. */
export function isDueForEscalation(
  incident: Incident | null,
  now: number,
  thresholdMinutes: number,
): boolean {
  return (
    incident !== null &&
    incident.status === 'open' &&
    incident.escalatedAt === null &&
    now - Date.parse(incident.openedAt) >= thresholdMinutes * 60_000
  );
}
