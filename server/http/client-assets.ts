import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRINT_ENTRY_PATH } from '../../common/print-bridge.ts';

/** Hashed build output (client/dist/assets/…): the name changes with the content, so it never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Responses compressed on the fly: API JSON (GraphQL and /api/*) above 1 KB, brotli at a fast level or
 * gzip, whichever the client prefers. Client assets are not compressed here: the build wrote brotli and
 * gzip copies (client/build/precompress.ts), which `registerClientAssets` sends as they are. Request bodies
 * are not decompressed (no client of the product compresses them; a compressed body is malformed JSON, 400),
 * which spares every request the plugin's decompression hooks.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'] });
}

/**
 * The built client on the same origin: its precompressed copies when the browser accepts them, hashed
 * files cached for a year (immutable), everything else (index.html, favicon) revalidated on every use.
 * Unknown paths fall through to the app's not-found handler, which answers index.html for the router.
 */
export async function registerClientAssets(app: FastifyInstance, clientDist: string): Promise<void> {
  const assets = `${path.sep}assets${path.sep}`;
  await app.register(fastifyStatic, {
    root: clientDist,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.includes(assets) ? IMMUTABLE : 'no-cache');
    },
  });
  // A saved report for the PDF renderer: the light print entry (client/print.html), not the whole app.
  app.get('/print/report/:reportKey', (_request, reply) => reply.sendFile('print.html'));
  // The same entry with no report: the renderer's pooled pages wait here and print through the bridge.
  app.get(PRINT_ENTRY_PATH, (_request, reply) => reply.sendFile('print.html'));
}
