import { describe, expect, it } from 'vitest';
import { ApiError } from '@copydesk/functions/contract';
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

  it("shows the server's own refusal, but not a 500's text", () => {
    const refusal = 'This link is not valid any more. Please ask for a new one on the Security page.';
    expect(securityErrorMessage(new ApiError(403, refusal))).toBe(refusal);
    expect(securityErrorMessage(new ApiError(500, 'stack trace'))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('never shows a raw error', () => {
    expect(securityErrorMessage(new Error('internal detail'))).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
