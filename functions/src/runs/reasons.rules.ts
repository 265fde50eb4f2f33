// Plain reasons for a failed run item: what a technical admin reads next to the account. Bridge errors
// already carry an actionable message; credential problems read as in the API's error mapping.
import { isBridgeError, isTransientBridgeError } from '../bridge/index.js';

export function isRateLimited(error: unknown): boolean {
  return isBridgeError(error) && error.code === 'rate-limited';
}

export function failureReason(error: unknown): string {
  if (!isBridgeError(error)) return 'Something went wrong on our side.';
  if (error.code === 'unauthorized' || error.code === 'forbidden')
    return 'The trading service refused our credentials. Please contact support.';
  if (error.code === 'not-found') return 'The account no longer exists on the trading bridge.';
  if (isTransientBridgeError(error))
    return 'The trading service stayed unavailable after several attempts. Retry the failed accounts later.';
  return error.message;
}

/** The watchdog's reason (watchdog.ts): no task was left to act on the account. */
export const LOST_TASK_REASON =
  'The account was not processed: its task was lost after several attempts. Retry the failed accounts.';
