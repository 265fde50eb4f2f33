// Automation's own identity (docs/operations.md, "CLI"): the CLI's --service-account login signs in as
// an ops principal, an allowlisted service uid (OPS_SERVICE_UIDS) whose custom token carries the claims
// `ops: true` and `actingAs: <uid of the person running it>`. Only such a session stands in for the SMS
// second factor; a custom token minted for a person's own uid is an ordinary single-factor session.
import type { DecodedIdToken } from 'firebase-admin/auth';

export interface AutomationIdentity {
  /** The ops principal's uid. */
  serviceAccount: string;
  /** The person it acts for: their roles apply and the audit log names them. */
  actingAs: string;
}

/** A Firebase uid: 1 to 128 characters, none of them a slash or white space. */
const UID_SHAPE = /^[^\s/]{1,128}$/;

/**
 * The ops principal behind a verified token, or undefined for any other session. A token that claims
 * `ops` without being an allowlisted custom-token principal acting for someone else throws (a 401).
 */
export function automationIdentityOf(
  decoded: DecodedIdToken,
  allowlist: readonly string[],
): AutomationIdentity | undefined {
  if (decoded.ops === undefined) return undefined;
  const actingAs: unknown = decoded.actingAs;
  const holds =
    decoded.ops === true &&
    decoded.firebase.sign_in_provider === 'custom' &&
    allowlist.includes(decoded.uid) &&
    decoded.uid !== actingAs;
  if (holds && typeof actingAs === 'string' && UID_SHAPE.test(actingAs)) {
    return { serviceAccount: decoded.uid, actingAs };
  }
  throw new Error('The ops claim of this token does not hold.');
}
