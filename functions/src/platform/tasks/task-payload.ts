// A task's payload, parsed with its contract schema (contract/tasks.ts) before any work. A payload that
// does not parse was not written by our enqueue code, and would fail the same way on every retry: it
// is logged as a `task_failed` with outcome `refused-payload` (the task alert watches it) and dropped.
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import { LOG_EVENTS } from '../log-events.js';

export function taskPayload<Schema extends z.ZodType>(
  queue: string,
  schema: Schema,
  data: unknown,
): z.output<Schema> | null {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  logger.error(`${queue}: task payload refused`, {
    event: LOG_EVENTS.taskFailed,
    queue,
    outcome: 'refused-payload',
    issues: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });
  return null;
}
