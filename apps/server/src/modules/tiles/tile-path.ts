import { z } from 'zod';

/** Said of a tile address that no tile of the map has (also by the routes' isValidTile check). */
export const OUTSIDE_THE_MAP = 'The tile address is outside the map.';

/** Digits only: a sign, a fraction or an absurd length is no tile of the map. */
const coordinate = z.string().regex(/^\d{1,9}$/, OUTSIDE_THE_MAP).transform(Number);

/** `{z}/{x}/{y}.pbf` of a tile URL, as numbers; every tile layer is addressed so. */
export const tileAddressPath = z.object({
  z: coordinate,
  x: coordinate,
  y: z
    .string()
    .regex(/^[^.]*\.pbf$/, 'Tiles are addressed as {z}/{x}/{y}.pbf')
    .transform((value) => value.slice(0, -4))
    .pipe(coordinate),
});
