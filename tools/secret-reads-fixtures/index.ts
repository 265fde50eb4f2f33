// Fixture for tools/function-secrets.test.ts: the exports, as functions/src/index.ts lists them.
export { direct, namesOnly, neighbourOnly, throughImport, throughReexport } from './functions.js';
export { twoThroughClient } from './functions.js';
