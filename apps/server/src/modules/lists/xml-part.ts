import { SaxesParser } from 'saxes';
import type { ReadingClock } from './list-file-limits.ts';
import type { ZipArchive } from './zip-archive.ts';

type Attributes = Record<string, string>;

export interface XmlHandlers {
  /** Element names come without their namespace prefix (writers differ: `row`, `x:row`). */
  open?(name: string, attributes: Attributes): void;
  text?(text: string): void;
  close?(name: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name, whatever prefix the writer gave it (`r:id`). */
export function attribute(attributes: Attributes, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  for (const key in attributes) if (localName(key) === name) return attributes[key];
  return undefined;
}

/** A streaming XML parser fed with byte chunks; it never expands entities a document declares itself. */
export function xmlParser(handlers: XmlHandlers) {
  const parser = new SaxesParser({ position: false });
  const decoder = new TextDecoder();
  if (handlers.open) parser.on('opentag', (tag) => handlers.open!(localName(tag.name), tag.attributes as Attributes));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(localName(tag.name)));
  return {
    write(chunk: Buffer) {
      parser.write(decoder.decode(chunk, { stream: true }));
    },
    end() {
      parser.write(decoder.decode());
      parser.close();
    },
  };
}

/** Reads a whole (small) part of a workbook through the handlers. */
export async function readXmlPart(
  zip: ZipArchive,
  name: string,
  clock: ReadingClock,
  handlers: XmlHandlers,
): Promise<void> {
  const parser = xmlParser(handlers);
  for await (const chunk of zip.inflate(name, clock)) parser.write(chunk);
  parser.end();
}
