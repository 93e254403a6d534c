export interface PointFacility {
  id: string;
  name: string;
}

const isPointFacility = (value: unknown): value is PointFacility =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PointFacility).id === 'string' &&
  typeof (value as PointFacility).name === 'string';

/**
 * The facilities of a marker that stands for several at one point (the tile's `facilities`, a
 * JSON text), or null for a single facility's marker or a property that is not such a list.
 */
export function facilitiesAtPoint(properties: Record<string, unknown>): PointFacility[] | null {
  if (typeof properties.facilities !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(properties.facilities);
    return Array.isArray(parsed) && parsed.length > 1 && parsed.every(isPointFacility) ? parsed : null;
  } catch {
    return null;
  }
}
