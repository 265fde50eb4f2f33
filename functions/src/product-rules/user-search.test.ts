// The search keys of the admin user search against literal cases (expected values written out here).
import { describe, expect, it } from 'vitest';
import {
  collapseSearchSpaces,
  foldSearchText,
  isPhoneLikeQuery,
  matchingSearchFields,
  mobileDigits,
  normalizeSearchText,
  sameSearchKeys,
  userSearchKeys,
  userSearchPrefixes,
} from './user-search.js';

describe('normalising search text', () => {
  it.each([
    ['  Ada  ', 'ada'],
    ['ADA Lovelace', 'ada lovelace'],
    ['Zoë  Saldaña', 'zoe saldana'],
    ['José\tMaría', 'jose maria'],
    ['ＡＤＡ', 'ada'],
    ['Ada.Admin@CopyDesk.demo ', 'ada.admin@copydesk.demo'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('folding search text', () => {
  it.each([
    ['Zoë  Saldaña', 'zoe  saldana'],
    ['ＡＤＡ\t', 'ada\t'],
    ['ΟΔΟΣ', 'οδος'],
    ['', ''],
  ])('%j folds to %j, spaces kept', (input, expected) => {
    expect(foldSearchText(input)).toBe(expected);
  });

  it.each([
    ['  a \t\n b  ', 'a b'],
    ['a b', 'a b'],
    [' \u00a0 ', ''],
  ])('%j collapses to %j', (input, expected) => {
    expect(collapseSearchSpaces(input)).toBe(expected);
  });
});

describe('mobile digits', () => {
  it.each([
    ['+27 82 555-0100', '27825550100'],
    ['(082) 555.0100', '0825550100'],
    ['no digits', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(mobileDigits(input)).toBe(expected);
  });
});

describe('the keys of a profile', () => {
  it('holds the whole name, the surname, the e-mail and the mobile digits', () => {
    expect(
      userSearchKeys({
        firstName: ' Zoë ',
        lastName: 'Van  Wyk',
        email: 'Zoe.VanWyk@Example.com',
        mobile: '+27 82 555 0100',
      }),
    ).toEqual({
      name: 'zoe van wyk',
      lastName: 'van wyk',
      email: 'zoe.vanwyk@example.com',
      mobile: '27825550100',
    });
  });

  it('reads missing or non-text fields as empty', () => {
    expect(userSearchKeys({ firstName: 'Ada', lastName: 7 })).toEqual({
      name: 'ada',
      lastName: '',
      email: '',
      mobile: '',
    });
  });

  it.each([
    ['equal keys', { name: 'ada x', lastName: 'x', email: 'a@b.c', mobile: '1' }, true],
    ['a different mobile', { name: 'ada x', lastName: 'x', email: 'a@b.c', mobile: '2' }, false],
    ['an extra key', { name: 'ada x', lastName: 'x', email: 'a@b.c', mobile: '1', old: 'y' }, false],
    ['no keys stored', undefined, false],
  ])('stored keys with %s compare as %s', (_, stored, same) => {
    expect(sameSearchKeys(stored, { name: 'ada x', lastName: 'x', email: 'a@b.c', mobile: '1' })).toBe(same);
  });
});

describe('the prefixes of a query', () => {
  it.each([
    ['  ZOË van ', { name: 'zoe van', lastName: 'zoe van', email: 'zoe van', mobile: null }],
    ['+27 82 555', { name: '+27 82 555', lastName: '+27 82 555', email: '+27 82 555', mobile: '2782555' }],
    ['082-555', { name: '082-555', lastName: '082-555', email: '082-555', mobile: '082555' }],
    ['ada7', { name: 'ada7', lastName: 'ada7', email: 'ada7', mobile: null }],
    ['   ', { name: null, lastName: null, email: null, mobile: null }],
  ])('%j searches %j', (query, expected) => {
    expect(userSearchPrefixes(query)).toEqual(expected);
  });

  it.each([
    ['+27 82 555-0100', true],
    ['(082) 555.0100', true],
    ['  0825  ', true],
    ['ada7', false],
    ['27/82', false],
    ['', false],
    ['   ', false],
  ])('%j reads as a phone number: %s', (query, expected) => {
    expect(isPhoneLikeQuery(query)).toBe(expected);
  });

  it('names the keys a profile matches, in field order', () => {
    const keys = { name: 'van wyk zoe', lastName: 'zoe', email: 'zoe@x.io', mobile: '2782' };
    expect(matchingSearchFields(keys, userSearchPrefixes('Zoe'))).toEqual(['lastName', 'email']);
    expect(matchingSearchFields(keys, userSearchPrefixes('27 8'))).toEqual(['mobile']);
    expect(matchingSearchFields(keys, userSearchPrefixes('nobody'))).toEqual([]);
  });
});
