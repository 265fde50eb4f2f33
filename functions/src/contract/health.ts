// Copy health (README "Copy health"): the shapes of account health, incidents, notifications and
// e-mail preferences, as stored in Firestore and as the health endpoints answer them. Every time is
// ISO-8601 text (the same schema parses a Firestore document and an API answer).
//
// Firestore (only the server writes, except where said):
//   users/{uid}/tradingAccounts/{accountNumber}             field `health`: accountHealthSchema (owner
//                                                           reads it live with the account; absent until
//                                                           the first check)
//   users/{uid}/tradingAccounts/{accountNumber}/healthIncidents/{incidentId}
//                                                           incidentSchema; owner (and admins) get/list;
//                                                           list by openedAt desc for "last 30 days"
//   users/{uid}/tradingAccounts/{accountNumber}/healthEvents/{eventId}
//                                                           incidentEventSchema: the append-only history
//                                                           (opened/updated/resolved); owner and admins read
//   users/{uid}/notifications/{notificationId}              notificationSchema; the owner gets/lists
//                                                           (limit <= 200, e.g. orderBy createdAt desc) and
//                                                           may change ONLY `read` from false to true
//   users/{uid}/preferences/email                           emailPreferencesSchema; the OWNER writes it
//                                                           (keys: INCIDENT_KINDS + updatedAt, values bool);
//                                                           a missing kind means e-mails are on
import { z } from 'zod';
import { bridgeAccountIdSchema } from './common.js';
import { HEALTH_STATES, INCIDENT_KINDS } from '../product-rules/health.js';
import { isDocumentId } from '../product-rules/identifiers.js';

export const healthStateSchema = z.enum(HEALTH_STATES);
export const incidentKindSchema = z.enum(INCIDENT_KINDS);

/** users/{uid}/tradingAccounts/{accountNumber}.health */
export const accountHealthSchema = z.object({
  state: healthStateSchema,
  /** describeHealth(state, details).explanation at the time of the check. */
  reason: z.string(),
  /** describeHealth(state, details).action. */
  action: z.string(),
  /** The bridge's own words (user-log message, stop-out reason), or null. */
  details: z.string().nullable(),
  /** When the account entered this state. */
  since: z.string(),
  lastChecked: z.string(),
  /** The open incident, if the state is a problem. */
  openIncidentId: z.string().nullable(),
});
export type AccountHealth = z.infer<typeof accountHealthSchema>;

/**
 * cleared: the cause went away; paused: an operator deployed or undeployed the account, so the watch
 * stopped (docs/product.md, copy health); account removed: the trading account was deleted.
 */
export const incidentResolutionSchema = z.enum(['cleared', 'paused', 'account removed']);
export type IncidentResolution = z.infer<typeof incidentResolutionSchema>;

