import fs from 'node:fs/promises';
import { openBasemapArchive, type BasemapArchive } from './pmtiles-archive.ts';

/** The data's licence (ODbL) asks every map that shows it to credit OpenStreetMap. */
export const BASEMAP_ATTRIBUTION = '© OpenStreetMap';

/** The street map of BASEMAP_PMTILES: its archive and a version that changes with the file. */
export interface Basemap {
  archive: BasemapArchive;
  /** Size and modification time of the file: tile URLs carry it, so a new file is new URLs. */
  version: string;
}

export async function openBasemap(file: string): Promise<Basemap> {
  const archive = await openBasemapArchive(file);
  const stat = await fs.stat(file);
  return { archive, version: `${stat.size.toString(36)}-${Math.round(stat.mtimeMs).toString(36)}` };
}

/**
 * TileJSON 3.0 of the street map: what MapLibre (or another client) needs to draw it. The
 * archive's own attribution is HTML with links; ours is the text the licence asks for, with
 * Protomaps credited for the build when the archive names it.
 */
export function basemapTileJson({ archive, version }: Basemap, publicUrl: string) {
  const { header, metadata } = archive;
  const built = typeof metadata.attribution === 'string' && /protomaps/i.test(metadata.attribution);
  return {
    tilejson: '3.0.0' as const,
    name: typeof metadata.name === 'string' ? metadata.name : 'Street map',
    scheme: 'xyz',
    tiles: [`${publicUrl}/tile/basemap/{z}/{x}/{y}.mvt?v=${version}`],
    minzoom: header.minZoom,
    maxzoom: header.maxZoom,
    bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
    center: [header.centerLon, header.centerLat, header.centerZoom],
    attribution: built ? `Protomaps ${BASEMAP_ATTRIBUTION}` : BASEMAP_ATTRIBUTION,
    vector_layers: metadata.vector_layers ?? [],
  };
}

/** Whether an Accept-Encoding header takes `encoding` (not refused with q=0). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === encoding || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}
