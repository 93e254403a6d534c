declare module 'vt-pbf' {
  export interface TileFeature {
    type: 1 | 2 | 3;
    geometry: [number, number][] | [number, number][][];
    tags: Record<string, string | number | boolean>;
    id?: number;
  }
  export function fromGeojsonVt(
    layers: Record<string, { features: TileFeature[] }>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
