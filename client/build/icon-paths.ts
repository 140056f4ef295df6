import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Blueprint draws icons as SVG from path data. Its default loader downloads the paths of every icon of a
 * size at once (~100 KB compressed per size); its per-icon modules, bundled, need a map of ~1,400 chunk
 * names in the first page. Instead the build writes each icon's paths as a small JSON file,
 * `assets/icons-<version>/<16|20>/<name>.json` (the version in the folder name keeps them cacheable
 * for good), and client/src/ui/icon-loader.ts fetches the ones a screen shows. `__FEL_ICON_PATHS__` is
 * that folder's URL (null in the dev server, which keeps Blueprint's own loader).
 */
export function iconPathFiles(): Plugin {
  const require = createRequire(import.meta.url);
  const pkgJson = require.resolve('@blueprintjs/icons/package.json');
  const pkg: unknown = JSON.parse(readFileSync(pkgJson, 'utf8'));
  const version = typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string' ? pkg.version : 'current';
  const folder = `assets/icons-${version}`;
  const generated = path.join(path.dirname(pkgJson), 'lib/esm/generated');
  let building = false;
  return {
    name: 'fel:icon-path-files',
    config(_config, env) {
      building = env.command === 'build';
      return { define: { __FEL_ICON_PATHS__: JSON.stringify(building ? `/${folder}` : null) } };
    },
    generateBundle() {
      if (!building) return;
      for (const size of ['16', '20']) {
        const dir = path.join(generated, `${size}px/paths`);
        for (const file of readdirSync(dir)) {
          if (!file.endsWith('.js') || file === 'index.js') continue;
          const match = /export default (\[.*\]);/.exec(readFileSync(path.join(dir, file), 'utf8'));
          if (!match?.[1]) continue;
          this.emitFile({ type: 'asset', fileName: `${folder}/${size}/${file.slice(0, -3)}.json`, source: match[1] });
        }
      }
    },
  };
}
