import { ListFileError } from './list-file-error.ts';
import type { ListFileLimits, ReadingClock } from './list-file-limits.ts';
import { attribute, readXmlPart } from './xml-part.ts';
import type { ZipArchive } from './zip-archive.ts';

/** What reading a workbook's first sheet needs from the rest of the workbook. */
export interface WorkbookParts {
  /** Part name of the first worksheet (the first tab). */
  sheet: string;
  sharedStrings: string[];
  /** Per cell style index: whether its number format shows a date (Excel keeps dates as day numbers). */
  dateStyles: boolean[];
  date1904: boolean;
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** Built-in number formats that show dates or times (ECMA-376 18.8.30, CJK ones included). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A custom format shows a date when it has date letters outside quotes, brackets and escapes. */
const isDateFormat = (code: string) =>
  /[ymdhsb]/i.test(code.replace(/\[[^\]]*\]|"[^"]*"|\\.|_.|\*./g, '').replace(/general/gi, ''));

/**
 * Follows the package's relationships (as Excel does, not fixed names) to the workbook, its first
 * sheet, shared strings and styles; parts are read in full but only within the reading limits.
 */
export async function readWorkbookParts(
  zip: ZipArchive,
  limits: ListFileLimits,
  clock: ReadingClock,
): Promise<WorkbookParts> {
  const workbook = target('', await relationships(zip, '', clock), '/officeDocument') ?? 'xl/workbook.xml';
  if (!zip.has(workbook)) throw new ListFileError('The workbook has no worksheet.');
  const related = await relationships(zip, workbook, clock);
  let firstSheetId: string | undefined;
  let date1904 = false;
  await readXmlPart(zip, workbook, clock, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(attributes, 'date1904') ?? '');
      if (name === 'sheet') firstSheetId ??= attribute(attributes, 'id');
    },
  });
  const sheetRelationship = related.find(
    (relationship) => relationship.id === firstSheetId && relationship.type.endsWith('/worksheet'),
  );
  const sheet = sheetRelationship && resolvePart(workbook, sheetRelationship.target);
  if (!sheet || !zip.has(sheet)) throw new ListFileError('The workbook has no worksheet.');
  const sharedStringsPart = target(workbook, related, '/sharedStrings');
  const stylesPart = target(workbook, related, '/styles');
  return {
    sheet,
    sharedStrings:
      sharedStringsPart && zip.has(sharedStringsPart) ? await sharedStrings(zip, sharedStringsPart, limits, clock) : [],
    dateStyles: stylesPart && zip.has(stylesPart) ? await dateStyles(zip, stylesPart, clock) : [],
    date1904,
  };
}

async function relationships(zip: ZipArchive, source: string, clock: ReadingClock): Promise<Relationship[]> {
  const slash = source.lastIndexOf('/');
  const part = `${source.slice(0, slash + 1)}_rels/${source.slice(slash + 1)}.rels`;
  const found: Relationship[] = [];
  if (!zip.has(part)) return found;
  await readXmlPart(zip, part, clock, {
    open(name, attributes) {
      if (name !== 'Relationship' || attribute(attributes, 'TargetMode') === 'External') return;
      found.push({
        id: attribute(attributes, 'Id') ?? '',
        type: attribute(attributes, 'Type') ?? '',
        target: attribute(attributes, 'Target') ?? '',
      });
    },
  });
  return found;
}

function target(source: string, related: Relationship[], typeEnding: string): string | undefined {
  const relationship = related.find((candidate) => candidate.type.endsWith(typeEnding));
  return relationship && resolvePart(source, relationship.target);
}

/** A relationship's target as a part name: absolute (`/xl/...`) or relative to the source part's folder. */
function resolvePart(source: string, target: string): string {
  const segments = target.startsWith('/') ? [] : source.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/** The shared-string table: the text of each item, rich-text runs joined, phonetic guides left out. */
async function sharedStrings(
  zip: ZipArchive,
  part: string,
  limits: ListFileLimits,
  clock: ReadingClock,
): Promise<string[]> {
  const strings: string[] = [];
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  await readXmlPart(zip, part, clock, {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && text !== null && phonetic === 0) inText = true;
    },
    text(value) {
      if (!inText) return;
      text += value;
      if (text!.length > limits.maxCellChars)
        throw new ListFileError(`A cell has more than ${limits.maxCellChars.toLocaleString('en-US')} characters.`);
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && text !== null) {
        if (strings.push(text) > limits.maxCells)
          throw new ListFileError(`The workbook has more than ${limits.maxCells.toLocaleString('en-US')} cells.`);
        text = null;
      }
    },
  });
  return strings;
}

/** Which cell styles (`cellXfs`, by position) format numbers as dates. */
async function dateStyles(zip: ZipArchive, part: string, clock: ReadingClock): Promise<boolean[]> {
  const customDate = new Map<number, boolean>();
  const formatIds: number[] = [];
  let inCellFormats = false;
  await readXmlPart(zip, part, clock, {
    open(name, attributes) {
      const id = Number(attribute(attributes, 'numFmtId') ?? 0);
      if (name === 'numFmt') customDate.set(id, isDateFormat(attribute(attributes, 'formatCode') ?? ''));
      else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) formatIds.push(id);
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  return formatIds.map((id) => customDate.get(id) ?? BUILT_IN_DATE_FORMATS.has(id));
}
