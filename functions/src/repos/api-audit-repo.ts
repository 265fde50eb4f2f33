// auditLog/{autoId}: one entry per admin bulk action run by the HTTP API (who, what, when, outcome).
// TODO(rules branch): switch to recordAudit from repos/audit-repo.ts once it lands on main.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../admin.js';

export async function recordApiAudit(actorUid: string, action: string, details: Record<string, unknown>): Promise<void> {
  await db.collection('auditLog').add({ actorUid, action, details, at: FieldValue.serverTimestamp(), source: 'http' });
}
