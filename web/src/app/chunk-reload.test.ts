import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  clearChunkReloadMarker,
  isChunkLoadError,
  reloadOnceForChunkError,
  resetChunkReloadForTests,
  type ReloadEnvironment,
} from './chunk-reload';

/** A tab's sessionStorage, clock and reload button, as the browser gives them. */
function tab(startAt = 1_000_000) {
  const items = new Map<string, string>();
  const state = { now: startAt, reloads: 0 };
  const env: ReloadEnvironment = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    now: () => state.now,
    reload: () => {
      state.reloads += 1;
    },
  };
  /** The page loads again in the same tab: storage survives, the page's own memory does not. */
  const reopen = (afterMs: number) => {
    state.now += afterMs;
    resetChunkReloadForTests();
  };
  return { env, state, items, reopen };
}

describe('recognising a failed chunk load', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://x.test/assets/login-abc.js', true],
    ['Firefox', 'error loading dynamically imported module: https://x.test/assets/login-abc.js', true],
    ['Safari', 'Importing a module script failed.', true],
    ['Vite CSS preload', 'Unable to preload CSS for /assets/login-abc.css', true],
    ['a render error', "Cannot read properties of undefined (reading 'name')", false],
  ])('%s: "%s" is a chunk error: %s', (_browser, message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });

  it('does not take a value that is not an error for one', () => {
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloading once for a failed chunk', () => {
  beforeEach(() => resetChunkReloadForTests());

  it('reloads the first time and marks the time of the reload', () => {
    const { env, state, items } = tab(5_000_000);
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(state.reloads).toBe(1);
    expect(items.get(CHUNK_RELOAD_KEY)).toBe('5000000');
  });

  it('asks only once within a page, however many screens fail', () => {
    const { env, state } = tab();
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(state.reloads).toBe(1);
  });

  it('does not reload again when the chunk still fails right after the reload', () => {
    const { env, state, reopen } = tab();
    reloadOnceForChunkError(env);
    reopen(2_000);
    expect(reloadOnceForChunkError(env)).toBe(false);
    expect(state.reloads).toBe(1);
  });

  it('keeps the marker when a screen loads right after the reload, so a failing sibling cannot loop', () => {
    const { env, state, items, reopen } = tab();
    reloadOnceForChunkError(env);
    reopen(1_000);
    clearChunkReloadMarker(env);
    expect(items.has(CHUNK_RELOAD_KEY)).toBe(true);
    expect(reloadOnceForChunkError(env)).toBe(false);
    expect(state.reloads).toBe(1);
  });

  it('clears the marker when a screen loads once the reload has settled, so a later deploy reloads again', () => {
    const { env, state, items, reopen } = tab();
    reloadOnceForChunkError(env);
    reopen(15_000);
    clearChunkReloadMarker(env);
    expect(items.has(CHUNK_RELOAD_KEY)).toBe(false);
    reopen(1_000);
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('reloads again for a failure long after an old marker nobody cleared', () => {
    const { env, state, reopen } = tab();
    reloadOnceForChunkError(env);
    reopen(61_000);
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('does not reload when the tab has no usable storage: it could not tell a loop from a first failure', () => {
    const { env, state } = tab();
    const broken: ReloadEnvironment = {
      ...env,
      storage: {
        ...env.storage,
        setItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      },
    };
    expect(reloadOnceForChunkError(broken)).toBe(false);
    expect(state.reloads).toBe(0);
  });
});
