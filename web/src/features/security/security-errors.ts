// Wording for the Firebase Auth errors the Security page meets, and the server's own refusals (its
// messages never repeat input). Pure, so it is unit-tested.
import { ApiError } from '@copydesk/functions/contract';
const MESSAGES: Record<string, string> = {
  'auth/requires-recent-login': 'For your security, sign out and sign in again, then retry.',
  'auth/invalid-phone-number': 'Enter the phone number in international format, e.g. +27825550100.',
  'auth/invalid-verification-code': 'That code is not right. Check the SMS and try again.',
  'auth/code-expired': 'That code has expired. Ask for a new one.',
  'auth/unverified-email': 'Please verify your e-mail address first',
  'auth/email-already-in-use': 'Another account already uses this e-mail address.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
};

export function securityErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && Object.hasOwn(MESSAGES, code)) return MESSAGES[code] ?? '';
  return 'Something went wrong. Please try again.';
}
