// Writes the .xlsx off the page's thread: rows arrive page by page while the list is read, and
// the library (with its zip) loads here only, when someone exports.
import type { SheetCell } from './rows';

export type ToWorker =
  | { type: 'start'; sheet: string; header: SheetCell[]; widths: number[] }
  | { type: 'rows'; rows: SheetCell[][] }
  | { type: 'finish' };
export type FromWorker = { type: 'done'; blob: Blob } | { type: 'failed'; message: string };

let sheet = '';
let widths: number[] = [];
let rows: SheetCell[][] = [];

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    ({ sheet, widths } = message);
    rows = [message.header];
  } else if (message.type === 'rows') {
    for (const row of message.rows) rows.push(row);
  } else {
    try {
      const { default: writeXlsxFile } = await import('write-excel-file/browser');
      const blob = await writeXlsxFile(rows, { sheet, stickyRowsCount: 1, columns: widths.map((width) => ({ width })) }).toBlob();
      self.postMessage({ type: 'done', blob } satisfies FromWorker);
    } catch (error) {
      self.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies FromWorker);
    }
  }
};
