import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'firebase/auth';
import { ERASURE_MESSAGES } from '@copydesk/functions/contract';
import { AuthContext } from '@/lib/auth/auth-context';
import { authValue } from '@/testing/render';
import type * as ConnectedAccountsModule from './connected-accounts';
import { DeleteAccountSection } from './delete-account-section';

const ui = userEvent.setup({ delay: null });
const SECOND_FACTOR_REQUIRED = Object.assign(new Error('mfa'), { code: 'auth/multi-factor-auth-required' });
const WRONG = Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' });

const calls = vi.hoisted(() => ({
  reauthenticate: vi.fn(),
  confirmCode: vi.fn(),
  deleteMyAccount: vi.fn(),
  signOut: vi.fn(),
  accounts: vi.fn(),
}));
vi.mock('firebase/auth', () => ({
  EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
  reauthenticateWithCredential: calls.reauthenticate,
}));
vi.mock('@/lib/auth/second-factor', () => ({
  isSecondFactorRequired: (error: unknown) => error === SECOND_FACTOR_REQUIRED,
  startSecondFactorSignIn: () => Promise.resolve({ phoneHint: '+*******0100', confirm: calls.confirmCode }),
}));
vi.mock('@/lib/api', () => ({ api: { deleteMyAccount: calls.deleteMyAccount } }));
vi.mock('./connected-accounts', async (original) => ({
  ...(await original<typeof ConnectedAccountsModule>()),
  useConnectedAccounts: () => calls.accounts() as unknown,
}));

const USER = {
  uid: 'user-1',
  email: 'ada@copydesk.test',
  getIdToken: () => Promise.resolve('t'),
} as unknown as User;
const ACCOUNT = {
  accountNumber: '51234567',
  accountName: 'Main',
  serverName: 'Broker-Demo',
  platform: 'mt5',
  metaApiAccountId: 'ma-1',
  isConnected: true,
};

function renderSection() {
  const value = { ...authValue({}), signOut: calls.signOut };
  return render(
    <AuthContext.Provider value={value}>
      <DeleteAccountSection user={USER} />
    </AuthContext.Provider>,
  );
}

async function enterPassword(password: string) {
  await ui.type(screen.getByLabelText('Password'), password);
  await ui.click(screen.getByRole('button', { name: 'Delete my account' }));
}

afterEach(() => vi.resetAllMocks());

describe('the Delete my account section', () => {
  it('names each connected account and what becomes of it before anything is asked', () => {
    calls.accounts.mockReturnValue({ state: 'loaded', accounts: [ACCOUNT] });
    renderSection();
    expect(screen.getByRole('listitem').textContent).toBe(
      'Main (51234567, Broker-Demo): copying stops, open positions stay on your broker account, and the account leaves MetaApi.',
    );
  });

  it.each([
    [{ state: 'loaded', accounts: [] }, 'No trading account is connected.'],
    [{ state: 'failed' }, 'Your connected accounts could not be listed; each of them is handled as above.'],
  ])('says so when the accounts are %j', (accounts, text) => {
    calls.accounts.mockReturnValue(accounts);
    renderSection();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('refuses a wrong password and asks nothing further', async () => {
    calls.accounts.mockReturnValue({ state: 'loaded', accounts: [] });
    calls.reauthenticate.mockRejectedValue(WRONG);
    renderSection();
    await enterPassword('nope');
    await screen.findByText('That password is not right.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.deleteMyAccount).not.toHaveBeenCalled();
  });

  it('asks for the SMS code when the account has a second factor, then for confirmation, then erases and signs out', async () => {
    calls.accounts.mockReturnValue({ state: 'loaded', accounts: [ACCOUNT] });
    calls.reauthenticate.mockRejectedValue(SECOND_FACTOR_REQUIRED);
    calls.confirmCode.mockResolvedValue(undefined);
    calls.deleteMyAccount.mockResolvedValue({ success: true, message: ERASURE_MESSAGES.requested });
    calls.signOut.mockResolvedValue(undefined);
    renderSection();
    await enterPassword('secret');
    await screen.findByText('We sent a 6-digit code to +*******0100.');
    await ui.type(screen.getByLabelText('Verification code'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(calls.confirmCode).toHaveBeenCalledWith('123456');
    expect(calls.deleteMyAccount).not.toHaveBeenCalled();
    await ui.click(confirm.querySelector('button') as HTMLElement);
    await vi.waitFor(() => expect(calls.signOut).toHaveBeenCalledWith(ERASURE_MESSAGES.requested));
    expect(calls.deleteMyAccount).toHaveBeenCalledWith({});
  });

  it('keeps the account when the code is wrong, and says why', async () => {
    calls.accounts.mockReturnValue({ state: 'loaded', accounts: [] });
    calls.reauthenticate.mockRejectedValue(SECOND_FACTOR_REQUIRED);
    calls.confirmCode.mockRejectedValue(
      Object.assign(new Error('bad code'), { code: 'auth/invalid-verification-code' }),
    );
    renderSection();
    await enterPassword('secret');
    await ui.type(await screen.findByLabelText('Verification code'), '000000');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.deleteMyAccount).not.toHaveBeenCalled();
  });
});
