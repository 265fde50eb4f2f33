// A rules-unit-testing environment over the running Firestore emulator, loaded with our rules file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { firestoreEmulatorHost, projectId } from '../../tools/stack-clients/emulators.ts';

export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const [host, port] = firestoreEmulatorHost().split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8'),
    },
  });
}

/** The enrolment id of the test sessions' SMS factor (firebase.second_factor_identifier). */
export const TEST_FACTOR_ID = 'test-factor-1';

/**
 * The token claims of a browser session: its sign-in e-mail, whether a second factor was used (true: a
 * factor trusted after a mailbox proof, in the trustedFactors claim; 'untrusted': one that is not), and
 * how long ago the user signed in (auth_time; a fresh sign-in unless told).
 */
export function sessionClaims(
  email: string | undefined,
  secondFactor: boolean | 'untrusted' = false,
  signedInSecondsAgo = 0,
): TokenOptions {
  const now = Math.floor(Date.now() / 1000);
  return {
    // A refreshed token: issued now, for a sign-in that may be older.
    iat: now,
    auth_time: now - signedInSecondsAgo,
    ...(email ? { email, email_verified: true } : {}),
    firebase: {
      sign_in_provider: 'password' as const,
      ...(secondFactor ? { sign_in_second_factor: 'phone', second_factor_identifier: TEST_FACTOR_ID } : {}),
    },
    ...(secondFactor === true ? { trustedFactors: [TEST_FACTOR_ID] } : {}),
  };
}
