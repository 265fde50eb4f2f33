// Which service account each function runs as (docs/operations.md "IAM"): one per set of
// secrets a function mounts, granted roles/secretmanager.secretAccessor on exactly those secrets, so code
// running in `whoami` cannot read METAAPI_TOKEN through the Secret Manager API. A function without
// secrets runs as copydesk-runtime, which reads none. The names end in "@": firebase-tools (and the
// 1st-gen SDK, from GCLOUD_PROJECT) completes them to <name>@<project>.iam.gserviceaccount.com, so one
// rule names them in every project; the emulator ignores the option.
import type { SecretParam } from 'firebase-functions/params';

/** Each account and the secrets it may read, by secret name (sorted). */
export const SERVICE_ACCOUNTS = {
  'copydesk-runtime': [],
  'copydesk-api': ['RATE_LIMIT_KEY'],
  'copydesk-api-bridge': ['METAAPI_TOKEN', 'RATE_LIMIT_KEY'],
  'copydesk-api-affiliate': ['AFFILIATE_API_KEY', 'RATE_LIMIT_KEY'],
  'copydesk-api-provision': ['AFFILIATE_API_KEY', 'CREDENTIAL_HASH_KEY', 'METAAPI_TOKEN', 'RATE_LIMIT_KEY'],
  'copydesk-api-mailbox': ['CREDENTIAL_HASH_KEY', 'RATE_LIMIT_KEY', 'SMTP_PASSWORD'],
  'copydesk-api-trust': ['CREDENTIAL_HASH_KEY', 'RATE_LIMIT_KEY'],
  'copydesk-api-smoke': ['METAAPI_TOKEN', 'RATE_LIMIT_KEY', 'SMTP_PASSWORD'],
  'copydesk-bridge': ['METAAPI_TOKEN'],
  'copydesk-mailer': ['SMTP_PASSWORD'],
} as const satisfies Record<string, readonly string[]>;

export type ServiceAccountId = keyof typeof SERVICE_ACCOUNTS;

/** The account of a function that mounts no secret. */
export const RUNTIME_SERVICE_ACCOUNT = 'copydesk-runtime@';

/** The account whose secrets are exactly `secretNames`; a set without one fails at load (fail closed). */
export function serviceAccountFor(secretNames: readonly string[]): `${ServiceAccountId}@` {
  const wanted = [...new Set(secretNames)].sort().join(',');
  const found = (Object.keys(SERVICE_ACCOUNTS) as ServiceAccountId[]).find(
    (id) => SERVICE_ACCOUNTS[id].join(',') === wanted,
  );
  if (found === undefined)
    throw new Error(`No service account holds exactly [${wanted}]: add one to platform/service-accounts.ts`);
  return `${found}@`;
}

/** A function definition's secrets and the account that may read exactly them (spread after optionsFor). */
export function withSecrets(secrets: readonly SecretParam[]) {
  return { secrets: [...secrets], serviceAccount: serviceAccountFor(secrets.map((secret) => secret.name)) };
}
