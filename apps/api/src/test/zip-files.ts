/**
 * ZIP files written by hand for tests of what the server unpacks: real local headers, central
 * directory and end record (deflate or stored), with each part's declared sizes under the test's
 * control, so a part can declare what it really unpacks to or lie about it. A large part is
 * deflated from repeated chunks as a stream: the test never holds its unpacked bytes.
 */
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

export type ZipPart = {
  name: string;
  /** The packed bytes (deflate, or stored when `stored`). */
  packed: Buffer;
  /** The real unpacked size and CRC-32. */
  size: number;
  crc: number;
  stored?: boolean;
  /** What the local header and the central directory say the part unpacks to (default: `size`). */
  declaredSize?: number;
};

/** A part from bytes, deflated. */
export const part = (name: string, data: Buffer | string): ZipPart => {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
  return { name, packed: deflateRawSync(bytes, { level: 9 }), size: bytes.length, crc: crc32(bytes) };
};

/** A part of `head`, then `chunk` `times` over, then `tail`, deflated as a stream (unpacks to head + chunk × times + tail). */
export async function repeatedPart(
  name: string,
  head: string,
  chunk: string,
  times: number,
  tail: string,
): Promise<ZipPart> {
  const deflate = createDeflateRaw({ level: 9, memLevel: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const c = Buffer.from(chunk, 'utf8');
  let crc = 0;
  let size = 0;
  const write = async (b: Buffer) => {
    crc = crc32(b, crc);
    size += b.length;
    if (!deflate.write(b)) await new Promise((r) => deflate.once('drain', r));
  };
  await write(Buffer.from(head, 'utf8'));
  for (let i = 0; i < times; i++) await write(c);
  await write(Buffer.from(tail, 'utf8'));
  deflate.end();
  await done;
  return { name, packed: Buffer.concat(out), size, crc };
}

/** The ZIP of `parts`, in that order. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const method = p.stored ? 0 : 8;
    const declared = p.declaredSize ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.packed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // version made by
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt16LE(0, 12);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(p.crc >>> 0, 16);
    entry.writeUInt32LE(p.packed.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, p.packed);
    central.push(entry, name);
    offset += local.length + name.length + p.packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A spreadsheet's name of the column at `i` from 0: A…Z, AA…ZZ, AAA… */
const column = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : column(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26));
const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const rowXml = (n: number, cells: string[]) =>
  `<row r="${n}">${cells.map((c, i) => cell(`${column(i)}${n}`, c)).join('')}</row>`;
export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';
/** A row of inline-string cells (A, B, C...), as a worksheet holds it. */
export const sheetRow = rowXml;

/** The parts of an XLSX around its one worksheet (what a spreadsheet program needs to open it). */
export function xlsxParts(sheet: ZipPart): ZipPart[] {
  return [
    part(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    part(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    part(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheet,
  ];
}

/** An XLSX whose worksheet is a header row, then `rows` as written. */
export const smallXlsx = (header: string[], rows: string[][]) =>
  zipOf(
    xlsxParts(
      part(
        'xl/worksheets/sheet1.xml',
        `${SHEET_HEAD}${[header, ...rows].map((r, i) => rowXml(i + 1, r)).join('')}${SHEET_TAIL}`,
      ),
    ),
  );
