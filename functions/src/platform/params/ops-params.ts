// Automation's own identity (docs/operations.md, "CLI"): the uids of the service principals the CLI's
// --service-account login signs in as. Empty by default, so no custom token is trusted until an
// operator names its principal.
import { defineString } from 'firebase-functions/params';

/** Comma-separated service uids, e.g. "copydesk-ops,copydesk-ci". */
export const OPS_SERVICE_UIDS = defineString('OPS_SERVICE_UIDS', { default: '' });

export function opsServiceUids(): string[] {
  return OPS_SERVICE_UIDS.value()
    .split(',')
    .map((uid) => uid.trim())
    .filter((uid) => uid !== '');
}
