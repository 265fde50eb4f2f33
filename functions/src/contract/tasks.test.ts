import { describe, expect, it } from 'vitest';
import { erasureTaskSchema, runTaskSchema, statisticsTaskSchema } from './tasks.js';

describe('task payloads', () => {
  it.each([
    ['an erasure', erasureTaskSchema, { uid: 'user-1' }],
    ['a run item', runTaskSchema, { runId: 'run-1', accountId: 'acc-1', attempt: 0 }],
    ['a statistics step', statisticsTaskSchema, { strategyId: 'AbCd', runAt: 1_800_000_000_000 }],
    ['a followed statistics step', statisticsTaskSchema, { strategyId: 'AbCd', runAt: 0, followed: true }],
  ])('accepts %s as our enqueue code writes it', (_label, schema, payload) => {
    expect(schema.safeParse(payload).success).toBe(true);
  });

  it.each([
    ['an erasure with an extra field', erasureTaskSchema, { uid: 'user-1', step: 'data' }],
    ['an erasure with a path as uid', erasureTaskSchema, { uid: 'users/x' }],
    ['a run item without its run', runTaskSchema, { accountId: 'acc-1', attempt: 0 }],
    ['a run item with a negative attempt', runTaskSchema, { runId: 'r', accountId: 'a', attempt: -1 }],
    [
      'a statistics step that names the account to read',
      statisticsTaskSchema,
      { strategyId: 'AbCd', runAt: 0, strategy: { id: 'AbCd', accountId: 'someone-else' } },
    ],
    ['a statistics step without its time', statisticsTaskSchema, { strategyId: 'AbCd' }],
  ])('refuses %s', (_label, schema, payload) => {
    expect(schema.safeParse(payload).success).toBe(false);
  });
});
