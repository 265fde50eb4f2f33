// Signing in with the calls to Firebase as test doubles: the password alone, and the SMS step an account
// with a second factor goes through (docs/product.md §9): the code is asked for, confirmed, and a wrong
// code or a code that could not be sent is said in the product's words (§8).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PendingSecondFactor } from '@/lib/auth/second-factor';
import { renderInApp } from '@/testing/render';
import { LoginScreen, type SignInCalls } from './login-page';

const ui = userEvent.setup({ delay: null });

/** A failure as the Firebase SDK throws it: an Error with the auth code. */
function firebaseError(code: string, message = `Firebase: Error (${code}).`): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

const SECOND_FACTOR_REQUIRED = firebaseError('auth/multi-factor-auth-required');

function renderLogin(overrides: Partial<SignInCalls>) {
  const calls: SignInCalls = {
    prepareAuth: () => undefined,
    signIn: vi.fn(() => Promise.resolve()),
    isSecondFactorRequired: (error) => error === SECOND_FACTOR_REQUIRED,
    startSecondFactorSignIn: vi.fn(() => Promise.reject(new Error('no second factor expected'))),
    ...overrides,
  };
  renderInApp(
    <Routes>
      <Route path="/login" element={<LoginScreen calls={calls} />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { url: '/login', uid: null },
  );
  return calls;
}

async function signInWithPassword() {
  await ui.type(screen.getByLabelText('Email'), 'ada@example.com');
  await ui.type(screen.getByLabelText('Password'), 'Secret-pass-1');
  await ui.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** A pending sign-in whose confirm is the given double. */
function pendingWith(confirm: (code: string) => Promise<void>): PendingSecondFactor {
  return { phoneHint: '+*******0100', confirm };
}

describe('signing in', () => {
  it('opens the dashboard after the password alone when the account has no second factor', async () => {
    const calls = renderLogin({});
    await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.signIn).toHaveBeenCalledWith('ada@example.com', 'Secret-pass-1');
  });

  it('asks for the SMS code sent to the enrolled phone and opens the dashboard once it is confirmed', async () => {
    const confirm = vi.fn((_code: string) => Promise.resolve());
    renderLogin({
      signIn: () => Promise.reject(SECOND_FACTOR_REQUIRED),
      startSecondFactorSignIn: () => Promise.resolve(pendingWith(confirm)),
    });
    await signInWithPassword();
    expect(await screen.findByText('We sent a 6-digit code to +*******0100.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await ui.type(screen.getByLabelText('Verification code'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('123456');
  });

  it('says a wrong code and lets the person type another', async () => {
    const confirm = vi
      .fn<(code: string) => Promise<void>>()
      .mockRejectedValueOnce(firebaseError('auth/invalid-verification-code', 'The code is not valid.'))
      .mockResolvedValueOnce(undefined);
    renderLogin({
      signIn: () => Promise.reject(SECOND_FACTOR_REQUIRED),
      startSecondFactorSignIn: () => Promise.resolve(pendingWith(confirm)),
    });
    await signInWithPassword();
    const code = await screen.findByLabelText('Verification code');
    await ui.type(code, '000000');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();

    await ui.clear(code);
    await ui.type(code, '123456');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(confirm).toHaveBeenLastCalledWith('123456');
  });

  it('stays on the password form and says why when the code could not be sent', async () => {
    renderLogin({
      signIn: () => Promise.reject(SECOND_FACTOR_REQUIRED),
      startSecondFactorSignIn: () => Promise.reject(firebaseError('auth/too-many-requests')),
    });
    await signInWithPassword();
    expect(
      await screen.findByText(
        'Too many failed login attempts. Please try again later or reset your password.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });

  it('says the product text for a wrong password', async () => {
    renderLogin({ signIn: () => Promise.reject(firebaseError('auth/invalid-credential')) });
    await signInWithPassword();
    expect(
      await screen.findByText('Invalid login credentials. Please check your email and password.'),
    ).toBeInTheDocument();
  });
});
