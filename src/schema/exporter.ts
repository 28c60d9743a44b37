import { downloadCSV, type Exporter } from 'react-admin';
import type { ResourceDef } from './types';
import { fieldLabel } from './labels';

/** One CSV cell: quoted when needed, and defused when a spreadsheet would run it as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet; numbers stay numbers.
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV of the listed columns with translated headers; a BOM so that spreadsheet tools read Chinese right. */
export function toCsv(def: ResourceDef, records: Record<string, unknown>[], translate: (key: string) => string): string {
  // A field with a view of its own has no plain value to write.
  const fields = def.fields.filter((f) => f.list !== false && f.type !== 'password' && !f.view);
  const header = ['id', ...fields.map((f) => translate(fieldLabel(def, f)))].map(csvCell).join(',');
  const rows = records.map((record) =>
    [record.id, ...fields.map((f) => record[f.reference?.display ?? f.tree?.display ?? f.source] ?? record[f.source])].map(csvCell).join(','),
  );
  return `\uFEFF${[header, ...rows].join('\r\n')}`;
}

export function csvExporter(def: ResourceDef, translate: (key: string) => string): Exporter {
  return (records) => downloadCSV(toCsv(def, records as Record<string, unknown>[], translate), def.name);
}
