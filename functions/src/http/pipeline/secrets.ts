// Which secrets each endpoint mounts: only the ones its code reads, so a function that never calls the
// bridge (whoami) cannot leak its token, and only provisioning sees the credential hash key.
import type { SecretParam } from 'firebase-functions/params';
import type { EndpointName } from '../../contract/index.js';
import { AFFILIATE_API_KEY, METAAPI_TOKEN } from '../../config/bridge-params.js';
import { CREDENTIAL_HASH_KEY, RATE_LIMIT_KEY } from '../../config/security-params.js';
import { SMTP_PASSWORD } from '../../config/health-params.js';

const EXCEPTIONS: Partial<Record<EndpointName, SecretParam[]>> = {
  whoami: [],
  revokeMySessions: [],
  checkAffiliation: [AFFILIATE_API_KEY],
  provisionFullAccount: [METAAPI_TOKEN, AFFILIATE_API_KEY, CREDENTIAL_HASH_KEY],
  // The mailbox proof's token is kept as an HMAC under the same key; only its request sends e-mail.
  requestMailboxProof: [CREDENTIAL_HASH_KEY, SMTP_PASSWORD],
  trustEnrolledFactor: [CREDENTIAL_HASH_KEY],
};

/**
 * Every other endpoint calls the trading bridge and nothing else secret. Every endpoint counts its
 * requests per IP (rate-limits.ts), so every one also mounts the key of the counter ids.
 */
export function secretsOf(name: EndpointName): SecretParam[] {
  return [...(EXCEPTIONS[name] ?? [METAAPI_TOKEN]), RATE_LIMIT_KEY];
}
