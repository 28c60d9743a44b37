// The record calls every entity definition gets: list, detail, create, update, delete and
// import, at entityNames(d).path(op). They are contract calls like the hand-written ones (app.ts
// serves them through the same pipeline), built once per catalog generation and language.
import { sql } from 'kysely';
import { recordChange } from '../../audit/record.js';
import { nowText } from '../../db/time.js';
import { answerOf } from './answer.js';
import { defineRunTimeCall, type CallContext, type ContractCall } from '../../http/call.js';
import { invalid, notFound } from '../../http/errors.js';
import type { Language } from '../../http/i18n.js';
import { columnRef, countRowsUpTo, listFilters, listResult, type ListParams } from '../../http/list.js';
import { currentFor, nextVersion, staleVersion, type VersionedTable } from '../../http/versions.js';
import type { CallTarget, EntityCatalog } from '../catalog.js';
import { crossFieldErrors } from '../language/cross-field.js';
import { entityNames, isLinkList, OPERATIONS, type EntityDefinition, type EntityOperation } from '../language/document.js';
import { checkFileValues, holdFiles, withFileFacts } from '../../files/records.js';
import { checkDelete, checkWrite, raceConflict } from './checks.js';
import { changedValues, createdValues } from './computed.js';
import { recordImport } from './import.js';
import { createSchema, deleteSchema, detailSchema, filterFields, listBodySchema, sortsOf, updateSchema } from './input.js';
import { wantedIndexes } from '../introspect.js';
import { deleteItems, splitItems, writeItems } from './items.js';
import { keywordSearch } from './keyword.js';
import { deleteLinks, linkedToAny, splitLinks, withLinks, writeLinks } from './links.js';
import { findRecord, loose, selectRecords, shownTo, titleOf, toRecord, withRecordColumns, type AnyDb, type AnySelect } from './query.js';
import { checkInside, recordInside, recordsInside } from './scope.js';
import { jurisdictionCompanies } from '../../security/jurisdiction-companies.js';
import { cachedUntilChange, tableVersion } from '../../http/table-cache.js';

/** Totals above this answer as "at least" (`total_capped`), as the audit log's do. */
export const RECORD_COUNT_CAP = 10_000;
/** A keyword's total above this answers as "at least": a keyword that many hold is not yet a search. */
export const KEYWORD_COUNT_CAP = 1_000;

const PERMISSION: Record<EntityOperation, 'view' | 'create' | 'update' | 'delete'> = {
  list: 'view',
  detail: 'view',
  create: 'create',
  update: 'update',
  delete: 'delete',
  import: 'create',
};

export const permissionOf = (d: EntityDefinition, op: EntityOperation) => `${entityNames(d).permission}:${PERMISSION[op]}`;

type Input = Record<string, unknown>;

/**
 * Each filter field by equality; a date or date-time one also by `<field>_from` / `<field>_to`.
 * `unindexed`: on SQLite, a filter matching many rows reads better along the sort's index than
 * along its own (which would sort them all for one page): `+column` keeps its index out, unless
 * that index is in the sort's order after the filter's value (introspect.ts: a filter's index
 * holds the default sort's column, else the id).
 */
function withFilters(query: AnySelect, d: EntityDefinition, q: Input, unindexed = false): AnySelect {
  let out = query;
  const indexes = unindexed ? wantedIndexes(d) : [];
  for (const field of filterFields(d)) {
    if (isLinkList(field)) {
      const ids = q[field.name] as number[] | undefined;
      if (ids && ids.length > 0) out = linkedToAny(out, d, field, ids);
      continue;
    }
    const ref = sql.ref(`t.${field.name}`);
    const ordered = indexes.find((i) => i.column === field.name)?.columns[1] ?? 'id';
    const column = columnRef(`t.${field.name}`, !(unindexed && field.name !== q.sort));
    if (q[field.name] !== undefined) out = out.where(unindexed && ordered === q.sort ? ref : column, '=', q[field.name]);
    const from = q[`${field.name}_from`] as string | undefined;
    const to = q[`${field.name}_to`] as string | undefined;
    const moment = field.type === 'datetime';
    if (from !== undefined) out = out.where(column, '>=', moment && from.length === 10 ? `${from} 00:00:00` : from);
    if (to !== undefined) out = out.where(column, '<=', moment && to.length === 10 ? `${to} 23:59:59` : to);
  }
  return out;
}

