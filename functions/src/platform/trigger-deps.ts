// What the trigger logic needs from the outside world, injected so tests can call the same logic
// directly (against the same emulators and simulator) to re-deliver an event.
import { logger } from 'firebase-functions';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { adminAuth, db } from './firebase-app.js';
import { isBridgeError, isTransientBridgeError, type TradingBridge } from '../bridge/index.js';
import { bridge } from './clients.js';

/** Firestore and Auth: what a trigger that never calls the bridge needs. */
export interface FirebaseDeps {
  db: Firestore;
  auth: Auth;
}

export interface TriggerDeps extends FirebaseDeps {
  /** The composition root's bridge (platform/clients.ts), built on first use. */
  bridge: () => TradingBridge;
}

/**
 * For triggers that never call the bridge: taking only these keeps the bridge's token out of what the
 * function reads, so it mounts no MetaApi secret (tools/function-secrets.test.ts).
 */
export function firebaseDeps(): FirebaseDeps {
  return { db, auth: adminAuth };
}

export function defaultDeps(): TriggerDeps {
  return { ...firebaseDeps(), bridge };
}

/** "system:<trigger>": the actor of audit entries for the server's own actions. */
export const systemActor = (trigger: string) => `system:${trigger}`;

/**
 * Runs a trigger's logic under `retry: true`: a transient failure (bridge down, timeout, 429, 409, or
 * anything that is not a bridge error, e.g. Firestore contention) is rethrown so Cloud Functions
 * redelivers the event (the claim was released, so the retry acts); a permanent bridge error
 * (validation, forbidden, bad token, unreadable answer) is logged and dropped instead of being retried
 * for days. Events are idempotent, so a redelivery after a partial run is safe.
 */
export async function withTransientRetry(trigger: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (isBridgeError(error) && !isTransientBridgeError(error)) {
      logger.error(`${trigger}: permanent bridge error, not retried`, {
        code: error.code,
        message: error.message,
      });
      return;
    }
    throw error;
  }
}
