// Maps authentication failures to the docs/product.md §8 texts. Pure: no Firebase import, so it is unit-tested
// without the SDK. Unknown codes show the provider's own message, else a fixed fallback.
import { AUTH_MESSAGES } from './messages';

export const PASSWORD_POLICY_CODE = 'auth/password-does-not-meet-requirements';

export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    return typeof error.code === 'string' ? error.code : undefined;
  }
  return undefined;
}

export function providerMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    if (typeof error.message === 'string' && error.message.trim() !== '') return error.message;
  }
  return undefined;
}

function lookup(table: Readonly<Record<string, string>>, error: unknown, fallback: string): string {
  const code = errorCode(error);
  if (code !== undefined && Object.hasOwn(table, code)) return table[code] ?? fallback;
  return providerMessage(error) ?? fallback;
}

export function loginErrorMessage(error: unknown): string {
  return lookup(AUTH_MESSAGES.login, error, AUTH_MESSAGES.loginFallback);
}

export function registerErrorMessage(error: unknown): string {
  return lookup(AUTH_MESSAGES.register, error, AUTH_MESSAGES.registerFallback);
}

export function resetErrorMessage(error: unknown): string {
  return providerMessage(error) ?? AUTH_MESSAGES.resetFallback;
}

/** The parts of Firebase's PasswordValidationStatus this app reads (structural, SDK-free). */
export interface PasswordPolicyStatus {
  isValid: boolean;
  meetsMinPasswordLength?: boolean;
  meetsMaxPasswordLength?: boolean;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
  passwordPolicy: { customStrengthOptions: { minPasswordLength?: number; maxPasswordLength?: number } };
}

/** Turns the provider's policy status into one sentence listing what the password still needs. */
export function describePasswordPolicy(status: PasswordPolicyStatus): string {
  const { minPasswordLength, maxPasswordLength } = status.passwordPolicy.customStrengthOptions;
  const needs: string[] = [];
  if (status.meetsMinPasswordLength === false) needs.push(`at least ${minPasswordLength ?? 6} characters`);
  if (status.meetsMaxPasswordLength === false) needs.push(`at most ${maxPasswordLength ?? 4096} characters`);
  if (status.containsLowercaseLetter === false) needs.push('a lowercase letter');
  if (status.containsUppercaseLetter === false) needs.push('an uppercase letter');
  if (status.containsNumericCharacter === false) needs.push('a number');
  if (status.containsNonAlphanumericCharacter === false) needs.push('a special character');
  if (needs.length === 0) return 'Password does not meet the requirements.';
  return `Password does not meet the requirements. It needs ${needs.join(', ')}.`;
}

/** Re-thrown in place of the provider's policy error; keeps its code so callers can still tell. */
export class PasswordPolicyError extends Error {
  readonly code = PASSWORD_POLICY_CODE;
  constructor(
    message: string,
    readonly status: PasswordPolicyStatus | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PasswordPolicyError';
  }
}

/**
 * docs/product.md §5: a password-policy rejection (auth/password-does-not-meet-requirements) is passed to the
 * provider's policy-status check (`validate`, i.e. Firebase validatePassword) and re-thrown to the
 * caller as a PasswordPolicyError describing what the password lacks. Other failures pass through.
 */
export async function withPasswordPolicy<T>(
  password: string,
  action: () => Promise<T>,
  validate: (password: string) => Promise<PasswordPolicyStatus>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (errorCode(error) !== PASSWORD_POLICY_CODE) throw error;
    const status = await validate(password).catch(() => null);
    const message = status ? describePasswordPolicy(status) : 'Password does not meet the requirements.';
    throw new PasswordPolicyError(message, status, { cause: error });
  }
}
