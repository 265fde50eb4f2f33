import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCache, readCache, writeCache } from './users-cache';
import { makeUser } from '../test-users';

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('users cache', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the list per admin in memory and mirrors it to sessionStorage', () => {
    vi.useFakeTimers();
    const storage = fakeStorage();
    vi.stubGlobal('sessionStorage', storage);
    const cache = {
      adminUid: 'admin-a',
      timestamp: 1,
      users: [makeUser({ id: 'u1' })],
      hasMore: true,
      cursor: 'u1',
    };
    writeCache(cache);
    expect(readCache('admin-a')).toBe(cache);
    expect(readCache('admin-b')).toBeNull();
    vi.advanceTimersByTime(500);
    expect(JSON.parse(storage.items.get('copydesk.admin.users.admin-a') ?? 'null')).toEqual(cache);

    clearCache('admin-a');
    expect(readCache('admin-a')).toBeNull();
    storage.setItem('copydesk.admin.users.admin-a', JSON.stringify(cache));
    expect(readCache('admin-a')).toEqual(cache);
    storage.setItem('copydesk.admin.users.admin-a', '{broken');
    expect(readCache('admin-a')).toBeNull();
  });
});
