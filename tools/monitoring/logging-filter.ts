// The subset of the Cloud Logging query language the metrics in ops/monitoring use, evaluated against
// an entry as Cloud Logging stores it (https://cloud.google.com/logging/docs/view/logging-query-language):
// `field.path = "value"` comparisons joined by AND. Anything else is refused, which keeps the filters
// inside what the tests can check.

export interface Comparison {
  path: string[];
  value: string;
}

const COMPARISON = /^([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*=\s*"((?:[^"\\]|\\.)*)"$/;

export function parseFilter(filter: string): Comparison[] {
  return filter
    .trim()
    .split(/\s+AND\s+/)
    .map((term) => {
      const match = COMPARISON.exec(term.trim());
      if (!match?.[1] || match[2] === undefined) {
        throw new Error(`outside the supported filter subset (field = "value" AND ...): ${term}`);
      }
      return { path: match[1].split('.'), value: match[2].replace(/\\(.)/g, '$1') };
    });
}

/** The value at a dotted path (jsonPayload.event, resource.labels.service_name), if any. */
export function valueAt(entry: unknown, path: string[]): unknown {
  let value: unknown = entry;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function matchesFilter(filter: string, entry: unknown): boolean {
  return parseFilter(filter).every(({ path, value }) => {
    const actual = valueAt(entry, path);
    return (typeof actual === 'string' || typeof actual === 'number') && String(actual) === value;
  });
}

/** The field a label extractor reads: EXTRACT(jsonPayload.queue) -> ['jsonPayload', 'queue']. */
export function extractedPath(extractor: string): string[] {
  const match = /^EXTRACT\(([\w.]+)\)$/.exec(extractor.trim());
  if (!match?.[1]) throw new Error(`outside the supported extractor subset EXTRACT(field): ${extractor}`);
  return match[1].split('.');
}
