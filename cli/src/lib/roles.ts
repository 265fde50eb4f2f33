import { CliError, EXIT } from './cli-error.js';
import type { OpsClient } from './ops-client.js';

/** Fails early, with exit code 3, before a technical command is attempted by someone who may not. */
export async function requireTechnicalAdmin(client: OpsClient): Promise<void> {
  const me = await client.whoami();
  if (!me.isTechnicalAdmin) {
    throw new CliError(`${me.email ?? me.uid} is not a technical admin.`, EXIT.notAuthorized);
  }
}

/** Fails early, with exit code 3, before an admin command is attempted by someone who may not. */
export async function requireAdmin(client: OpsClient): Promise<void> {
  const me = await client.whoami();
  if (!me.isAdmin) throw new CliError(`${me.email ?? me.uid} is not an admin.`, EXIT.notAuthorized);
}
