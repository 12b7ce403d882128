/**
 * Hands exceljs' streaming reader only what it needs from an `.xlsx` (a zip), inflated here
 * against a budget, in the order that lets it stream the sheet.
 *
 * Left to read the upload itself, the reader inflates every part with no bound, and writes a sheet
 * met before the shared strings (where Excel and exceljs put it) whole to a temporary file before
 * reading a row: a 5 MiB zip of repeated markup is gigabytes of disk. Here each part is inflated
 * from the upload, counted, and passed on stored (uncompressed) in a zip of its own: the workbook's
 * relationships, the workbook, the shared strings, the styles (number formats tell dates), then
 * the first worksheet, so the reader streams it row by row.
 */
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

const SIGNATURE = { local: 0x04034b50, central: 0x02014b50, descriptor: 0x08074b50, end: 0x06054b50 };
const END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const STORED = 0;
const DEFLATED = 8;
/** Bit 3 of a local header's flags: the sizes follow the data, in a data descriptor. */
const SIZES_AFTER_DATA = 0x08;

/** The parts the reader needs, in the order it needs them; the first worksheet comes last. */
const RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
/** A workbook of numbers alone may have no shared strings: the reader streams a sheet only once it has a table. */
const NO_SHARED_STRINGS = Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');

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
    if (flags & 1 || (method !== STORED && method !== DEFLATED)) throw new Error(`${name}: encrypted or compressed with method ${method}`);
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

function localHeader(name: string): Buffer {
  const nameBytes = Buffer.from(name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(SIGNATURE.local, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(SIZES_AFTER_DATA, 6);
  header.writeUInt16LE(STORED, 8);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

/**
 * The sizes of a stored part, after it: the reader finds the end of the part by this signature,
 * which well-formed XML cannot hold (0x07 and 0x08 are no XML characters). It checks no checksum,
 * so none is computed.
 */
function dataDescriptor(size: number): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(SIGNATURE.descriptor, 0);
  descriptor.writeUInt32LE(size, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

function endOfCentralDirectory(): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(SIGNATURE.end, 0);
  return end;
}

async function* inflate(part: Part): AsyncGenerator<Buffer> {
  if (part.method === STORED) {
    yield part.data;
    return;
  }
  const inflater = createInflateRaw();
  inflater.end(part.data);
  yield* inflater;
}

export interface WorkbookFeed {
  /** A zip of the needed parts, stored, for `ExcelJS.stream.xlsx.WorkbookReader`. */
  stream: Readable;
  /**
   * Why the stream ended early, if it did: the parts inflate past the budget, or one does not
   * inflate. The part is closed where it stopped, so the reader ends on it instead of waiting:
   * check this once it has.
   */
  readonly cut: 'over-budget' | 'damaged' | undefined;
}

/**
 * The parts of `file` the reader needs, inflated as it reads them, at most `maxBytes` in all.
 * Throws when `file` is no zip this can take: damaged, encrypted, ZIP64 (a 5 MiB upload needs
 * none), or without a workbook or a worksheet.
 */
export function workbookFeed(file: Buffer, maxBytes: number): WorkbookFeed {
  const parts = entries(file);
  const sheet = firstWorksheet(parts);
  const relationships = parts.get(RELATIONSHIPS);
  const workbook = parts.get(WORKBOOK);
  if (!sheet || !relationships || !workbook) throw new Error('no workbook or no worksheet');
  const sharedStrings = parts.get(SHARED_STRINGS) ?? { name: SHARED_STRINGS, method: STORED, data: NO_SHARED_STRINGS };
  const styles = parts.get(STYLES);
  const order = [relationships, workbook, sharedStrings, ...(styles ? [styles] : []), sheet];

  let cut: WorkbookFeed['cut'];
  let inflated = 0;
  async function* zip(): AsyncGenerator<Buffer> {
    for (const part of order) {
      yield localHeader(part.name);
      let size = 0;
      try {
        for await (const chunk of inflate(part)) {
          inflated += chunk.length;
          if (inflated > maxBytes) {
            cut = 'over-budget';
            break;
          }
          size += chunk.length;
          yield chunk;
        }
      } catch {
        cut = 'damaged';
      }
      yield dataDescriptor(size);
      if (cut) break;
    }
    yield endOfCentralDirectory();
  }
  return {
    stream: Readable.from(zip(), { objectMode: false }),
    get cut() {
      return cut;
    },
  };
}
