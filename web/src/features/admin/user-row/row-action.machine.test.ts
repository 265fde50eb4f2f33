import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AdminUser } from '../admin-users';
import { rowActionMachine } from './row-action.machine';
import { ROW_MESSAGES, actionCopy, applyAction, type RowAction, type RowActionKind } from './row-actions';
import { makeUser } from '../test-users';

const NOW = Date.parse('2026-06-01T00:00:00.000Z');
const ADMIN = 'admin-1';

function start(perform: (action: RowAction) => Promise<void> = () => Promise.resolve()) {
  const done = vi.fn<(user: AdminUser) => void>();
  const machine = rowActionMachine.provide({
    actors: { perform: fromPromise<void, RowAction>(({ input }) => perform(input)) },
    actions: { actionDone: (_, params) => done(params.user), logError: () => undefined },
  });
  const actor = createActor(machine, { input: { adminUid: ADMIN, now: () => NOW } }).start();
  return { actor, done };
}

const client = makeUser({
  id: 'client',
  firstName: 'Jane',
  lastName: 'Doe',
  status: 'active',
  account: true,
  strategy: 'Gold',
});
const canceled = makeUser({ id: 'client', status: 'canceled' });
const admin = makeUser({ id: 'other', isAdmin: true });
const tech = makeUser({ id: 'tech', isAdmin: true, isTechnicalAdmin: true });
const me = makeUser({ id: ADMIN, isAdmin: true, isTechnicalAdmin: true });

describe('the confirmation of a role change', () => {
  it.each<[RowActionKind, string, string]>([
    [
      'grantAdmin',
      'Grant admin privileges',
      'Are you sure you want to grant admin privileges to Jane Doe? Their security links will go only to client@example.com: confirm that this address is theirs.',
    ],
    [
      'revokeAdmin',
      'Revoke admin privileges',
      'Are you sure you want to revoke the admin privileges of Jane Doe?',
    ],
    [
      'grantTechnicalAdmin',
      'Grant technical admin privileges',
      'Are you sure you want to grant technical admin privileges to Jane Doe?',
    ],
    [
      'revokeTechnicalAdmin',
      'Revoke technical admin privileges',
      'Are you sure you want to revoke the technical admin privileges of Jane Doe?',
    ],
  ])('%s is titled "%s" and asks "%s"', (kind, title, question) => {
    expect(actionCopy({ kind, user: client })).toMatchObject({ title, question });
  });
});

