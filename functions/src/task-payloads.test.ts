// The task functions drop a payload our enqueue code did not write, before any read or write: each is
// called here as Cloud Tasks would call it, with a forged payload (contract/tasks.ts).
import { logger } from 'firebase-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eraseUserTask } from './users/erase-user.task.js';
import { runDeploymentTask } from './runs/run-deployment.task.js';
import { strategyStatisticsTask } from './statistics/strategy-statistics.task.js';

afterEach(() => vi.restoreAllMocks());

type TaskFunction = { run: (request: { data: unknown; retryCount: number }) => Promise<unknown> };

describe('a forged task payload', () => {
  it.each<[string, TaskFunction, unknown]>([
    [
      'a statistics step that names the account whose history to read',
      strategyStatisticsTask as unknown as TaskFunction,
      { strategy: { id: 'AbCd', accountId: 'someone-elses-account' }, runAt: 1_800_000_000_000 },
    ],
    [
      'an erasure with a step of its own',
      eraseUserTask as unknown as TaskFunction,
      { uid: 'u1', step: 'data' },
    ],
    [
      'a run item without its run',
      runDeploymentTask as unknown as TaskFunction,
      { accountId: 'a', attempt: 0 },
    ],
  ])('is refused and dropped: %s', async (_label, task, data) => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await expect(task.run({ data, retryCount: 0 })).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('task payload refused'),
      expect.objectContaining({ event: 'task_failed', outcome: 'refused-payload' }),
    );
  });
});
