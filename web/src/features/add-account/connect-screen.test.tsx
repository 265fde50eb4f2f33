import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerOption, TradingAccount } from '@copydesk/functions/contract';
import { brokerAccountFlowWith, type AffiliationResult, type ProvisionRequest } from '@/flows/broker-account';
import { provisionedAccount } from '@/flows/broker-account/test-accounts';
import { apiError, deferred } from '@/testing/deferred';
import { renderInApp } from '@/testing/render';
import { connectMachine } from './connect.machine';
import { ConnectScreen } from './connect-screen';

/** No pause between keystrokes: the parts do not debounce, and the suite stays fast. */
const ui = userEvent.setup({ delay: null });

const XM_SERVERS: ServerOption[] = [
  { name: 'XMGlobal-MT5', description: 'XM Global MT5' },
  { name: 'XMGlobal-MT5 2', description: 'XM Global MT5 2' },
  { name: 'OtherBroker-Live', description: 'Other Broker' },
];

interface Doubles {
  hasTradingAccount: (uid: string) => Promise<boolean>;
  checkAffiliation: (accountNumber: string) => Promise<AffiliationResult>;
  searchServers: (term: string) => Promise<ServerOption[]>;
  connectAccount: (input: ProvisionRequest) => Promise<TradingAccount>;
}

/** The connect screen on its real machine, with the machine's side effects replaced by test doubles. */
function renderConnect(overrides: Partial<Doubles> = {}) {
  const doubles: Doubles = {
    hasTradingAccount: vi.fn(() => Promise.resolve(false)),
    checkAffiliation: vi.fn(() => Promise.resolve({ isAffiliated: true, message: 'ok' })),
    searchServers: vi.fn(() => Promise.resolve(XM_SERVERS)),
    connectAccount: vi.fn((input: ProvisionRequest) => Promise.resolve(provisionedAccount(input))),
    ...overrides,
  };
  const machine = connectMachine.provide({
    actors: {
      hasTradingAccount: fromPromise<boolean, { uid: string }>(({ input }) =>
        doubles.hasTradingAccount(input.uid),
      ),
      brokerAccount: brokerAccountFlowWith({
        checkAffiliation: (accountNumber) => doubles.checkAffiliation(accountNumber),
        searchServers: (term) => doubles.searchServers(term),
        provision: (request) => doubles.connectAccount(request),
      }),
    },
  });
  renderInApp(<ConnectScreen uid="user-1" brandName="CopyDesk Test" machine={machine} />);
  return doubles;
}

async function checkNumber(number = '50123456') {
  await ui.type(await screen.findByLabelText('Account number'), number);
  await ui.click(screen.getByRole('button', { name: 'Check Affiliation' }));
}

/** Checks a number, waits for the server list, and fills the form up to (not including) the terms. */
async function reachConnectForm() {
  await checkNumber();
  await screen.findByRole('option', { name: 'XMGlobal-MT5 (XM Global MT5)' });
  await ui.type(screen.getByLabelText('Display name'), 'My XM account');
  await ui.type(screen.getByLabelText('Trading account password'), 'broker-pass');
}

