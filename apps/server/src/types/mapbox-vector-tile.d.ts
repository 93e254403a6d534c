// Minimal typings of the decoder used by the tile tests.
declare module '@mapbox/vector-tile' {
  export class VectorTile {
    constructor(pbf: unknown);
    layers: Record<
      string,
      {
        length: number;
        extent: number;
        feature(i: number): {
          type: number;
          properties: Record<string, string | number | boolean>;
          loadGeometry(): { x: number; y: number }[][];
        };
      }
    >;
  }
}
declare module 'pbf' {
  export default class Pbf {
    constructor(buffer: Uint8Array);
  }
}
