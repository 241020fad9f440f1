import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { readSheet } from 'read-excel-file/node';
import { IMPORT_MAX_ROWS } from '../../../../shared/schemas/catalogue-import';
import { AppError } from '../../../lib/errors';

/** A price list as text cells: its header row and the rows under it (blank rows dropped, each numbered as the file numbers it). */
export type Sheet = { header: string[]; rows: { number: number; cells: string[] }[] };

const refuse = (message: string): never => {
  throw new AppError('invalid_data', message, [{ path: 'file', message }]);
};

const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
/** Bytes Windows-1252 leaves undefined: a file holding them is in no encoding we read. */
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * A CSV file's text. Excel writes UTF-8 with a byte-order mark ("CSV UTF-8"), UTF-16 for "Unicode text",
 * and Windows-1252 for plain "CSV" on a Windows machine; UTF-8 is tried first because it is strict (a
 * Windows-1252 accent is never valid UTF-8), Windows-1252 second. A file with NUL bytes is not text at all.
 */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes.subarray(2), 'utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(bytes.subarray(2), 'utf16be');
  if (bytes.includes(0)) refuse('This file is not a CSV or XLSX price list: save it from Excel as "CSV UTF-8" or as an Excel workbook (.xlsx)');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    if (bytes.some((b) => CP1252_UNDEFINED.has(b))) {
      refuse('The file\'s text is in an encoding we cannot read: save it from Excel as "CSV UTF-8"');
    }
    // Node's own TextDecoder reads 'windows-1252' as Latin-1 (0x93 is not “), so iconv-lite decodes it.
    return iconv.decode(bytes, 'win1252');
  }
}

function sheetOf(cells: string[][]): Sheet {
  // Trimmed in place: a list of 100,000 rows holds over a million cells, and a copy would double them.
  const numbered: Sheet['rows'] = [];
  cells.forEach((row, i) => {
    for (let j = 0; j < row.length; j++) row[j] = row[j]!.trim();
    if (row.some((c) => c !== '')) numbered.push({ number: i + 1, cells: row });
  });
  const [head, ...rows] = numbered;
  if (!head) refuse('The file is empty: it needs a header row and a row per part');
  if (rows.length > IMPORT_MAX_ROWS) refuse(`The file has ${rows.length.toLocaleString('en-US')} rows: at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} can be imported at once. Split it in two.`);
  return { header: head!.cells, rows };
}

function readCsv(bytes: Buffer): Sheet {
  const text = decodeText(bytes);
  // A semicolon list (Excel in many European locales) is read as such: the header says which.
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  let cells: string[][];
  try {
    cells = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true, max_record_size: 64 * 1024 }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return refuse(`The CSV file cannot be read${line ? ` at line ${line}` : ''}: ${(err as Error).message.replace(/^Invalid Record Length: /, '').slice(0, 160)}`);
  }
  return sheetOf(cells);
}

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v);
};

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  let rows: unknown[][];
  try {
    rows = (await readSheet(bytes)) as unknown[][];
  } catch {
    return refuse('The Excel workbook cannot be opened: it is damaged or not an .xlsx file. Open it in Excel and save it again.');
  }
  return sheetOf(rows.map((r) => r.map(cellText)));
}

/**
 * A price list's rows, from its bytes alone: an .xlsx workbook (a zip) or CSV text, whatever the file
 * is called. Anything else, an unknown encoding, a damaged workbook or too many rows is refused whole.
 */
export async function readPriceList(bytes: Buffer, fileName: string): Promise<Sheet> {
  if (bytes.length === 0) refuse('The file is empty: it needs a header row and a row per part');
  if (isZip(bytes)) return readXlsx(bytes);
  if (/\.(xlsx|xlsm|xls|ods|numbers|pdf|docx?)$/i.test(fileName)) {
    refuse(`${fileName.slice(0, 80)} is not a CSV or .xlsx file: save it from Excel as "CSV UTF-8" or as an Excel workbook (.xlsx)`);
  }
  return readCsv(bytes);
}
