import { describe, expect, it } from 'vitest';
import { makeUser as testUser } from '../test-users';
import { preferLocalEdits, recordEdit } from './local-edits';

const server = testUser({ id: 'u1', isAdmin: true });
const edited = testUser({ id: 'u1', isAdmin: true, isTechnicalAdmin: true });
const other = testUser({ id: 'u2' });

describe('preferLocalEdits', () => {
  it.each([
    { case: 'an answer requested before the edit keeps the edited entry', requestedAt: 999, kept: edited },
    {
      case: 'an answer requested at the moment of the edit keeps the edited entry',
      requestedAt: 1000,
      kept: edited,
    },
    { case: 'an answer requested after the edit replaces it', requestedAt: 1001, kept: server },
  ])('$case', ({ requestedAt, kept }) => {
    const edits = recordEdit({}, edited, 1000);
    expect(preferLocalEdits([server, other], edits, requestedAt)).toEqual([kept, other]);
  });

  it('leaves users nobody edited as the server sent them', () => {
    expect(preferLocalEdits([server, other], {}, 0)).toEqual([server, other]);
  });

  it('remembers only the latest edit of a user', () => {
    const first = testUser({ id: 'u1' });
    const edits = recordEdit(recordEdit({}, first, 10), edited, 20);
    expect(preferLocalEdits([server], edits, 15)).toEqual([edited]);
  });
});
