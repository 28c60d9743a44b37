// The columns of an import, the file's rows as field values, and the declaration's rules on them.
import type { Validator } from 'react-admin';
import { choiceList, fieldLabel } from '../labels';
import type { FieldDef, ResourceDef } from '../types';
import { validatorsFor } from '../validators';
import type { CellValue, SheetRows } from './readFile';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  values: Record<string, unknown>;
}

/** The create form's fields, lists of items aside: what a file of new records holds. */
export function importFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.form !== false && f.create !== false && !['qr', 'image', 'file', 'status', 'items'].includes(f.type));
}

/** The template: translated headers and the declaration's example row. */
export function templateRows(def: ResourceDef, translate: Translate): (string | number | null)[][] {
  const fields = importFields(def);
  return [fields.map((f) => translate(fieldLabel(def, f))), fields.map((f) => def.import?.example[f.source] ?? null)];
}

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The fields of the file's columns (by label in the user's language, or by source); missing required ones. */
export function matchColumns(def: ResourceDef, header: string[], translate: Translate) {
  const fields = importFields(def);
  const byName = new Map<string, FieldDef>();
  for (const f of fields) {
    byName.set(normal(f.source), f);
    byName.set(normal(translate(fieldLabel(def, f))), f);
  }
  const columns = header.map((h) => byName.get(normal(h)));
  const missing = fields.filter((f) => f.required && !columns.includes(f)).map((f) => translate(fieldLabel(def, f)));
  return { columns, missing };
}

/** A cell as the field's value: numbers for numbers, text for text, a choice's id for its label. */
function valueOf(def: ResourceDef, field: FieldDef, cell: CellValue | undefined, translate: Translate): unknown {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${cell.getFullYear()}-${pad(cell.getMonth() + 1)}-${pad(cell.getDate())}`;
  }
  if (field.type === 'number') {
    const text = String(cell).trim();
    return text === '' ? '' : Number.isFinite(Number(text)) ? Number(text) : text;
  }
  if (field.type === 'choice') {
    const text = normal(String(cell));
    return choiceList(def, field).find((c) => normal(translate(c.name)) === text || normal(String(c.id)) === text)?.id ?? String(cell);
  }
  // Ids stay numbers; a password keeps its spaces.
  if (typeof cell === 'number' && ['reference', 'tree'].includes(field.type)) return cell;
  return field.type === 'password' ? String(cell) : String(cell).trim();
}

export function toImportRows(def: ResourceDef, sheet: SheetRows, translate: Translate): { rows: ImportRow[]; missing: string[] } {
  const { columns, missing } = matchColumns(def, sheet.header, translate);
  const fields = importFields(def);
  const rows = sheet.rows.map(({ line, cells }) => {
    const values: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f.source, '']));
    columns.forEach((field, i) => {
      if (field) values[field.source] = valueOf(def, field, cells[i], translate);
    });
    return { line, values };
  });
  return { rows, missing };
}

/** The declaration's create rules on one row: field -> message in the user's language. */
export function checkRow(def: ResourceDef, values: Record<string, unknown>, translate: Translate): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of importFields(def)) {
    const value = values[field.source];
    if (field.type === 'number' && typeof value === 'string' && value !== '') {
      problems[field.source] = translate('ra.validation.number');
      continue;
    }
    for (const rule of validatorsFor(field, 'create') as Validator[]) {
      const outcome = rule(value === '' ? undefined : value, values, {}) as string | { message: string; args?: Record<string, unknown> } | undefined;
      if (!outcome) continue;
      problems[field.source] = typeof outcome === 'string' ? translate(outcome) : translate(outcome.message, { _: outcome.message, ...outcome.args });
      break;
    }
  }
  return problems;
}

/** The import call's body: the columns once, then each row's values (and the create call's fixed params). */
export function requestBody(def: ResourceDef, rows: ImportRow[], dryRun: boolean) {
  const fixed = Object.entries(def.createParams ?? {});
  const columns = [...importFields(def).map((f) => f.source), ...fixed.map(([key]) => key)];
  return {
    columns,
    rows: rows.map((row) => [...importFields(def).map((f) => row.values[f.source]), ...fixed.map(([, value]) => value)]),
    dry_run: dryRun ? 1 : 0,
  };
}
