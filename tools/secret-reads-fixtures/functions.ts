// Fixture for tools/function-secrets.test.ts: the "deployed functions", one per case.
import { TOKEN } from './params.js';
import { header } from './barrel.js';
import { lazyClient, plainUrl, tokenHeader } from './readers.js';

export const direct = () => TOKEN.value();
export const throughImport = () => tokenHeader();
export const throughReexport = () => header();
export const namesOnly = () => [TOKEN];
export const neighbourOnly = () => plainUrl();
export const twoThroughClient = () => lazyClient().token;
