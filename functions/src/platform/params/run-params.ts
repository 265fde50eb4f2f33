// Deployment-run queue configuration (functions/.env.example), read when the queue is created.
import { defineInt } from 'firebase-functions/params';

/**
 * Tasks in flight at once on the runDeploymentTask queue. Production keeps 20 (MetaApi's limits are
 * honoured by the 429 handling, not by this). The local stack sets fewer: the functions emulator starts
 * one Node worker per concurrent call, and twenty cold starts at once on a 2-core machine outlast its
 * worker load timeout ("Failed to load function"), so no task ran.
 */
export const RUN_TASK_CONCURRENCY = defineInt('RUN_TASK_CONCURRENCY', { default: 20 });