describe('rowActionMachine', () => {
  it.each<[RowActionKind, AdminUser, string]>([
    ['cancelSubscription', client, 'Subscription canceled successfully'],
    ['reactivateSubscription', canceled, 'Subscription reactivated successfully'],
    ['grantAdmin', client, 'Admin privileges granted successfully'],
    ['revokeAdmin', admin, 'Admin privileges revoked successfully'],
    ['grantTechnicalAdmin', admin, 'Technical admin privileges granted successfully'],
    ['revokeTechnicalAdmin', tech, 'Technical admin privileges revoked successfully'],
    ['deleteAccount', client, 'Trading account deleted successfully'],
    ['removeStrategy', client, 'User removed from strategy successfully'],
    [
      'eraseUser',
      client,
      'Erasure of Jane Doe queued. They leave this list once it is done; the technical dashboard shows its progress.',
    ],
  ])('%s asks first, then performs and says "%s"', async (kind, user, message) => {
    const perform = vi.fn(() => Promise.resolve());
    const { actor, done } = start(perform);
    actor.send({ type: 'REQUEST', action: { kind, user } });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(perform).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(perform).toHaveBeenCalledWith({ kind, user });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: message });
    expect(done).toHaveBeenCalledWith(applyAction({ kind, user }, NOW));
  });

  it.each<[RowActionKind, AdminUser, string]>([
    ['cancelSubscription', client, 'Failed to cancel subscription: permission-denied'],
    ['reactivateSubscription', canceled, 'Failed to reactivate subscription: permission-denied'],
    ['grantAdmin', client, 'Failed to grant admin privileges: permission-denied'],
    ['revokeAdmin', admin, 'Failed to revoke admin privileges.'],
    ['grantTechnicalAdmin', admin, 'Failed to grant technical admin privileges.'],
    ['revokeTechnicalAdmin', tech, 'Failed to revoke technical admin privileges.'],
    ['deleteAccount', client, 'Failed to delete the trading account.'],
    ['removeStrategy', client, 'Failed to remove user from strategy: permission-denied'],
    ['eraseUser', client, 'Failed to erase user: permission-denied'],
  ])('a failed %s says "%s" and changes nothing', async (kind, user, message) => {
    const { actor, done } = start(() => Promise.reject(new Error('permission-denied')));
    actor.send({ type: 'REQUEST', action: { kind, user } });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: message });
    expect(done).not.toHaveBeenCalled();
  });

  it.each<[string, RowActionKind, AdminUser, string]>([
    ['technical admin for a non-admin', 'grantTechnicalAdmin', client, ROW_MESSAGES.notAdminForTechnical],
    ['own admin status', 'revokeAdmin', me, ROW_MESSAGES.ownRoles],
    ['own technical admin status', 'revokeTechnicalAdmin', me, ROW_MESSAGES.ownRoles],
    [
      'erasing oneself',
      'eraseUser',
      me,
      'To delete your own account, use "Delete my account" on the Security page.',
    ],
    [
      'strategy removal without an account',
      'removeStrategy',
      makeUser({ id: 'x', status: 'active' }),
      'Failed to remove user from strategy: User does not have a trading account',
    ],
    [
      'strategy removal without a strategy',
      'removeStrategy',
      makeUser({ id: 'x', status: 'active', account: true }),
      'Failed to remove user from strategy: No active subscriptions found',
    ],
  ])('refuses %s without asking', (_label, kind, user, message) => {
    const perform = vi.fn(() => Promise.resolve());
    const { actor } = start(perform);
    actor.send({ type: 'REQUEST', action: { kind, user } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: message });
    expect(perform).not.toHaveBeenCalled();
  });

  it('the technical-admin rule message is the product text', () => {
    expect(ROW_MESSAGES.notAdminForTechnical).toBe(
      'User must be an admin before they can be a technical admin.',
    );
  });

  it('Cancel in the confirmation does nothing', () => {
    const perform = vi.fn(() => Promise.resolve());
    const { actor } = start(perform);
    actor.send({ type: 'REQUEST', action: { kind: 'deleteAccount', user: client } });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(perform).not.toHaveBeenCalled();
  });

  it('ignores new requests while one runs', () => {
    const { actor } = start(() => new Promise(() => undefined));
    actor.send({ type: 'REQUEST', action: { kind: 'grantAdmin', user: client } });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'REQUEST', action: { kind: 'deleteAccount', user: client } });
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.pending?.kind).toBe('grantAdmin');
  });
});

describe('applyAction', () => {
  it.each<[RowActionKind, AdminUser, (u: AdminUser) => unknown, unknown]>([
    ['cancelSubscription', client, (u) => u.userData.subscription?.status, 'canceled'],
    ['reactivateSubscription', canceled, (u) => u.userData.subscription?.status, 'active'],
    ['grantAdmin', client, (u) => u.userData.isAdmin, true],
    ['revokeAdmin', tech, (u) => [u.userData.isAdmin, u.userData.isTechnicalAdmin], [false, false]],
    ['grantTechnicalAdmin', admin, (u) => u.userData.isTechnicalAdmin, true],
    ['revokeTechnicalAdmin', tech, (u) => [u.userData.isAdmin, u.userData.isTechnicalAdmin], [true, false]],
    ['deleteAccount', client, (u) => [u.tradingAccount, u.strategySubscription], [null, false]],
    [
      'removeStrategy',
      client,
      (u) => [u.strategySubscription, u.strategyDetails, u.tradingAccount !== null],
      [false, null, true],
    ],
    ['eraseUser', client, (u) => u, client],
  ])('%s', (kind, user, pick, expected) => {
    expect(pick(applyAction({ kind, user }, NOW))).toEqual(expected);
  });
});
