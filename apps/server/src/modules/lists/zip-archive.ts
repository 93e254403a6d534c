import { createInflateRaw, crc32 } from 'node:zlib';
import { ListFileError } from './list-file-error.ts';
import { tooLargeUnpacked, type ReadingClock } from './list-file-limits.ts';

export const unreadableWorkbook = () => new ListFileError('The file could not be read as an Excel (.xlsx) workbook.');

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** As declared by the central directory: inflation is held to it, never trusted for it. */
  size: number;
  crc: number;
  localOffset: number;
}

/** Inflated output per step when parsing: each chunk is parsed in one go, so it stays short. */
const READ_CHUNK = 64 * 1024;
/** Inflated output per step when only counting and checking: large, for zlib's speed. */
const CHECK_CHUNK = 1024 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * A zip (an .xlsx) held in memory, read from its central directory, the parts inflated on demand
 * with a byte counter: a part that inflates to more than the directory declares (a lying zip bomb)
 * is refused at the first chunk over, and the declared sizes themselves are capped in all.
 */
export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();

  constructor(
    private readonly content: Buffer,
    maxUnpackedBytes: number,
  ) {
    const end = content.lastIndexOf(uint32(END_OF_DIRECTORY), Math.max(0, content.length - 22));
    if (end < 0 || end + 22 > content.length) throw unreadableWorkbook();
    const count = content.readUInt16LE(end + 10);
    let offset = content.readUInt32LE(end + 16);
    let declared = 0;
    for (let i = 0; i < count; i++) {
      if (offset + 46 > content.length || content.readUInt32LE(offset) !== DIRECTORY_ENTRY) throw unreadableWorkbook();
      const nameLength = content.readUInt16LE(offset + 28);
      const entry: ZipEntry = {
        name: content.toString('utf8', offset + 46, offset + 46 + nameLength),
        method: content.readUInt16LE(offset + 10),
        crc: content.readUInt32LE(offset + 16),
        compressedSize: content.readUInt32LE(offset + 20),
        size: content.readUInt32LE(offset + 24),
        localOffset: content.readUInt32LE(offset + 42),
      };
      declared += entry.size;
      // 0xffffffff means a zip64 size: far beyond any list.
      if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || declared > maxUnpackedBytes)
        throw tooLargeUnpacked();
      const encrypted = (content.readUInt16LE(offset + 8) & 1) !== 0;
      const key = entry.name.toLowerCase();
      if (encrypted || (entry.method !== 0 && entry.method !== 8) || this.entries.has(key)) throw unreadableWorkbook();
      this.entries.set(key, entry);
      offset += 46 + nameLength + content.readUInt16LE(offset + 30) + content.readUInt16LE(offset + 32);
    }
  }

  /** Whether the archive has a part of that name (part names are case-insensitive). */
  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /** Inflates every part once, so a bomb or a damaged part anywhere is refused before anything is read. */
  async verify(clock: ReadingClock): Promise<void> {
    for (const name of this.entries.keys()) {
      for await (const chunk of this.inflate(name, clock, CHECK_CHUNK)) void chunk;
    }
  }

  /** The inflated bytes of a part in chunks, checked against the declared size and CRC. */
  async *inflate(name: string, clock: ReadingClock, chunkSize = READ_CHUNK): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw unreadableWorkbook();
    const data = this.compressedData(entry);
    let inflated = 0;
    let crc = 0;
    const chunks: Iterable<Buffer> | AsyncIterable<Buffer> =
      entry.method === 0 ? slices(data, chunkSize) : inflateRaw(data, chunkSize);
    try {
      for await (const chunk of chunks) {
        inflated += chunk.length;
        if (inflated > entry.size) throw unreadableWorkbook();
        crc = crc32(chunk, crc);
        clock.check();
        yield chunk;
        await clock.giveTurn();
      }
    } catch (error) {
      throw error instanceof ListFileError ? error : unreadableWorkbook();
    }
    if (inflated !== entry.size || crc !== entry.crc) throw unreadableWorkbook();
  }

  private compressedData(entry: ZipEntry): Buffer {
    const header = entry.localOffset;
    if (header + 30 > this.content.length || this.content.readUInt32LE(header) !== LOCAL_HEADER)
      throw unreadableWorkbook();
    const start = header + 30 + this.content.readUInt16LE(header + 26) + this.content.readUInt16LE(header + 28);
    if (start + entry.compressedSize > this.content.length) throw unreadableWorkbook();
    return this.content.subarray(start, start + entry.compressedSize);
  }
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

function* slices(data: Buffer, size: number) {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

/** zlib's streaming inflater on the thread pool: output comes as the reader pulls it, never all at once. */
function inflateRaw(data: Buffer, chunkSize: number): AsyncIterable<Buffer> {
  const inflater = createInflateRaw({ chunkSize });
  inflater.end(data);
  return inflater;
}
