// A line firebase-functions' logger writes, as Cloud Logging stores it for a Cloud Functions v2
// (Cloud Run) service: the line's `severity` becomes the entry's, the rest (with `message`) its
// jsonPayload, and the resource is the service's revision. The tests evaluate the metrics' filters
// against this shape (https://cloud.google.com/logging/docs/structured-logging).

export interface CloudLogEntry {
  severity: string;
  jsonPayload: Record<string, unknown>;
  resource: { type: 'cloud_run_revision'; labels: Record<string, string> };
  logName: string;
}

const PROJECT = 'copydesk-test';

/** `service` is the function's name; Cloud Run names its service in lowercase. */
export function cloudLogEntry(line: Record<string, unknown>, service: string): CloudLogEntry {
  const { severity, ...payload } = line;
  const jsonPayload = Object.fromEntries(
    Object.entries(payload).filter(([key]) => !key.startsWith('logging.googleapis.com/')),
  );
  const serviceName = service.toLowerCase();
  return {
    severity: typeof severity === 'string' ? severity : 'DEFAULT',
    jsonPayload,
    resource: {
      type: 'cloud_run_revision',
      labels: {
        project_id: PROJECT,
        location: 'us-central1',
        service_name: serviceName,
        configuration_name: serviceName,
        revision_name: `${serviceName}-00001-abc`,
      },
    },
    logName: `projects/${PROJECT}/logs/run.googleapis.com%2Fstdout`,
  };
}

/** The JSON lines of a process's output (the logger writes one object a line; other lines are skipped). */
export function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
