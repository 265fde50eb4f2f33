import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and gives every caller the same result', async () => {
    let calls = 0;
    const load = loadOnce(() => Promise.resolve(++calls));
    expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('forgets a failed load so that the next call tries again', async () => {
    let calls = 0;
    const load = loadOnce(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve('loaded');
    });
    await expect(load()).rejects.toThrow('chunk failed');
    expect(await load()).toBe('loaded');
    expect(calls).toBe(2);
  });
});
