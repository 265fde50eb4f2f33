// Every product rule against literal cases: the expected values are written out here, never taken from
// the module under test, so a changed constant or message fails a test.
import { describe, expect, it } from 'vitest';
import {
  isDocumentId,
  normalizeLogin,
  addManualServer,
  COPY_SETTINGS,
  affiliatedMessage,
  effectiveRoles,
  hasEnoughEquity,
  isSubscriptionActive,
  isValidTradeVolume,
  MANAGEMENT_HOURS_NOTICE,
  minimumEquity,
  notAffiliatedMessage,
  affiliationAnswer,
  searchFailed,
  searchSucceeded,
  serverSearchTerm,
  serverToSelect,
  timeInMillis,
  tradeVolumeOrDefault,
} from './index.js';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const timestamp = (millis: number) => ({ toMillis: () => millis, toDate: () => new Date(millis) });

describe('an active subscription', () => {
  it.each([
    ['active without an expiry', { status: 'active' }, true],
    ['active, expiring in an hour (Timestamp)', { status: 'active', expiresAt: timestamp(NOW + HOUR) }, true],
    [
      'active, expired an hour ago (Timestamp)',
      { status: 'active', expiresAt: timestamp(NOW - HOUR) },
      false,
    ],
    ['active, expiring exactly now', { status: 'active', expiresAt: timestamp(NOW) }, false],
    [
      'active, expiry as ISO text in the future',
      { status: 'active', expiresAt: '2026-03-11T00:00:00Z' },
      true,
    ],
    [
      'active, expiry as ISO text in the past',
      { status: 'active', expiresAt: '2026-03-09T00:00:00Z' },
      false,
    ],
    ['active, expiry as a Date in the past', { status: 'active', expiresAt: new Date(NOW - 1) }, false],
    ['active, an unreadable expiry', { status: 'active', expiresAt: 'soon' }, true],
    ['expired, expiry in the future', { status: 'expired', expiresAt: timestamp(NOW + HOUR) }, false],
    ['canceled', { status: 'canceled' }, false],
    ['an unknown status', { status: 'paused' }, false],
    ['no status', {}, false],
    ['no subscription', null, false],
  ])('%s: %s', (_label, subscription, active) => {
    expect(isSubscriptionActive(subscription, NOW)).toBe(active);
  });

  it.each([
    [timestamp(1_000), 1_000],
    [new Date(2_000), 2_000],
    [3_000, 3_000],
    ['1970-01-01T00:00:04.000Z', 4_000],
    ['not a date', null],
    [null, null],
    [{}, null],
  ])('reads the time %s as %s ms', (value, millis) => {
    expect(timeInMillis(value)).toBe(millis);
  });
});

describe('roles', () => {
  it.each([
    [
      { isAdmin: true, isTechnicalAdmin: true },
      { isAdmin: true, isTechnicalAdmin: true },
    ],
    [{ isAdmin: true }, { isAdmin: true, isTechnicalAdmin: false }],
    [{ isTechnicalAdmin: true }, { isAdmin: false, isTechnicalAdmin: false }],
    [
      { isAdmin: 'yes', isTechnicalAdmin: true },
      { isAdmin: false, isTechnicalAdmin: false },
    ],
    [undefined, { isAdmin: false, isTechnicalAdmin: false }],
  ])('flags %j grant %j', (flags, roles) => {
    expect(effectiveRoles(flags)).toEqual(roles);
  });
});

