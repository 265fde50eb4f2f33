// Automation sign-in (docs/operations.md, "CLI"): firebase-admin mints a custom token for the ops
// principal, a service uid the functions allowlist (OPS_SERVICE_UIDS), with the claims `ops: true` and
// `actingAs: <uid of the person running it>`. It is exchanged for an ID token like any other sign-in.
// The server gives it the roles of the person it acts for and records both in the audit log. On the
// emulator no key file is needed.
import path from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import { CliError, EXIT } from './cli-error.js';
import type { Target } from './targets.js';

/** The ops principal's uid unless --ops-uid or COPYDESK_OPS_UID names another. */
export const DEFAULT_OPS_UID = 'copydesk-ops';

export interface OpsPrincipal {
  opsUid: string;
  /** The key file it was minted with (kept to revoke the session on logout); none on the emulator. */
  keyFile: string | undefined;
}

async function adminAuthFor(target: Target, keyFile: string | undefined): Promise<Auth> {
  if (target.kind === 'project' && !keyFile) {
    throw new CliError('--service-account needs the key file of a service account for a real project.', EXIT.usage);
  }
  const { cert, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  if (target.kind === 'emulator') {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= new URL(target.identityToolkitUrl).host;
  }
  const app = initializeApp(
    keyFile ? { credential: cert(keyFile), projectId: target.projectId } : { projectId: target.projectId },
    `copydesk-cli-${Date.now()}`,
  );
  return getAuth(app);
}

/** A custom token for the ops principal acting for `as` (a uid or an e-mail), and that person's uid. */
export async function mintOpsToken(
  target: Target,
  as: string,
  principal: OpsPrincipal,
): Promise<{ token: string; actingAs: string }> {
  const auth = await adminAuthFor(target, principal.keyFile);
  const actingAs = as.includes('@') ? (await auth.getUserByEmail(as)).uid : as;
  if (actingAs === principal.opsUid) {
    throw new CliError('--as names the person the ops principal acts for, not the principal itself.', EXIT.usage);
  }
  const token = await auth.createCustomToken(principal.opsUid, { ops: true, actingAs });
  return { token, actingAs };
}

/**
 * Logout for automation: revokes the ops principal's refresh tokens, so this session's tokens are
 * refused at once (the functions verify with checkRevoked). Every session of the principal ends.
 */
export async function revokeOpsSessions(target: Target, principal: OpsPrincipal): Promise<void> {
  const auth = await adminAuthFor(target, principal.keyFile);
  await auth.revokeRefreshTokens(principal.opsUid);
}

export function keyFilePath(option: string | boolean | undefined): string | undefined {
  return typeof option === 'string' ? path.resolve(option) : undefined;
}
