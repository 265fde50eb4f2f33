// POST runSmokeCheck {} (technical admins; `copydesk smoke-check`, docs/operations.md "After every
// deploy: the smoke check"): the server's half of the post-deploy check. It answers 200 with one
// result per check whatever they found (a failed check is news, not an error); the call answering at
// all is the first check, that the functions serve.
import { z } from 'zod';

/** The server's checks, in the order they are reported. */
export const SERVER_SMOKE_CHECKS = ['functions', 'bridge', 'mail', 'monitor'] as const;
export type ServerSmokeCheck = (typeof SERVER_SMOKE_CHECKS)[number];

export const smokeCheckResultSchema = z.object({
  name: z.enum(SERVER_SMOKE_CHECKS),
  ok: z.boolean(),
  /** What was found, in our own words (never a secret, never the remote service's free text). */
  detail: z.string(),
  /** For a failure: what to do about it; null when it passed. */
  action: z.string().nullable(),
});
export type SmokeCheckResult = z.infer<typeof smokeCheckResultSchema>;

export const runSmokeCheckInput = z.object({}).strict();
export const runSmokeCheckOutput = z.object({
  success: z.literal(true),
  checks: z.array(smokeCheckResultSchema),
  /** Where the test e-mail went (the caller's address of record), or null when there is none. */
  mailTo: z.string().nullable(),
  /** The server's time of the check. */
  at: z.string(),
});
export type RunSmokeCheckOutput = z.infer<typeof runSmokeCheckOutput>;
