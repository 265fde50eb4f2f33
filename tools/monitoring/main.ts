// `npm run monitoring -- --project <id> [--channel <notificationChannel>] [--dry-run]`: creates or
// updates the log-based metrics, alert policies and dashboard of ops/monitoring in a project, or prints
// the gcloud commands (docs/operations.md, "Monitoring and alerts").
import { applyMonitoring, parseApplyArgs } from './apply-monitoring.ts';

try {
  applyMonitoring(parseApplyArgs(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
