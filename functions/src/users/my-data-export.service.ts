// "Download my data" (docs/product.md §14): everything CopyDesk stores about the caller, as one
// document of the contract's shape (contract/my-data-export.ts). Each field is chosen here from the
// stored documents, never copied wholesale, and the answer is parsed with the contract's schema, which
// drops anything not listed there, before it leaves: a secret added to a document later stays out.
import {
  exportMyDataOutput,
  guardrailsSchema,
  incidentSchema,
  MY_DATA_FORMAT,
  MY_DATA_MAX_RECORDS,
  notificationSchema,
  type ExportMyDataOutput,
  type MyAuditEntry,
  type MyStrategySubscriptions,
  type MySubscriptionEvent,
} from '../contract/index.js';
import { toTradingAccount } from '../accounts/accounts.repo.js';
import { readPersonData, storedJson, type StoredDoc } from './my-data.repo.js';
import { storedTimeIso } from './users.repo.js';
import { userData } from './admin-users.service.js';
import { SUBSCRIPTION_EVENT_KINDS } from '../product-rules/index.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parsedEach<T>(docs: StoredDoc[], parse: (data: unknown) => { success: boolean; data?: T }): T[] {
  return docs.flatMap((doc) => {
    const parsed = parse(doc.data);
    return parsed.success && parsed.data !== undefined ? [parsed.data] : [];
  });
}

function strategySubscriptionsOf(doc: StoredDoc): MyStrategySubscriptions {
  const list: unknown = doc.data.subscriptions;
  const subscriptions = (Array.isArray(list) ? (list as Record<string, unknown>[]) : []).map((item) => ({
    strategyId: text(item.strategyId),
    name: text(item.name),
    tradeVolume: typeof item.tradeVolume === 'number' ? item.tradeVolume : 0,
    guardrails: guardrailsSchema
      .nullable()
      .catch(null)
      .parse(item.guardrails ?? null),
  }));
  return {
    metaApiAccountId: doc.id,
    accountNumber: text(doc.data.accountNumber),
    subscriptions,
    ...(typeof doc.data.accountLossLimit === 'number' ? { accountLossLimit: doc.data.accountLossLimit } : {}),
    updatedAt: storedTimeIso(doc.data.updatedAt),
  };
}

const EVENT_KINDS = new Set<string>(SUBSCRIPTION_EVENT_KINDS);

/** None for a document of a kind this version does not know (the schema would refuse the download). */
function subscriptionEventsOf(doc: StoredDoc): MySubscriptionEvent[] {
  const { accountNumber, kind, at, strategyId, tradeVolume, reason } = doc.data;
  if (typeof kind !== 'string' || !EVENT_KINDS.has(kind)) return [];
  return [
    {
      accountNumber: text(accountNumber),
      kind: kind as MySubscriptionEvent['kind'],
      at: storedTimeIso(at),
      strategyId: textOrNull(strategyId),
      tradeVolume: typeof tradeVolume === 'number' ? tradeVolume : null,
      reason: textOrNull(reason),
    },
  ];
}

/** An entry about someone else keeps its facts but not its details: those are the other person's. */
function auditEntryOf(uid: string, doc: StoredDoc): MyAuditEntry {
  const targetUid = textOrNull(doc.data.targetUid);
  const aboutMe = targetUid === null || targetUid === uid;
  const details: unknown = doc.data.details;
  return {
    id: doc.id,
    action: text(doc.data.action),
    actorUid: text(doc.data.actorUid),
    serviceAccount: textOrNull(doc.data.serviceAccount),
    targetUid,
    at: storedTimeIso(doc.data.at),
    details:
      aboutMe && typeof details === 'object' && details !== null
        ? (storedJson(details) as Record<string, unknown>)
        : null,
  };
}

function emailPreferencesOf(data: Record<string, unknown> | null): ExportMyDataOutput['emailPreferences'] {
  const prefs: Record<string, boolean> = {};
  for (const [kind, on] of Object.entries(data ?? {})) if (typeof on === 'boolean') prefs[kind] = on;
  return prefs;
}

export async function exportPersonData(uid: string, now = new Date()): Promise<ExportMyDataOutput> {
  const stored = await readPersonData(uid, MY_DATA_MAX_RECORDS);
  const kinds = [
    stored.tradingAccounts,
    stored.strategySubscriptions,
    stored.subscriptionHistory,
    stored.notifications,
    stored.healthIncidents,
    stored.auditEntries,
  ];
  const bounded = (docs: StoredDoc[]) => docs.slice(0, MY_DATA_MAX_RECORDS);
  return exportMyDataOutput.parse({
    success: true,
    format: MY_DATA_FORMAT,
    exportedAt: now.toISOString(),
    uid,
    complete: kinds.every((docs) => docs.length <= MY_DATA_MAX_RECORDS),
    profile: stored.user
      ? { ...userData(stored.user), lastChangedBy: textOrNull(stored.user.lastChangedBy) }
      : null,
    tradingAccounts: bounded(stored.tradingAccounts).map((doc) => toTradingAccount(doc.id, doc.data)),
    strategySubscriptions: bounded(stored.strategySubscriptions).map(strategySubscriptionsOf),
    subscriptionHistory: bounded(stored.subscriptionHistory).flatMap(subscriptionEventsOf),
    emailPreferences: emailPreferencesOf(stored.emailPreferences),
    notifications: parsedEach(bounded(stored.notifications), (d) => notificationSchema.safeParse(d)),
    healthIncidents: parsedEach(bounded(stored.healthIncidents), (d) => incidentSchema.safeParse(d)),
    auditEntries: bounded(stored.auditEntries)
      .map((doc) => auditEntryOf(uid, doc))
      .sort((a, b) => (b.at ?? '').localeCompare(a.at ?? '')),
  });
}
