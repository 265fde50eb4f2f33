// Vite configuration for the CopyDesk SPA.
// - 'copydesk-source' lets the browser import the shared contract (@copydesk/functions/contract)
//   straight from its TypeScript source, exactly as tsc resolves it (customConditions in tsconfig).
// - Ports come from the environment so the local launcher can shift them; strictPort makes a clash
//   fail loudly instead of silently moving to another port.
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { parseEnv, type AppEnv } from './src/config/env.ts';
import { robotsTxt, sitemapXml } from './src/config/site-files.ts';

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
}

/**
 * The shared contract (functions/src/contract) uses classic zod; the landing entry validates its env with
 * zod/mini. Both sit on zod's core modules, so one copy would make the landing chunk carry the union of
 * what both need. The contract's `zod` therefore resolves to a second copy of the same version
 * (`zod-contract`, an npm alias), which only the lazy signed-in chunks load.
 * That copy is set jitless before any schema is used: otherwise zod's first parse probes `new Function`,
 * which the Content-Security-Policy refuses and reports (no 'unsafe-eval', docs/operations.md
 * "Browser surface"); the probe's answer is only a speed-up.
 */
function contractZod(): Plugin {
  const contractDir = fileURLToPath(new URL('../functions/src/contract/', import.meta.url));
  const jitlessZod = '\0copydesk:contract-zod';
  return {
    name: 'copydesk:contract-zod',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer?.startsWith(contractDir)) return null;
      return jitlessZod;
    },
    load(id) {
      if (id !== jitlessZod) return null;
      return [
        "import { z } from 'zod-contract';",
        'z.config({ jitless: true });',
        "export * from 'zod-contract';",
        "export { default } from 'zod-contract';",
      ].join('\n');
    },
  };
}

/**
 * Validates the VITE_* configuration when Vite starts. A production build stops here with the list of
 * missing or bad keys (an app built without them only shows a blank page); other modes warn. When the
 * configuration is valid, src/config/app-env.ts is replaced by its parsed value, so the browser does
 * not carry the validator (zod) at all: the landing page's JavaScript stays small.
 */
function checkEnv(): Plugin {
  const appEnvFile = fileURLToPath(new URL('./src/config/app-env.ts', import.meta.url));
  let parsed: AppEnv | null = null;
  return {
    name: 'copydesk:check-env',
    configResolved(config) {
      // A production build never talks to emulators: the local demo and the hosting emulator build
      // with `--mode emulator` (tools/stack/index.ts), so production mode with emulators is a mistake.
      if (
        config.command === 'build' &&
        config.mode === 'production' &&
        config.env.VITE_USE_EMULATORS === 'true'
      ) {
        throw new Error(
          '[copydesk] A production build cannot use the emulators (VITE_USE_EMULATORS=true). Build the local demo with `--mode emulator`.',
        );
      }
      try {
        parsed = parseEnv(config.env);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (config.command === 'build' && config.mode === 'production') {
          throw new Error(`[copydesk] The production build needs its configuration. ${message}`);
        }
        config.logger.warn(
          `\n[copydesk] ${message}\nThis ${config.command === 'build' ? 'build' : 'server'} (mode "${config.mode}") will not start until these keys are set.\n`,
        );
      }
    },
    load(id) {
      if (parsed === null || id !== appEnvFile) return null;
      return `export const env = ${JSON.stringify(parsed)};\n`;
    },
  };
}

/**
 * react-router's package exports only its development build (with its dev-time checks and messages);
 * the production build sits beside it. Builds use that one: ~25 KB less minified JavaScript on every page.
 */
function productionRouter(): Plugin {
  const dist = (file: string) =>
    fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: 'copydesk:production-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: dist('index.mjs') },
          { find: /^react-router\/dom$/, replacement: dist('dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * robots.txt and sitemap.xml for the public pages, from the route paths. The site's origin is
 * VITE_APP_URL, or else the Firebase Hosting domain (VITE_FIREBASE_AUTH_DOMAIN) the app is served from.
 */
function siteFiles(): Plugin {
  let origin = '';
  return {
    name: 'copydesk:site-files',
    apply: 'build',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      origin = env.VITE_APP_URL?.trim() || `https://${env.VITE_FIREBASE_AUTH_DOMAIN ?? 'localhost'}`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin) });
    },
  };
}

const config = {
  plugins: [contractZod(), react(), checkEnv(), productionRouter(), siteFiles()],
  resolve: {
    conditions: ['copydesk-source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: port(process.env.COPYDESK_WEB_PORT, 5173),
    strictPort: true,
  },
  preview: {
    host: '127.0.0.1',
    port: port(process.env.COPYDESK_PREVIEW_PORT, 4173),
    strictPort: true,
  },
  build: {
    target: 'es2022',
    // The Firestore SDK (~560 kB, ~165 kB gzip) is the one chunk above Vite's default 500 kB warning; it is
    // loaded lazily by signed-in screens only (src/lib/firestore.ts), so the landing page never pays for it.
    chunkSizeWarningLimit: 600,
    // The landing entry keeps its whole static graph in one chunk (as before the signed-in screens grew
    // shared chunks of their own): otherwise Rolldown splits modules shared with lazy chunks (React,
    // Firebase Auth, zod/mini) into extra chunks the landing page must load too.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'index',
              test: /web[\\/]src[\\/]main\.tsx$|modulepreload-polyfill/,
              includeDependenciesRecursively: true,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

// Emulator URLs for a shifted checkout (COPYDESK_PORT_OFFSET) come in as VITE_* variables from the
// local tools (tools/), which own the port layout; the web app never imports them.
// Source maps help local and emulator builds; a production build writes none (docs/architecture.md §5), and Hosting
// would not serve one anyway (firebase.json ignores *.map).
export default defineConfig(({ mode }) => ({
  ...config,
  build: { ...config.build, sourcemap: mode !== 'production' },
}));
