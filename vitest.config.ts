// Unit layer: fast tests next to the code plus the bridge suite (adapter against the in-process
// simulator over real HTTP). No emulators, no browser. Two projects in one run:
// - node: every *.test.ts (functions, web logic and machines, cli, tools, the bridge suite and the
//   simulator's own suite);
// - components: web's *.test.tsx, React parts rendered into happy-dom with Testing Library, their
//   machines and api modules given as test doubles (the e2e suites cover the real system).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The build configuration the web components see (web/src/config/env.ts validates the same keys). */
const WEB_TEST_ENV = {
  VITE_FIREBASE_API_KEY: 'test-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'copydesk-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'copydesk-test',
  VITE_FIREBASE_APP_ID: 'test-app-id',
  VITE_FUNCTIONS_BASE_URL: 'http://127.0.0.1:1/copydesk-test/us-central1',
  VITE_USE_EMULATORS: 'false',
  VITE_BRAND_NAME: 'CopyDesk Test',
  VITE_SUPPORT_EMAIL: 'support@copydesk.test',
  VITE_MAIN_SITE_URL: 'https://copydesk.test',
  VITE_PARTNER_CODE: 'PARTNER42',
};

export default defineConfig({
  resolve: {
    conditions: ['copydesk-source'],
    // web/ imports its own modules as '@/...' (web/tsconfig.json paths, web/vite.config.ts alias).
    alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) },
  },
  ssr: { resolve: { conditions: ['copydesk-source'] } },
  test: {
    exclude: ['**/node_modules/**', 'functions/lib/**', 'web/dist/**', 'cli/dist/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'cli/src/**/*.test.ts',
            'tools/**/*.test.ts',
            'eslint/**/*.test.ts',
            'tests/bridge/**/*.test.ts',
            'tests/simulator/**/*.test.ts',
            'docs/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          env: WEB_TEST_ENV,
          setupFiles: ['web/src/testing/setup-dom.ts'],
        },
      },
    ],
  },
});
