// Lint covers every file that runs: each tracked TypeScript or JavaScript source is linted, none is
// left out by an ignore pattern (build outputs are not tracked, so they never appear here).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file));

describe('lint coverage', () => {
  it('finds the sources it checks, JavaScript among them', () => {
    expect(tracked.length).toBeGreaterThan(500);
    expect(tracked.filter((file) => /\.(js|mjs|cjs)$/.test(file)).length).toBeGreaterThan(3);
  });

  it('ignores no tracked source file', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const ignored: string[] = [];
    for (const file of tracked) if (await eslint.isPathIgnored(path.join(ROOT, file))) ignored.push(file);
    expect(ignored).toEqual([]);
  });
});
