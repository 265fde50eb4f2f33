import { describe, expect, it } from 'vitest';
import { BROKER_ACCOUNT_POLICIES, submitProblem, type SubmitDraft } from './broker-account-rules';

const READY: SubmitDraft = {
  userId: 'user-1',
  accountName: 'Main',
  accountNumber: '5012342',
  password: 'secret-123',
  verification: 'verified',
  server: 'XMGlobal-MT5',
  acceptTerms: true,
};

describe('submitProblem: the first rule a submission breaks, in the product order', () => {
  it.each([
    ['no user', { userId: null, password: '' }, 'No user selected'],
    ['no password', { password: '', accountNumber: '' }, 'Please fill in all required fields'],
    ['a blank name', { accountName: ' ', verification: 'idle' }, 'Please fill in all required fields'],
    ['no number', { accountNumber: '  ', verification: 'idle' }, 'Please enter an account number'],
    [
      'a number not verified',
      { verification: 'failed', server: '' },
      'Please verify the account affiliation first by clicking the "Check" button',
    ],
    [
      'no server',
      { server: ' ', acceptTerms: false },
      'Please select a server or enter a custom server name',
    ],
    ['the terms not accepted', { acceptTerms: false }, 'You must accept the terms and conditions to proceed'],
    ['nothing missing', {}, null],
  ] as const)('client: %s', (_label, change, problem) => {
    expect(submitProblem({ ...READY, ...change }, BROKER_ACCOUNT_POLICIES.client)).toBe(problem);
  });

  it('the admin accepts the terms for nobody: a draft without them passes', () => {
    expect(submitProblem({ ...READY, acceptTerms: false }, BROKER_ACCOUNT_POLICIES.admin)).toBeNull();
  });
});
