/**
 * An `.xlsx` (a zip of SpreadsheetML parts) as the sheet reader needs it: what the first
 * worksheet's cells refer to (the shared strings, which styles show dates, the workbook's date
 * system), then the worksheet's markup itself, streamed into `saxes` chunk by chunk.
 *
 * Every part is inflated here from the upload with `node:zlib`, against one budget of bytes for
 * them all, and only as far as its reader goes: a 5 MiB zip of repeated markup (135 MB and more
 * inflated) is read only until the reader refuses it, never inflated whole or written to a file.
 */
import { createInflateRaw } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

const SIGNATURE = { local: 0x04034b50, central: 0x02014b50 };
const END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const STORED = 0;
const DEFLATED = 8;
/** Inflated chunks a sheet is parsed by: larger than zlib's 16 KB, fewer turns of the loop. */
const CHUNK_BYTES = 64 * 1024;

/** Parts have their usual names (docs/decisions/035): the workbook's relationships are not followed. */
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';

/**
 * Number formats built into Excel that show dates or times: 14–22 everywhere, and 27–36, 50–58,
 * whose codes depend on the (East Asian) locale. Their codes are not in the file.
 */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** The parts inflate past the budget: the file is refused as too large, not as damaged. */
export class OverBudget extends Error {
  constructor() {
    super('the parts inflate past the budget');
  }
}

interface Part {
  name: string;
  method: number;
  data: Buffer;
}

/** The upload's entries by name, from its central directory; each entry's data is still compressed. */
function entries(file: Buffer): Map<string, Part> {
  const end = file.lastIndexOf(END_SIGNATURE);
  if (end < 0 || end + 22 > file.length) throw new Error('no end of central directory');
  const found = new Map<string, Part>();
  let at = file.readUInt32LE(end + 16);
  for (let count = file.readUInt16LE(end + 10); count > 0; count--) {
    if (file.readUInt32LE(at) !== SIGNATURE.central) throw new Error('bad central directory');
    const flags = file.readUInt16LE(at + 8);
    const method = file.readUInt16LE(at + 10);
    const compressedSize = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    if (flags & 1 || (method !== STORED && method !== DEFLATED))
      throw new Error(`${name}: encrypted or compressed with method ${method}`);
    if (file.readUInt32LE(local) !== SIGNATURE.local) throw new Error(`${name}: bad local header`);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    if (start + compressedSize > file.length) throw new Error(`${name}: data past the end`);
    found.set(name, { name, method, data: file.subarray(start, start + compressedSize) });
  }
  return found;
}

/** The worksheet part with the lowest number: Excel, LibreOffice and the libraries number them in tab order. */
function firstWorksheet(parts: Map<string, Part>): Part | undefined {
  let first: { number: number; part: Part } | undefined;
  for (const [name, part] of parts) {
    const number = Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? Number.NaN);
    if (number >= 0 && (!first || number < first.number)) first = { number, part };
  }
  return first?.part;
}

/** Counts inflated bytes against what all the parts may take together. */
function budget(maxBytes: number): (bytes: number) => void {
  let left = maxBytes;
  return (bytes) => {
    left -= bytes;
    if (left < 0) throw new OverBudget();
  };
}

/**
 * A part's bytes, inflated a chunk at a time and counted as they come. zlib inflates only as the
 * chunks are taken: a reader that stops (throws) leaves the rest of the part compressed.
 */
async function* inflated(part: Part, spend: (bytes: number) => void): AsyncGenerator<Buffer> {
  if (part.method === STORED) {
    spend(part.data.length);
    yield part.data;
    return;
  }
  const inflater = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflater.end(part.data);
  for await (const chunk of inflater as AsyncIterable<Buffer>) {
    spend(chunk.length);
    yield chunk;
  }
}

/**
 * What a reader of a part's markup is told; what it throws stops the parsing, and the inflating.
 * Handed to `saxes` as they are, so they must not use `this`.
 */
export interface MarkupHandlers {
  open(tag: SaxesTagPlain): void;
  close(tag: SaxesTagPlain): void;
  text(text: string): void;
}

/** A tag's name without its namespace prefix: some writers spell `<x:row>` for `<row>`. */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** Parses markup as it arrives; markup that is not well-formed XML throws. */
async function parseMarkup(chunks: AsyncIterable<Buffer>, handlers: MarkupHandlers): Promise<void> {
  // Without namespaces (tags come with their attributes as plain strings) nor positions: faster.
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  parser.on('opentag', handlers.open);
  parser.on('closetag', handlers.close);
  parser.on('text', handlers.text);
  parser.on('cdata', handlers.text);
  // One decoder for the whole part: a character may be split between two chunks.
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode());
  parser.close();
}

/**
 * The text a shared string (`<si>`) or an inline string (`<is>`) shows, or a cell's value (`<v>`):
 * the text of its `<t>` or `<v>`, rich-text runs' `<t>` joined. Phonetic runs (`<rPh>`, the reading
 * of East Asian text) are not shown. Give it the tags and text met within the item.
 */
