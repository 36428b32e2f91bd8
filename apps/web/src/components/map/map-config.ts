/**
 * Map tiles (decision 017): the tile URL comes from the build's VITE_MAP_TILE_URL (an {z}/{x}/{y}
 * template, e.g. an OpenStreetMap-compatible tile server) with its attribution in
 * VITE_MAP_TILE_ATTRIBUTION. Without one the maps draw on Leaflet's plain grey background: markers,
 * zoom and info windows still work, and nothing is fetched from the internet.
 */
export const MAP_TILE_URL: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ?? '';
export const MAP_TILE_ATTRIBUTION: string =
  (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) ?? '';
