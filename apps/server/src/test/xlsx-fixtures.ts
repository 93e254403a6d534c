import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One part of a hand-built zip; a forged size or CRC is written into its headers as given. */
export interface ZipPart {
  name: string;
  data: Buffer | string;
  /** The part's bytes already deflated (raw): `data` is then ignored for the content. */
  deflated?: Buffer;
  /** Declared unpacked size (default: the true one). */
  size?: number;
  /** Declared CRC-32 (default: the true one). */
  crc?: number;
}

/** A zip of the parts in the given order, deflated, with local headers and a central directory. */
export function buildZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.from(part.data);
    const compressed = part.deflated ?? deflateRawSync(data);
    const name = Buffer.from(part.name);
    const fields = { crc: part.crc ?? crc32(data), compressed: compressed.length, size: part.size ?? data.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(fields.compressed, 18);
    local.writeUInt32LE(fields.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(fields.compressed, 20);
    central.writeUInt32LE(fields.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    directory.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`;
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shared-string table of a sheet's texts. */
export function sharedStringsXml(strings: string[]): string {
  const items = strings.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join('');
  return xml(`<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${items}</sst>`);
}

/** A row of shared-string cells (indexes into the table), without cell references, as some writers save them. */
export const sharedStringRow = (indexes: number[]) =>
  `<row>${indexes.map((index) => `<c t="s"><v>${index}</v></c>`).join('')}</row>`;

/**
 * The parts of a one-sheet workbook in the order Excel writes them: the sheet before the shared
 * strings (which made exceljs' streaming reader copy the sheet to a temporary file).
 */
export function workbookParts(sheet: Omit<ZipPart, 'name'>, strings: string[]): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>` +
          '</Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
    { name: 'xl/sharedStrings.xml', data: sharedStringsXml(strings) },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="List" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
  ];
}

const SHEET_START = xml(`<worksheet xmlns="${MAIN}"><sheetData>`);
const SHEET_END = '</sheetData></worksheet>';

/** A small, honest workbook of text rows (the first one the header), laid out as Excel does. */
export function textWorkbook(rows: string[][]): Buffer {
  const indexes = new Map(rows.flat().map((text) => [text, 0]));
  const strings = [...indexes.keys()];
  strings.forEach((text, index) => indexes.set(text, index));
  const sheet =
    SHEET_START + rows.map((row) => sharedStringRow(row.map((text) => indexes.get(text)!))).join('') + SHEET_END;
  return buildZip(workbookParts({ data: sheet }, strings));
}

/**
 * The lying zip bomb of the security probe: about 1 MB of zip whose central directory declares
 * the sheet at 52 MB, while its data inflates to 1 GiB (1,024 times the same deflated MiB: a row
 * and the blanks XML allows between rows; deflate blocks can be chained), stored before
 * sharedStrings.xml, with a wrong CRC. Built in memory in milliseconds; never inflated here.
 */
export function lyingZipBomb(): Buffer {
  const strings = ['country', 'name', 'address', 'India', 'Bomb Mills', 'Pune'];
  const row = sharedStringRow([3, 4, 5]);
  const flushed = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_SYNC_FLUSH });
  const mebibyte = flushed(row + ' '.repeat(1024 * 1024 - row.length));
  const deflated = Buffer.concat([
    flushed(SHEET_START + sharedStringRow([0, 1, 2])),
    ...Array.from({ length: 1024 }, () => mebibyte),
    deflateRawSync(Buffer.from(SHEET_END)),
  ]);
  return buildZip(workbookParts({ data: '', deflated, size: 52 * 1024 * 1024, crc: 0x1badb002 }, strings));
}
