// Loaded with `node --import` (NODE_OPTIONS, set by tools/stack/ports.ts childEnv) when the checkout's
// path holds a '%'. Vitest imports dependencies by absolute path, `import('/a/100%/x.js')`, which Node
// reads as a URL: '%41' turns into 'A' and a lone '%' is "URI malformed" (nodejs/node#49934,
// vitest-dev/vitest#7084). The hook below hands Node such a path as a file URL instead.
import { register } from 'node:module';

register('./resolve.mjs', import.meta.url);
