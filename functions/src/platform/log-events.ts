// The stable `event` names of the structured logs the alerts watch (docs/operations.md, "Monitoring
// and alerts"). firebase-functions' logger writes its extra object as the entry's jsonPayload, so a
// log-based metric selects `jsonPayload.event="<name>"` (ops/monitoring/metrics). A name here is a
// contract with those files: rename one only together with its metric, and never reuse one.
export const LOG_EVENTS = {
  /** Info at the end of every copy-health planner cycle, with its counts (its absence alerts). */
  healthMonitorCycle: 'health_monitor_cycle',
  /** A Cloud Tasks handler threw (the queue retries or gives up) or gave up on its item. */
  taskFailed: 'task_failed',
  /** An endpoint answered 5xx, mapped or crashed. */
  http5xx: 'http_5xx',
  /** MetaApi answered 429 to one of our requests. */
  bridgeRateLimited: 'bridge_rate_limited',
  /** MetaApi answered 5xx to one of our requests. */
  bridgeServerError: 'bridge_server_error',
  /** An e-mail was not sent: the SMTP server refused it, or a notification's e-mail failed. */
  emailSendFailed: 'email_send_failed',
  /** The run watchdog settled items a deployment run left pending past the queue's retry window. */
  deploymentRunStuck: 'deployment_run_stuck',
} as const;
