// Unit layer: fast tests next to the code plus the bridge suite (adapter against the in-process
// simulator over real HTTP). No emulators, no browser.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    conditions: ['copydesk-source'],
    // web/ imports its own modules as '@/...' (web/tsconfig.json paths, web/vite.config.ts alias).
    alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) },
  },
  ssr: { resolve: { conditions: ['copydesk-source'] } },
  test: {
    include: [
      'functions/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'cli/src/**/*.test.ts',
      'tools/**/*.test.ts',
      'eslint/**/*.test.ts',
      'tests/bridge/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'functions/lib/**', 'web/dist/**', 'cli/dist/**'],
  },
});
