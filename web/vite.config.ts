// Vite configuration for the CopyDesk SPA.
// - 'copydesk-source' lets the browser import the shared contract (@copydesk/functions/contract)
//   straight from its TypeScript source, exactly as tsc resolves it (customConditions in tsconfig).
// - Ports come from the environment so the local launcher can shift them; strictPort makes a clash
//   fail loudly instead of silently moving to another port.
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
}

export default defineConfig({
  plugins: [react()],
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
  },
});
