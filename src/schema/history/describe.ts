// Audit entries in words: the declaration whose records an entry is about, its field labels and
// choice names for the changes, and the sentence that says what happened.
import { choiceList, fieldLabel, inSentence, itemLabel, statusChoices } from '../labels';
import type { ResourceRegistry } from '../registry';
import type { FieldDef, ResourceDef } from '../types';
import { itemsChange } from './items';

/** The declaration of the operation log, whose list call answers a record's history too. */
export const AUDIT_LOG = 'auditLog';

export interface FieldChange {
  field: string;
  from?: unknown;
  to?: unknown;
  secret?: boolean;
}

export interface AuditEntry {
  id: number;
  created_at: string;
  user_id: number | null;
  account: string;
  user_name: string;
  ip: string;
  call: string;
  action: string;
  resource: string;
  record_id: number | null;
  record_name: string;
  changes: FieldChange[];
}

export interface ChangeRow {
  field: string;
  label: string;
  from: string;
  to: string;
  secret: boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
/** A number in the reader's language, with the field's decimals (useFormatNumber). */
type FormatNumber = (value: number, decimals?: number) => string;

/** The first declaration whose records the log calls `resource` (the four account kinds share one). */
export function historyDef(registry: ResourceRegistry, resource: string): ResourceDef | undefined {
  return registry.all.find((def) => def.history === resource);
}

/** A field the record shows by another source (city_id by city_name): that source's field. */
function shownBy(def: ResourceDef | undefined, source: string): FieldDef | undefined {
  return def?.fields.find((f) => (f.reference?.display ?? f.tree?.display) === source);
}

function label(def: ResourceDef | undefined, source: string, translate: Translate): string {
  const field = def?.fields.find((f) => f.source === source) ?? shownBy(def, source);
  if (def && field) return translate(fieldLabel(def, field));
  return translate(`resources.auditLog.extra_fields.${source}`, { _: source });
}

function value(def: ResourceDef | undefined, source: string, raw: unknown, translate: Translate, formatNumber?: FormatNumber): string {
  if (raw === null || raw === undefined || raw === '') return '—';
  if (Array.isArray(raw)) return raw.length === 0 ? '—' : raw.map(String).join(', ');
  const field = def?.fields.find((f) => f.source === source);
  if (field?.type === 'status') {
    const status = statusChoices(field).find((c) => c.id === Number(raw));
    return status ? translate(status.name) : String(raw);
  }
  if (def && field?.type === 'choice') {
    const choice = choiceList(def, field).find((c) => String(c.id) === String(raw));
    return choice ? translate(choice.name) : String(raw);
  }
  // As the record's page shows it: 2,480.50, not the stored 2480.5.
  if (formatNumber && field?.type === 'number' && Number.isFinite(Number(raw))) return formatNumber(Number(raw), field.decimals);
  return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
}

/**
 * Field by field, labelled; an id change shown by its name (city_id by city_name) is left out.
 * With `formatNumber` numbers read as on the record's page (the screen); without, as stored (exports).
 */
export function changeRows(def: ResourceDef | undefined, changes: readonly FieldChange[], translate: Translate, formatNumber?: FormatNumber): ChangeRow[] {
  const present = new Set(changes.map((c) => c.field));
  return changes
    .filter((c) => {
      const field = def?.fields.find((f) => f.source === c.field);
      const display = field?.reference?.display ?? field?.tree?.display;
      return !(display && present.has(display));
    })
    .map((c) => {
      const list = def?.fields.find((f) => f.source === c.field && f.type === 'items');
      const shown = list
        ? itemsChange(list, c.from, c.to, translate)
        : isListChange(def, c)
          ? listChange(c, translate)
          : { from: c.secret ? '' : value(def, c.field, c.from, translate, formatNumber), to: c.secret ? translate('resources.auditLog.diff.changed') : value(def, c.field, c.to, translate, formatNumber) };
      return { field: c.field, label: label(def, c.field, translate), ...shown, secret: !!c.secret };
    });
}

const isList = (x: unknown) => x === null || x === undefined || Array.isArray(x);
/** A multiple reference's change (its ids or its titles): two lists, one of them at least. */
function isListChange(def: ResourceDef | undefined, c: FieldChange): boolean {
  const field = def?.fields.find((f) => f.source === c.field) ?? shownBy(def, c.field);
  return !!field?.reference?.multiple && (Array.isArray(c.from) || Array.isArray(c.to)) && isList(c.from) && isList(c.to);
}

/** A list's change as the items it lost (before) and gained (after). */
function listChange(c: FieldChange, translate: Translate): { from: string; to: string } {
  const before = ((c.from as unknown[] | null) ?? []).map(String);
  const after = ((c.to as unknown[] | null) ?? []).map(String);
  const removed = before.filter((item) => !after.includes(item));
  const added = after.filter((item) => !before.includes(item));
  const say = (key: string, items: string[]) => (items.length === 0 ? '—' : translate(`resources.auditLog.diff.${key}`, { items: items.join(', ') }));
  return { from: say('removed', removed), to: say('added', added) };
}

/** "张三 changed the phone of company “某某公司”", in the current language. */
export function sentence(entry: AuditEntry, def: ResourceDef | undefined, translate: Translate): string {
  const fields = changeRows(def, entry.changes, translate).map((row) => row.label);
  const key = entry.action === 'update' && fields.length === 0 ? 'update_none' : entry.action;
  return translate(`resources.auditLog.sentence.${key}`, {
    _: `${entry.user_name} ${entry.action} ${entry.record_name}`,
    user: entry.user_name || entry.account,
    // A defined entity has no word of its own here: its item's name stands in.
    kind: translate(`resources.auditLog.kinds.${entry.resource}`, { _: def ? translate('resources.auditLog.kind_of', { item: inSentence(translate(itemLabel(def))) }) : entry.resource }),
    record: entry.record_name,
    fields: fields.join(translate('resources.auditLog.sentence.separator')),
  });
}
