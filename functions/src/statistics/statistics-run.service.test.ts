// Which strategies the hourly statistics treat as followed (their copy quality is read): the schedule
// works it out once from the subscriber list and each task carries the answer.
import { describe, expect, it } from 'vitest';
import type { Subscriber } from '../bridge/index.js';
import { followedStrategyIds } from './statistics-run.service.js';

const subscriber = (id: string, subscriptions: { strategyId: string; removed?: boolean }[]): Subscriber => ({
  id,
  name: id,
  subscriptions,
});

describe('the strategies our subscribers follow', () => {
  it.each([
    { case: 'no subscribers', subscribers: [], followed: [] },
    {
      case: 'two subscribers on one strategy and one on another',
      subscribers: [
        subscriber('a', [{ strategyId: 'XmTr' }]),
        subscriber('b', [{ strategyId: 'XmTr' }, { strategyId: 'GbSw' }]),
      ],
      followed: ['GbSw', 'XmTr'],
    },
    {
      case: 'a removed subscription counts for nothing',
      subscribers: [subscriber('a', [{ strategyId: 'XmTr', removed: true }, { strategyId: 'GbSw' }])],
      followed: ['GbSw'],
    },
  ])('$case', ({ subscribers, followed }) => {
    expect([...followedStrategyIds(subscribers)].sort()).toEqual(followed);
  });
});
