// The Copy Report tab's machine with its loader as a test double: period reloads, filters do not.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OutputOf } from '@copydesk/functions/contract';
import type { CopyReportPeriod } from '@copydesk/functions/product-rules';
import { COPY_REPORT_MESSAGES, copyReportMachine } from './copy-report.machine';

const EMPTY: OutputOf<'getCopyReport'> = {
  success: true,
  days: 30,
  startTime: '2026-03-01T00:00:00.000Z',
  endTime: '2026-03-31T00:00:00.000Z',
  currency: 'USD',
  strategies: [],
  summary: {
    trades: 0,
    copyRate: null,
    medianDelayMs: null,
    p95DelayMs: null,
    averageSlippageBasisPoints: null,
    averageSlippageMoney: null,
    averageAbsoluteSlippageBasisPoints: null,
    ourProfit: 0,
    masterProfitScaled: 0,
  },
  rows: [],
};

function start(load: (days: number) => Promise<OutputOf<'getCopyReport'>>) {
  const calls: number[] = [];
  const machine = copyReportMachine.provide({
    actors: {
      loadReport: fromPromise(({ input }: { input: { accountId: string; days: CopyReportPeriod } }) => {
        calls.push(input.days);
        return load(input.days);
      }),
    },
  });
  const actor = createActor(machine, { input: { accountId: 'acc-1' } }).start();
  return { actor, calls };
}

describe('the copy report machine', () => {
  it('loads 30 days first, reloads on a period change and only re-filters on a filter change', async () => {
    const { actor, calls } = start((days) => Promise.resolve({ ...EMPTY, days }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'FILTER.OUTCOME', outcome: 'skipped' });
    actor.send({ type: 'FILTER.STRATEGY', strategyId: 'AbCd' });
    actor.send({ type: 'PERIOD', days: 90 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.report?.days === 90);
    expect(calls).toEqual([30, 90]);
    expect(actor.getSnapshot().context).toMatchObject({ outcome: 'skipped', strategyId: 'AbCd', days: 90 });
  });

  it('shows the failure message and retries', async () => {
    let fail = true;
    const { actor } = start(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(EMPTY)));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(COPY_REPORT_MESSAGES.loadFailed);
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
