// A list's records as spreadsheet rows: what the CSV export writes (src/schema/exporter.ts), but
// with choices and states as their words, dates as dates and numbers as numbers.
import { fieldLabel, resourceLabel, valueInWords } from '../labels';
import type { ExportContext, FieldDef, ResourceDef } from '../types';
import { exportedFields } from '../exportedFields';
import { parseDateTime } from '../../utils/format';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A cell as write-excel-file takes it; a Date carries the format it shows in. */
export type SheetCell = string | number | boolean | Date | null | { value: Date; format: string } | { value: string; fontWeight: 'bold' };

/** Excel number formats of dates per language: what each reads at a glance. */
const DATE_FORMATS: Record<string, { date: string; datetime: string }> = {
  zh: { date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm:ss' },
  en: { date: 'mm/dd/yyyy', datetime: 'mm/dd/yyyy hh:mm:ss' },
  es: { date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm:ss' },
};


/** One field of one record as a cell. */
export function toCell(def: ResourceDef, field: FieldDef, record: Record<string, unknown>, context: ExportContext, language: string): SheetCell {
  const { translate } = context;
  if (field.exportValue) {
    const words = field.exportValue(record, context);
    return words === undefined || words === null || words === '' ? null : String(words);
  }
  const shown = field.reference?.display ?? field.tree?.display;
  const value = (shown ? record[shown] : undefined) ?? record[field.source];
  if (value === undefined || value === null || value === '') return null;
  const words = valueInWords(def, field, value, translate);
  if (words !== undefined) return words;
  switch (field.type) {
    case 'number': {
      const n = Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'date':
    case 'datetime': {
      const date = parseDateTime(String(value));
      const formats = DATE_FORMATS[language] ?? DATE_FORMATS.zh!;
      return date ? { value: date, format: formats[field.type] } : String(value);
    }
    default:
      return Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The header row: the record id, then the columns in the user's language. */
export function headerRow(def: ResourceDef, translate: Translate, shown?: readonly FieldDef[]): SheetCell[] {
  return ['ID', ...exportedFields(def, shown).map((f) => translate(fieldLabel(def, f)))].map((value) => ({ value, fontWeight: 'bold' as const }));
}

export function recordRow(def: ResourceDef, record: Record<string, unknown>, context: ExportContext, language: string, shown?: readonly FieldDef[]): SheetCell[] {
  const id = Number(record.id);
  return [Number.isFinite(id) ? id : String(record.id), ...exportedFields(def, shown).map((f) => toCell(def, f, record, context, language))];
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(def: ResourceDef, translate: Translate): string {
  return translate(resourceLabel(def)).replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || def.name.slice(0, 31);
}

/** `<screen>-<yyyymmdd-hhmm>.xlsx`, in the user's words. */
export function fileName(def: ResourceDef, translate: Translate, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${sheetName(def, translate)}-${stamp}.xlsx`;
}
