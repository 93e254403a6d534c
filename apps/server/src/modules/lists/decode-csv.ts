import { ListFileError } from './list-file-error.ts';

const notText = () => new ListFileError('The file is not a text CSV file.');

/**
 * The text of a CSV file in the encodings spreadsheets save: UTF-8 with or without a byte
 * order mark, UTF-16 (with a mark, or told by its zero bytes), else Windows-1252.
 */
export function decodeCsvText(content: Buffer): string {
  if (content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf) return utf8(content.subarray(3));
  if (content[0] === 0xff && content[1] === 0xfe)
    return checked(new TextDecoder('utf-16le').decode(content.subarray(2)));
  if (content[0] === 0xfe && content[1] === 0xff)
    return checked(new TextDecoder('utf-16be').decode(content.subarray(2)));
  if (content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04) throw notText(); // a zip (.xlsx)
  const sample = content.subarray(0, 4096);
  let evenZeros = 0;
  let oddZeros = 0;
  sample.forEach((byte, i) => {
    if (byte === 0 && i % 2 === 0) evenZeros++;
    else if (byte === 0) oddZeros++;
  });
  const half = sample.length / 2;
  if (oddZeros > half * 0.3 && evenZeros === 0) return checked(new TextDecoder('utf-16le').decode(content));
  if (evenZeros > half * 0.3 && oddZeros === 0) return checked(new TextDecoder('utf-16be').decode(content));
  try {
    return utf8(content);
  } catch (error) {
    if (error instanceof ListFileError) throw error;
    return checked(decodeWindows1252(content));
  }
}

function utf8(content: Buffer): string {
  return checked(new TextDecoder('utf-8', { fatal: true }).decode(content));
}

/** Control characters other than tab and line breaks mean binary data, not text. */
function checked(text: string): string {
  let control = 0;
  const length = Math.min(text.length, 65_536);
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) throw notText();
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) control++;
  }
  if (control > length * 0.01) throw notText();
  return text;
}

/** Windows-1252's characters at 0x80-0x9F (Latin-1 has control codes there; Node's decoder may fall back to those). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(content: Buffer): string {
  const latin1 = content.toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]!);
}
