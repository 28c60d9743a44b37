// Reads an uploaded .xlsx or .csv into its header and rows. The spreadsheet reader loads only here.

export type CellValue = string | number | boolean | Date | null;

export interface SheetRows {
  header: string[];
  /** Data rows with their line in the file (the header is line 1); blank rows are left out. */
  rows: { line: number; cells: CellValue[] }[];
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. A BOM is skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const isBlank = (cell: CellValue | undefined) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** The first row is the header; rows with nothing in them are dropped but keep the line count. */
export function toSheetRows(table: CellValue[][]): SheetRows {
  const [header = [], ...rest] = table;
  return {
    header: header.map((h) => String(h ?? '').trim()),
    rows: rest.map((cells, i) => ({ line: i + 2, cells })).filter((r) => !r.cells.every(isBlank)),
  };
}

export async function readFile(file: File): Promise<SheetRows> {
  if (/\.csv$/i.test(file.name) || file.type === 'text/csv') return toSheetRows(parseCsv(await file.text()));
  const { readSheet } = await import('read-excel-file/browser');
  return toSheetRows((await readSheet(file)) as unknown as CellValue[][]);
}
