import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.mjs';

const RANGE = '^20.19.0 || >=22.12.0';

describe('the Node.js version check', () => {
  it.each([
    ['v20.19.0', true],
    ['v20.20.2', true],
    ['v22.12.0', true],
    ['v24.1.0', true],
    ['v20.11.1', false],
    ['v20.0.0', false],
    ['v21.7.3', false],
    ['v22.11.0', false],
    ['v18.20.4', false],
  ])('judges %s as fitting "^20.19.0 || >=22.12.0": %s', (version, fits) => {
    expect(nodeVersionProblem(version, RANGE) === undefined).toBe(fits);
  });

  it('says which Node.js it needs and which one it found', () => {
    expect(nodeVersionProblem('v20.11.1', RANGE)).toBe(
      'CopyDesk needs Node.js ^20.19.0 || >=22.12.0; this is Node.js v20.11.1.',
    );
  });

  it("states the range Vite needs in the root and web packages' engines", () => {
    for (const file of ['package.json', 'web/package.json']) {
      const manifest = JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as {
        engines?: { node?: string };
      };
      expect(manifest.engines?.node, file).toBe(RANGE);
    }
  });
});
