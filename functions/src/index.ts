// Every deployed function, by the name the web app, the CLI and SPEC §7 use.
export { whoami } from './http/whoami.js';
