import { describe, expect, it } from 'vitest';
import {
  ERASED_EMAIL,
  ERASURE_TASK_RETRY,
  erasureTaskId,
  pseudonymisedEntry,
  pseudonymOf,
  runStepsAfter,
  statusAfterFailure,
  stepsAfter,
  type ErasureStep,
} from './erasure.rules.js';

const KEY = 'k'.repeat(32);
const OTHER_KEY = 'o'.repeat(32);

describe('the pseudonym of an erased person', () => {
  it('is the same for the same uid and key, so entries about one person still group together', () => {
    expect(pseudonymOf(KEY, 'uid-1')).toBe(pseudonymOf(KEY, 'uid-1'));
  });

  it('differs between people and between keys, and never contains the uid', () => {
    const pseudonym = pseudonymOf(KEY, 'uid-1');
    expect(pseudonym).not.toBe(pseudonymOf(KEY, 'uid-2'));
    expect(pseudonym).not.toBe(pseudonymOf(OTHER_KEY, 'uid-1'));
    expect(pseudonym).not.toContain('uid-1');
    expect(pseudonym).toMatch(/^erased-[0-9a-f]{8}-[0-9a-f]{40}$/);
  });

  it('refuses a missing or short key rather than fall back to an unkeyed hash', () => {
    expect(() => pseudonymOf('', 'uid-1')).toThrow(/RATE_LIMIT_KEY is not set/);
    expect(() => pseudonymOf('short', 'uid-1')).toThrow(/too short/);
  });
});

describe('an audit entry about an erased person', () => {
  const person = { uid: 'uid-1', email: 'Ann@Example.test', pseudonym: 'erased-x' };

  it.each([
    [
      'the target',
      { actorUid: 'admin-1', targetUid: 'uid-1', details: {} },
      { actorUid: 'admin-1', targetUid: 'erased-x', details: {} },
    ],
    [
      'the actor',
      { actorUid: 'uid-1', targetUid: null, details: {} },
      { actorUid: 'erased-x', targetUid: null, details: {} },
    ],
    [
      'their e-mail in the details, whatever its case',
      { actorUid: 'uid-1', targetUid: null, details: { mailTo: 'ann@example.test', outcome: 'passed' } },
      { actorUid: 'erased-x', targetUid: null, details: { mailTo: ERASED_EMAIL, outcome: 'passed' } },
    ],
    [
      'their uid nested in lists and objects',
      { actorUid: 'a', targetUid: 'uid-1', details: { owners: ['uid-1', 'uid-2'], before: { by: 'uid-1' } } },
      {
        actorUid: 'a',
        targetUid: 'erased-x',
        details: { owners: ['erased-x', 'uid-2'], before: { by: 'erased-x' } },
      },
    ],
  ])('replaces %s', (_case, entry, expected) => {
    expect(pseudonymisedEntry(entry, person)).toEqual(expected);
  });

  it('leaves text that only contains the uid or e-mail, and other people, unchanged', () => {
    const entry = { actorUid: 'uid-10', targetUid: 'uid-2', details: { note: 'about uid-1' } };
    expect(pseudonymisedEntry(entry, person)).toEqual(entry);
  });

  it('changes nothing more when applied again', () => {
    const entry = { actorUid: 'uid-1', targetUid: 'uid-1', details: { mailTo: 'ann@example.test' } };
    const once = pseudonymisedEntry(entry, person);
    expect(pseudonymisedEntry(once, person)).toEqual(once);
  });

  it('without a known e-mail still replaces the uid', () => {
    const entry = { actorUid: 'uid-1', targetUid: null, details: { mailTo: 'ann@example.test' } };
    expect(pseudonymisedEntry(entry, { ...person, email: null })).toEqual({
      actorUid: 'erased-x',
      targetUid: null,
      details: { mailTo: 'ann@example.test' },
    });
  });
});

describe('the sequence of erasure steps', () => {
  it('runs every step in order when none is done: copying stops first, the sign-in goes last', async () => {
    const ran: string[] = [];
    await runStepsAfter(
      null,
      (step) => Promise.resolve(void ran.push(`run ${step}`)),
      (step) => Promise.resolve(void ran.push(`done ${step}`)),
    );
    expect(ran).toEqual([
      'run subscribers',
      'done subscribers',
      'run accounts',
      'done accounts',
      'run audit',
      'done audit',
      'run data',
      'done data',
      'run authUser',
      'done authUser',
      'run erasedEntry',
      'done erasedEntry',
    ]);
  });

  it('resumes after the last step recorded as done', () => {
    expect(stepsAfter('accounts')).toEqual(['audit', 'data', 'authUser', 'erasedEntry']);
    expect(stepsAfter('erasedEntry')).toEqual([]);
  });

  it('stops at a failing step without recording it or running the later ones', async () => {
    const recorded: ErasureStep[] = [];
    const ran: ErasureStep[] = [];
    const failure = runStepsAfter(
      'subscribers',
      (step) => {
        ran.push(step);
        return step === 'audit' ? Promise.reject(new Error('bridge down')) : Promise.resolve();
      },
      (step) => Promise.resolve(void recorded.push(step)),
    );
    await expect(failure).rejects.toThrow('bridge down');
    expect(ran).toEqual(['accounts', 'audit']);
    expect(recorded).toEqual(['accounts']);
  });

  it('stays pending while the queue has attempts left, and is failed after the last one', () => {
    expect(statusAfterFailure(0)).toBe('pending');
    expect(statusAfterFailure(ERASURE_TASK_RETRY.maxAttempts - 2)).toBe('pending');
    expect(statusAfterFailure(ERASURE_TASK_RETRY.maxAttempts - 1)).toBe('failed');
  });

  it('names its task by uid and run, in the characters Cloud Tasks accepts', () => {
    expect(erasureTaskId('AbC123', 0)).toBe('erasure-AbC123-0');
    expect(erasureTaskId('a.b/c', 2)).toBe('erasure-a_b_c-2');
  });
});
