// Following a run until it finishes: a redrawn progress bar on a terminal, one plain line per change
// otherwise (logs and CI), nothing in --json mode (the final document says it all).
import type { OutputOf } from '@copydesk/functions/contract';
import type { CommandContext } from './context.js';
import type { OpsClient } from './ops-client.js';
import { isFinished, progressBar } from './run-view.js';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function followRun(
  context: CommandContext,
  client: OpsClient,
  runId: string,
  intervalMs: number,
): Promise<OutputOf<'getDeploymentRun'>> {
  let last = '';
  for (;;) {
    const answer = await client.getRun(runId);
    const bar = progressBar(answer.run);
    if (bar !== last) context.out.progress(bar);
    last = bar;
    if (isFinished(answer.run)) {
      context.out.progress('');
      return answer;
    }
    await sleep(intervalMs);
  }
}
