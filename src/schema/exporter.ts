import { downloadCSV, useTranslate, type Exporter } from 'react-admin';
import { useRegistry } from './RegistryContext';
import type { ExportContext, FieldDef, ResourceDef } from './types';
import { exportedFields } from './exportedFields';
import { fieldLabel, valueInWords } from './labels';

/** One CSV cell: quoted when needed, and defused when a spreadsheet would run it as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet; numbers stay numbers.
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV of the exported fields with translated headers; a BOM so that spreadsheet tools read Chinese right. */
export function toCsv(def: ResourceDef, records: Record<string, unknown>[], context: ExportContext, shown?: readonly FieldDef[]): string {
  const fields = exportedFields(def, shown);
  const header = ['id', ...fields.map((f) => context.translate(fieldLabel(def, f)))].map(csvCell).join(',');
  const rows = records.map((record) =>
    [
      record.id,
      ...fields.map((f) => {
        if (f.exportValue) return f.exportValue(record, context);
        const value = record[f.reference?.display ?? f.tree?.display ?? f.source] ?? record[f.source];
        // A multiple reference's titles, as the .xlsx export writes them.
        if (f.reference?.multiple && Array.isArray(value)) return value.join(', ');
        // Choices and states in words, as the .xlsx export writes them.
        return value === undefined || value === null || value === '' ? value : (valueInWords(def, f, value, context.translate) ?? value);
      }),
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header, ...rows].join('\r\n')}`;
}

function csvExporter(def: ResourceDef, context: ExportContext, shown?: readonly FieldDef[]): Exporter {
  return (records) => downloadCSV(toCsv(def, records as Record<string, unknown>[], context, shown), def.name);
}

/** The CSV export of a list of `def`, in the current language, of the columns shown (default: the listed ones). */
export function useCsvExporter(def: ResourceDef, shown?: readonly FieldDef[]): Exporter {
  const translate = useTranslate();
  const registry = useRegistry();
  return csvExporter(def, { translate, registry }, shown);
}
