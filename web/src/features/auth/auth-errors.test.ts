import { describe, expect, it } from 'vitest';
import {
  describePasswordPolicy,
  loginErrorMessage,
  PASSWORD_POLICY_CODE,
  PasswordPolicyError,
  registerErrorMessage,
  resetErrorMessage,
  withPasswordPolicy,
  type PasswordPolicyStatus,
} from './auth-errors';

/** Shaped like FirebaseError: an Error with a code. */
function firebaseError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code });
}

describe('loginErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email. Please check your email or register.'],
    ['auth/wrong-password', 'Incorrect password. Please try again or reset your password.'],
    ['auth/invalid-credential', 'Invalid login credentials. Please check your email and password.'],
    [
      'auth/too-many-requests',
      'Too many failed login attempts. Please try again later or reset your password.',
    ],
    [
      'auth/configuration-not-found',
      'Authentication service is not properly configured (provider not enabled).',
    ],
    [
      'auth/user-disabled',
      'This account is closed. If you deleted it, its data is being erased; otherwise contact support.',
    ],
    ['auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).'],
  ])('%s -> %s', (code, expected) => {
    expect(loginErrorMessage(firebaseError(code))).toBe(expected);
  });

  it.each([
    [{}, 'Failed to sign in. Please try again.'],
    [null, 'Failed to sign in. Please try again.'],
    ['boom', 'Failed to sign in. Please try again.'],
    [new Error(''), 'Failed to sign in. Please try again.'],
    [{ code: 'auth/other', message: 'Plain object message' }, 'Plain object message'],
  ])('without a known code: %o -> %s', (error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });

  it('does not use register messages', () => {
    expect(loginErrorMessage(firebaseError('auth/email-already-in-use', 'provider says'))).toBe(
      'provider says',
    );
  });

  it('shows the policy description for a password-policy failure', () => {
    const error = new PasswordPolicyError(
      'Password does not meet the requirements. It needs a number.',
      null,
    );
    expect(error.code).toBe(PASSWORD_POLICY_CODE);
    expect(loginErrorMessage(error)).toBe('Password does not meet the requirements. It needs a number.');
  });
});

describe('registerErrorMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'This email is already registered. Please login or use a different email.'],
    ['auth/weak-password', 'Password is too weak. Please use a stronger password.'],
    ['auth/invalid-email', 'Invalid email address. Please check your email format.'],
    ['permission-denied', 'Firebase: Error (permission-denied).'],
  ])('%s -> %s', (code, expected) => {
    expect(registerErrorMessage(firebaseError(code))).toBe(expected);
  });

  it('falls back to the register default', () => {
    expect(registerErrorMessage(undefined)).toBe('Failed to create account. Please try again.');
  });

  it('ignores inherited keys of the table', () => {
    expect(registerErrorMessage({ code: 'toString' })).toBe('Failed to create account. Please try again.');
  });
});

describe('resetErrorMessage', () => {
  it('shows the provider message', () => {
    expect(resetErrorMessage(firebaseError('auth/invalid-email'))).toBe(
      'Firebase: Error (auth/invalid-email).',
    );
  });
  it('falls back when there is none', () => {
    expect(resetErrorMessage(42)).toBe('Failed to send password reset email. Please try again.');
  });
});

describe('describePasswordPolicy', () => {
  const policy = { customStrengthOptions: { minPasswordLength: 8, maxPasswordLength: 30 } };

  it.each<[Partial<PasswordPolicyStatus>, string]>([
    [
      { meetsMinPasswordLength: false, containsUppercaseLetter: false },
      'Password does not meet the requirements. It needs at least 8 characters, an uppercase letter.',
    ],
    [
      {
        containsLowercaseLetter: false,
        containsNumericCharacter: false,
        containsNonAlphanumericCharacter: false,
      },
      'Password does not meet the requirements. It needs a lowercase letter, a number, a special character.',
    ],
    [
      { meetsMaxPasswordLength: false },
      'Password does not meet the requirements. It needs at most 30 characters.',
    ],
    [{ containsUppercaseLetter: true }, 'Password does not meet the requirements.'],
  ])('%o', (status, expected) => {
    expect(describePasswordPolicy({ isValid: false, passwordPolicy: policy, ...status })).toBe(expected);
  });
});

describe('withPasswordPolicy', () => {
  const status: PasswordPolicyStatus = {
    isValid: false,
    containsNumericCharacter: false,
    passwordPolicy: { customStrengthOptions: { minPasswordLength: 8 } },
  };

  it('returns the result when the action succeeds', async () => {
    await expect(
      withPasswordPolicy(
        'pw',
        () => Promise.resolve(42),
        () => Promise.resolve(status),
      ),
    ).resolves.toBe(42);
  });

  it('re-throws other failures untouched, without checking the policy', async () => {
    const failure = firebaseError('auth/wrong-password');
    let validated = false;
    const validate = () => {
      validated = true;
      return Promise.resolve(status);
    };
    await expect(withPasswordPolicy('pw', () => Promise.reject(failure), validate)).rejects.toBe(failure);
    expect(validated).toBe(false);
  });

  it('hands a policy failure to the policy check and re-throws it described', async () => {
    const failure = firebaseError(PASSWORD_POLICY_CODE);
    const seen: string[] = [];
    const validate = (password: string) => {
      seen.push(password);
      return Promise.resolve(status);
    };
    const error = await withPasswordPolicy('abc', () => Promise.reject(failure), validate).catch(
      (e: unknown) => e,
    );
    expect(seen).toEqual(['abc']);
    expect(error).toBeInstanceOf(PasswordPolicyError);
    expect((error as PasswordPolicyError).code).toBe(PASSWORD_POLICY_CODE);
    expect((error as PasswordPolicyError).cause).toBe(failure);
    expect(loginErrorMessage(error)).toBe('Password does not meet the requirements. It needs a number.');
    expect(registerErrorMessage(error)).toBe('Password does not meet the requirements. It needs a number.');
  });

  it('still re-throws when the policy check itself fails', async () => {
    const failure = firebaseError(PASSWORD_POLICY_CODE);
    const error = await withPasswordPolicy(
      'abc',
      () => Promise.reject(failure),
      () => Promise.reject(new Error('offline')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PasswordPolicyError);
    expect((error as PasswordPolicyError).status).toBeNull();
    expect(loginErrorMessage(error)).toBe('Password does not meet the requirements.');
  });
});
