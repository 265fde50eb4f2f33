// How long each growing kind of record is kept (docs/operations.md "Retention", where each reason is
// written). The repositories stamp the expiry as `expireAt` when they write; a TTL policy and the hourly
// purge delete the record once it is due.

const DAY_MS = 24 * 60 * 60_000;

/** Days each kind is kept, counted from the moment its expiry is computed from. */
export const RETENTION_DAYS = {
  /** After the marker's last write. */
  triggerEvent: 7,
  /** After the notification was created. */
  notification: 180,
  /** After the health event happened. */
  healthEvent: 180,
  /** After the incident was resolved (open ones are kept). */
  resolvedIncident: 180,
  /** After the item settled (done or failed). */
  deploymentRunItem: 30,
  /**
   * After its run started, for an item that never settles (its run was cancelled): a day more than a
   * settled one, as a run finishes within hours (the watchdog fails lost items, docs/operations.md).
   */
  unsettledDeploymentRunItem: 31,
  /** After the audited action. */
  auditEntry: 400,
} as const;

export type RetainedKind = keyof typeof RETENTION_DAYS;

/** When a record of this kind that starts its retention at `fromMs` is due for deletion. */
export function expiryMs(kind: RetainedKind, fromMs: number): number {
  return fromMs + RETENTION_DAYS[kind] * DAY_MS;
}

/** ISO times as the health records hold them; NaN (an unreadable time) is refused, not kept forever. */
export function expiryFromIso(kind: RetainedKind, iso: string): number {
  const from = Date.parse(iso);
  if (Number.isNaN(from)) throw new Error(`Cannot compute the ${kind} expiry of "${iso}"`);
  return expiryMs(kind, from);
}

/** A resolved incident expires after its resolution; an open one never does (null). */
export function incidentExpiryMs(incident: { status: string; resolvedAt: string | null }): number | null {
  if (incident.status !== 'resolved' || incident.resolvedAt === null) return null;
  return expiryFromIso('resolvedIncident', incident.resolvedAt);
}
