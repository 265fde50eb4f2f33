// The local search and the highlighting fold text as the server search does (accents, case, spacing,
// a mobile by its digits), against literal cases (expected values written out here).
import { describe, expect, it } from 'vitest';
import { highlightSegments, searchHaystack, searchUsers, type Segment } from './search-match';
import { makeUser } from '../test-users';

const zoe = makeUser({
  id: 'z',
  firstName: 'Zoë',
  lastName: 'Saldaña',
  email: 'zoe.s@x.io',
  mobile: '+27 82 555-0100',
});
const jose = makeUser({
  id: 'j',
  firstName: 'José',
  lastName: 'Van  Wyk',
  email: 'JVW@x.io',
  mobile: '(082) 555.0199',
});
const ada = makeUser({ id: 'a', firstName: 'Ada', lastName: 'Lovelace', email: 'ada2782@x.io', mobile: '' });
const users = [zoe, jose, ada];
const ids = (list: { id: string }[]) => list.map((u) => u.id).join('');

describe('the local search', () => {
  it.each([
    ['an empty query finds everyone', '', 'zja'],
    ['a blank query finds everyone', '   ', 'zja'],
    ['a query without its accents finds the accented name', 'zoe', 'z'],
    ['an accented query in capitals finds the name', 'ZOË', 'z'],
    ['a surname without its tilde is found', 'saldana', 'z'],
    ['single spaces find a name stored with two', 'jose van wyk', 'j'],
    ['extra spaces around and inside the query are collapsed', '  josé   van ', 'j'],
    ['a mobile typed as bare digits is found', '27825550100', 'z'],
    ['a mobile typed with other separators is found by its digits', '082 5550199', 'j'],
    ['part of a mobile typed without spaces is found', '2782 5550', 'z'],
    ['digits both mobiles hold find both', '555', 'zj'],
    ['digits in an e-mail are found as text', '2782', 'za'],
    ['a query with letters is not compared by its digits', 'tel 27825550100', ''],
    ['a query nobody matches finds no one', 'zoe saldana 1', ''],
  ])('%s ("%s" finds %s)', (_label, query, expected) => {
    expect(ids(searchUsers(users, query))).toBe(expected);
    const haystacks = new Map(users.map((u) => [u.id, searchHaystack(u)]));
    expect(ids(searchUsers(users, query, haystacks))).toBe(expected);
  });

  it('keeps users the server found even where the text does not match', () => {
    expect(ids(searchUsers(users, 'nobody', undefined, new Set(['a'])))).toBe('a');
  });
});

const plain = (text: string): Segment => ({ text, match: false });
const marked = (text: string): Segment => ({ text, match: true });

describe('highlighting a name or an e-mail', () => {
  it.each<[string, string, string, Segment[]]>([
    ['a query without accents marks the accented name', 'Zoë Adams', 'zoe', [marked('Zoë'), plain(' Adams')]],
    ['case is ignored on both sides', 'ZOË', 'zoë', [marked('ZOË')]],
    [
      'a run of spaces in the text matches one space of the query',
      'Zoë  Adams',
      'zoe adams',
      [marked('Zoë  Adams')],
    ],
    ['a tab in the text matches a space of the query', 'José\tMaría', 'jose  maria', [marked('José\tMaría')]],
    [
      'a letter with a separate combining accent is marked with its accent',
      'Zoe\u0308 Adams',
      'zoe',
      [marked('Zoe\u0308'), plain(' Adams')],
    ],
    [
      'every occurrence is marked, accented or not',
      'Anna Åberg',
      'a',
      [marked('A'), plain('nn'), marked('a'), plain(' '), marked('Å'), plain('berg')],
    ],
    [
      'a ligature is marked whole when the query covers part of it',
      'ﬁnance',
      'fin',
      [marked('ﬁn'), plain('ance')],
    ],
    ['two matches inside one character mark it once', '㎜', 'm', [marked('㎜')]],
    ['a Greek final sigma matches the way the server folds it', 'ΟΔΟΣ', 'οδος', [marked('ΟΔΟΣ')]],
    ['a query that is not there marks nothing', 'Zoë', 'zoey', [plain('Zoë')]],
    ['a blank query marks nothing', 'Zoë', '   ', [plain('Zoë')]],
    ['an empty text has no segments', '', 'zoe', []],
    [
      'digits in an e-mail are not matched by their digits alone',
      'ada2782@x.io',
      '27 82',
      [plain('ada2782@x.io')],
    ],
  ])('%s', (_label, text, query, expected) => {
    expect(highlightSegments(text, query)).toEqual(expected);
  });
});

describe('highlighting a mobile', () => {
  it.each<[string, string, string, Segment[]]>([
    [
      'a phone-like query marks from its first digit to its last, separators included',
      '+27 82 555-0100',
      '27 82 555',
      [plain('+'), marked('27 82 555'), plain('-0100')],
    ],
    [
      'a query typed with the plus sign marks the plus sign too',
      '+27 82 555-0100',
      '+27 82 555',
      [marked('+27 82 555'), plain('-0100')],
    ],
    [
      'bare digits mark the whole number after the plus sign',
      '+27 82 555-0100',
      '27825550100',
      [plain('+'), marked('27 82 555-0100')],
    ],
    [
      'other separators in the query still match by digits',
      '(082) 555.0199',
      '082-555',
      [plain('('), marked('082) 555'), plain('.0199')],
    ],
    [
      'every occurrence of the digits is marked',
      '082 555 082 555',
      '082555',
      [marked('082 555'), plain(' '), marked('082 555')],
    ],
    ['digits that are not there mark nothing', '+27 82 555-0100', '999', [plain('+27 82 555-0100')]],
  ])('%s', (_label, text, query, expected) => {
    expect(highlightSegments(text, query, { mobile: true })).toEqual(expected);
  });

  it('matches by digits only when the text is a mobile', () => {
    expect(highlightSegments('+27 82 555-0100', '27825550100')).toEqual([plain('+27 82 555-0100')]);
  });
});
