// The contract shared by the functions, the web app and the CLI: request and answer schemas of every
// endpoint. It imports nothing server-only (lint enforces this).
export * from './whoami.js';
