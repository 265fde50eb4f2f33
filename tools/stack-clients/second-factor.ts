// SMS second factors on the Auth emulator, the way a real client meets them: a factor enrolled with
// firebase-admin (as the seed does), then the documented two-step REST sign-in (password, then
// mfaSignIn:start / :finalize with the code the emulator "sent"). The emulator never sends an SMS: it
// lists the codes at /emulator/v1/projects/{id}/verificationCodes (and prints them in its log).
import { getApps, initializeApp } from 'firebase-admin/app';
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { authEmulatorHost, projectId } from './emulators.ts';

const base = () => `http://${authEmulatorHost()}/identitytoolkit.googleapis.com`;
const KEY = 'key=demo-api-key';

function adminAuth() {
  if (getApps().length === 0) initializeApp({ projectId });
  return getAuth();
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${new URL(url).pathname} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

let phoneSequence = 0;

/** A test phone number of its own for every enrolment, so a code is never read for the wrong user. */
export function uniquePhoneNumber(): string {
  phoneSequence += 1;
  const digits = String((Date.now() % 9_000_000) + phoneSequence * 7)
    .padStart(7, '0')
    .slice(-7);
  return `+1555${digits}`;
}

/** Verifies the e-mail (enrolment needs it) and enrols one SMS factor. */
export async function enrolPhone(uid: string, phoneNumber: string): Promise<void> {
  await adminAuth().updateUser(uid, {
    emailVerified: true,
    // The emulator wants the enrolment id (uid) named on an update; production would make one up.
    multiFactor: {
      enrolledFactors: [{ uid: randomUUID(), phoneNumber, factorId: 'phone', displayName: 'Phone' }],
    },
  });
}

interface VerificationCode {
  code: string;
  phoneNumber: string;
  sessionInfo: string;
}

/** The newest SMS code the emulator "sent" to this number (or for this verification session). */
export async function latestCode(match: { phoneNumber?: string; sessionInfo?: string }): Promise<string> {
  const url = `http://${authEmulatorHost()}/emulator/v1/projects/${projectId}/verificationCodes`;
  const { verificationCodes } = (await (await fetch(url)).json()) as {
    verificationCodes: VerificationCode[];
  };
  const code = verificationCodes
    .filter(
      (entry) =>
        (match.phoneNumber === undefined || entry.phoneNumber === match.phoneNumber) &&
        (match.sessionInfo === undefined || entry.sessionInfo === match.sessionInfo),
    )
    .at(-1)?.code;
  if (!code) throw new Error(`No SMS code was sent to ${match.phoneNumber ?? 'this session'}`);
  return code;
}

/** Signs in with password + SMS code; returns the ID token (it carries sign_in_second_factor). */
export async function signInWithSecondFactor(email: string, password: string): Promise<string> {
  const first = await post<{ mfaPendingCredential?: string; mfaInfo?: { mfaEnrollmentId: string }[] }>(
    `${base()}/v1/accounts:signInWithPassword?${KEY}`,
    { email, password, returnSecureToken: true },
  );
  const factor = first.mfaInfo?.[0];
  if (!first.mfaPendingCredential || !factor) throw new Error(`${email} has no second factor enrolled`);
  const started = await post<{ phoneResponseInfo: { sessionInfo: string } }>(
    `${base()}/v2/accounts/mfaSignIn:start?${KEY}`,
    {
      mfaPendingCredential: first.mfaPendingCredential,
      mfaEnrollmentId: factor.mfaEnrollmentId,
      phoneSignInInfo: {},
    },
  );
  const { sessionInfo } = started.phoneResponseInfo;
  const finished = await post<{ idToken: string }>(`${base()}/v2/accounts/mfaSignIn:finalize?${KEY}`, {
    mfaPendingCredential: first.mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code: await latestCode({ sessionInfo }) },
  });
  return finished.idToken;
}