/**
 * ORDER BY the sort, then the rest of its index's columns (the default sort's), then the id: ties
 * come in the index's order, so that a page is read off it. LIMIT and OFFSET.
 */
function inIndexOrder(q: ListParams, d: EntityDefinition) {
  return (query: AnySelect): AnySelect => {
    const sorts = sortsOf(d);
    const then = wantedIndexes(d).find((i) => i.column === q.sort)?.columns.slice(1) ?? [];
    let out = query;
    for (const column of [sorts[q.sort] ?? sorts.id, ...then.map((c) => `t.${c}`)]) out = out.orderBy(sql.ref(column), q.order);
    if (q.sort !== 'id') out = out.orderBy(sql.ref('t.id'), q.order);
    return out.limit(q.limit).offset((q.page - 1) * q.limit);
  };
}

/**
 * A jurisdiction's total, kept until the entity's records or the companies change (a province's
 * ten thousand records are counted once, not on every page): under the version of its table,
 * keyed by the filters, the jurisdiction, the definition and the companies' version. With a
 * keyword, a jurisdiction's totals are counted each time.
 */
async function jurisdictionTotal(d: EntityDefinition, q: ListParams & Input, cap: number, ctx: CallContext, count: () => Promise<{ total: number; capped: boolean }>) {
  const { page: _page, limit: _limit, sort: _sort, order: _order, ...filters } = q;
  const key = JSON.stringify([cap, d.version, ctx.auth.jurisdiction!.governmentIds, await tableVersion(ctx.db, 'companies'), filters]);
  // An adopted built-in's table has no version: counted each time.
  return cachedUntilChange(ctx.db, entityNames(d).table as `entity_${string}`, key, count);
}

/**
 * A keyword's total over every record, kept until the entity's records change: paging through a
 * search, or sorting it, counts its matches once. The searched fields are the entity's own.
 */
function keywordTotal(d: EntityDefinition, keyword: string, cap: number, ctx: CallContext, count: () => Promise<{ total: number; capped: boolean }>) {
  return cachedUntilChange(ctx.db, entityNames(d).table as `entity_${string}`, JSON.stringify(['keyword', cap, d.version, keyword]), count);
}

async function list(d: EntityDefinition, q: ListParams & Input, ctx: CallContext) {
  const db = loose(ctx.db);
  const definitions = ctx.entities.current();
  const search = q.keyword ? await keywordSearch(d, q.keyword, ctx) : undefined;
  const companies = ctx.auth.jurisdiction ? await jurisdictionCompanies(ctx.db, ctx.dialect, ctx.auth.jurisdiction) : undefined;
  const filtered = (unindexed: boolean) => {
    const selected = withFilters(selectRecords(db, d).$call(recordsInside(ctx.auth, d, definitions, { unindexed, companies })).$call(listFilters({ ...q, keyword: undefined }, { id: 't.id', keyword: [] })), d, q, unindexed);
    return search ? selected.where(search.where) : selected;
  };
  // A broad filter over a long table: counting stops past the page after this one; a keyword
  // sooner (it reads text, not an index's entries).
  const cap = Math.max(q.keyword ? KEYWORD_COUNT_CAP : RECORD_COUNT_CAP, (q.page + 1) * q.limit);
  // The keyword alone, for a user who sees every record: its total depends on the entity's rows only.
  const alone = !!search && !ctx.auth.jurisdiction && q.id === undefined && !filterFields(d).some((f) => [f.name, `${f.name}_from`, `${f.name}_to`].some((k) => q[k] !== undefined));
  const count = () => (alone && search.countAlone ? search.countAlone(cap) : countRowsUpTo(db, filtered(false), cap));
  const { total, capped } = alone ? await keywordTotal(d, q.keyword!, cap, ctx, count) : ctx.auth.jurisdiction && !q.keyword ? await jurisdictionTotal(d, q, cap, ctx, count) : await count();
  if ((q.page - 1) * q.limit >= total) return listResult([], total, q, capped);
  // Fewer matches than the cap are few enough to sort; more are read in the sort's order.
  const matching = filtered(capped && ctx.dialect === 'sqlite');
  const page = ctx.auth.jurisdiction ? await pageByIds(db, matching, q, d, definitions, !capped && ctx.dialect === 'postgres') : await withRecordColumns(matching, d, definitions).$call(inIndexOrder(q, d)).execute();
  const rows = await withFileFacts(ctx.db, d, await withLinks(db, d, definitions, page.map((row) => toRecord(row as Input, d))));
  return listResult(shownTo(ctx.auth, rows, d, definitions), total, q, capped);
}

