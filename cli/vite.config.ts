// The CLI ships as one ES module with the shared contract inlined, so `npm pack` gives a package that
// installs on its own; its npm dependencies (commander, zod, firebase-admin) stay external.
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { conditions: ['copydesk-source'] },
  ssr: {
    noExternal: ['@copydesk/functions'],
    resolve: { conditions: ['copydesk-source'], externalConditions: [] },
  },
  build: {
    ssr: 'src/index.ts',
    outDir: 'dist',
    target: 'node20',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'index.js', format: 'es' } },
  },
});
