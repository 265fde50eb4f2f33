// Stack layer: tests of the local stack itself (tests/stack), each starting `npm start` and stopping
// it. Run alone under the machine lock with
// `npm run test:stack`; never beside another run at the same COPYDESK_PORT_OFFSET.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/stack/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 900_000,
  },
});
