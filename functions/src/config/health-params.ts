// Copy-health configuration (functions/.env.example): the monitor's pace and thresholds, and the SMTP
// server of the e-mails. The SMTP password is a secret, declared only by the function that sends.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { HEALTH_DEFAULTS } from '../contract/index.js';

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

export const SMTP_HOST = defineString('SMTP_HOST', { default: '127.0.0.1' });
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 2587 });
export const SMTP_USER = defineString('SMTP_USER', { default: 'copydesk' });
export const SMTP_FROM = defineString('SMTP_FROM', { default: 'CopyDesk <alerts@copydesk.local>' });
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
/** The web app's origin, for the links in e-mails. */
export const APP_URL = defineString('APP_URL', { default: 'http://127.0.0.1:5173' });

export interface HealthSettings {
  concurrency: number;
  bridgeGraceMinutes: number;
  copyFailureQuietMinutes: number;
  escalationMinutes: number;
}

export function healthSettings(): HealthSettings {
  return {
    concurrency: HEALTH_MONITOR_CONCURRENCY.value(),
    bridgeGraceMinutes: HEALTH_BRIDGE_GRACE_MINUTES.value(),
    copyFailureQuietMinutes: HEALTH_COPY_QUIET_MINUTES.value(),
    escalationMinutes: HEALTH_ESCALATION_MINUTES.value(),
  };
}
