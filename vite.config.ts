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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev/outbox/api': 'http://localhost:3000' },
  },
});
