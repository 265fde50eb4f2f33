import { describeStopout, pickHealthState, type HealthState } from '../product-rules/index.js';
// Copy health from the bridge's raw signals (README "Copy health", signal table): pure, so the monitor,
// the on-demand check and the tests share one reading. The memory carries what one observation cannot
// say alone: since when the account has been disconnected (from the bridge or from the broker: both wait
// the same grace), and when a copy failure was last seen.

export interface ObservedAccount {
  state: string;
  connectionStatus: string;
}

export interface ObservedSubscriber {
  closeOnly?: string;
  subscriptions: { closeOnly?: string; removed?: boolean }[];
}

export interface ObservedLogEntry {
  time: string;
  level: string;
  message: string;
}

export interface HealthObservation {
  /** Null: the bridge does not know the account (removed there). */
  account: ObservedAccount | null;
  subscriber: ObservedSubscriber | null;
  /** strategy absent: the account-wide limit fired (guardrails.ts stopoutLimitName). */
  stopouts: { reasonDescription: string; reason: string; strategy?: { id: string } }[];
  /** ERROR/WARN user-log entries newer than the memory's cursor, newest first. */
  copyErrors: ObservedLogEntry[];
}

export interface HealthMemory {
  /** Epoch ms when a DEPLOYED account was first seen DISCONNECTED from the bridge. */
  disconnectedSince: number | null;
  /** Epoch ms when a DEPLOYED account was first seen DISCONNECTED_FROM_BROKER (the same grace applies). */
  brokerDisconnectedSince: number | null;
  lastCopyErrorSeenAt: number | null;
  lastCopyError: string | null;
  /** Time of the newest user-log entry read (bridge clock, ISO). */
  userLogCursor: string | null;
}

export const EMPTY_MEMORY: HealthMemory = {
  disconnectedSince: null,
  brokerDisconnectedSince: null,
  lastCopyErrorSeenAt: null,
  lastCopyError: null,
  userLogCursor: null,
};

export interface HealthTuning {
  /** A disconnection (from the bridge or from the broker) shorter than this is a blip, not a problem. */
  bridgeGraceMinutes: number;
  /** copy-failing holds until no new failure has been seen for this long. */
  copyFailureQuietMinutes: number;
}

export interface HealthReading {
  state: HealthState;
  details: string | null;
  memory: HealthMemory;
}

const FAILED = new Set(['DEPLOY_FAILED', 'REDEPLOY_FAILED']);
const STARTING = new Set(['DEPLOYING', 'CREATED']);

/** Whether the account is deployed with a subscriber, so stop-outs and the user log are worth reading. */
export function needsCopyReads(
  account: ObservedAccount | null,
  subscriber: ObservedSubscriber | null,
): boolean {
  return account?.state === 'DEPLOYED' && subscriber !== null;
}

export function readHealth(
  o: HealthObservation,
  memory: HealthMemory,
  now: number,
  tuning: HealthTuning,
): HealthReading {
  const found: [HealthState, string | null][] = [];
  const next: HealthMemory = { ...memory };
  const a = o.account;
  if (!a || (!FAILED.has(a.state) && !STARTING.has(a.state) && a.state !== 'DEPLOYED')) {
    found.push(['undeployed', a ? a.state : null]);
  } else if (FAILED.has(a.state)) found.push(['deploy-failed', a.state]);
  else if (STARTING.has(a.state)) found.push(['deploying', null]);
  const connection = a?.state === 'DEPLOYED' ? a.connectionStatus : 'CONNECTED';
  const fromBroker = connection === 'DISCONNECTED_FROM_BROKER';
  const fromBridge = connection !== 'CONNECTED' && !fromBroker;
  next.brokerDisconnectedSince = fromBroker ? (memory.brokerDisconnectedSince ?? now) : null;
  next.disconnectedSince = fromBridge ? (memory.disconnectedSince ?? now) : null;
  const outlasted = (since: number | null) =>
    since !== null && now - since >= tuning.bridgeGraceMinutes * 60_000;
  if (outlasted(next.brokerDisconnectedSince)) found.push(['broker-disconnected', null]);
  if (outlasted(next.disconnectedSince)) found.push(['bridge-disconnected', null]);
  if (o.stopouts.length > 0)
    found.push([
      'stopped-out',
      [...new Set(o.stopouts.map(describeStopout))].join('; '), // names the guardrail that fired
    ]);
  const closeOnly = closeOnlyMode(o.subscriber);
  if (closeOnly) found.push(['close-only', closeOnly]);
  const newest = o.copyErrors[0];
  if (newest) {
    next.lastCopyErrorSeenAt = now;
    next.lastCopyError = newest.message;
    next.userLogCursor = newest.time;
  }
  if (
    next.lastCopyErrorSeenAt !== null &&
    now - next.lastCopyErrorSeenAt < tuning.copyFailureQuietMinutes * 60_000
  )
    found.push(['copy-failing', next.lastCopyError]);
  const state = pickHealthState(found.map(([s]) => s));
  return { state, details: found.find(([s]) => s === state)?.[1] ?? null, memory: next };
}

/** Subscriber-level closeOnly, or every live subscription in close-only. */
function closeOnlyMode(subscriber: ObservedSubscriber | null): string | null {
  if (!subscriber) return null;
  if (subscriber.closeOnly) return subscriber.closeOnly;
  const live = subscriber.subscriptions.filter((s) => s.removed !== true);
  return live.length > 0 && live.every((s) => s.closeOnly) ? (live[0]?.closeOnly ?? null) : null;
}
