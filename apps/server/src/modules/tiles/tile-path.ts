import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { z } from 'zod';
import { ApiError, badRequest } from '../../http/errors.ts';
import { validatorCompiler } from '../../http/validation.ts';
import { isValidTile } from './mercator.ts';

/** Said of a tile address that no tile of the map has. */
export const OUTSIDE_THE_MAP = 'The tile address is outside the map.';

/** Digits only: a sign, a fraction or an absurd length is no tile of the map. */
const coordinate = z
  .string()
  .regex(/^\d{1,9}$/, OUTSIDE_THE_MAP)
  .transform(Number);

/** `{z}/{x}/{y}.<extension>` of a tile URL, as numbers. */
export const tileAddressPathOf = (extension: string) =>
  z.object({
    z: coordinate,
    x: coordinate,
    y: z
      .string()
      .regex(new RegExp(`^[^.]*\\.${extension}$`), `Tiles are addressed as {z}/{x}/{y}.${extension}`)
      .transform((value) => value.slice(0, -extension.length - 1))
      .pipe(coordinate),
  });

/** `{z}/{x}/{y}.pbf` of a tile URL, as numbers; every tile layer we cut is addressed so. */
export const tileAddressPath = tileAddressPathOf('pbf');

/** Refines a tile address: on the map, and among the zooms the layer is served for. */
export const onTheLayer =
  (layer: string, [min, max]: [number, number]) =>
  (tile: { z: number; x: number; y: number }, ctx: z.RefinementCtx) => {
    if (!isValidTile(tile)) ctx.addIssue({ code: 'custom', message: OUTSIDE_THE_MAP });
    else if (tile.z < min || tile.z > max)
      ctx.addIssue({ code: 'custom', message: `${layer} tiles are served for zoom ${min} to ${max}.` });
  };

/**
 * Tile routes refuse a bad address in one plain sentence ({detail}: the first problem); a bad
 * cache key keeps its field error (the client's text). Their query strings validate as any route's.
 */
export const tileValidatorCompiler = (route: FastifyRouteSchemaDef<unknown>) => {
  const schema = route.schema as z.ZodType;
  if (route.httpPart !== 'params') return validatorCompiler({ ...route, schema });
  return (data: unknown) => {
    const parsed = schema.safeParse(data);
    if (parsed.success) return { value: parsed.data };
    const issue = parsed.error.issues[0]!;
    return { error: issue.path[0] === 'key' ? badRequest({ key: [issue.message] }) : new ApiError(400, issue.message) };
  };
};
