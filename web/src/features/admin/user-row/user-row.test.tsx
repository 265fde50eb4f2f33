import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, type UserFixture } from '../test-users';
import { UserRow, type RowHandlers, type Viewer } from './user-row';

/** No pause between keystrokes: the parts do not debounce, and the suite stays fast. */
const ui = userEvent.setup({ delay: null });

const ADMIN: Viewer = { uid: 'the-admin', isTechnicalAdmin: false };
const TECHNICAL_ADMIN: Viewer = { uid: 'the-admin', isTechnicalAdmin: true };

function renderRow(fixture: UserFixture, viewer: Viewer = ADMIN) {
  const handlers: RowHandlers = { onAction: vi.fn(), onDialog: vi.fn() };
  const user = makeUser({ firstName: 'Ada', lastName: 'Lovelace', ...fixture });
  render(
    <table>
      <tbody>
        <UserRow user={user} query="" viewer={viewer} handlers={handlers} index={0} measure={() => {}} />
      </tbody>
    </table>,
  );
  return { handlers, user, row: screen.getByRole('row') };
}

/** The row's buttons by their visible text, in document order. */
function buttonTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('the admin user row', () => {
  it.each([
    { status: 'active', shown: ['Edit', 'Cancel'], hidden: ['Reactivate', 'Add Subscription'] },
    { status: 'canceled', shown: ['Edit', 'Reactivate'], hidden: ['Cancel', 'Add Subscription'] },
    { status: 'expired', shown: ['Edit'], hidden: ['Cancel', 'Reactivate', 'Add Subscription'] },
    { status: null, shown: ['Add Subscription'], hidden: ['Edit', 'Cancel', 'Reactivate'] },
  ])('offers $shown for a subscription that is $status', ({ status, shown, hidden }) => {
    const { row } = renderRow({ id: 'u1', status });
    const texts = buttonTexts(row);
    for (const text of shown) expect(texts).toContain(text);
    for (const text of hidden) expect(texts).not.toContain(text);
  });

  it('shows the subscription status, plan and expiry', () => {
    const { row } = renderRow({ id: 'u1', status: 'active', expiresAt: '2027-03-04T00:00:00.000Z' });
    expect(within(row).getByText('Active')).toHaveClass('badge', 'badge-success');
    expect(within(row).getByText('Mobile')).toBeInTheDocument();
    expect(within(row).getByText(/^Expires /)).toBeInTheDocument();
  });

  it.each([
    {
      when: 'the user has an account',
      fixture: { status: 'active', account: true },
      name: 'Delete trading account of Ada Lovelace',
    },
    {
      when: 'an active subscriber has none',
      fixture: { status: 'active', account: false },
      name: 'Add account for Ada Lovelace',
    },
  ])('offers $name when $when', ({ fixture, name }) => {
    renderRow({ id: 'u1', ...fixture });
    expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it.each([{ status: 'expired' as const }, { status: 'canceled' as const }, { status: null }])(
    'offers no Add Account to a user without an active subscription ($status)',
    ({ status }) => {
      const { row } = renderRow({ id: 'u1', status, account: false });
      expect(within(row).getByText('No account')).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /^Add account/i })).not.toBeInTheDocument();
    },
  );

  it('shows the account number, server and deployment state', () => {
    const { row } = renderRow({ id: 'u1', status: 'active', account: true });
    expect(within(row).getByText('#5022 · XMGlobal-MT5 2')).toBeInTheDocument();
    expect(within(row).getByText('Deployed')).toBeInTheDocument();
  });

  it.each([
    { strategy: 'Gold Scalper', shown: ['Change Strategy', 'Remove'], hidden: ['Add Strategy'] },
    { strategy: null, shown: ['Add Strategy'], hidden: ['Change Strategy', 'Remove'] },
  ])('offers $shown when the strategy is $strategy', ({ strategy, shown, hidden }) => {
    const { row } = renderRow({ id: 'u1', status: 'active', account: true, strategy });
    const texts = buttonTexts(row);
    for (const text of shown) expect(texts).toContain(text);
    for (const text of hidden) expect(texts).not.toContain(text);
  });

  it('disables Add Strategy for a user without a trading account and gives the reason', () => {
    renderRow({ id: 'u1', status: 'active', account: false });
    const button = screen.getByRole('button', { name: 'Add strategy for Ada Lovelace' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute(
      'title',
      'User must have a trading account before they can subscribe to strategies.',
    );
  });

  it.each([
    { label: 'Edit subscription of Ada Lovelace', fixture: { status: 'active' }, dialog: 'subscription' },
    { label: 'Add subscription for Ada Lovelace', fixture: { status: null }, dialog: 'subscription' },
    { label: 'Add account for Ada Lovelace', fixture: { status: 'active' }, dialog: 'account' },
    {
      label: 'Add strategy for Ada Lovelace',
      fixture: { status: 'active', account: true },
      dialog: 'strategy',
    },
    {
      label: 'Change strategy of Ada Lovelace',
      fixture: { status: 'active', account: true, strategy: 'Gold' },
      dialog: 'strategy',
    },
  ])('opens the $dialog dialog from $label', async ({ label, fixture, dialog }) => {
    const { handlers, user } = renderRow({ id: 'u1', ...fixture });
    await ui.click(screen.getByRole('button', { name: label }));
    expect(handlers.onDialog).toHaveBeenCalledWith(dialog, user);
    expect(handlers.onAction).not.toHaveBeenCalled();
  });

  it.each([
    {
      label: 'Cancel subscription of Ada Lovelace',
      fixture: { status: 'active' },
      kind: 'cancelSubscription',
    },
    {
      label: 'Reactivate subscription of Ada Lovelace',
      fixture: { status: 'canceled' },
      kind: 'reactivateSubscription',
    },
    {
      label: 'Delete trading account of Ada Lovelace',
      fixture: { status: 'active', account: true },
      kind: 'deleteAccount',
    },
    {
      label: 'Remove strategy of Ada Lovelace',
      fixture: { status: 'active', account: true, strategy: 'Gold' },
      kind: 'removeStrategy',
    },
    { label: 'Make Admin for Ada Lovelace', fixture: {}, kind: 'grantAdmin' },
    { label: 'Revoke Admin for Ada Lovelace', fixture: { isAdmin: true }, kind: 'revokeAdmin' },
  ])('asks for $kind from $label', async ({ label, fixture, kind }) => {
    const { handlers, user } = renderRow({ id: 'u1', ...fixture });
    await ui.click(screen.getByRole('button', { name: label }));
    expect(handlers.onAction).toHaveBeenCalledWith(kind, user);
  });

  describe('role actions', () => {
    it('hides the technical admin action from a plain admin', () => {
      const { row } = renderRow({ id: 'u1' }, ADMIN);
      expect(within(row).queryByRole('button', { name: /Technical Admin/ })).not.toBeInTheDocument();
    });

    it.each([
      { fixture: { isAdmin: true }, label: 'Make Technical Admin', kind: 'grantTechnicalAdmin' },
      {
        fixture: { isAdmin: true, isTechnicalAdmin: true },
        label: 'Revoke Technical Admin',
        kind: 'revokeTechnicalAdmin',
      },
    ])('lets a technical admin $label', async ({ fixture, label, kind }) => {
      const { handlers, user } = renderRow({ id: 'u1', ...fixture }, TECHNICAL_ADMIN);
      const button = screen.getByRole('button', { name: `${label} for Ada Lovelace` });
      expect(button).toBeEnabled();
      await ui.click(button);
      expect(handlers.onAction).toHaveBeenCalledWith(kind, user);
    });

    it.each([
      {
        viewer: ADMIN,
        name: 'Revoke Admin for Ada Lovelace',
        title: 'You cannot change your own admin status',
      },
      {
        viewer: TECHNICAL_ADMIN,
        name: 'Revoke Technical Admin for Ada Lovelace',
        title: 'You cannot change your own technical admin status',
      },
    ])('disables $name on the viewer’s own row and says why', ({ viewer, name, title }) => {
      renderRow({ id: viewer.uid, isAdmin: true, isTechnicalAdmin: viewer.isTechnicalAdmin }, viewer);
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', title);
    });

    it('shows a plain admin Revoke Admin on a technical admin disabled, with a one-line reason', () => {
      const { row } = renderRow({ id: 'u1', isAdmin: true, isTechnicalAdmin: true }, ADMIN);
      const button = within(row).getByRole('button', { name: 'Revoke Admin for Ada Lovelace' });
      expect(button).toBeDisabled();
      const reason = 'Only a technical admin can revoke admin from a technical admin.';
      expect(button).toHaveAttribute('title', reason);
      expect(within(row).getByText(reason)).toBeInTheDocument();
    });

    it('lets a technical admin revoke admin from another technical admin', () => {
      renderRow({ id: 'u1', isAdmin: true, isTechnicalAdmin: true }, TECHNICAL_ADMIN);
      expect(screen.getByRole('button', { name: 'Revoke Admin for Ada Lovelace' })).toBeEnabled();
    });

    it.each([
      { fixture: { isAdmin: true }, badges: ['Admin'] },
      { fixture: { isAdmin: true, isTechnicalAdmin: true }, badges: ['Admin', 'Technical Admin'] },
      { fixture: {}, badges: [] as string[] },
    ])('shows the role badges $badges', ({ fixture, badges }) => {
      const { row } = renderRow({ id: 'u1', ...fixture });
      const cell = within(row).getAllByRole('cell')[0]!;
      for (const badge of ['Admin', 'Technical Admin']) {
        const present = within(cell).queryByText(badge, { selector: 'span' });
        if (badges.includes(badge)) expect(present).toBeInTheDocument();
        else expect(present).not.toBeInTheDocument();
      }
    });
  });
});
