// The triggers README lists every trigger, schedule and task queue that functions/src/index.ts exports
// from this folder, and nothing else: a trigger added without its row (or a row left behind by a removed
// one) fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, file), 'utf8');

/** Every name index.ts exports from a trigger or task file (`*.trigger.js`, `*.task.js`, triggers/). */
const TRIGGER_EXPORT = /export \{([\w\s,]+)\} from '\.\/(?:triggers\/[^']+|[^']+\.(?:trigger|task)\.js)'/g;
const exported = [...read('./index.ts').matchAll(TRIGGER_EXPORT)].flatMap((match) =>
  (match[1] ?? '').split(',').map((name) => name.trim()),
);
/** The first cell of each row of the README's table: `name`. */
const listed = [...read('triggers.md').matchAll(/^\| `(\w+)`/gm)].map((match) => match[1] ?? '');

describe('the triggers README', () => {
  it.each(exported)('has a row for the exported trigger %s', (name) => {
    expect(listed).toContain(name);
  });

  it('has a row only for exported triggers, each once', () => {
    expect([...listed].sort()).toEqual([...new Set(exported)].sort());
  });

  it('finds the exports it checks', () => {
    // Guards against a parse of index.ts that silently checks nothing.
    expect(exported.length).toBeGreaterThanOrEqual(10);
  });
});
