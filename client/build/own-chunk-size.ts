import type { Plugin } from 'vite';

/**
 * Vite's chunk-size warning, for chunks that hold our own code. Vite's own (chunkSizeWarningLimit) also
 * fires on chunks made only of a dependency, such as the Monaco editor GraphiQL loads lazily on the API
 * explorer page (about 2.8 MB, not ours to split): that tells a newcomer running `npm start` nothing. So
 * Vite's limit is set out of reach (vite.config.ts) and this warns, with the chunk's name, when a chunk
 * larger than `limitKb` has any module outside node_modules.
 */
export function ownChunkSize(limitKb: number): Plugin {
  return {
    name: 'fel:own-chunk-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const kb = Buffer.byteLength(item.code) / 1000;
        const ours = item.moduleIds.some((id) => !id.includes('/node_modules/') && !id.startsWith('\0'));
        if (kb > limitKb && ours) this.warn(`${item.fileName} is ${Math.round(kb)} kB after minification (more than ${limitKb} kB): split it with a dynamic import()`);
      }
    },
  };
}
