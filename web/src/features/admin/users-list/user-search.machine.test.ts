import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { makeUser } from '../test-users';
import { userSearchMachine, type SearchPageResult } from './user-search.machine';

const a = makeUser({ id: 'a' });
const b = makeUser({ id: 'b' });

function start(searchPage: (query: string, cursor: string | null) => Promise<SearchPageResult>) {
  const found: string[][] = [];
  const requests: number[] = [];
  const machine = userSearchMachine.provide({
    actors: {
      searchPage: fromPromise<SearchPageResult, { query: string; cursor: string | null }>(({ input }) =>
        searchPage(input.query, input.cursor),
      ),
    },
    actions: {
      usersFound: (_, params) => {
        found.push(params.users.map((u) => u.id));
        requests.push(params.requestedAt);
      },
    },
  });
  return { actor: createActor(machine).start(), found, requests };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('userSearchMachine', () => {
  it('searches once typing pauses for 300 ms, with the last query only', async () => {
    const searchPage = vi.fn(() => Promise.resolve({ users: [a], hasMore: false, cursor: null }));
    const { actor, found } = start(searchPage);
    actor.send({ type: 'QUERY', query: 'z' });
    await vi.advanceTimersByTimeAsync(299);
    actor.send({ type: 'QUERY', query: 'zo' });
    await vi.advanceTimersByTimeAsync(299);
    expect(searchPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(searchPage.mock.calls).toEqual([['zo', null]]);
    expect(actor.getSnapshot().context.matchedIds).toEqual(['a']);
    expect(found).toEqual([['a']]);
  });

  it('pages with Load More and appends the matches', async () => {
    const searchPage = vi.fn((_query: string, cursor: string | null) =>
      Promise.resolve(
        cursor === null
          ? { users: [a], hasMore: true, cursor: 'c1' }
          : { users: [b], hasMore: false, cursor: null },
      ),
    );
    const { actor, found } = start(searchPage);
    actor.send({ type: 'QUERY', query: 'ad' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(searchPage).toHaveBeenLastCalledWith('ad', 'c1');
    expect(actor.getSnapshot().context).toMatchObject({
      matchedIds: ['a', 'b'],
      hasMore: false,
      cursor: null,
    });
    expect(found).toEqual([['a'], ['b']]);
  });

  it.each([[''], ['   ']])('does not search for %j and forgets the matches', async (query) => {
    const searchPage = vi.fn(() => Promise.resolve({ users: [a], hasMore: false, cursor: null }));
    const { actor } = start(searchPage);
    actor.send({ type: 'QUERY', query: 'ad' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'QUERY', query });
    await vi.advanceTimersByTimeAsync(1000);
    expect(searchPage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.matchedIds).toEqual([]);
  });

  it('says so when the search fails', async () => {
    const { actor } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'QUERY', query: 'ad' });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().context.error).toBe('Failed to search all users. Please try again.');
  });

  it('says when the page it found was asked for, not when the answer came', async () => {
    vi.setSystemTime(50_000);
    const slowAnswer = () =>
      new Promise<SearchPageResult>((resolve) =>
        setTimeout(() => resolve({ users: [a], hasMore: false, cursor: null }), 4000),
      );
    const { actor, requests } = start(slowAnswer);
    actor.send({ type: 'QUERY', query: 'ad' });
    await vi.advanceTimersByTimeAsync(300 + 4000);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(requests).toEqual([50_300]);
  });
});
