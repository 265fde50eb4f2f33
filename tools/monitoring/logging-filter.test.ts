// The filter evaluator the monitoring tests rely on: it must reject what it does not understand, and
// answer as Cloud Logging would for the comparisons it does.
import { describe, expect, it } from 'vitest';
import { extractedPath, matchesFilter, parseFilter } from './logging-filter.ts';

const entry = {
  severity: 'ERROR',
  jsonPayload: { event: 'task_failed', queue: 'runDeploymentTask', status: 503 },
  resource: { type: 'cloud_run_revision', labels: { service_name: 'rundeploymenttask' } },
};

describe('matchesFilter', () => {
  it.each([
    ['a comparison with the field value', 'jsonPayload.event="task_failed"', true],
    ['a comparison with another value', 'jsonPayload.event="http_5xx"', false],
    [
      'every term of an AND holding',
      'resource.type="cloud_run_revision" AND jsonPayload.event="task_failed"',
      true,
    ],
    ['one term of an AND failing', 'resource.type="gce_instance" AND jsonPayload.event="task_failed"', false],
    ['a nested resource label', 'resource.labels.service_name = "rundeploymenttask"', true],
    ['a number compared as its text', 'jsonPayload.status="503"', true],
    ['a field the entry lacks', 'jsonPayload.missing="x"', false],
    ['a path through an object into nothing', 'jsonPayload.event.deeper="task_failed"', false],
    ['a prefix of the value only', 'jsonPayload.event="task"', false],
  ])('is %s -> %s', (_case, filter, expected) => {
    expect(matchesFilter(filter, entry)).toBe(expected);
  });
});

describe('parseFilter', () => {
  it.each([
    ['OR', 'jsonPayload.event="a" OR jsonPayload.event="b"'],
    ['the has operator', 'jsonPayload.event:"task"'],
    ['an unquoted value', 'jsonPayload.event=task_failed'],
    ['a comparison other than =', 'severity>="ERROR"'],
    ['NOT', 'NOT jsonPayload.event="a"'],
  ])('refuses %s, outside the subset', (_case, filter) => {
    expect(() => parseFilter(filter)).toThrow(/outside the supported filter subset/);
  });

  it('splits an AND into its comparisons, unescaping quoted values', () => {
    expect(parseFilter('a.b="x" AND c="say \\"hi\\""')).toEqual([
      { path: ['a', 'b'], value: 'x' },
      { path: ['c'], value: 'say "hi"' },
    ]);
  });
});

describe('extractedPath', () => {
  it('reads the field of EXTRACT(field)', () => {
    expect(extractedPath('EXTRACT(jsonPayload.queue)')).toEqual(['jsonPayload', 'queue']);
  });

  it('refuses a REGEXP_EXTRACT, outside the subset', () => {
    expect(() => extractedPath('REGEXP_EXTRACT(jsonPayload.path, "/(\\w+)")')).toThrow(/outside/);
  });
});
