import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  Compression,
  PMTiles,
  SharedPromiseCache,
  TileType,
  type DecompressFunc,
  type Header,
  type Source,
} from 'pmtiles';
import { ConfigError } from '../../config.ts';

const gunzip = promisify(zlib.gunzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

/**
 * The Content-Encoding of each compression a tile may be stored in (null: none), all of which
 * Node can undo for a client that accepts neither; zstd is not among them (Node 20 has no zstd).
 */
const ENCODINGS: Partial<Record<Compression, string | null>> = {
  [Compression.None]: null,
  [Compression.Gzip]: 'gzip',
  [Compression.Brotli]: 'br',
};

async function decompress(data: ArrayBuffer | Uint8Array, compression: Compression): Promise<Buffer> {
  const bytes =
    data instanceof Uint8Array ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);
  if (compression === Compression.None || compression === Compression.Unknown) return bytes;
  if (compression === Compression.Gzip) return gunzip(bytes);
  if (compression === Compression.Brotli) return brotliDecompress(bytes);
  throw new Error(`PMTiles compression ${Compression[compression]} is not supported`);
}

const toArrayBuffer = (bytes: Buffer) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const decompressDirectory: DecompressFunc = async (data, compression) =>
  toArrayBuffer(await decompress(data, compression));

/** Ranges of one local file, read with positioned reads of one open handle (no stream per tile). */
class FileRangeSource implements Source {
  constructor(
    private readonly file: fs.FileHandle,
    private readonly key: string,
  ) {}
  getKey() {
    return this.key;
  }
  async getBytes(offset: number, length: number) {
    const buffer = Buffer.allocUnsafe(length);
    const { bytesRead } = await this.file.read(buffer, 0, length, offset);
    // An ArrayBuffer of exactly the bytes read: pmtiles parses directories from it.
    return { data: toArrayBuffer(buffer.subarray(0, bytesRead)) };
  }
}

/** A tile as stored in the archive: its bytes and the Content-Encoding they are in (null: none). */
export interface StoredTile {
  data: Buffer;
  encoding: string | null;
}

export interface BasemapArchive {
  header: Header;
  /** The archive's JSON metadata (vector_layers, attribution, name). */
  metadata: { vector_layers?: { id: string; fields?: Record<string, string> }[]; [key: string]: unknown };
  /** The tile at an address, as stored; null where the archive has none or an empty one (outside its bounds or zooms). */
  tile(z: number, x: number, y: number): Promise<StoredTile | null>;
  /** A stored tile decompressed, for a client that does not accept its encoding. */
  decoded(tile: StoredTile): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Opens a PMTiles v3 archive of vector tiles (BASEMAP_PMTILES) for reading by range: the header and
 * root directory are read once, leaf directories once each (kept decompressed in pmtiles' cache,
 * up to 1,000 of them: a planet file's directories are ~100 MB, a region's a few KB), tiles read
 * as stored, so that they are sent in the archive's own compression. A file that is no such
 * archive stops the start-up.
 */
export async function openBasemapArchive(file: string): Promise<BasemapArchive> {
  const handle = await fs.open(file, 'r');
  const source = new FileRangeSource(handle, file);
  // Directories decompressed by the cache; tiles (the PMTiles instance's own step) left as stored.
  const archive = new PMTiles(source, new SharedPromiseCache(1000, true, decompressDirectory), async (data) => data);
  const refuse = async (reason: string) => {
    await handle.close();
    return new ConfigError(`Invalid configuration:\n  BASEMAP_PMTILES: ${file} ${reason}`);
  };
  let header: Header;
  try {
    header = await archive.getHeader();
  } catch (error) {
    throw await refuse(`is not a PMTiles v3 archive (${(error as Error).message})`);
  }
  if (header.tileType !== TileType.Mvt)
    throw await refuse(`holds ${TileType[header.tileType]} tiles, not vector tiles`);
  const encoding = ENCODINGS[header.tileCompression];
  if (encoding === undefined)
    throw await refuse(
      `has its tiles in ${Compression[header.tileCompression]} compression, which Node cannot undo: cut it with gzip tiles`,
    );
  const stored = await source.getBytes(header.jsonMetadataOffset, header.jsonMetadataLength);
  const metadata = JSON.parse(
    (await decompress(stored.data, header.internalCompression)).toString('utf8'),
  ) as BasemapArchive['metadata'];
  return {
    header,
    metadata,
    async tile(z, x, y) {
      // pmtiles answers undefined outside the archive's zooms or where its directories have no entry.
      const found = await archive.getZxy(z, x, y);
      if (!found || found.data.byteLength === 0) return null;
      return { data: Buffer.from(found.data), encoding };
    },
    decoded: (tile) => decompress(tile.data, header.tileCompression),
    close: () => handle.close(),
  };
}