/**
 * The page's ids first, then their records: a jurisdiction's matches (a district's thousands) are
 * collected off its companies' index and sorted carrying their ids, not whole records and titles.
 * `collect` fences them off on PostgreSQL (`offset 0`), which otherwise takes a district's few
 * matches to lie anywhere along the sort's index and walks it: 81,000 rows of the date index
 * for a district's first page once its companies' statistics were fresh.
 */
async function pageByIds(db: AnyDb, matching: AnySelect, q: ListParams, d: EntityDefinition, definitions: readonly EntityDefinition[], collect: boolean) {
  const source = collect ? db.selectFrom(matching.selectAll('t').offset(0).as('t')) : matching;
  const ids = (await source.select('t.id').$call(inIndexOrder(q, d)).execute()).map((r) => Number((r as { id: unknown }).id));
  if (ids.length === 0) return [];
  const records = await withRecordColumns(selectRecords(db, d).where('t.id', 'in', ids), d, definitions).execute();
  const byId = new Map(records.map((r) => [Number((r as { id: unknown }).id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function detail(d: EntityDefinition, { id }: { id: number }, ctx: CallContext) {
  const definitions = ctx.entities.current();
  const found = (await recordInside(ctx.db, ctx.auth, d, definitions, id)) ? await findRecord(loose(ctx.db), d, definitions, id) : undefined;
  if (!found) throw notFound();
  return shownTo(ctx.auth, [found], d, definitions)[0]!;
}

async function create(d: EntityDefinition, input: Input, ctx: CallContext) {
  const definitions = ctx.entities.current();
  const names = entityNames(d);
  assertCrossFields(d, input, ctx);
  const { own, lists } = splitItems(d, input);
  const created = await ctx.db.transaction().execute(async (trx) => {
    await checkWrite(trx, d, definitions, { values: own });
    await checkInside(trx, ctx.auth, d, definitions, own, own);
    await checkFileValues(trx, d, ctx.auth.userId, own);
    const now = nowText();
    const [computed] = await createdValues(trx, d, ctx.auth.userId, 1);
    const { columns, links } = splitLinks(d, own);
    const row = await loose(trx)
      .insertInto(names.table)
      .values({ ...columns, ...computed, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw raceConflict(error, d);
      });
    const id = Number((row as { id: unknown }).id);
    await writeLinks(trx, d, id, links);
    await writeItems(trx, d, id, lists);
    await holdFiles(trx, d, id, own);
    const created = (await findRecord(loose(trx), d, definitions, id))!;
    await recordChange(trx, ctx, { action: 'create', resource: names.audit, recordId: id, name: titleOf(created, d), after: created });
    return created;
  });
  // The audit log keeps every title; the answer, those the caller may read.
  return shownTo(ctx.auth, [created], d, definitions)[0]!;
}

/** 2001 with each field whose rule across fields the values break, in the caller's language. */
function assertCrossFields(d: EntityDefinition, values: Input, ctx: CallContext): void {
  const errors = crossFieldErrors(d, values, ctx.lang);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The record a write is about, at the version the caller read (2009 otherwise), or 2005. */
async function current(trx: CallContext['db'], d: EntityDefinition, id: number, version: number | undefined, ctx: CallContext) {
  const table = entityNames(d).table as VersionedTable;
  const definitions = ctx.entities.current();
  // The version is compared here: a stale write answers the record as the caller may read it.
  const found = await currentFor(trx, ctx.dialect, { table, id, version: undefined }, async () => {
    const record = await findRecord(loose(trx), d, definitions, id);
    return record as (Input & { version: number }) | undefined;
  });
  if (!found || !(await recordInside(trx, ctx.auth, d, definitions, id))) throw notFound();
  if (version !== undefined && found.version !== version) throw staleVersion(shownTo(ctx.auth, [found], d, definitions)[0]!);
  return found;
}

async function update(d: EntityDefinition, { id, version, ...sent }: Input & { id: number; version?: number | undefined }, ctx: CallContext) {
  const definitions = ctx.entities.current();
  const names = entityNames(d);
  // Absent fields stay as they are; null clears.
  const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  const { own, lists } = splitItems(d, changes);
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const before = await current(trx, d, id, version, ctx);
    // The rules across fields read the record as it will be: stored values and the changes.
    assertCrossFields(d, { ...before, ...changes }, ctx);
    await checkWrite(trx, d, definitions, { id, values: own }, before);
    await checkInside(trx, ctx.auth, d, definitions, own, { ...before, ...own });
    await checkFileValues(trx, d, ctx.auth.userId, own, before);
    const { columns, links } = splitLinks(d, own);
    await loose(trx)
      .updateTable(names.table)
      .set({ ...columns, ...changedValues(d, ctx.auth.userId), updated_at: nowText(), version: nextVersion })
      .where('id', '=', id)
      .execute()
      .catch((error: unknown) => {
        throw raceConflict(error, d);
      });
    await writeLinks(trx, d, id, links);
    await writeItems(trx, d, id, lists);
    await holdFiles(trx, d, id, own, before);
    const after = (await findRecord(loose(trx), d, definitions, id))!;
    await recordChange(trx, ctx, { action: 'update', resource: names.audit, recordId: id, name: titleOf(after, d), before, after });
    return after;
  });
  return shownTo(ctx.auth, [updated], d, definitions)[0]!;
}

async function remove(d: EntityDefinition, { id, version }: { id: number; version?: number | undefined }, ctx: CallContext) {
  const names = entityNames(d);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await current(trx, d, id, version, ctx);
    await checkDelete(trx, d, ctx.entities.current(), id, ctx.lang);
    await deleteLinks(trx, d, id);
    await deleteItems(trx, d, id);
    await loose(trx).deleteFrom(names.table).where('id', '=', id).execute();
    await recordChange(trx, ctx, { action: 'delete', resource: names.audit, recordId: id, name: titleOf(before, d), before });
    return { id };
  });
}

/** One record call of a definition, its messages in `lang`; `definitions`: those in force beside it. */
export function buildRecordCall(d: EntityDefinition, operation: EntityOperation, lang: Language, definitions: readonly EntityDefinition[]): ContractCall {
  const path = entityNames(d).path(operation);
  const permission = permissionOf(d, operation);
  const answer = answerOf(d, operation);
  switch (operation) {
    case 'list':
      return defineRunTimeCall({ path, permission, body: listBodySchema(d, lang), answer, handler: (q, ctx) => list(d, q as ListParams & Input, ctx) });
    case 'detail':
      return defineRunTimeCall({ path, permission, body: detailSchema, answer, handler: (q, ctx) => detail(d, q, ctx) });
    case 'create':
      return defineRunTimeCall({ path, permission, body: createSchema(d, lang), answer, handler: (q, ctx) => create(d, q, ctx) });
    case 'update':
      return defineRunTimeCall({ path, permission, body: updateSchema(d, lang), answer, handler: (q, ctx) => update(d, q as Input & { id: number }, ctx) });
    case 'delete':
      return defineRunTimeCall({ path, permission, body: deleteSchema, answer, handler: (q, ctx) => remove(d, q, ctx) });
    case 'import':
      return recordImport(d, path, permission, lang, definitions);
  }
}

const built = new WeakMap<EntityCatalog, { generation: number; calls: Map<string, ContractCall> }>();

/** The call at a catalog target, built once per catalog generation and language. */
export function recordCall(catalog: EntityCatalog, target: CallTarget, lang: Language): ContractCall {
  let cache = built.get(catalog);
  if (!cache || cache.generation !== catalog.generation) {
    cache = { generation: catalog.generation, calls: new Map() };
    built.set(catalog, cache);
  }
  const key = `${lang} ${entityNames(target.entity).path(target.operation)}`;
  let call = cache.calls.get(key);
  if (!call) {
    call = buildRecordCall(target.entity, target.operation, lang, catalog.current());
    cache.calls.set(key, call);
  }
  return call;
}

/** Every record call of these definitions (in English): what a list of the contract's calls adds for them. */
export function recordCallsOf(definitions: readonly EntityDefinition[]): ContractCall[] {
  return definitions.flatMap((d) => OPERATIONS.filter((op) => op !== 'import' || d.import !== false).map((op) => buildRecordCall(d, op, 'en', definitions)));
}
