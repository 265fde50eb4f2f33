// Keeps the copy-health shards in step with bridgeAccounts/{metaApiAccountId} (services/health-membership,
// docs/architecture.md §12): created -> joins a shard, deleted -> leaves it. Retried on failure (a
// contended shard transaction); both steps are idempotent.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HEALTH_SHARD_CAPACITY } from './health.params.js';
import { followBridgeAccount } from './health-membership.service.js';
import { firebaseDeps } from '../platform/trigger-deps.js';
import { optionsFor } from '../platform/function-sizing.js';

export const onBridgeAccountWritten = onDocumentWritten(
  { ...optionsFor('trigger'), document: 'bridgeAccounts/{metaApiAccountId}', retry: true },
  async (event) => {
    const after = event.data?.after;
    const owner = after?.exists
      ? { uid: String(after.get('uid')), accountNumber: String(after.get('accountNumber')) }
      : null;
    await followBridgeAccount(event.params.metaApiAccountId, owner, {
      db: firebaseDeps().db,
      capacity: HEALTH_SHARD_CAPACITY.value(),
    });
  },
);
