import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_CLOSE_MS } from '@/flows/admin-dialog/auto-close';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AdminUser } from '../admin-users';
import {
  DAY_MS,
  DURATION_ERROR,
  TRIAL_DURATION_ERROR,
  buildDraft,
  initialForm,
  wholeDays,
  type SubscriptionDraft,
} from './subscription-form';
import { SUBSCRIPTION_MESSAGES, subscriptionMachine } from './subscription.machine';
import { makeUser } from '../test-users';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');

function start(
  user: AdminUser,
  save: (input: { userId: string; draft: SubscriptionDraft }) => Promise<void>,
) {
  const saved = vi.fn<(user: AdminUser) => void>();
  const machine = subscriptionMachine.provide({
    actors: { saveSubscription: fromPromise(({ input }) => save(input)) },
    actions: { subscriptionSaved: (_, params) => saved(params.user), logError: () => undefined },
  });
  const actor = createActor(machine, { input: { user, now: () => NOW } }).start();
  return { actor, saved };
}

describe('subscription form rules', () => {
  it.each([
    ['30', 30],
    [' 7 ', 7],
    ['abc', 0],
    ['', 0],
    ['2.9', 2],
    ['-3', -3],
  ])('"%s" is %d days', (text, days) => {
    expect(wholeDays(text)).toBe(days);
  });

  it('adding starts from the defaults', () => {
    expect(initialForm(makeUser({ id: 'u', status: null }), NOW)).toEqual({
      planId: 'mobile',
      status: 'active',
      duration: '30',
      isTrial: false,
      trialDuration: '7',
    });
  });

  it.each([
    ['10 days left', new Date(NOW + 10 * DAY_MS).toISOString(), null, '10', '7'],
    ['half a day left rounds up', new Date(NOW + DAY_MS / 2).toISOString(), null, '1', '7'],
    ['expired is at least 1', new Date(NOW - 5 * DAY_MS).toISOString(), null, '1', '7'],
    [
      'trial with 3 days left',
      new Date(NOW + 20 * DAY_MS).toISOString(),
      new Date(NOW + 3 * DAY_MS).toISOString(),
      '20',
      '3',
    ],
  ])('editing prefills: %s', (_label, expiresAt, trialEndsAt, duration, trial) => {
    const form = initialForm(makeUser({ id: 'u', status: 'active', expiresAt, trialEndsAt }), NOW);
    expect(form.duration).toBe(duration);
    expect(form.trialDuration).toBe(trial);
    expect(form.isTrial).toBe(trialEndsAt !== null);
  });

  it('expiry is now + duration and trial end now + trial days', () => {
    const draft = buildDraft(
      { planId: 'alpha', status: 'active', duration: '30', isTrial: true, trialDuration: '7' },
      NOW,
      null,
    );
    expect(draft).toEqual({
      planId: 'alpha',
      planName: 'Alpha',
      status: 'active',
      isTrial: true,
      trialDuration: 7,
      trialEndsAt: new Date(NOW + 7 * DAY_MS),
      expiresAt: new Date(NOW + 30 * DAY_MS),
      createdAt: null,
    });
    const plain = buildDraft(
      { planId: 'mobile', status: 'canceled', duration: '5', isTrial: false, trialDuration: '7' },
      NOW,
      '2026-01-01T00:00:00.000Z',
    );
    expect(plain.trialEndsAt).toBeNull();
    expect(plain.trialDuration).toBeNull();
    expect(plain.createdAt).toEqual(new Date('2026-01-01T00:00:00.000Z'));
  });
});

describe('subscriptionMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds a subscription, reports the list entry, and closes after 2 s', async () => {
    const save = vi.fn((input: { userId: string; draft: SubscriptionDraft }) => {
      void input;
      return Promise.resolve();
    });
    const { actor, saved } = start(makeUser({ id: 'u1', status: null }), save);
    expect(actor.getSnapshot().context.mode).toBe('add');
    actor.send({ type: 'CHANGE', patch: { planId: 'alpha', duration: '60' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ userId: 'u1' }));
    expect(save.mock.calls[0]![0].draft.expiresAt).toEqual(new Date(NOW + 60 * DAY_MS));
    expect(actor.getSnapshot().context.success).toBe(SUBSCRIPTION_MESSAGES.added);
    expect(saved.mock.calls[0]![0].userData.subscription).toMatchObject({
      planId: 'alpha',
      planName: 'Alpha',
      status: 'active',
    });
    vi.advanceTimersByTime(AUTO_CLOSE_MS - 1);
    expect(actor.getSnapshot().value).toBe('saved');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    [{ duration: '0' }, DURATION_ERROR],
    [{ duration: 'abc' }, DURATION_ERROR],
    [{ isTrial: true, trialDuration: '0' }, TRIAL_DURATION_ERROR],
  ])('refuses %j with "%s"', (patch, message) => {
    const save = vi.fn(() => Promise.resolve());
    const { actor } = start(makeUser({ id: 'u1', status: null }), save);
    actor.send({ type: 'CHANGE', patch });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(save).not.toHaveBeenCalled();
  });

  it('a trial duration of 0 is fine when there is no trial', async () => {
    const { actor } = start(makeUser({ id: 'u1', status: null }), () => Promise.resolve());
    actor.send({ type: 'CHANGE', patch: { trialDuration: '0' } });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('saved'));
  });

  it.each([
    ['add', null, SUBSCRIPTION_MESSAGES.addFailed],
    ['edit', 'active', SUBSCRIPTION_MESSAGES.updateFailed],
  ])('a failed %s shows the product message and stays open', async (mode, status, message) => {
    const { actor, saved } = start(makeUser({ id: 'u1', status }), () => Promise.reject(new Error('denied')));
    expect(actor.getSnapshot().context.mode).toBe(mode);
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe(message));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(saved).not.toHaveBeenCalled();
  });

  it('edit can set any status and keeps the creation date', async () => {
    const save = vi.fn((input: { userId: string; draft: SubscriptionDraft }) => {
      void input;
      return Promise.resolve();
    });
    const { actor } = start(makeUser({ id: 'u1', status: 'active' }), save);
    actor.send({ type: 'CHANGE', patch: { status: 'expired' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(actor.getSnapshot().context.success).toBe(SUBSCRIPTION_MESSAGES.updated);
    expect(save.mock.calls[0]![0].draft.status).toBe('expired');
    expect(save.mock.calls[0]![0].draft.createdAt).toEqual(new Date('2026-01-01T00:00:00.000Z'));
  });

  it('Close ends the dialog at any point', () => {
    const { actor } = start(makeUser({ id: 'u1', status: null }), () => new Promise(() => undefined));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
