// Vite configuration for the CopyDesk SPA.
// - 'copydesk-source' lets the browser import the shared contract (@copydesk/functions/contract)
//   straight from its TypeScript source, exactly as tsc resolves it (customConditions in tsconfig).
// - Ports come from the environment so the local launcher can shift them; strictPort makes a clash
//   fail loudly instead of silently moving to another port.
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { parseEnv } from './src/config/env.ts';

/**
 * `--mode emulator` with COPYDESK_PORT_OFFSET set (and no explicit VITE_* emulator URLs): point the
 * build at the shifted emulator ports, the same shift tools/local-env.ts applies, so a plain
 * `COPYDESK_PORT_OFFSET=500 npm run build -w web -- --mode emulator` talks to that run's emulators.
 * Process env wins over .env files in Vite, so setting it here before env loading is enough.
 */
function shiftEmulatorUrls(mode: string): void {
  const offset = Number(process.env.COPYDESK_PORT_OFFSET ?? '0');
  if (mode !== 'emulator' || !Number.isInteger(offset) || offset <= 0) return;
  process.env.VITE_FUNCTIONS_BASE_URL ??= `http://127.0.0.1:${5001 + offset}/demo-copydesk/us-central1`;
  process.env.VITE_AUTH_EMULATOR_URL ??= `http://127.0.0.1:${9099 + offset}`;
  process.env.VITE_FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${8080 + offset}`;
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
}

/**
 * The shared contract (functions/src/contract) uses classic zod; the landing entry validates its env with
 * zod/mini. Both sit on zod's core modules, so one copy would make the landing chunk carry the union of
 * what both need. The contract's `zod` therefore resolves to a second copy of the same version
 * (`zod-contract`, an npm alias), which only the lazy signed-in chunks load.
 */
function contractZod(): Plugin {
  const contractDir = fileURLToPath(new URL('../functions/src/contract/', import.meta.url));
  return {
    name: 'copydesk:contract-zod',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'zod' || !importer?.startsWith(contractDir)) return null;
      return this.resolve('zod-contract', importer, { ...options, skipSelf: true });
    },
  };
}

/** Validates the VITE_* configuration when Vite starts, so a bad key shows up in the build log too. */
function checkEnv(): Plugin {
  return {
    name: 'copydesk:check-env',
    configResolved(config) {
      try {
        parseEnv(config.env);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        config.logger.warn(
          `\n[copydesk] ${message}\nThis ${config.command === 'build' ? 'build' : 'server'} (mode "${config.mode}") will not start until these keys are set.\n`,
        );
      }
    },
  };
}

const config: UserConfig = {
  plugins: [contractZod(), react(), checkEnv()],
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
    sourcemap: true,
    // The Firestore SDK (~560 kB, ~165 kB gzip) is the one chunk above Vite's default 500 kB warning; it is
    // loaded lazily by signed-in screens only (src/lib/firestore.ts), so the landing page never pays for it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'index', test: /web[\\/]src[\\/]main\.tsx$|modulepreload-polyfill/, includeDependenciesRecursively: true }],
        },
      },
    },
  },
};

export default defineConfig(({ mode }) => {
  shiftEmulatorUrls(mode);
  return config;
});
