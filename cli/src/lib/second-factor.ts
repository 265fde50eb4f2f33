// Signing in when the account has an SMS second factor (every admin: docs/product.md §9). The Identity
// Toolkit answers the password step with an mfaPendingCredential instead of tokens; the CLI then asks
// for a code (mfaSignIn:start), reads it from --code-command or the terminal, and finishes
// (mfaSignIn:finalize). On the emulator the code is in its log (`npm run codes`); in production SMS
// needs a reCAPTCHA a terminal cannot show, so automation signs in with --service-account instead.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CliError, EXIT } from './cli-error.js';
import { post, tokensOf, type Tokens } from './identity-toolkit.js';
import type { Target } from './targets.js';

const run = promisify(execFile);

export interface SecondFactorChallenge {
  mfaPendingCredential: string;
  mfaEnrollmentId: string;
  /** As Firebase masks it, e.g. +*******0100. */
  phoneHint: string;
}

/** The password step: tokens, or the second-factor challenge an enrolled account gets. */
export async function passwordStep(
  target: Target,
  email: string,
  password: string,
): Promise<Tokens | SecondFactorChallenge> {
  const url = `${target.identityToolkitUrl}/v1/accounts:signInWithPassword?key=${target.apiKey}`;
  const data = await post(url, { email, password, returnSecureToken: true });
  const factors = data.mfaInfo as { mfaEnrollmentId?: string; phoneInfo?: string }[] | undefined;
  const phone = factors?.find((factor) => factor.phoneInfo !== undefined);
  if (typeof data.mfaPendingCredential !== 'string') return tokensOf(data);
  if (!phone?.mfaEnrollmentId) throw new CliError('This account has no SMS second factor the CLI can use.', EXIT.notAuthorized);
  return {
    mfaPendingCredential: data.mfaPendingCredential,
    mfaEnrollmentId: phone.mfaEnrollmentId,
    phoneHint: phone.phoneInfo ?? '',
  };
}

export function isChallenge(step: Tokens | SecondFactorChallenge): step is SecondFactorChallenge {
  return 'mfaPendingCredential' in step;
}

/** Runs the user's --code-command (e.g. a script reading an SMS gateway); its output is the code. */
export async function codeFromCommand(command: string): Promise<string> {
  try {
    const { stdout } = await run('/bin/sh', ['-c', command], { timeout: 60_000 });
    const code = stdout.trim().split(/\s+/).at(-1) ?? '';
    if (!/^\d{6}$/.test(code)) throw new Error('no 6-digit code');
    return code;
  } catch {
    throw new CliError('The --code-command did not print a 6-digit code.', EXIT.notAuthorized);
  }
}

export async function completeSecondFactor(
  target: Target,
  challenge: SecondFactorChallenge,
  readCode: (phoneHint: string) => Promise<string>,
): Promise<Tokens> {
  const base = `${target.identityToolkitUrl}/v2/accounts`;
  const started = await post(`${base}/mfaSignIn:start?key=${target.apiKey}`, {
    mfaPendingCredential: challenge.mfaPendingCredential,
    mfaEnrollmentId: challenge.mfaEnrollmentId,
    phoneSignInInfo: {},
  });
  const sessionInfo = (started.phoneResponseInfo as { sessionInfo?: string } | undefined)?.sessionInfo ?? '';
  const code = (await readCode(challenge.phoneHint)).trim();
  const finished = await post(`${base}/mfaSignIn:finalize?key=${target.apiKey}`, {
    mfaPendingCredential: challenge.mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code },
  });
  return tokensOf(finished);
}
