/**
 * Spreadsheet files for the import tests, written as markup: exceljs took seconds to write a
 * full-size one, and cannot write a bomb without holding it inflated.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { cellName } from '@console/shared/document/constants';

interface ZipEntry {
  name: string;
  /** Raw deflate. */
  data: Buffer;
  size: number;
  crc: number;
}

const deflated = (name: string, text: string): ZipEntry => {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
};

/**
 * Writes the fields a local header and its central directory record share, in the same order:
 * from `at` (4 in the one, 6 in the other, after the central record's "made by" version).
 */
function writeEntryFields(header: Buffer, at: number, { data, size, crc }: ZipEntry, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(data.length, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** A zip of entries deflated already, as spreadsheet programs write them. */
function zipOf(entries: ZipEntry[]): Buffer {
  const records: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const nameBytes = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, entry, nameBytes.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, entry, nameBytes.length);
    central.writeUInt32LE(offset, 42);
    records.push(local, nameBytes, entry.data);
    directory.push(central, nameBytes);
    offset += 30 + nameBytes.length + entry.data.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(
    directory.reduce((size, part) => size + part.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...records, ...directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const BOMB_ROW = '<row r="1"><c r="A1" t="s"><v>0</v></c></row>';

/** What a workbook holds besides its sheet, as markup. */
export interface WorkbookParts {
  /** Each shared string's content: `<t>text</t>`, or rich-text runs `<r><t>…</t></r>`. */
  sharedStrings?: readonly string[];
  /** The styles' content: `<numFmts>` and `<cellXfs>`, which a cell's `s` attribute indexes. */
  styles?: string;
  /** Attributes of the workbook's `<workbookPr>`, such as `date1904="1"`. */
  workbookProperties?: string;
}

/**
 * A workbook of one sheet (its zip entry as given) and the other parts, laid out as Excel does:
 * the sheet before the shared strings.
 */
function workbookOf(sheet: ZipEntry, { sharedStrings = [], styles, workbookProperties = '' }: WorkbookParts): Buffer {
  const types = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const items = sharedStrings.map((item) => `<si>${item}</si>`).join('');
  const stylesType =
    styles === undefined ? '' : `<Override PartName="/xl/styles.xml" ContentType="${types}.styles+xml"/>`;
  const stylesRelationship =
    styles === undefined ? '' : `<Relationship Id="rId3" Type="${OFFICE}/styles" Target="styles.xml"/>`;
  return zipOf([
    deflated(
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${types}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${types}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${types}.sharedStrings+xml"/>${stylesType}</Types>`,
    ),
    deflated(
      '_rels/.rels',
      `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><workbookPr ${workbookProperties}/><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${OFFICE}/sharedStrings" Target="sharedStrings.xml"/>${stylesRelationship}</Relationships>`,
    ),
    sheet,
    deflated(
      'xl/sharedStrings.xml',
      `<sst xmlns="${MAIN}" count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">${items}</sst>`,
    ),
    ...(styles === undefined ? [] : [deflated('xl/styles.xml', `<styleSheet xmlns="${MAIN}">${styles}</styleSheet>`)]),
  ]);
}

const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';
const SHEET = 'xl/worksheets/sheet1.xml';

/** A workbook whose sheet's `<sheetData>` is `rows`, markup as a spreadsheet program writes it. */
export const sheetOf = (rows: string, parts: WorkbookParts = {}): Buffer =>
  workbookOf(deflated(SHEET, SHEET_HEAD + rows + SHEET_TAIL), parts);

/**
 * `rows` × `columns` of text and numbers, as a user would upload them. Written as markup: exceljs
 * took seconds to write the full-size one.
 */
export function tableOf(rows: number, columns: number): Buffer {
  const strings: string[] = [];
  const cell = (r: number, c: number) => {
    const ref = cellName(r, c);
    if (c % 2) return `<c r="${ref}"><v>${r * columns + c}</v></c>`;
    strings.push(`<t>r${r}c${c}</t>`);
    return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
  };
  const body = Array.from(
    { length: rows },
    (_, r) => `<row r="${r + 1}">${Array.from({ length: columns }, (_, c) => cell(r, c)).join('')}</row>`,
  ).join('');
  return sheetOf(body, { sharedStrings: strings });
}

/**
 * A workbook whose sheet repeats `unit` (markup) `copies` times, built without ever holding it
 * inflated: deflate blocks flushed whole can be repeated as they are.
 */
function repeatedSheetOf(unit: string, copies: number, parts: WorkbookParts): Buffer {
  const head = Buffer.from(SHEET_HEAD);
  const repeated = Buffer.from(unit);
  const tail = Buffer.from(SHEET_TAIL);
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });
  const block = flushed(repeated);
  let crc = crc32(head);
  for (let i = 0; i < copies; i++) crc = crc32(repeated, crc);
  const sheet = {
    name: SHEET,
    data: Buffer.concat([flushed(head), ...Array<Buffer>(copies).fill(block), deflateRawSync(tail)]),
    size: head.length + repeated.length * copies + tail.length,
    crc: crc32(tail, crc),
  };
  return workbookOf(sheet, parts);
}

/** A 0.4 MB workbook whose sheet is one row 3,000,000 times over (135 MB of markup). */
export const bombWorkbook = (): Buffer =>
  repeatedSheetOf(BOMB_ROW.repeat(10_000), 300, { sharedStrings: ['<t>name</t>', '<t>value</t>'] });

/** A workbook whose sheet is `mib` MiB of white space and no cell: within every limit but the inflated bytes'. */
export const paddedWorkbook = (mib: number): Buffer => repeatedSheetOf(' '.repeat(2 ** 20), mib, {});
