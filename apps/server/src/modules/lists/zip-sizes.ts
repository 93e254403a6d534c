import { ListFileError } from './list-file-error.ts';

/** Most bytes a workbook may unpack to: far above any real supplier list, far below a zip bomb. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** Most an entry may grow when unpacked; XML compresses well, but not a thousandfold. */
const MAX_RATIO = 1000;

/**
 * Refuses a zip whose central directory declares more unpacked bytes than a list can have,
 * before anything is unpacked (the "XLSX bomb").
 */
export function checkZipSizes(content: Buffer): void {
  const end = content.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > content.length) throw new ListFileError('The file could not be read as an Excel (.xlsx) workbook.');
  const entries = content.readUInt16LE(end + 10);
  let offset = content.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > content.length || content.readUInt32LE(offset) !== 0x02014b50) {
      throw new ListFileError('The file could not be read as an Excel (.xlsx) workbook.');
    }
    const compressed = content.readUInt32LE(offset + 20);
    const unpacked = content.readUInt32LE(offset + 24);
    total += unpacked;
    if (unpacked === 0xffffffff || total > MAX_UNPACKED_BYTES || unpacked > Math.max(compressed, 1024) * MAX_RATIO) {
      throw new ListFileError('The workbook is too large when unpacked; save the list as a smaller file or as CSV.');
    }
    offset += 46 + content.readUInt16LE(offset + 28) + content.readUInt16LE(offset + 30) + content.readUInt16LE(offset + 32);
  }
}
