import { describe, expect, it } from 'vitest';
import { enqueueTasks, type TaskOptions, type TaskQueue } from './enqueue.js';

const refusedName = Object.assign(new Error('Task already exists'), {
  code: 'functions/task-already-exists',
});
const outage = Object.assign(new Error('Cloud Tasks unavailable'), { code: 'functions/unavailable' });

/** A queue that records what it was asked and refuses the payloads listed in `refuse`. */
function recordingQueue(refuse: Record<string, Error> = {}) {
  const asked: { payload: string; options: TaskOptions }[] = [];
  const queue: TaskQueue<string> = {
    enqueue(payload, options) {
      asked.push({ payload, options });
      const error = refuse[payload];
      return error ? Promise.reject(error) : Promise.resolve();
    },
  };
  return { queue, asked };
}

const plan = { taskName: (p: string) => `task-${p}`, dispatchDeadlineSeconds: 180 };

describe('enqueuing tasks', () => {
  it('names each task by the plan and asks for its deadline and delay', async () => {
    const { queue, asked } = recordingQueue();
    const count = await enqueueTasks(queue, ['a', 'b'], {
      ...plan,
      delaySeconds: 7,
      refusedNameIsDone: false,
    });
    expect(count).toBe(2);
    expect(asked).toEqual([
      { payload: 'a', options: { id: 'task-a', dispatchDeadlineSeconds: 180, scheduleDelaySeconds: 7 } },
      { payload: 'b', options: { id: 'task-b', dispatchDeadlineSeconds: 180, scheduleDelaySeconds: 7 } },
    ]);
  });

  it('asks for no delay when none is due', async () => {
    const { queue, asked } = recordingQueue();
    await enqueueTasks(queue, ['a'], { ...plan, delaySeconds: 0, refusedNameIsDone: true });
    expect(asked[0]?.options).toEqual({ id: 'task-a', dispatchDeadlineSeconds: 180 });
  });

  it('counts a refused name as already queued where names are fixed', async () => {
    const { queue } = recordingQueue({ b: refusedName });
    expect(await enqueueTasks(queue, ['a', 'b', 'c'], { ...plan, refusedNameIsDone: true })).toBe(2);
  });

  it.each([
    { failure: 'a refused name where names are fresh', error: refusedName, refusedNameIsDone: false },
    { failure: 'an outage where names are fixed', error: outage, refusedNameIsDone: true },
    { failure: 'an outage where names are fresh', error: outage, refusedNameIsDone: false },
  ])('throws $failure after trying every task', async ({ error, refusedNameIsDone }) => {
    const { queue, asked } = recordingQueue({ a: error });
    await expect(enqueueTasks(queue, ['a', 'b'], { ...plan, refusedNameIsDone })).rejects.toBe(error);
    expect(asked.map((a) => a.payload)).toEqual(['a', 'b']);
  });
});
