// The admin's Add Trading Account dialog with its calls as test doubles: the affiliation check gates
// the server search and the submit, the account is provisioned for the user, and failures are said in
// the product's words (docs/product.md §4 add-account flow, §5, §8).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type TradingAccount } from '@copydesk/functions/contract';
import { brokerAccountFlowWith, type ProvisionRequest } from '@/flows/broker-account';
import { addAccountMachine } from './add-account.machine';
import { AddAccountDialog } from './add-account-dialog';
import type { AdminUser } from '../admin-users';
import { JANE, JANE_ACCOUNT, XM_SERVERS } from './test-accounts';

const ui = userEvent.setup({ delay: null });

interface Doubles {
  check?: () => Promise<{ isAffiliated: boolean; message: string }>;
  provision?: () => Promise<TradingAccount>;
}

function renderDialog(doubles: Doubles = {}) {
  const check = vi.fn(doubles.check ?? (() => Promise.resolve({ isAffiliated: true, message: '' })));
  const search = vi.fn((_term: string) => Promise.resolve(XM_SERVERS));
  const provision = vi.fn((_input: ProvisionRequest) =>
    doubles.provision ? doubles.provision() : Promise.resolve(JANE_ACCOUNT),
  );
  const onAdded = vi.fn<(user: AdminUser) => void>();
  const machine = addAccountMachine.provide({
    actors: {
      brokerAccount: brokerAccountFlowWith({
        checkAffiliation: () => check(),
        searchServers: search,
        provision,
      }),
    },
  });
  render(<AddAccountDialog machine={machine} user={JANE} onUpdated={onAdded} onClose={() => undefined} />);
  return { check, search, provision, onAdded };
}

async function checkAccount(number: string) {
  await ui.type(screen.getByLabelText('Account Number'), number);
  await ui.click(screen.getByRole('button', { name: 'Check' }));
}

beforeEach(() => {
  // The flow logs failed calls on purpose; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the admin add trading account dialog', () => {
  it('checks the affiliation, offers the found servers and provisions the account for the user', async () => {
    const { provision, onAdded } = renderDialog();
    expect(screen.getByLabelText('Account Name')).toHaveValue('Jane Doe');
    await checkAccount('5012342');
    expect(
      await screen.findByText('Account is affiliated! You can now connect it to the CopyDesk Test team.'),
    ).toBeInTheDocument();
    const server = await screen.findByLabelText('Server');
    await waitFor(() => expect(server).toHaveValue('XMGlobal-MT5'));
    expect(
      within(server)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a server...',
      'XMGlobal-MT5 (XM Global Limited)',
      'XMGlobal-MT5 2 (XM Global Limited)',
    ]);
    await ui.selectOptions(server, 'XMGlobal-MT5 2');
    await ui.type(screen.getByLabelText('Password'), 'Broker-pass-1');
    await ui.click(screen.getByRole('button', { name: 'Add Account' }));

    expect(await screen.findByText('Trading account added successfully!')).toBeInTheDocument();
    expect(provision).toHaveBeenCalledWith({
      userId: 'client',
      login: '5012342',
      password: 'Broker-pass-1',
      serverName: 'XMGlobal-MT5 2',
      accountName: 'Jane Doe',
    });
    expect(onAdded).toHaveBeenCalledWith({ ...JANE, tradingAccount: JANE_ACCOUNT });
  });

  it('refuses to add an account whose affiliation was not checked', async () => {
    const { provision } = renderDialog();
    await ui.type(screen.getByLabelText('Account Number'), '5012342');
    await ui.type(screen.getByLabelText('Password'), 'Broker-pass-1');
    await ui.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(
      await screen.findByText('Please verify the account affiliation first by clicking the "Check" button'),
    ).toBeInTheDocument();
    expect(provision).not.toHaveBeenCalled();
  });

  it('says a non-affiliated account is not affiliated and offers no server search', async () => {
    const { search } = renderDialog({
      check: () => Promise.resolve({ isAffiliated: false, message: 'Ask your broker.' }),
    });
    await checkAccount('5012347');
    expect(await screen.findByText('Account is not affiliated. Ask your broker.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Server')).not.toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it("shows the server's answer when provisioning fails and keeps the dialog open", async () => {
    const { onAdded } = renderDialog({
      provision: () => Promise.reject(new ApiError(400, 'Invalid broker credentials')),
    });
    await checkAccount('5012342');
    await waitFor(() => expect(screen.getByLabelText('Server')).toHaveValue('XMGlobal-MT5'));
    await ui.type(screen.getByLabelText('Password'), 'wrong');
    await ui.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Invalid broker credentials')).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeEnabled();
  });
});
