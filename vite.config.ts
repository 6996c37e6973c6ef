import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web; the API server (src/server) serves the built files from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // The catalogue's shared rules and card pieces (prices, currencies, their strings) used by the
        // marketplace, the course pages, the checkout and the learner's pages travel as one chunk with
        // what only they share, instead of many small ones: fewer requests on a slow network
        // (first visit to /marketplace: 15 files instead of 28; docs/scaling.md).
        advancedChunks: {
          groups: [
            {
              name: 'catalog-core',
              test: /src\/(shared\/catalog|web\/features\/catalog\/(use-currency|currency-preference|price-label|card-format|components\/(price-block|course-card)))/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev/outbox/api': 'http://localhost:3000' },
  },
});
