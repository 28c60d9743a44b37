// Export of a whole list (its filters and sort): read page by page, each page handed to the
// worker at once, so the page stays responsive and the work can stop at any point.
import type { ResourceRegistry } from '../registry';
import type { FieldDef, ResourceDef } from '../types';
import { headerRow, recordRow, sheetName, type Translate } from './rows';
import type { FromWorker, ToWorker } from './xlsx.worker';

/** What a user may page through (the server's page limit times its pages). */
export const MAX_EXPORT_ROWS = 100_000;
const PAGE = 100;
/** Pages asked for at once: enough to hide the round trip, few enough to share the server. */
const PARALLEL = 3;

export interface ExportJob {
  def: ResourceDef;
  translate: Translate;
  /** For the fields that put their value in words (`exportValue`). */
  registry: ResourceRegistry;
  /** The columns shown, in the user's order (default: the listed ones). */
  shown?: readonly FieldDef[];
  language: string;
  /** One page of the list, with its filters and sort. */
  fetchPage(page: number, perPage: number): Promise<{ data: Record<string, unknown>[]; total?: number }>;
  onProgress(done: number, total: number): void;
  signal: AbortSignal;
}

export class ExportCancelled extends Error {}

/** Column widths from the header and first rows, in characters (CJK counts double). */
function widthsOf(rows: unknown[][]): number[] {
  const length = (v: unknown) => {
    const text = v && typeof v === 'object' && 'value' in v ? (v.value instanceof Date ? '2000-00-00 00:00:00' : String(v.value)) : String(v ?? '');
    return [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  };
  return rows[0]!.map((_, i) => Math.min(50, Math.max(8, ...rows.map((row) => length(row[i]) + 2))));
}

export async function exportList(job: ExportJob): Promise<Blob> {
  const { def, translate, language, signal } = job;
  const context = { translate, registry: job.registry };
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
  const post = (message: ToWorker) => worker.postMessage(message);
  try {
    const first = await job.fetchPage(1, PAGE);
    const total = Math.min(first.total ?? first.data.length, MAX_EXPORT_ROWS);
    const header = headerRow(def, translate, job.shown);
    const firstRows = first.data.slice(0, total).map((r) => recordRow(def, r, context, language, job.shown));
    post({ type: 'start', sheet: sheetName(def, translate), header, widths: widthsOf([header, ...firstRows.slice(0, 50)]) });
    post({ type: 'rows', rows: firstRows });
    let done = firstRows.length;
    job.onProgress(done, total);
    const pages = Math.ceil(total / PAGE);
    for (let page = 2; page <= pages; page += PARALLEL) {
      if (signal.aborted) throw new ExportCancelled();
      const batch = Array.from({ length: Math.min(PARALLEL, pages - page + 1) }, (_, i) => job.fetchPage(page + i, PAGE));
      for (const { data } of await Promise.all(batch)) {
        const rows = data.slice(0, total - done).map((r) => recordRow(def, r, context, language, job.shown));
        post({ type: 'rows', rows });
        done += rows.length;
      }
      job.onProgress(done, total);
    }
    if (signal.aborted) throw new ExportCancelled();
    const finished = new Promise<Blob>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) =>
        event.data.type === 'done' ? resolve(event.data.blob) : reject(new Error(event.data.message));
      worker.onerror = (event) => reject(new Error(event.message));
      signal.addEventListener('abort', () => reject(new ExportCancelled()), { once: true });
    });
    post({ type: 'finish' });
    return await finished;
  } finally {
    worker.terminate();
  }
}

/** Saves a file the way a download link would. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

