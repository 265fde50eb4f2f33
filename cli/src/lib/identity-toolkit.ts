// Firebase Auth over its REST API: the web SDK cannot resume a session from a stored refresh token in
// Node, so the CLI signs in and refreshes with the documented endpoints (the Auth emulator serves the
// same paths under its own host).
import { CliError, EXIT } from './cli-error.js';
import type { Target } from './targets.js';

export interface Tokens {
  idToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the ID token expires. */
  expiresAt: number;
  uid: string;
  email: string | undefined;
}

const AUTH_MESSAGES: Record<string, string> = {
  EMAIL_NOT_FOUND: 'No account found with this email.',
  INVALID_PASSWORD: 'Incorrect password.',
  INVALID_LOGIN_CREDENTIALS: 'Invalid login credentials. Please check your email and password.',
  USER_DISABLED: 'This account has been disabled.',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'Too many failed login attempts. Please try again later.',
  INVALID_CODE: 'That SMS code is not right.',
  INVALID_SESSION_INFO: 'That SMS code has expired. Run "copydesk login" again.',
  TOKEN_EXPIRED: 'Your session has expired. Run "copydesk login" again.',
  INVALID_REFRESH_TOKEN: 'Your session is no longer valid. Run "copydesk login" again.',
  USER_NOT_FOUND: 'Your session is no longer valid. Run "copydesk login" again.',
};

export async function post(url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new CliError(`Cannot reach the sign-in service at ${new URL(url).origin}.`);
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code = String((data.error as { message?: string } | undefined)?.message ?? response.status);
    const known = AUTH_MESSAGES[code.split(' ')[0] ?? ''];
    throw new CliError(known ?? `Sign-in failed: ${code}`, EXIT.notAuthorized);
  }
  return data;
}

export async function signInWithPassword(target: Target, email: string, password: string): Promise<Tokens> {
  const url = `${target.identityToolkitUrl}/v1/accounts:signInWithPassword?key=${target.apiKey}`;
  const data = await post(url, { email, password, returnSecureToken: true });
  return tokensOf(data);
}

/** Tokens from a sign-in answer (password, or the second-factor finalize step). */
export function tokensOf(data: Record<string, unknown>): Tokens {
  const idToken = String(data.idToken);
  return {
    idToken,
    refreshToken: String(data.refreshToken),
    expiresAt: Date.now() + Number(data.expiresIn ?? 3600) * 1000,
    uid: typeof data.localId === 'string' ? data.localId : uidOf(idToken),
    email: typeof data.email === 'string' ? data.email : undefined,
  };
}

export async function signInWithCustomToken(target: Target, token: string): Promise<Omit<Tokens, 'email'>> {
  const url = `${target.identityToolkitUrl}/v1/accounts:signInWithCustomToken?key=${target.apiKey}`;
  const data = await post(url, { token, returnSecureToken: true });
  const idToken = String(data.idToken);
  return { idToken, refreshToken: String(data.refreshToken), expiresAt: Date.now() + Number(data.expiresIn) * 1000, uid: uidOf(idToken) };
}

export async function refresh(target: Target, refreshToken: string): Promise<Pick<Tokens, 'idToken' | 'refreshToken' | 'expiresAt'>> {
  const url = `${target.secureTokenUrl}/v1/token?key=${target.apiKey}`;
  const data = await post(url, { grant_type: 'refresh_token', refresh_token: refreshToken });
  return {
    idToken: String(data.id_token),
    refreshToken: String(data.refresh_token),
    expiresAt: Date.now() + Number(data.expires_in) * 1000,
  };
}

/** The uid inside an ID token (no verification: the server verifies every token it receives). */
export function uidOf(idToken: string): string {
  const payload = idToken.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { user_id?: string; sub?: string };
  return claims.user_id ?? claims.sub ?? '';
}
