// A person deleted straight in Firebase Auth (the console, or the Admin SDK) is erased like any other
// (docs/operations.md "Erasure"): this enqueues the same cleanup (users/erasure-requests.service.ts). Auth
// deletion events exist only as 1st-gen triggers (firebase-functions/v1; v2 has blocking functions
// only), and the Auth emulator delivers them to the functions emulator. The cleanup's own deletion of
// the Auth user fires this again; the erasure is then pending or done, so nothing new is enqueued.
import * as functionsV1 from 'firebase-functions/v1';
import { FUNCTIONS_REGION, SIZING } from '../platform/function-sizing.js';
import { RUNTIME_SERVICE_ACCOUNT } from '../platform/service-accounts.js';
import { requestErasure } from './erasure-requests.service.js';

/** The trigger kind's sizing in 1st-gen names (memory in MB; one request per instance by design). */
const V1_MEMORY = { '256MiB': '256MB', '512MiB': '512MB', '1GiB': '1GB' } as const;

const V1_TRIGGER_OPTIONS: functionsV1.RuntimeOptions = {
  memory: V1_MEMORY[SIZING.trigger.memory],
  timeoutSeconds: SIZING.trigger.timeoutSeconds,
  maxInstances: SIZING.trigger.maxInstances,
  minInstances: SIZING.trigger.minInstances,
  // No secrets, so the account that reads none (the SDK completes the name from GCLOUD_PROJECT).
  serviceAccount: RUNTIME_SERVICE_ACCOUNT,
  // A failed enqueue is redelivered, so a deletion never goes without its erasure.
  failurePolicy: true,
};

export const onAuthUserDeleted = functionsV1
  .region(FUNCTIONS_REGION)
  .runWith(V1_TRIGGER_OPTIONS)
  .auth.user()
  .onDelete(async (user) => {
    await requestErasure(user.uid, 'authDeletion');
  });
