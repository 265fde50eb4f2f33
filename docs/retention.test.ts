// docs/operations.md "Retention" says how long every collection is kept and what deletes it; this keeps
// it complete: every collection name the functions use (`.collection(...)`, `.collectionGroup(...)` and
// `.doc('a/b/...')` paths, by literal or by a string constant) must have a row, and every row must name
// a collection the code uses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = 'functions/src';

/** Calls whose argument is not a name but a variable over names checked elsewhere, with why. */
const DYNAMIC_ARGUMENTS: Record<string, string[]> = {
  // Iterates EXPIRING_COLLECTIONS / EXPIRING_SUBCOLLECTIONS, whose names the scan finds where they are written.
  'functions/src/platform/retention/expiring-records.repo.ts': ['name'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const files = sourceFiles(SOURCE).map((file) => ({
  file,
  text: readFileSync(path.join(ROOT, file), 'utf8'),
}));

/** Every `const NAME = 'value'` in the source: collection names are often constants. */
const constants = new Map(
  files.flatMap(({ text }) =>
    [...text.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*['"`]([\w-]+)['"`]/g)].map(
      (m) => [m[1] ?? '', m[2] ?? ''] as const,
    ),
  ),
);

/** The collection names of a slash path: every other segment, from the first. */
const collectionsOfPath = (p: string) => p.split('/').filter((_s, i) => i % 2 === 0);

function scan(): { names: Set<string>; unresolved: string[] } {
  const names = new Set<string>();
  const unresolved: string[] = [];
  for (const { file, text } of files) {
    for (const m of text.matchAll(/\.(collection|collectionGroup|doc)\(\s*([^),]*?)\s*[,)]/g)) {
      const [, call, arg = ''] = m;
      const literal = /^(['"`])(.*)\1$/.exec(arg)?.[2];
      if (literal !== undefined) {
        if (call !== 'doc') collectionsOfPath(literal).forEach((n) => names.add(n));
        else if (literal.includes('/')) collectionsOfPath(literal).forEach((n) => names.add(n));
      } else if (constants.has(arg)) {
        if (call !== 'doc') names.add(constants.get(arg)!);
      } else if (call !== 'doc' && !DYNAMIC_ARGUMENTS[file]?.includes(arg)) {
        const line = text.slice(0, m.index).split('\n').length;
        unresolved.push(`${file}:${line} .${call}(${arg})`);
      }
    }
  }
  names.delete('');
  return { names, unresolved };
}

const operations = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
const start = operations.indexOf('\n## Retention\n');
const section = operations.slice(start, operations.indexOf('\n## ', start + 1));
/** The collection names in the first cell of each table row (paths like `a/{id}/b`). */
const documented = new Set(
  section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)])
    .flatMap((m) => collectionsOfPath(m[1] ?? '')),
);

describe('the retention table (docs/operations.md "Retention")', () => {
  const { names, unresolved } = scan();

  it('finds the collections the code uses, by literal and through constants', () => {
    expect(start).toBeGreaterThan(0);
    expect([...names]).toEqual(
      expect.arrayContaining(['users', 'tradingAccounts', 'deploymentRuns', 'items']),
    );
  });

  it('can name the collection of every call in functions/src', () => {
    expect(unresolved).toEqual([]);
  });

  it('has a row for every collection the code uses', () => {
    expect([...names].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it('names only collections the code uses', () => {
    expect([...documented].filter((name) => !names.has(name)).sort()).toEqual([]);
  });
});
