/** @vitest-environment happy-dom */
// The idle limit with a controlled clock (vitest fake timers): a "reload" is a second watchIdle for the
// same session after the first one was stopped, as a new page would start it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_IDLE_LIMIT_MS, forgetActivity, idleSessionKey, isIdleTooLong, watchIdle } from './idle-sign-out';

const MINUTE = 60_000;
const SIGNED_IN_AT = new Date('2026-11-26T09:00:00Z');
const SESSION = idleSessionKey({ uid: 'admin-1', metadata: { lastSignInTime: SIGNED_IN_AT.toUTCString() } });

describe('the admin idle limit', () => {
  it.each([
    { idleMinutes: 0, expected: false },
    { idleMinutes: 29, expected: false },
    { idleMinutes: 30, expected: true },
    { idleMinutes: 90, expected: true },
  ])('after $idleMinutes minutes without activity the session ends: $expected', ({ idleMinutes, expected }) => {
    const now = 1_800_000_000_000;
    expect(isIdleTooLong(now - idleMinutes * 60_000, now)).toBe(expected);
  });

  it('is thirty minutes', () => {
    expect(ADMIN_IDLE_LIMIT_MS).toBe(1_800_000);
  });
});

describe('idle sign-out across reloads', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(SIGNED_IN_AT);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts a page's watch; returns how often it asked to sign out, and its stop function. */
  function openPage(session = SESSION) {
    const onIdle = vi.fn();
    const stop = watchIdle(onIdle, session);
    return { onIdle, stop };
  }

  it('signs out at once a session left idle longer than the limit before the reload', () => {
    openPage().stop();
    vi.setSystemTime(SIGNED_IN_AT.getTime() + 31 * MINUTE);
    const reloaded = openPage();
    expect(reloaded.onIdle).toHaveBeenCalledTimes(1);
    reloaded.stop();
  });

  it('goes on counting from the last activity before the reload instead of starting over', () => {
    const first = openPage();
    vi.advanceTimersByTime(5 * MINUTE);
    window.dispatchEvent(new Event('keydown'));
    first.stop();
    vi.setSystemTime(SIGNED_IN_AT.getTime() + 20 * MINUTE); // idle 15 minutes so far
    const reloaded = openPage();
    vi.advanceTimersByTime(14 * MINUTE);
    expect(reloaded.onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MINUTE); // 5 + 30 minutes: the limit since the keydown
    expect(reloaded.onIdle).toHaveBeenCalled();
    reloaded.stop();
  });

  it('starts a new sign-in of the same user afresh', () => {
    openPage().stop();
    vi.setSystemTime(SIGNED_IN_AT.getTime() + 2 * 60 * MINUTE);
    const signedInAgain = idleSessionKey({ uid: 'admin-1', metadata: { lastSignInTime: new Date().toUTCString() } });
    const page = openPage(signedInAgain);
    vi.advanceTimersByTime(29 * MINUTE);
    expect(page.onIdle).not.toHaveBeenCalled();
    page.stop();
  });

  it('forgets the last activity when the user signs out', () => {
    openPage().stop();
    forgetActivity();
    vi.setSystemTime(SIGNED_IN_AT.getTime() + 31 * MINUTE);
    const page = openPage();
    expect(page.onIdle).not.toHaveBeenCalled();
    page.stop();
  });
});

describe('the sign-out notice', () => {
  /** A module instance as a newly loaded page has it. */
  const newPage = async () => {
    vi.resetModules();
    return import('./idle-sign-out');
  };
  afterEach(() => sessionStorage.clear());

  it('is not taken by the page that left it, which may still show the sign-in page before the reload', async () => {
    const leaving = await newPage();
    leaving.leaveSignOutNotice('Your account is being deleted.');
    expect(leaving.takeSignOutNotice()).toBeNull();
    const next = await newPage();
    expect(next.takeSignOutNotice()).toBe('Your account is being deleted.');
    expect(next.takeSignOutNotice()).toBeNull();
  });

  it('is nothing when what is stored is not a notice', async () => {
    sessionStorage.setItem('copydesk.signOutNotice', 'plain text from an older version');
    expect((await newPage()).takeSignOutNotice()).toBeNull();
  });
});
