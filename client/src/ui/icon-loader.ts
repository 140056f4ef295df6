import { type IconName, type IconPaths, Icons, IconSize } from '@blueprintjs/icons';

/** Where the build put each icon's SVG paths as JSON (client/build/icon-paths.ts); null in the dev server. */
declare const __FEL_ICON_PATHS__: string | null;

// Blueprint draws icons as SVG from path data it loads on first use. Its default loader fetches the paths
// of every icon of a size at once (~100 KB compressed per size); this one fetches each icon's own small
// file, so a screen downloads only the icons it shows. (The icon font is not loaded at all.)

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const response = await fetch(`${__FEL_ICON_PATHS__}/${size < IconSize.LARGE ? 16 : 20}/${name}.json`);
  if (!response.ok) throw new Error(`icon ${name}: ${response.status}`);
  const paths: unknown = await response.json();
  return Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : [];
}

if (__FEL_ICON_PATHS__ !== null) Icons.setLoaderOptions({ loader: loadIconPaths });

/**
 * Loads icons now, while the server can be reached: those the screens show when it cannot (the offline
 * banner, a save retrying) would otherwise be fetched on first use and fail just then.
 */
export function preloadIcons(names: IconName[]): void {
  void Icons.load(names, IconSize.STANDARD);
}