describe('the server list', () => {
  const xm = [
    { name: 'XMGlobal-MT5', description: 'XM Global Limited' },
    { name: 'XMGlobal-MT5 2', description: 'XM Global Limited' },
  ];
  const other = { name: 'Exness-MT5Real', description: 'Exness Technologies Ltd' };

  it.each([
    ['keeps XM servers only', [...xm, other], xm, null],
    [
      'finds the marker in the description, any case',
      [{ name: 'Trial-1', description: 'by xM' }],
      [{ name: 'Trial-1', description: 'by xM' }],
      null,
    ],
    [
      'explains a list without XM servers',
      [other],
      [],
      'No XM Global servers found. Try a different search term or add your server manually.',
    ],
    ['explains an empty list', [], [], 'No servers found. Please enter your server name manually below.'],
  ])('a search that succeeds %s', (_label, found, servers, message) => {
    expect(searchSucceeded(found)).toEqual({ servers, selected: null, message });
  });

  it.each([
    [
      '',
      [
        { name: 'XMGlobal-MT5', description: 'XM Global Limited' },
        { name: 'XMGlobal-MT5 2', description: 'XM Global Limited' },
        { name: 'XMGlobal-MT5 3', description: 'XM Global Limited' },
      ],
      null,
    ],
    [
      '  ',
      [
        { name: 'XMGlobal-MT5', description: 'XM Global Limited' },
        { name: 'XMGlobal-MT5 2', description: 'XM Global Limited' },
        { name: 'XMGlobal-MT5 3', description: 'XM Global Limited' },
      ],
      null,
    ],
    [' MyBroker-Live ', [{ name: 'MyBroker-Live', description: 'Custom server' }], 'MyBroker-Live'],
  ])('a failed search for "%s" falls back', (term, servers, selected) => {
    expect(searchFailed(term)).toEqual({
      servers,
      selected,
      message: 'Failed to load server list. Please try again.',
    });
  });

  it.each([
    ['', null],
    ['  ', null],
    [
      ' XMGlobal-MT5 6 ',
      {
        servers: [...xm, { name: 'XMGlobal-MT5 6', description: 'Custom server' }],
        selected: 'XMGlobal-MT5 6',
      },
    ],
    ['XMGlobal-MT5', { servers: xm, selected: 'XMGlobal-MT5' }],
    [
      'xmglobal-mt5',
      { servers: [...xm, { name: 'xmglobal-mt5', description: 'Custom server' }], selected: 'xmglobal-mt5' },
    ],
  ])('manual entry "%s"', (text, expected) => {
    expect(addManualServer(xm, text)).toEqual(expected);
  });

  it.each([
    ['the outcome picks one', { servers: xm, selected: 'Mine', message: null }, 'XMGlobal-MT5 2', 'Mine'],
    [
      'the current choice is still listed',
      { servers: xm, selected: null, message: null },
      'XMGlobal-MT5 2',
      'XMGlobal-MT5 2',
    ],
    ['the current choice is gone', { servers: xm, selected: null, message: null }, 'Gone', 'XMGlobal-MT5'],
    ['the list is empty', { servers: [], selected: null, message: null }, 'Gone', ''],
  ])('selects after a new list when %s', (_label, outcome, current, selected) => {
    expect(serverToSelect(outcome, current)).toBe(selected);
  });

  it.each([
    [undefined, 'XMGlobal'],
    ['', 'XMGlobal'],
    ['   ', 'XMGlobal'],
    [' Exness ', 'Exness'],
  ])('searches "%s" as "%s"', (typed, term) => {
    expect(serverSearchTerm(typed)).toBe(term);
  });
});

describe('affiliation wording', () => {
  it('names the brand when affiliated', () => {
    expect(affiliatedMessage('CopyDesk')).toBe(
      'Account is affiliated! You can now connect it to the CopyDesk team.',
    );
  });
  it.each([
    ['Unknown account', 'Account is not affiliated. Unknown account'],
    ['  ', 'Account is not affiliated. Please check the account number or contact support.'],
    ['', 'Account is not affiliated. Please check the account number or contact support.'],
  ])('not affiliated with the reason "%s"', (reason, message) => {
    expect(notAffiliatedMessage(reason)).toBe(message);
  });
  it("the server answers in its own words, never the affiliate service's reason", () => {
    expect(affiliationAnswer(true)).toBe('Account is affiliated.');
    expect(notAffiliatedMessage(affiliationAnswer(false))).toBe(
      'Account is not affiliated. Please check the account number or contact support.',
    );
  });
});

describe('trading limits', () => {
  it.each([
    [0.01, true],
    [100, true],
    [2.57, true],
    [0.009, false],
    [100.01, false],
    [0.015, false],
    [0.0100000099, false],
    [0.29, true],
    [0.07, true],
    [99.99, true],
    [Number.NaN, false],
  ])('a trade volume of %d is valid: %s', (volume, valid) => {
    expect(isValidTradeVolume(volume)).toBe(valid);
  });

  it.each([
    [0.5, 0.5],
    [undefined, 0.01],
    [Number.NaN, 0.01],
    ['2', 0.01],
  ])('a stored volume of %s copies %d lots', (stored, lots) => {
    expect(tradeVolumeOrDefault(stored)).toBe(lots);
  });

  it.each([
    ['ZAR', 1800, 1800, true],
    ['zar', 1799.99, 1800, false],
    ['USD', 45, 45, true],
    ['EUR', 44.99, 45, false],
  ])('%s equity %d against a minimum of %d is enough: %s', (currency, equity, minimum, enough) => {
    expect(minimumEquity(currency)).toBe(minimum);
    expect(hasEnoughEquity(equity, currency)).toBe(enough);
  });
});

it('states the management hours in the product wording', () => {
  expect(MANAGEMENT_HOURS_NOTICE).toBe(
    'Account management and strategy trading happen only Monday to Friday 08:00 to 16:00, and not on public holidays.',
  );
});

describe('identifiers', () => {
  it.each([
    ['abc-DEF_123', true],
    ['__x__', false],
    ['__proto__', false],
    ['__', false],
    ['_x_', true],
    ['a/b', false],
    ['..', false],
    ['.', false],
    ['', false],
    ['x'.repeat(129), false],
  ])('"%s" is a document id: %s', (id, valid) => {
    expect(isDocumentId(id)).toBe(valid);
  });

  it.each([
    ['051234560', '51234560'],
    ['51234560', '51234560'],
    ['000', '0'],
    ['0', '0'],
  ])('the login %s is normalised to %s', (login, normal) => {
    expect(normalizeLogin(login)).toBe(normal);
  });
});

describe('how a strategy subscription copies', () => {
  it('copies at the lot size, multiplier 1, with stop loss and take profit', () => {
    expect(COPY_SETTINGS).toEqual({ multiplier: 1, copyStopLoss: true, copyTakeProfit: true });
  });
});
