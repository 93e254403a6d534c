import type * as Maplibre from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';

let maplibre: Promise<typeof Maplibre> | undefined;

/**
 * MapLibre, loaded once on first use (it is large), with its worker bundled by Vite: MapLibre 6
 * would otherwise look for the worker file next to its own module, a file the build does not emit.
 * The worker's file downloads beside MapLibre (the HTTP cache then hands it to the worker), not
 * after it, and the worker starts at once (prewarm), not when the first map has its style; a
 * screen may call this before its map's own code has arrived.
 */
export const loadMaplibre = () => {
  if (maplibre) return maplibre;
  // A failure here is only a missed head start: the worker asks for its file again.
  fetch(workerUrl)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  maplibre = import('maplibre-gl').then((library) => {
    library.setWorkerUrl(workerUrl);
    library.prewarm();
    return library;
  });
  return maplibre;
};
