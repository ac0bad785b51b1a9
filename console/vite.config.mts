import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The organisers' console, served by the API process at /app (api/http/console-routes.ts) from dist/console.
 * Built by `npm run build` (scripts/console-build.ts), which runs Vite with this folder as its working directory.
 */
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Two pages share one build and its chunks: the organisers' console (/app) and the platform admins' (/admin).
    // The service worker is a third entry with a fixed name (/app/sw.js): its address must stay the same across builds.
    rollupOptions: {
      input: { app: 'index.html', admin: 'admin.html', sw: 'service-worker/sw.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
    // The first load is budgeted in compressed bytes (test/browser/console.test.ts); no source maps are shipped.
    sourcemap: false,
    reportCompressedSize: false,
    // Its budget is the compressed first load, checked by the build and a test, not Vite's raw-size warning.
    chunkSizeWarningLimit: 1024,
  },
});
