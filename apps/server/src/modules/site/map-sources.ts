import type { Env } from '../../config/env';

/** `none` or an empty MAP_STYLE_URL turns the map off: the contact page shows the address. */
export function readMapStyleUrl(env: Env): string | null {
  const url = env.MAP_STYLE_URL.trim();
  return url === '' || url.toLowerCase() === 'none' ? null : url;
}

/**
 * Where OpenFreeMap's styles (the default MAP_STYLE_URL) load from: the style itself, its
 * TileJSON (`/planet`) and vector tiles, the Natural Earth raster (`/natural_earth`), the sprites
 * (`/sprites`) and the glyphs (`/fonts`) are all on tiles.openfreemap.org.
 */
const OPENFREEMAP_ORIGINS = ['https://tiles.openfreemap.org'];
const isOpenFreeMap = (url: URL) => url.hostname.endsWith('openfreemap.org');

/**
 * The origins the contact map fetches its style, tiles, glyphs and sprites from, for the CSP's
 * `connect-src` and `img-src` (ADR 0169): MAP_STYLE_URL's origin, and OpenFreeMap's hosts when
 * the style is OpenFreeMap's. Another service's style must serve those from its own origin.
 * None when the map is off or the setting is not an http(s) URL.
 */
export function listMapSourceOrigins(env: Env): string[] {
  const styleUrl = readMapStyleUrl(env);
  if (!styleUrl || !URL.canParse(styleUrl)) return [];
  const url = new URL(styleUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
  return [...new Set([url.origin, ...(isOpenFreeMap(url) ? OPENFREEMAP_ORIGINS : [])])];
}
