// Sessions a signed-in user ends on the server (docs/operations.md, "CLI"): Firebase Auth has no
// self-service revocation, so the CLI's logout of a password session asks for it here.
import { z } from 'zod';

export const revokeMySessionsInput = z.object({}).strict();

export const revokeMySessionsOutput = z.object({
  success: z.literal(true),
  /** Whose refresh tokens were revoked: the caller, or for automation the ops principal itself. */
  revokedUid: z.string(),
});