beforeEach(() => {
  // The machine logs failed look-ups on purpose; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the connect screen gate', () => {
  it('shows a loading indicator while it looks for an existing trading account', () => {
    renderConnect({ hasTradingAccount: () => deferred<boolean>().promise });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Check Affiliation' })).not.toBeInTheDocument();
  });

  it('shows the one-account alert instead of the form when the user already has an account', async () => {
    renderConnect({ hasTradingAccount: () => Promise.resolve(true) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a trading account. Each subscription allows only one trading account.',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
  });

  it('lets the user through when the look-up fails (the server still enforces one account)', async () => {
    renderConnect({ hasTradingAccount: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByRole('button', { name: 'Check Affiliation' })).toBeEnabled();
  });
});

describe('the affiliation step', () => {
  it('shows the check in progress and keeps the number read-only meanwhile', async () => {
    const answer = deferred<AffiliationResult>();
    const doubles = renderConnect({ checkAffiliation: () => answer.promise });
    await checkNumber(' 50123456 ');
    expect(screen.getByText('Checking affiliation...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Affiliation' })).toBeDisabled();
    expect(screen.getByLabelText('Account number')).toHaveAttribute('readonly');
    expect(doubles.searchServers).not.toHaveBeenCalled();
  });

  it('confirms an affiliated account in the brand’s words and opens step 2', async () => {
    const doubles = renderConnect();
    await checkNumber(' 50123456 ');
    expect(
      await screen.findByText('Account is affiliated! You can now connect it to the CopyDesk Test team.'),
    ).toBeInTheDocument();
    expect(doubles.checkAffiliation).toHaveBeenCalledWith('50123456');
    expect(screen.getByRole('heading', { name: '2. Connect the account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Check Affiliation' })).not.toBeInTheDocument();
  });

  it.each([
    { answer: '', shown: 'Account is not affiliated. Please check the account number or contact support.' },
    {
      answer: 'Not registered under our partner code',
      shown: 'Account is not affiliated. Not registered under our partner code',
    },
  ])('explains a non-affiliated account (answer $answer) and how to open one', async ({ answer, shown }) => {
    renderConnect({ checkAffiliation: () => Promise.resolve({ isAffiliated: false, message: answer }) });
    await checkNumber();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    const instructions = screen.getByRole('region', { name: 'How do I create an affiliated account?' });
    expect(within(instructions).getAllByText('PARTNER42')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: '2. Connect the account' })).not.toBeInTheDocument();
  });

  it.each([
    { when: 'the check fails', number: '50123456', shown: 'Server error. Please try again later.' },
    { when: 'the number is empty', number: '   ', shown: 'Please enter an account number' },
  ])('shows an error when $when', async ({ number, shown }) => {
    renderConnect({ checkAffiliation: () => Promise.reject(new Error('network down')) });
    await checkNumber(number);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('starts over with another number', async () => {
    renderConnect();
    await checkNumber();
    await ui.click(await screen.findByRole('button', { name: 'Use another number' }));
    expect(screen.getByLabelText('Account number')).toHaveValue('');
    expect(screen.getByLabelText('Account number')).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('heading', { name: '2. Connect the account' })).not.toBeInTheDocument();
  });
});

describe('the server search', () => {
  it('searches the broker’s servers on entry, showing progress and locking the list meanwhile', async () => {
    const servers = deferred<ServerOption[]>();
    const doubles = renderConnect({ searchServers: vi.fn(() => servers.promise) });
    await checkNumber();
    expect(await screen.findByText('Loading servers...')).toBeInTheDocument();
    expect(screen.getByLabelText('Server')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(doubles.searchServers).toHaveBeenCalledWith('XMGlobal');
    servers.resolve(XM_SERVERS);
    await waitFor(() => expect(screen.getByLabelText('Server')).toBeEnabled());
  });

  it('lists only the broker’s servers, named with their description, and selects the first', async () => {
    renderConnect();
    await checkNumber();
    await screen.findByRole('option', { name: 'XMGlobal-MT5 (XM Global MT5)' });
    const options = within(screen.getByLabelText('Server')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a server...',
      'XMGlobal-MT5 (XM Global MT5)',
      'XMGlobal-MT5 2 (XM Global MT5 2)',
    ]);
    expect(screen.getByLabelText('Server')).toHaveValue('XMGlobal-MT5');
  });

  it.each([
    {
      when: 'the search finds nothing',
      answer: () => Promise.resolve([]),
      shown: 'No servers found. Please enter your server name manually below.',
    },
    {
      when: 'it finds only other brokers',
      answer: () => Promise.resolve([{ name: 'OtherBroker-Live', description: 'Other Broker' }]),
      shown: 'No XM Global servers found. Try a different search term or add your server manually.',
    },
    {
      when: 'the search fails',
      answer: () => Promise.reject(new Error('bridge down')),
      shown: 'Failed to load server list. Please try again.',
    },
  ])('warns when $when', async ({ answer, shown }) => {
    renderConnect({ searchServers: answer });
    await checkNumber();
    expect(await screen.findByText(shown)).toHaveClass('alert', 'alert-warning');
  });

  it('offers the known XM servers when the search fails', async () => {
    renderConnect({ searchServers: () => Promise.reject(new Error('bridge down')) });
    await checkNumber();
    await screen.findByText('Failed to load server list. Please try again.');
    const names = within(screen.getByLabelText('Server'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(names).toEqual(['', 'XMGlobal-MT5', 'XMGlobal-MT5 2', 'XMGlobal-MT5 3']);
  });

  it('searches for the typed term on Enter', async () => {
    const doubles = renderConnect();
    await checkNumber();
    await screen.findByRole('option', { name: 'XMGlobal-MT5 (XM Global MT5)' });
    await ui.type(screen.getByLabelText('Search servers'), 'XMGlobal-Real{Enter}');
    await waitFor(() => expect(doubles.searchServers).toHaveBeenLastCalledWith('XMGlobal-Real'));
  });

  it('adds a server typed by hand, exactly as typed, and selects it', async () => {
    renderConnect();
    await checkNumber();
    await screen.findByRole('option', { name: 'XMGlobal-MT5 (XM Global MT5)' });
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await ui.type(screen.getByLabelText('Or enter the server name manually'), 'XMGlobal-MT5 9');
    await ui.click(add);
    expect(screen.getByLabelText('Server')).toHaveValue('XMGlobal-MT5 9');
    expect(screen.getByRole('option', { name: 'XMGlobal-MT5 9 (Custom server)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Or enter the server name manually')).toHaveValue('');
  });
});

describe('the credentials form', () => {
  it('keeps Connect Account disabled until the terms are accepted', async () => {
    renderConnect();
    await reachConnectForm();
    const connect = screen.getByRole('button', { name: 'Connect Account' });
    expect(connect).toBeDisabled();
    await ui.click(screen.getByRole('checkbox'));
    expect(connect).toBeEnabled();
  });

  it('opens the terms in a dialog whose Accept ticks the box and keeps what was typed', async () => {
    renderConnect();
    await reachConnectForm();
    // (happy-dom names a button inside a label after the label; browsers after its own text)
    await ui.click(screen.getByText('terms and conditions', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    await ui.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByLabelText('Display name')).toHaveValue('My XM account');
    expect(screen.getByLabelText('Trading account password')).toHaveValue('broker-pass');
    expect(screen.getByRole('button', { name: 'Connect Account' })).toBeEnabled();
  });

  it('asks for the missing fields', async () => {
    renderConnect();
    await checkNumber();
    await screen.findByRole('option', { name: 'XMGlobal-MT5 (XM Global MT5)' });
    await ui.click(screen.getByRole('checkbox'));
    await ui.click(screen.getByRole('button', { name: 'Connect Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  });

  it('connects with what was entered, then offers to manage the strategies', async () => {
    const doubles = renderConnect();
    await reachConnectForm();
    await ui.click(screen.getByRole('checkbox'));
    await ui.click(screen.getByRole('button', { name: 'Connect Account' }));
    expect(await screen.findByText('Trading account successfully connected!')).toBeInTheDocument();
    expect(doubles.connectAccount).toHaveBeenCalledWith({
      userId: 'user-1',
      login: '50123456',
      password: 'broker-pass',
      serverName: 'XMGlobal-MT5',
      accountName: 'My XM account',
    });
    expect(screen.getByRole('link', { name: 'Manage Strategies' })).toHaveAttribute(
      'href',
      '/account-details/50123456#strategies',
    );
  });

  it('shows progress while connecting and blocks a second submit', async () => {
    renderConnect({ connectAccount: () => deferred<TradingAccount>().promise });
    await reachConnectForm();
    await ui.click(screen.getByRole('checkbox'));
    await ui.click(screen.getByRole('button', { name: 'Connect Account' }));
    expect(screen.getByText('Connecting account...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Account' })).toBeDisabled();
  });

  it.each([
    {
      status: 409,
      message: 'You already have a trading account. Each subscription allows only one trading account.',
      shown: 'You already have a trading account. Each subscription allows only one trading account.',
    },
    { status: 403, message: 'No active subscription', shown: 'No active subscription' },
    {
      status: 500,
      message: 'Bridge unavailable',
      shown: 'Failed to connect trading account: Bridge unavailable',
    },
  ])('shows a $status refusal as $shown and keeps the form', async ({ status, message, shown }) => {
    renderConnect({ connectAccount: () => Promise.reject(apiError(status, message)) });
    await reachConnectForm();
    await ui.click(screen.getByRole('checkbox'));
    await ui.click(screen.getByRole('button', { name: 'Connect Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByLabelText('Display name')).toHaveValue('My XM account');
  });
});
