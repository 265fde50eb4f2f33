// The bench entry must not load functions code before it binds this process to the emulators:
// functions/src/platform/firebase-app.ts creates the default firebase-admin app and its Firestore on import, and a
// Firestore created before FIRESTORE_EMULATOR_HOST is set talks to Google's ("Could not load the default
// credentials"). So bench/run.ts reaches the sections only through a dynamic import (bench/sections.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FUNCTIONS_APP = path.join(ROOT, 'functions', 'src', 'platform', 'firebase-app.ts');

/** Relative modules `file` imports statically (type-only imports and `import()` excluded). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = text.matchAll(
    /^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/gm,
  );
  return [...statements].flatMap((m) => moduleFile(path.resolve(path.dirname(file), m[1]!)) ?? []);
}

/** The source file an import names: `.js` written for `.ts`, or no extension at all (web/). */
function moduleFile(specifier: string): string | undefined {
  const base = specifier.replace(/\.js$/, '');
  const candidates = [specifier, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Every module `entry` loads before its own code runs, with one chain of imports to each. */
function staticGraph(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    for (const next of staticImports(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, next]);
      pending.push(next);
    }
  }
  return chains;
}

const relative = (files: string[]) => files.map((f) => path.relative(ROOT, f)).join(' -> ');

describe('the bench entry', () => {
  it('loads no functions code statically, so its Firestore binds to the emulator', () => {
    const chain = staticGraph(path.join(ROOT, 'bench', 'run.ts')).get(FUNCTIONS_APP);
    expect(chain && relative(chain)).toBeUndefined();
  });

  it('is what keeps the app unbound: the sections it loads later do reach functions/src/platform/firebase-app.ts', () => {
    expect(staticGraph(path.join(ROOT, 'bench', 'sections.ts')).has(FUNCTIONS_APP)).toBe(true);
  });
});
