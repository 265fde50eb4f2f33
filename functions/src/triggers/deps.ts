// What the trigger logic needs from the outside world, injected so tests can call the same logic
// directly (against the same emulators and simulator) to re-deliver an event.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { adminAuth, db } from '../admin.js';
import type { TradingBridge } from '../bridge/index.js';
import { createBridge } from '../config/bridge-params.js';

export interface TriggerDeps {
  db: Firestore;
  auth: Auth;
  /** Built on first use: params only resolve at run time. */
  bridge: () => TradingBridge;
}

let bridge: TradingBridge | undefined;

export function defaultDeps(): TriggerDeps {
  return {
    db,
    auth: adminAuth,
    bridge: () => (bridge ??= createBridge()),
  };
}

/** "system:<trigger>": the actor of audit entries for the server's own actions. */
export const systemActor = (trigger: string) => `system:${trigger}`;
