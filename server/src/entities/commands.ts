// The command line's work on definition files (cli.ts reads the arguments and opens the
// database): export the stored definitions, diff a folder against them, import a folder all or
// nothing. Every plan comes from the applier (apply.ts), as a dry run first.
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { ApiError, ErrorCode } from '../http/errors.js';
import { applyDefinition, storedDefinitions, type ApplyResult, type StoredDefinition } from './apply.js';
import { compareDefinitions } from './compare.js';
import { readDefinitionFiles, sameDefinition, writeDefinitionFiles } from './files.js';
import { checkDefinition } from './language/check.js';
import type { EntityDefinition } from './language/document.js';
import { keepRemovedFields, type Refusal, type Step } from './plan.js';
import { inDependencyOrder } from './shipped.js';

/** 0: done, or nothing differs; 1: a diff found a difference; 2: an import found a file invalid or refused, and applied nothing. */
export const EXIT = { ok: 0, differs: 1, refused: 2 } as const;

export interface CommandContext {
  db: Kysely<DB>;
  dialect: DialectName;
  /** One line of output. */
  out: (line: string) => void;
}

/** What importing one file would do. */
interface FilePlan {
  file: string;
  doc?: EntityDefinition;
  stored?: StoredDefinition;
  problems: Record<string, string>;
  unchanged: boolean;
  result?: ApplyResult;
  /** Planned only once these entities of the same folder are stored. */
  after?: string[];
}

export async function exportDefinitions(ctx: CommandContext, dir: string): Promise<number> {
  const stored = await storedDefinitions(ctx.db);
  const files = writeDefinitionFiles(dir, stored.map((d) => d.document));
  stored.forEach((d, i) => ctx.out(`${files[i]}: version ${d.version}`));
  ctx.out(`Wrote ${files.length} definitions to ${dir}.`);
  return EXIT.ok;
}

/** Enough shape to be compared and ordered; the checks say the rest. */
function hasFieldObjects(doc: unknown): boolean {
  const fields = (doc as { fields?: unknown }).fields;
  return Array.isArray(fields) && fields.every((f) => typeof f === 'object' && f !== null && !Array.isArray(f));
}

/** Each file's plan as a dry run, in the order they would be applied (referenced entities first). */
async function planFiles(ctx: CommandContext, dir: string, confirm: boolean): Promise<FilePlan[]> {
  const stored = await storedDefinitions(ctx.db);
  const read = readDefinitionFiles(dir);
  const plans: FilePlan[] = [];
  const valid: { file: string; doc: EntityDefinition }[] = [];
  for (const { file, doc, unreadable } of read) {
    const name = (doc as { name?: unknown } | null)?.name;
    if (unreadable !== undefined) plans.push({ file, problems: { file: `Is not JSON: ${unreadable}` }, unchanged: false });
    else if (typeof name === 'string' && file !== `${name}.json`) plans.push({ file, problems: { name: `The file holds ${name}: name it ${name}.json.` }, unchanged: false });
    else if (typeof name !== 'string' || !hasFieldObjects(doc)) plans.push({ file, problems: checkDefinition(doc, { others: [] }), unchanged: false });
    else valid.push({ file, doc: doc as EntityDefinition });
  }
  const batch = new Set(valid.map((v) => v.doc.name));
  for (const { file, doc } of inDependencyOrder(valid)) {
    const before = stored.find((d) => d.name === doc.name);
    const plan: FilePlan = { file, doc, stored: before, problems: {}, unchanged: false };
    plans.push(plan);
    // A file leaving out a retired field says the same: the field stays retired.
    if (before && sameDefinition(before.document, keepRemovedFields(before.document, doc, 'retired'))) {
      plan.unchanged = true;
      continue;
    }
    if (before && typeof doc.version === 'number' && doc.version <= before.version) {
      plan.problems.version = `The database holds version ${before.version}: carry this change into it (export it) and give the file version ${before.version + 1}.`;
      continue;
    }
    const pending = doc.fields.filter((f) => f.type === 'reference' && batch.has(f.reference?.entity ?? '') && !stored.some((s) => s.name === f.reference?.entity)).map((f) => f.reference!.entity);
    if (pending.length > 0) {
      // Its references are to entities of this folder not stored yet: checked against them, planned when applied.
      plan.problems = checkDefinition(doc, { others: [...stored.filter((s) => s.name !== doc.name).map((s) => s.document), ...valid.filter((v) => v.doc.name !== doc.name).map((v) => v.doc)] });
      plan.after = [...new Set(pending)];
      continue;
    }
    try {
      plan.result = await applyDefinition(ctx.db, ctx.dialect, { next: doc, base_version: before?.version, author: 'cli', confirm, dry_run: true, keepVersion: true });
    } catch (err) {
      plan.problems = problemsOf(err);
    }
  }
  return plans;
}

function problemsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) throw err;
  if (err.code === ErrorCode.invalid && err.fields) return err.fields;
  return { definition: err.message };
}

const stepLine = (step: Step) => `    ${step.kind.padEnd(13)} ${step.says}`;

function refusalLine(r: Refusal): string {
  const rows = r.rows > 0 ? ` (${r.rows} rows; ids ${r.ids.join(', ')}${r.rows > r.ids.length ? ', …' : ''})` : '';
  return `    ${r.field}: ${r.message}${rows} ${r.wayOut ? `Way out: ${r.wayOut}` : 'No way out but a new field.'}`;
}

/** Prints one file's differences and plan; answers whether it stands in the way of an import. */
function report(ctx: CommandContext, plan: FilePlan): boolean {
  const { out } = ctx;
  const title = plan.doc?.name ? `${plan.doc.name} (${plan.file})` : plan.file;
  const problems = Object.entries(plan.problems);
  if (plan.unchanged) {
    out(`${title}: unchanged, version ${plan.stored!.version}`);
    return false;
  }
  const doc = plan.doc;
  if (problems.length > 0) out(`${title}: invalid`);
  else if (doc) out(plan.stored ? `${title}: version ${plan.stored.version} → ${doc.version}` : `${title}: new, version ${doc.version}`);
  // An invalid document's differences still help where its fields can be read.
  if (doc && Array.isArray(doc.fields)) {
    const after = plan.stored ? keepRemovedFields(plan.stored.document, doc, 'retired') : doc;
    for (const d of compareDefinitions(plan.stored?.document, after)) out(`  ${d.kind.padEnd(8)} ${d.place}: ${d.says}`);
  }
  if (problems.length > 0) {
    out('  problems:');
    for (const [place, message] of problems) out(`    ${place}: ${message}`);
    return true;
  }
  if (plan.after) {
    out(`  plan: made when applied, after ${plan.after.join(', ')}`);
    return false;
  }
  const { steps, refusals } = plan.result!;
  out(steps.length > 0 ? '  plan:' : '  plan: nothing to change in the database');
  for (const step of steps) out(stepLine(step));
  if (refusals.length > 0) out('  refused:');
  for (const refusal of refusals) out(refusalLine(refusal));
  return refusals.length > 0;
}

function onlyStored(ctx: CommandContext, stored: readonly StoredDefinition[], plans: readonly FilePlan[]): void {
  for (const d of stored) if (!plans.some((p) => p.doc?.name === d.name)) ctx.out(`${d.name}: only in the database (an import leaves it as it is)`);
}

export async function diffDefinitions(ctx: CommandContext, dir: string): Promise<number> {
  const plans = await planFiles(ctx, dir, false);
  for (const plan of plans) report(ctx, plan);
  onlyStored(ctx, await storedDefinitions(ctx.db), plans);
  return plans.every((p) => p.unchanged) ? EXIT.ok : EXIT.differs;
}

export interface ImportOptions {
  confirm: boolean;
  /** The operator, recorded as `cli:<operator>`. */
  operator: string;
}

export async function importDefinitions(ctx: CommandContext, dir: string, options: ImportOptions): Promise<number> {
  const plans = await planFiles(ctx, dir, options.confirm);
  const blocked = plans.map((plan) => report(ctx, plan)).some(Boolean);
  if (blocked) {
    ctx.out(`Nothing was applied${options.confirm ? '' : ' (a refusal with a way out may pass with --confirm)'}.`);
    return EXIT.refused;
  }
  const todo = plans.filter((p) => !p.unchanged);
  const author = `cli:${options.operator}`;
  const done: string[] = [];
  try {
    // One transaction for every file: a change made meanwhile by someone else undoes them all.
    await ctx.db.transaction().execute(async (trx) => {
      for (const plan of todo) {
        try {
          const result = await applyDefinition(trx, ctx.dialect, { next: plan.doc, base_version: plan.stored?.version, author, confirm: options.confirm, keepVersion: true });
          done.push(`${result.name} (version ${result.version})`);
        } catch (err) {
          ctx.out(`${plan.file}: ${err instanceof ApiError ? Object.entries(problemsOf(err)).map(([p, m]) => `${p}: ${m}`).join('; ') : (err as Error).message}`);
          throw err;
        }
      }
    });
  } catch {
    // Only a change made meanwhile by someone else gets here: every file passed its dry run.
    ctx.out('Nothing was applied.');
    return EXIT.refused;
  }
  ctx.out(todo.length > 0 ? `Applied as ${author}: ${done.join(', ')}.` : 'Nothing to apply: the database holds these definitions.');
  return EXIT.ok;
}
