import { describe, expect, it } from 'vitest';
import { BridgeError, errorFromResponse, isTransientBridgeError } from './errors.js';

// The retry policy of docs/architecture.md §6: what a later retry may get past, from MetaApi's answer.
describe('a transient bridge failure', () => {
  it.each([
    { answer: 'a 500', status: 500, transient: true },
    { answer: 'a 503', status: 503, transient: true },
    { answer: 'a 409 (another operation on the account)', status: 409, transient: true },
    { answer: 'a 429', status: 429, transient: true },
    { answer: 'a 400', status: 400, transient: false },
    { answer: 'a 401 (our token refused)', status: 401, transient: false },
    { answer: 'a 403', status: 403, transient: false },
    { answer: 'a 404', status: 404, transient: false },
    { answer: 'an unexpected 418', status: 418, transient: false },
  ])('counts $answer as transient: $transient', ({ status, transient }) => {
    expect(isTransientBridgeError(errorFromResponse(status, undefined))).toBe(transient);
  });

  it('includes a refused broker login never', () => {
    const refused = errorFromResponse(400, { details: { code: 'E_AUTH' } });
    expect(refused.code).toBe('auth-failed');
    expect(isTransientBridgeError(refused)).toBe(false);
  });

  it.each([
    { kind: 'a timeout', error: new BridgeError('timeout', 'The trading bridge did not answer in time.') },
    { kind: 'a network failure', error: new BridgeError('unavailable', 'The bridge could not be reached.') },
  ])('includes $kind', ({ error }) => {
    expect(isTransientBridgeError(error)).toBe(true);
  });

  it.each([
    { kind: 'an unreadable answer', error: new BridgeError('bad-response', 'Unreadable.') },
    { kind: 'an error that is not the bridge’s', error: new Error('Firestore contention') },
    { kind: 'a thrown string', error: 'unavailable' },
  ])('excludes $kind', ({ error }) => {
    expect(isTransientBridgeError(error)).toBe(false);
  });
});
