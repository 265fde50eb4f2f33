import { describe, expect, it } from 'vitest';
import { securityErrorMessage } from './security-errors';

describe('securityErrorMessage', () => {
  it.each([
    ['auth/requires-recent-login', 'For your security, sign out and sign in again, then retry.'],
    ['auth/unverified-email', 'Please verify your e-mail address first'],
    ['auth/invalid-verification-code', 'That code is not right. Check the SMS and try again.'],
    ['auth/something-new', 'Something went wrong. Please try again.'],
  ])('%s reads "%s"', (code, expected) => {
    expect(securityErrorMessage({ code })).toBe(expected);
  });

  it('never shows a raw error', () => {
    expect(securityErrorMessage(new Error('internal detail'))).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
