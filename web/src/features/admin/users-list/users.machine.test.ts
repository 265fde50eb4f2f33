import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CACHE_TTL_MS, type UsersCache } from '../admin-users';
import { makeUser } from '../test-users';
import { cacheOf, type UsersPageResult } from './users-context';
import { USERS_MESSAGES, usersMachine } from './users.machine';

const NOW = 10_000_000;
const a = makeUser({ id: 'a' });
const b = makeUser({ id: 'b' });
const c = makeUser({ id: 'c' });

function start(
  loadPage: (cursor: string | null) => Promise<UsersPageResult>,
  cached: UsersCache | null = null,
  now: () => number = () => NOW,
) {
  const persisted: UsersCache[] = [];
  const machine = usersMachine.provide({
    actors: {
      loadPage: fromPromise<UsersPageResult, { cursor: string | null }>(({ input }) =>
        loadPage(input.cursor),
      ),
    },
    actions: {
      persistList: ({ context }) => {
        persisted.push(cacheOf(context));
      },
      logError: () => undefined,
    },
  });
  const actor = createActor(machine, { input: { adminUid: 'admin-1', cached, now } }).start();
  return { actor, persisted };
}

const ids = (users: { id: string }[]) => users.map((u) => u.id).join('');

describe('usersMachine', () => {
  it('loads the first page, then Load More merges the next page by id', async () => {
    const loadPage = vi
      .fn<(cursor: string | null) => Promise<UsersPageResult>>()
      .mockResolvedValueOnce({ users: [a, b], hasMore: true, cursor: 'b' })
      .mockResolvedValueOnce({
        users: [{ ...b, userData: { ...b.userData, firstName: 'New' } }, c],
        hasMore: false,
        cursor: null,
      });
    const { actor, persisted } = start(loadPage);
    await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
    expect(loadPage).toHaveBeenLastCalledWith(null);
    expect(ids(actor.getSnapshot().context.users)).toBe('ab');
    expect(persisted.at(-1)).toMatchObject({
      adminUid: 'admin-1',
      timestamp: NOW,
      hasMore: true,
      cursor: 'b',
    });

    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toEqual({ listed: 'loadingMore' });
    await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
    expect(loadPage).toHaveBeenLastCalledWith('b');
    const { users, hasMore } = actor.getSnapshot().context;
    expect(ids(users)).toBe('abc');
    expect(users[1]?.userData.firstName).toBe('New');
    expect(hasMore).toBe(false);

    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toEqual({ listed: 'ready' });
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('a fresh cache of the same admin is used without a call; Refresh bypasses it', async () => {
    const loadPage = vi.fn(() => Promise.resolve({ users: [c], hasMore: false, cursor: null }));
    const cached: UsersCache = {
      adminUid: 'admin-1',
      timestamp: NOW - CACHE_TTL_MS + 1,
      users: [a, b],
      hasMore: true,
      cursor: 'b',
    };
    const { actor } = start(loadPage, cached);
    expect(actor.getSnapshot().value).toEqual({ listed: 'ready' });
    expect(ids(actor.getSnapshot().context.users)).toBe('ab');
    expect(actor.getSnapshot().context.cursor).toBe('b');
    expect(loadPage).not.toHaveBeenCalled();

    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.users).toEqual([]);
    await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
    expect(ids(actor.getSnapshot().context.users)).toBe('c');
  });

  it.each([
    ['stale', { adminUid: 'admin-1', timestamp: NOW - CACHE_TTL_MS }],
    ['another admin', { adminUid: 'admin-2', timestamp: NOW }],
  ])('a cache of %s is ignored', async (_label, partial) => {
    const loadPage = vi.fn(() => Promise.resolve({ users: [c], hasMore: false, cursor: null }));
    const { actor } = start(loadPage, { ...partial, users: [a], hasMore: false, cursor: null });
    await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(ids(actor.getSnapshot().context.users)).toBe('c');
  });

  it('a failed first load shows the product message; Refresh tries again', async () => {
    const loadPage = vi
      .fn<(cursor: string | null) => Promise<UsersPageResult>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce({ users: [a], hasMore: false, cursor: null });
    const { actor } = start(loadPage);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(USERS_MESSAGES.loadFailed);
    expect(USERS_MESSAGES.loadFailed).toBe('Failed to load users. Please try again later.');
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed Load More keeps the list and says so', async () => {
    const loadPage = vi
      .fn<(cursor: string | null) => Promise<UsersPageResult>>()
      .mockResolvedValueOnce({ users: [a], hasMore: true, cursor: 'a' })
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce({ users: [b], hasMore: false, cursor: null });
    const { actor } = start(loadPage);
    await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.matches({ listed: 'ready' }) && s.context.loadMoreError !== null);
    expect(actor.getSnapshot().context.loadMoreError).toBe('Failed to load more users. Please try again.');
    expect(ids(actor.getSnapshot().context.users)).toBe('a');
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().context.loadMoreError).toBeNull();
    await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
    expect(ids(actor.getSnapshot().context.users)).toBe('ab');
  });

  it('USER_UPDATED replaces the entry in place and persists the list', async () => {
    const { actor, persisted } = start(() =>
      Promise.resolve({ users: [a, b], hasMore: false, cursor: null }),
    );
    await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
    const changed = { ...b, strategySubscription: true };
    actor.send({ type: 'USER_UPDATED', user: changed });
    expect(actor.getSnapshot().context.users[1]).toBe(changed);
    expect(persisted.at(-1)?.users[1]).toBe(changed);
    expect(persisted.at(-1)?.timestamp).toBe(NOW);
  });

  it('keeps the total the first page brings, and merges users the search found by id', async () => {
    const { actor, persisted } = start(() =>
      Promise.resolve({ users: [a, b], hasMore: true, cursor: 'b', total: 100_000 }),
    );
    await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
    expect(actor.getSnapshot().context.total).toBe(100_000);
    actor.send({
      type: 'USERS_FOUND',
      users: [{ ...b, userData: { ...b.userData, firstName: 'Found' } }, c],
      requestedAt: NOW,
    });
    expect(ids(actor.getSnapshot().context.users)).toBe('abc');
    expect(actor.getSnapshot().context.users[1]?.userData.firstName).toBe('Found');
    expect(persisted.at(-1)).toMatchObject({ total: 100_000, cursor: 'b', hasMore: true });
  });

  describe('an answer asked for before a row action does not undo it', () => {
    const serverB = makeUser({ id: 'b', isAdmin: true });
    const editedB = makeUser({ id: 'b', isAdmin: true, isTechnicalAdmin: true });

    it.each([
      { case: 'a search sent before the edit keeps the edited entry', sentAt: NOW - 1, shown: editedB },
      { case: 'a search sent after the edit shows the server entry', sentAt: NOW + 1, shown: serverB },
    ])('$case', async ({ sentAt, shown }) => {
      const { actor } = start(() => Promise.resolve({ users: [a, b], hasMore: false, cursor: null }));
      await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
      actor.send({ type: 'USER_UPDATED', user: editedB });
      actor.send({ type: 'USERS_FOUND', users: [serverB], requestedAt: sentAt });
      expect(actor.getSnapshot().context.users[1]).toEqual(shown);
    });

    it('keeps an edit made while Load More waits for its page', async () => {
      let time = NOW;
      let answer: (page: UsersPageResult) => void = () => undefined;
      const loadPage = vi
        .fn<(cursor: string | null) => Promise<UsersPageResult>>()
        .mockResolvedValueOnce({ users: [a, b], hasMore: true, cursor: 'b' })
        .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
      const { actor } = start(loadPage, null, () => time);
      await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
      actor.send({ type: 'LOAD_MORE' });
      time += 1000;
      actor.send({ type: 'USER_UPDATED', user: editedB });
      answer({ users: [serverB, c], hasMore: false, cursor: null });
      await waitFor(actor, (s) => s.matches({ listed: 'ready' }) && s.context.users.length === 3);
      expect(actor.getSnapshot().context.users).toEqual([a, editedB, c]);
    });

    it('keeps an edit made while the first page loads', async () => {
      let answer: (page: UsersPageResult) => void = () => undefined;
      const { actor } = start(() => new Promise((resolve) => (answer = resolve)));
      actor.send({ type: 'USER_UPDATED', user: editedB });
      answer({ users: [a, serverB], hasMore: false, cursor: null });
      await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
      expect(actor.getSnapshot().context.users).toEqual([a, editedB]);
    });

    it('shows the server entry after a Refresh asked for after the edit', async () => {
      let time = NOW;
      const loadPage = vi
        .fn<(cursor: string | null) => Promise<UsersPageResult>>()
        .mockResolvedValueOnce({ users: [a, b], hasMore: false, cursor: null })
        .mockResolvedValueOnce({ users: [a, serverB], hasMore: false, cursor: null });
      const { actor } = start(loadPage, null, () => time);
      await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
      actor.send({ type: 'USER_UPDATED', user: editedB });
      time += 1000;
      actor.send({ type: 'REFRESH' });
      await waitFor(actor, (s) => s.matches({ listed: 'ready' }));
      expect(actor.getSnapshot().context.users).toEqual([a, serverB]);
    });
  });
});
