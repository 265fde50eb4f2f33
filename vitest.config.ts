// Unit tests (no emulators, no browser). Kept minimal; suites needing emulators have their own config.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    conditions: ['copydesk-source'],
    alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) },
  },
  test: {
    include: ['web/src/**/*.test.{ts,tsx}'],
  },
});
