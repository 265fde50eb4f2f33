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

/**
 * Verifies the e-mail (enrolment needs it) and enrols one SMS factor. Trusted (the default) puts it in
 * the trustedFactors claim, as trustEnrolledFactor does after a mailbox proof (docs/product.md §9).
 */
export async function enrolPhone(
  uid: string,
  phoneNumber: string,
  options = { trusted: true },
): Promise<void> {
  const factorUid = randomUUID();
  await adminAuth().updateUser(uid, {
    emailVerified: true,
    // The emulator wants the enrolment id (uid) named on an update; production would make one up.
    multiFactor: {
      enrolledFactors: [{ uid: factorUid, phoneNumber, factorId: 'phone', displayName: 'Phone' }],
    },
  });
  if (options.trusted) {
    const { customClaims } = await adminAuth().getUser(uid);
    await adminAuth().setCustomUserClaims(uid, { ...customClaims, trustedFactors: [factorUid] });
  }
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

/**
 * Enrols an SMS factor from inside a signed-in session, as the Security page does (mfaEnrollment:start /
 * :finalize with the code the emulator "sent"); returns the session's new ID token, which carries the
 * factor's enrolment id (firebase.second_factor_identifier).
 */
export async function enrolPhoneInSession(idToken: string, phoneNumber: string): Promise<string> {
  const started = await post<{ phoneSessionInfo: { sessionInfo: string } }>(
    `${base()}/v2/accounts/mfaEnrollment:start?${KEY}`,
    { idToken, phoneEnrollmentInfo: { phoneNumber } },
  );
  const { sessionInfo } = started.phoneSessionInfo;
  const finished = await post<{ idToken: string }>(`${base()}/v2/accounts/mfaEnrollment:finalize?${KEY}`, {
    idToken,
    displayName: 'Phone',
    phoneVerificationInfo: { sessionInfo, code: await latestCode({ sessionInfo }) },
  });
  return finished.idToken;
}

/** The claims of an ID token (the emulator's are unsigned JWTs). */
export function tokenClaims(idToken: string): Record<string, unknown> & {
  auth_time: number;
  firebase: { sign_in_second_factor?: string; second_factor_identifier?: string };
} {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as ReturnType<
    typeof tokenClaims
  >;
}
