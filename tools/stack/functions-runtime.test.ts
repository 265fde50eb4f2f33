import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionsNode, functionsRuntime, nodeVersionOf } from './functions-runtime.ts';
import { ROOT } from './processes.ts';

/** A checkout holding only a firebase.json whose functions name `runtime`. */
function checkoutWithRuntime(runtime: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'functions-runtime-'));
  writeFileSync(
    path.join(root, 'firebase.json'),
    JSON.stringify({ functions: [{ source: 'functions', runtime }] }),
  );
  return root;
}

describe('the Node.js the local functions run on', () => {
  it('is the major of the runtime firebase.json deploys, whatever Node runs the tests', () => {
    const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
      functions: { runtime: string }[];
    };
    const major = config.functions[0]?.runtime.match(/^nodejs(\d+)$/)?.[1];
    expect(major).toBeDefined();
    expect(nodeVersionOf(functionsNode())).toMatch(new RegExp(`^v${major}\\.`));
  });

  it('is the runtime the functions package asks for', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'functions', 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(functionsRuntime()).toBe(`nodejs${manifest.engines.node}`);
  });

  it('refuses, naming the version to install, when neither the pinned build nor this Node fits', () => {
    const root = checkoutWithRuntime('nodejs8');
    expect(() => functionsNode(root)).toThrow('Run CopyDesk with Node.js 8.');
  });

  it("falls back to this process's Node when its major is the runtime's", () => {
    const hostMajor = process.versions.node.split('.')[0] ?? '';
    const root = checkoutWithRuntime(`nodejs${hostMajor}`);
    expect(functionsNode(root)).toBe(process.execPath);
  });

  it.each([['python312'], ['']])('refuses a firebase.json runtime that is not Node.js (%j)', (runtime) => {
    expect(() => functionsRuntime(checkoutWithRuntime(runtime))).toThrow('must name one Node.js runtime');
  });
});
