// operate/entity/<name>/import: an entity's records from a spreadsheet, through the all-or-nothing
// import every resource shares. Rows are checked as its create call checks a body; a reference or
// city cell takes an id, or the exact title of one record where the caller may view its records.
import type { Kysely } from 'kysely';
import { checkInside } from './scope.js';
import { recordChanges } from '../../audit/record.js';
import type { DB } from '../../db/schema.js';
import { nowText } from '../../db/time.js';
import type { ContractCall } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import type { Language } from '../../http/i18n.js';
import { v } from '../../http/validate.js';
import type { Auth } from '../../http/auth.js';
import { checkUnique, defineImport, referenceCell, referenceCells, resolveReference, type ReferenceIndex, type RowErrors } from '../../imports/checked-import.js';
import { mayViewTitles } from '../../records/titles.js';
import { crossFieldErrors } from '../language/cross-field.js';
import { entityNames, hasColumn, isLinkList, liveFields, type EntityDefinition, type FieldDefinition } from '../language/document.js';
import { rulesOf } from '../rules.js';
import { MISSING_REFERENCE, VALUE_IN_USE } from './checks.js';
import { createdValues } from './computed.js';
import { createSchema, DEFAULT_MAX_LINKS } from './input.js';
import { splitLinks, writeLinks } from './links.js';
import { isLink, loose, ofTarget, targetOf, type Target } from './query.js';
import { isFileField } from '../language/file-fields.js';

type Row = Record<string, unknown>;
/** Values per statement: both databases cap a statement's parameters. */
const CHUNK = 500;

const chunks = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The target records the cells name, by id, and by title where `auth` may view them. */
async function targetIndex(trx: Kysely<DB>, target: Target, cells: unknown[], auth: Auth): Promise<ReferenceIndex> {
  const numbers = [...new Set(cells.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
  const named = mayViewTitles(auth, target.view);
  const texts = named ? [...new Set(cells.filter((c): c is string => typeof c === 'string'))] : [];
  const ids = new Set<number>();
  const byName = new Map<string, number[]>();
  for (const part of chunks(numbers)) {
    for (const row of await ofTarget(loose(trx).selectFrom(target.table).select('id').where('id', 'in', part), target).execute()) ids.add(Number(row.id));
  }
  for (const part of chunks(texts)) {
    const rows = await ofTarget(loose(trx).selectFrom(target.table).select(['id', `${target.title} as title`]).where(target.title, 'in', part), target).execute();
    for (const row of rows) byName.set(String(row.title), [...(byName.get(String(row.title)) ?? []), Number(row.id)]);
  }
  return { ids, byName, named };
}

async function resolveLinks(trx: Kysely<DB>, rows: Row[], field: FieldDefinition, target: Target | undefined, errors: RowErrors, auth: Auth) {
  // A multiple field's cell holds several names or ids (referenceCells); each is looked up alike.
  const cellsOf = (row: Row): (string | number)[] => (row[field.name] === undefined ? [] : field.multiple ? (row[field.name] as (string | number)[]) : [row[field.name] as string | number]);
  const cells = rows.flatMap(cellsOf);
  const index = target ? await targetIndex(trx, target, cells, auth) : { ids: new Set<number>(), byName: new Map<string, number[]>(), named: true };
  rows.forEach((row, i) => {
    if (row[field.name] === undefined) return;
    const ids = cellsOf(row).map((cell) => resolveReference(cell, index));
    const refused = ids.find((id): id is ApiError => id instanceof ApiError);
    if (refused) errors.add(i + 1, field.name, target ? refused.message : MISSING_REFERENCE);
    else row[field.name] = field.multiple ? [...new Set(ids as number[])] : ids[0];
  });
}

export function recordImport(d: EntityDefinition, path: string, permission: string, lang: Language, definitions: readonly EntityDefinition[]): ContractCall {
  // A row of cells holds the values a create takes: no list of items, nothing computed.
  const fields = liveFields(d).filter((f) => f.type !== 'items' && f.type !== 'computed');
  const links = fields.filter(isLink);
  const cellOf = (f: FieldDefinition) => (isLinkList(f) ? referenceCells(f.max ?? DEFAULT_MAX_LINKS, f.required === true) : referenceCell);
  // Files arrive through their upload call, never in a spreadsheet's cells.
  const row = createSchema(d, lang, false)
    .omit(Object.fromEntries(fields.filter(isFileField).map((f) => [f.name, true])) as Record<string, never>)
    .extend(Object.fromEntries(links.map((f) => [f.name, f.required ? cellOf(f) : v.optional(cellOf(f))])));
  const names = entityNames(d);
  return defineImport({
    path,
    permission,
    row,
    async check(parsed, trx, errors, auth) {
      const rows = parsed.map((r) => ({ ...r }) as Row);
      for (const field of links) await resolveLinks(trx, rows, field, targetOf(field, definitions), errors, auth);
      for (const [i, values] of rows.entries()) {
        const problems: Record<string, string> = crossFieldErrors(d, values, lang);
        for (const rule of rulesOf(d)) await rule.checkWrite?.(trx, { values }, problems);
        // A row outside the caller's jurisdiction, at its field (a definition with none: 2003 for the file).
        await checkInside(trx, auth, d, definitions, values, values).catch((error: unknown) => {
          if (!(error instanceof ApiError) || !error.fields) throw error;
          Object.assign(problems, error.fields);
        });
        for (const [field, message] of Object.entries(problems)) errors.add(i + 1, field, message);
      }
      for (const field of fields.filter((f) => f.unique)) {
        await checkUnique(rows, field.name, errors, async (values) => {
          const taken = await loose(trx).selectFrom(names.table).select(`${field.name} as value`).where(field.name, 'in', values).execute();
          return taken.map((t) => String(t.value));
        }, VALUE_IN_USE);
      }
      return rows as never;
    },
    async write(rows, trx, ctx) {
      const now = nowText();
      // Every row names every column: a multi-row insert takes one column list.
      const columns = fields.filter(hasColumn);
      const computed = await createdValues(trx, d, ctx.auth.userId, rows.length);
      const values: Row[] = (rows as Row[]).map((r, i) => ({ ...Object.fromEntries(columns.map((f) => [f.name, r[f.name] ?? null])), ...computed[i], created_at: now, updated_at: now }));
      for (const [start, part] of chunks(values).map((p, n) => [n * CHUNK, p] as const)) {
        const inserted = await loose(trx).insertInto(names.table).values(part).returning('id').execute();
        const changes = [];
        for (const [i, after] of part.entries()) {
          const id = Number(inserted[i]!.id);
          const { links: given } = splitLinks(d, rows[start + i] as Row);
          await writeLinks(trx, d, id, given);
          const linked = Object.fromEntries([...given].map(([f, ids]) => [f.name, ids]));
          changes.push({ action: 'create' as const, resource: names.audit, recordId: id, name: String(after[d.recordTitle] ?? ''), after: { id, ...after, ...linked } });
        }
        await recordChanges(trx, ctx, changes);
      }
    },
  });
}
