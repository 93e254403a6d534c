import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';

/**
 * MapLibre, loaded on first use (it is large), with its worker bundled by Vite: MapLibre 6 would
 * otherwise look for the worker file next to its own module, a file the build does not emit.
 */
export const maplibreLib = () =>
  import('maplibre-gl').then((maplibre) => {
    maplibre.setWorkerUrl(workerUrl);
    return maplibre;
  });