export const incidentStatusSchema = z.enum(['open', 'resolved']);
/** .../healthIncidents/{incidentId}: one incident from its opening to its resolution. */
export const incidentSchema = z.object({
  id: z.string(),
  uid: z.string(),
  accountNumber: z.string(),
  metaApiAccountId: z.string(),
  kind: incidentKindSchema,
  status: incidentStatusSchema,
  details: z.string().nullable(),
  openedAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** When admins were told (it lasted over the escalation threshold), or null. */
  escalatedAt: z.string().nullable(),
  /** Why a resolved incident ended (absent on incidents resolved before it was recorded). */
  resolution: incidentResolutionSchema.nullable().optional(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentTransitionSchema = z.enum(['opened', 'updated', 'resolved']);
export type IncidentTransition = z.infer<typeof incidentTransitionSchema>;
/** .../healthEvents/{eventId}: never changed once written. */
export const incidentEventSchema = z.object({
  id: z.string(),
  incidentId: z.string(),
  kind: incidentKindSchema,
  type: incidentTransitionSchema,
  details: z.string().nullable(),
  at: z.string(),
  /** On a resolved event: why the incident ended. */
  resolution: incidentResolutionSchema.optional(),
});
export type IncidentEvent = z.infer<typeof incidentEventSchema>;

/**
 * opened/resolved go to the owner; escalated goes to every admin; securityChange goes to every admin
 * but the one whose identity changed (a factor trusted, a sign-in e-mail changed: docs/product.md §8).
 */
export const notificationEventSchema = z.enum(['opened', 'resolved', 'escalated', 'securityChange']);
/** What a notification is about: an incident kind, or an admin's identity (securityChange). */
export const notificationKindSchema = z.union([incidentKindSchema, z.literal('adminSecurity')]);
/** users/{uid}/notifications/{notificationId} */
export const notificationSchema = z.object({
  id: z.string(),
  audience: z.enum(['owner', 'admin']),
  event: notificationEventSchema,
  kind: notificationKindSchema,
  /** The incident, or for a security notice the audit entry it reports. */
  incidentId: z.string(),
  /** The account's owner (for admin notifications, not the reader; a security notice: the admin who changed). */
  ownerUid: z.string(),
  /** null on a security notice (it is about no trading account). */
  accountNumber: z.string().nullable(),
  metaApiAccountId: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  action: z.string(),
  /** Path in the web app, e.g. /accounts/51234560 (admins: /admin?health=problems). */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** E-mail delivery of this notification: pending until the mailer claims it (sending), then the outcome. */
  email: z.enum(['pending', 'sending', 'sent', 'opted-out', 'failed']),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Where a notification and an e-mail point: the web app's account details, or the admin filter. */
export function accountLink(accountNumber: string): string {
  return `/account-details/${encodeURIComponent(accountNumber)}`;
}
export const ADMIN_PROBLEMS_LINK = '/admin?health=problems';

/** users/{uid}/preferences/email: { [kind]: false } turns that kind's e-mails off. */
export const emailPreferencesSchema = z
  .object(
    Object.fromEntries(INCIDENT_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
      (typeof INCIDENT_KINDS)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .extend({ updatedAt: z.unknown().optional() });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

// POST refreshAccountHealth {accountId}: checks the account now (the client's Refresh) and answers the
// new health. At most one check per account per REFRESH_MIN_SECONDS: a faster repeat answers the stored one.
export const REFRESH_MIN_SECONDS = 10;
export const refreshAccountHealthInput = z.object({ accountId: bridgeAccountIdSchema }).strict();
export const refreshAccountHealthOutput = z.object({
  success: z.literal(true),
  health: accountHealthSchema,
  openIncident: incidentSchema.nullable(),
});

// GET getAccountHealth?accountId=: stored health, open incident and the last 30 days of incidents (newest first).
export const getAccountHealthInput = z.object({ accountId: bridgeAccountIdSchema }).strict();
export const getAccountHealthOutput = z.object({
  success: z.literal(true),
  health: accountHealthSchema.nullable(),
  openIncident: incidentSchema.nullable(),
  incidents: z.array(incidentSchema),
});

// GET listAccountHealth?problems=true&pageSize=&cursor= (admins; the CLI's `copydesk health`)
export const HEALTH_PAGE_SIZE = 200;
export const HEALTH_CURSOR_MESSAGE = 'cursor is not one this endpoint gave';

/** The path of the last account of a page, users/{uid}/tradingAccounts/{n}: both ids of the one shape. */
export function isHealthCursor(cursor: string): boolean {
  const [users, uid, accounts, accountNumber, ...rest] = cursor.split('/');
  return (
    rest.length === 0 &&
    users === 'users' &&
    accounts === 'tradingAccounts' &&
    uid !== undefined &&
    accountNumber !== undefined &&
    isDocumentId(uid) &&
    isDocumentId(accountNumber)
  );
}
export const listAccountHealthInput = z
  .object({
    /** 'true': only accounts whose state is a problem. */
    problems: z.enum(['true', 'false'], { error: "problems must be 'true' or 'false'" }).optional(),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int({ error: 'pageSize must be a whole number' })
      .min(1, { error: 'pageSize must be between 1 and 200' })
      .max(HEALTH_PAGE_SIZE, { error: 'pageSize must be between 1 and 200' })
      .default(HEALTH_PAGE_SIZE),
    /** Opaque: the nextCursor of the previous page. */
    cursor: z
      .string({ error: HEALTH_CURSOR_MESSAGE })
      .max(300, { error: 'cursor is too long' })
      .refine(isHealthCursor, { error: HEALTH_CURSOR_MESSAGE })
      .optional(),
  })
  .strict();
export const accountHealthEntrySchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  metaApiAccountId: z.string(),
  /** null: not checked yet. */
  health: accountHealthSchema.nullable(),
});
export type AccountHealthEntry = z.infer<typeof accountHealthEntrySchema>;
/** healthMonitorRuns/latest: what the latest monitor run checked, and each account it could not. */
export const monitorRunReportSchema = z.object({
  at: z.string(),
  checked: z.number(),
  failed: z.number(),
  /** At most MONITOR_FAILURES_KEPT, each with the error's words. */
  failures: z.array(z.object({ metaApiAccountId: z.string(), reason: z.string() })),
});
export type MonitorRunReport = z.infer<typeof monitorRunReportSchema>;
export const MONITOR_FAILURES_KEPT = 100;
/** healthMonitorRuns/heartbeat: written by every planner cycle (product-rules/monitor-heartbeat.ts). */
export const monitorHeartbeatSchema = z.object({
  at: z.string(),
  cycleStartedAt: z.string(),
  cycleMs: z.number().int().positive(),
});
export const healthSummarySchema = z.object({
  /** Accounts per state, plus `unchecked` for accounts without health yet. */
  counts: z.record(z.enum([...HEALTH_STATES, 'unchecked']), z.number()),
  openIncidents: z.number(),
  total: z.number(),
  /** The latest monitor run, with the accounts it could not check and why (null before the first). */
  lastRun: monitorRunReportSchema.nullable().optional(),
  /** The monitor's latest cycle (null before the first): its age says whether the monitor still runs. */
  heartbeat: monitorHeartbeatSchema.nullable().optional(),
  /** The server's time of this read, so "N s ago" does not depend on the reader's clock. */
  readAt: z.string().optional(),
});
export type HealthSummary = z.infer<typeof healthSummarySchema>;
export const listAccountHealthOutput = z.object({
  success: z.literal(true),
  accounts: z.array(accountHealthEntrySchema),
  nextCursor: z.string().nullable(),
  /** Over all accounts (not only this page). */
  summary: healthSummarySchema,
});
