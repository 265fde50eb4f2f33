// Fixture for tools/function-secrets.test.ts: a re-export.
export { tokenHeader as header } from './readers.js';