export class ShownText {
  /** The text, or `undefined` when the item holds none (a cell with a style and no value). */
  value: string | undefined;
  private capturing = false;
  private phonetic = false;

  /** Starts a new item. */
  reset(): void {
    this.value = undefined;
    this.capturing = false;
    this.phonetic = false;
  }

  open(name: string): void {
    if (name === 'rPh') this.phonetic = true;
    else if ((name === 't' || name === 'v') && !this.phonetic) {
      this.value ??= '';
      this.capturing = true;
    }
  }

  close(name: string): void {
    if (name === 'rPh') this.phonetic = false;
    else if (name === 't' || name === 'v') this.capturing = false;
  }

  text(text: string): void {
    if (this.capturing) this.value += text;
  }
}

/** The shared strings' texts, in order: a cell of type `s` holds an index into them. */
async function sharedStrings(chunks: AsyncIterable<Buffer>): Promise<string[]> {
  const strings: string[] = [];
  const item = new ShownText();
  let inItem = false;
  await parseMarkup(chunks, {
    open({ name }) {
      const local = localName(name);
      if (local === 'si') {
        inItem = true;
        item.reset();
      } else if (inItem) item.open(local);
    },
    close({ name }) {
      const local = localName(name);
      if (local !== 'si') item.close(local);
      else if (inItem) {
        inItem = false;
        strings.push(item.value ?? '');
      }
    },
    text: (text) => item.text(text),
  });
  return strings;
}

/**
 * Whether a custom number format shows a date or a time: it has a date or time code (y, m, d, h,
 * s, or b for Buddhist years) outside [colours, conditions and locales], "quoted text" and escaped
 * (\x), padding (_x) or fill (*x) characters. exceljs' rule, which decided dates before this reader;
 * it read codes in lower case only (bar M), where Excel reads them in either.
 */
export const isDateFormat = (code: string): boolean => /[ymdhsb]/i.test(code.replace(/\[[^\]]*]|"[^"]*"|[\\_*]./g, ''));

/**
 * Per cell format (an `<xf>` of `<cellXfs>`, which a cell's `s` attribute indexes), whether it
 * shows numbers as dates: by its number format, custom (`<numFmts>`, which may also redefine a
 * built-in id) or built in.
 */
async function dateStyles(chunks: AsyncIterable<Buffer>): Promise<boolean[]> {
  const customFormats = new Map<number, string>();
  const formatIds: number[] = [];
  // `<numFmt>` and `<xf>` also appear in other sections (differential formats, cell styles).
  let section: string | undefined;
  await parseMarkup(chunks, {
    open({ name, attributes }) {
      const local = localName(name);
      if (local === 'numFmts' || local === 'cellXfs') section = local;
      else if (local === 'numFmt' && section === 'numFmts')
        customFormats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (local === 'xf' && section === 'cellXfs') formatIds.push(Number(attributes.numFmtId ?? 0));
    },
    close({ name }) {
      if (localName(name) === section) section = undefined;
    },
    text() {},
  });
  return formatIds.map((id) => {
    const custom = customFormats.get(id);
    return custom === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(custom);
  });
}

/** Whether the workbook counts dates from 1904 (`<workbookPr date1904="1">`, older Mac workbooks) instead of 1900. */
async function usesDate1904(chunks: AsyncIterable<Buffer>): Promise<boolean> {
  let date1904 = false;
  await parseMarkup(chunks, {
    open({ name, attributes }) {
      if (localName(name) === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
    },
    close() {},
    text() {},
  });
  return date1904;
}

/** What the first worksheet's cells refer to, and its markup. */
export interface Workbook {
  sharedStrings: readonly string[];
  /** Indexed by a cell's style (`s`): whether its number is a date. */
  dateStyles: readonly boolean[];
  date1904: boolean;
  /** Parses the first worksheet into `handlers`, inflating it only as far as they go. */
  readSheet(handlers: MarkupHandlers): Promise<void>;
}

/**
 * The first worksheet of `file`, its parts inflated at most `maxBytes` in all. Throws
 * `OverBudget` past that; anything else thrown means `file` is no workbook this can take: damaged,
 * encrypted, ZIP64 (a 5 MiB upload needs none), markup that is not XML, without a workbook or a
 * worksheet.
 */
export async function openWorkbook(file: Buffer, maxBytes: number): Promise<Workbook> {
  const parts = entries(file);
  const sheet = firstWorksheet(parts);
  const workbook = parts.get(WORKBOOK);
  if (!sheet || !workbook) throw new Error('no workbook or no worksheet');
  const spend = budget(maxBytes);
  const strings = parts.get(SHARED_STRINGS);
  const styles = parts.get(STYLES);
  return {
    date1904: await usesDate1904(inflated(workbook, spend)),
    // A workbook of numbers alone may have no shared strings, one without formats no styles.
    sharedStrings: strings ? await sharedStrings(inflated(strings, spend)) : [],
    dateStyles: styles ? await dateStyles(inflated(styles, spend)) : [],
    readSheet: (handlers) => parseMarkup(inflated(sheet, spend), handlers),
  };
}
