import { describe, expect, it } from 'vitest';
import { adminSessionStateOf } from './second-factor-enrolment';

const FACTOR = { uid: 'factor-1' };
const withFactor = (id: string) => ({ sign_in_provider: 'password', sign_in_second_factor: 'phone', second_factor_identifier: id });

describe('adminSessionStateOf', () => {
  it.each([
    ['signed in with the factor the mailbox proof trusted', { firebase: withFactor('factor-1'), trustedFactors: ['factor-1'] }, [FACTOR], 'trusted'],
    ['signed in with a factor nobody trusted', { firebase: withFactor('factor-1') }, [FACTOR], 'set-up'],
    ['signed in with another factor than the trusted one', { firebase: withFactor('factor-2'), trustedFactors: ['factor-1'] }, [FACTOR, { uid: 'factor-2' }], 'sign-in-again'],
    ['signed in with the password, a trusted factor enrolled', { firebase: { sign_in_provider: 'password' }, trustedFactors: ['factor-1'] }, [FACTOR], 'sign-in-again'],
    ['signed in with the password, no factor', { firebase: { sign_in_provider: 'password' } }, [], 'set-up'],
    ['a trusted factor that was removed since', { firebase: { sign_in_provider: 'password' }, trustedFactors: ['factor-1'] }, [], 'set-up'],
  ] as const)('%s -> %s', (_case, claims, enrolled, state) => {
    expect(adminSessionStateOf(claims, enrolled)).toBe(state);
  });
});
