import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:4000';

// The client is built into client/dist and served by the API server on the same origin; in `npm run
// dev` Vite proxies /graphql and /api to the server.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/api': api, '/healthz': api },
  },
});
