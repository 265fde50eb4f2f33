import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@/lib/auth';
import { renderInApp } from '@/testing/render';
import SecurityPage from './security-page';

const ui = userEvent.setup({ delay: null });
const TOKEN = 'T'.repeat(43);

const calls = vi.hoisted(() => ({
  requestMailboxProof: vi.fn(() =>
    Promise.resolve({ success: true, sentTo: 'ada@copydesk.test', expiresAt: '2026-11-26T12:15:00.000Z' }),
  ),
  trustEnrolledFactor: vi.fn(() => Promise.resolve({ success: true, factorUid: 'factor-1' })),
  confirmCode: vi.fn(() => Promise.resolve()),
  sessionStates: ['set-up', 'trusted'] as string[],
}));

vi.mock('@/lib/api', () => ({
  api: { requestMailboxProof: calls.requestMailboxProof, trustEnrolledFactor: calls.trustEnrolledFactor },
}));
// The delete section lists the connected accounts from Firestore; this page's tests are about factors.
vi.mock('./connected-accounts', () => ({
  accountLabel: () => '',
  useConnectedAccounts: () => ({ state: 'loaded', accounts: [] }),
}));
vi.mock('@/lib/auth/second-factor-enrolment', () => ({
  adminSessionState: () => Promise.resolve(calls.sessionStates.shift() ?? 'trusted'),
  enrolledFactors: () => [],
  startEnrolment: () => Promise.resolve(calls.confirmCode),
  removeFactor: () => Promise.resolve(),
}));

function profile(isAdmin: boolean): UserProfile {
  return {
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada@copydesk.test',
    mobile: '+27820000000',
    address: '1 Road',
    isAdmin,
    isTechnicalAdmin: false,
    subscription: null,
  };
}

afterEach(() => {
  vi.clearAllMocks();
  calls.sessionStates = ['set-up', 'trusted'];
});

describe('the Security page for an admin without a trusted factor', () => {
  it('asks for the e-mail link before offering to add a phone', async () => {
    renderInApp(<SecurityPage />, { url: '/security', profile: profile(true) });
    await screen.findByRole('heading', { name: 'Confirm your e-mail first' });
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    await screen.findByText(
      'We sent a link to ada@copydesk.test. Open it in this browser within 15 minutes.',
    );
    expect(calls.requestMailboxProof).toHaveBeenCalledWith({});
  });

  it("takes the link's token, then has the factor enrolled next trusted with it", async () => {
    renderInApp(<SecurityPage />, { url: `/security?proof=${TOKEN}`, profile: profile(true) });
    await screen.findByText('E-mail confirmed for this session. Now add your phone as a second factor.');
    await ui.type(screen.getByLabelText('Phone number'), '+27825550100');
    await ui.click(screen.getByRole('button', { name: 'Send code' }));
    await ui.type(await screen.findByLabelText('Verification code'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Add second factor' }));
    await screen.findByText('Second factor added. From now on you sign in with a code sent to this phone.');
    expect(calls.confirmCode).toHaveBeenCalledWith('123456');
    expect(calls.trustEnrolledFactor).toHaveBeenCalledWith({ token: TOKEN });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Confirm your e-mail first' })).toBeNull(),
    );
  });
});

describe('the Security page for a client', () => {
  it('offers to add a phone at once, with no e-mail link step', async () => {
    renderInApp(<SecurityPage />, { url: '/security', profile: profile(false) });
    await screen.findByLabelText('Phone number');
    expect(screen.queryByRole('heading', { name: 'Confirm your e-mail first' })).toBeNull();
    expect(calls.requestMailboxProof).not.toHaveBeenCalled();
  });
});
