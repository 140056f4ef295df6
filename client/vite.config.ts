import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blueprintCssParts } from './build/blueprint-css.ts';
import { graphqlDocumentsPerRoute } from './build/graphql-documents.ts';
import { iconPathFiles } from './build/icon-paths.ts';
import { ownChunkSize } from './build/own-chunk-size.ts';
import { precompress } from './build/precompress.ts';

const api = process.env.API_URL ?? 'http://localhost:4000';

// The client is built into client/dist and served by the API server on the same origin; in `npm run
// dev` Vite proxies /graphql and /api to the server. Built assets get brotli and gzip copies (the server
// sends them as they are); GraphQL documents and Blueprint's stylesheet are split per route, and icons
// are fetched one by one (client/build/).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [blueprintCssParts(), graphqlDocumentsPerRoute(path.join(import.meta.dirname, 'src/gql')), iconPathFiles(), react(), precompress(), ownChunkSize(900)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Chunks of our own code over 900 kB are warned about by ownChunkSize (client/build/own-chunk-size.ts);
    // Vite's own warning also fires on a dependency's chunk (the Monaco editor, 2.8 MB), so it is out of reach.
    chunkSizeWarningLimit: 100_000,
    sourcemap: false,
    // The app, and the light print entry the server's PDF renderer loads (the report pages only).
    rolldownOptions: {
      input: { main: path.join(import.meta.dirname, 'index.html'), print: path.join(import.meta.dirname, 'print.html') },
      // Third-party "use client" / "use no memo" directives (graphiql, react-compiler-runtime) tell a newcomer
      // nothing; every other warning, and every warning about our own code, still shows.
      // Rolldown's report of slow plugin callbacks (PLUGIN_TIMINGS) says how loaded the machine was, not what is
      // wrong; the build's own time is printed by scripts/client-build.ts.
      checks: { pluginTimings: false },
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && (log.id ?? '').includes('/node_modules/')) return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/api': api, '/healthz': api, '^/sso/saml/[^/]+/(acs|metadata)$': api },
  },
});
