// Copy-health configuration (functions/.env.example): the monitor's pace and thresholds. The mail
// server's settings are the platform's (platform/params/mail-params.ts).
import { defineInt } from 'firebase-functions/params';
import {
  DEFAULT_COPY_READ_EVERY_CYCLES,
  DEFAULT_SHARD_CAPACITY,
  DEFAULT_SHARD_TASK_CONCURRENCY,
} from './health-shards.rules.js';
import { HEALTH_DEFAULTS } from '../product-rules/index.js';

export const HEALTH_MONITOR_CONCURRENCY = defineInt('HEALTH_MONITOR_CONCURRENCY', {
  default: HEALTH_DEFAULTS.monitorConcurrency,
});
export const HEALTH_BRIDGE_GRACE_MINUTES = defineInt('HEALTH_BRIDGE_GRACE_MINUTES', {
  default: HEALTH_DEFAULTS.bridgeGraceMinutes,
});
export const HEALTH_COPY_QUIET_MINUTES = defineInt('HEALTH_COPY_QUIET_MINUTES', {
  default: HEALTH_DEFAULTS.copyFailureQuietMinutes,
});
export const HEALTH_ESCALATION_MINUTES = defineInt('HEALTH_ESCALATION_MINUTES', {
  default: HEALTH_DEFAULTS.adminEscalationMinutes,
});

/** Accounts per shard document (docs/architecture.md §12); the local stack sets fewer so a test fleet spans several. */
export const HEALTH_SHARD_CAPACITY = defineInt('HEALTH_SHARD_CAPACITY', { default: DEFAULT_SHARD_CAPACITY });
/** A healthy subscribed account's stop-outs and user log are read once every this many cycles (§12). */
export const HEALTH_COPY_READ_EVERY_CYCLES = defineInt('HEALTH_COPY_READ_EVERY_CYCLES', {
  default: DEFAULT_COPY_READ_EVERY_CYCLES,
});
/** Shard tasks in flight at once on the checkHealthShardTask queue (the bench's cycle projection). */
export const HEALTH_SHARD_TASK_CONCURRENCY = defineInt('HEALTH_SHARD_TASK_CONCURRENCY', {
  default: DEFAULT_SHARD_TASK_CONCURRENCY,
});

export interface HealthSettings {
  concurrency: number;
  bridgeGraceMinutes: number;
  copyFailureQuietMinutes: number;
  escalationMinutes: number;
  /** See HEALTH_COPY_READ_EVERY_CYCLES; 1 reads every subscribed account every cycle. */
  copyReadEveryCycles: number;
}

export function healthSettings(): HealthSettings {
  return {
    concurrency: HEALTH_MONITOR_CONCURRENCY.value(),
    bridgeGraceMinutes: HEALTH_BRIDGE_GRACE_MINUTES.value(),
    copyFailureQuietMinutes: HEALTH_COPY_QUIET_MINUTES.value(),
    escalationMinutes: HEALTH_ESCALATION_MINUTES.value(),
    copyReadEveryCycles: HEALTH_COPY_READ_EVERY_CYCLES.value(),
  };
}
