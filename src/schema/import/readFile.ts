// Reads an uploaded .xlsx or .csv into its header and rows. The spreadsheet reader loads only
// for an .xlsx, in a worker.

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
  const worker = new Worker(new URL('./readXlsx.worker.ts', import.meta.url), { type: 'module' });
  try {
    const answer = await new Promise<{ rows?: CellValue[][]; error?: string }>((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(file);
    });
    if (!answer.rows) throw new Error(answer.error);
    return toSheetRows(answer.rows);
  } finally {
    worker.terminate();
  }
}
