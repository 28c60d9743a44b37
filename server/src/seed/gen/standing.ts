// Standing books (台账) per company: a root per year with one child book per kind,
// and dated entries in each child.
import { STANDING_KINDS, YEAR_TYPE } from '../data/standing.js';
import { type Rng, formatDateTime, workingTime } from '../random.js';
import type { SeedContext } from './context.js';
import { personName } from './identity.js';

/** Fills {n} {m} {p} {h} placeholders with plausible numbers. */
function fill(rng: Rng, text: string): string {
  return text
    .replace('{n}', String(rng.int(6, 60)))
    .replace('{m}', String(rng.int(1, 9)))
    .replace('{p}', String(rng.int(90, 100)))
    .replace('{h}', String(rng.int(2, 8)));
}

export async function writeStandingBooks(ctx: SeedContext, rng: Rng): Promise<void> {
  const w = ctx.writer;
  const { companies, now, staff } = ctx;
  const thisYear = now.getFullYear();

  for (let c = 0; c < companies.count; c++) {
    const companyId = companies.firstId + c;
    const isDetailed = c < ctx.plan.detailed;
    const createdYear = new Date(companies.createdAt[c]!).getFullYear();
    const years = isDetailed ? [thisYear - 1, thisYear].filter((y) => y >= createdYear) : [thisYear];
    const recorders = staff.companyCount[c]! > 0
      ? staff.name.slice(staff.companyFirst[c]!, staff.companyFirst[c]! + staff.companyCount[c]!)
      : [personName(rng)];

    for (const year of years) {
      const yearStart = new Date(Math.max(new Date(year, 0, 2, 9).getTime(), companies.createdAt[c]!));
      const yearEnd = new Date(Math.min(new Date(year, 11, 31, 18).getTime(), now.getTime()));
      if (yearEnd <= yearStart) continue;
      const rootId = w.id('standing_books');
      const kinds = rng.sample(STANDING_KINDS, isDetailed ? rng.int(4, 6) : 2);
      let rootUpdated = yearStart;
      const children = [];
      for (const kind of kinds) {
        const bookId = w.id('standing_books');
        const entries = isDetailed ? rng.int(3, 8) : 1;
        const times = Array.from({ length: entries }, () => workingTime(rng, yearStart, yearEnd)).sort((a, b) => a.getTime() - b.getTime());
        for (const at of times) {
          w.push('standing_entries', {
            id: w.id('standing_entries'),
            book_id: bookId,
            title: `${at.getMonth() + 1}月${rng.pick(kind.titles)}`,
            content: fill(rng, rng.pick(kind.contents)),
            recorded_by: rng.pick(recorders),
            recorded_at: formatDateTime(at),
          });
        }
        const updated = times[times.length - 1] ?? yearStart;
        if (updated > rootUpdated) rootUpdated = updated;
        children.push({ bookId, kind, updated });
      }
      // The root goes into the buffer first so its children's parent_id resolves.
      w.push('standing_books', {
        id: rootId, company_id: companyId, parent_id: null, name: `${year}年度安全生产台账`, year, type: YEAR_TYPE,
        created_at: formatDateTime(yearStart), updated_at: formatDateTime(rootUpdated),
      });
      for (const child of children) {
        w.push('standing_books', {
          id: child.bookId, company_id: companyId, parent_id: rootId, name: `${year}年${child.kind.name}`, year,
          type: child.kind.type, created_at: formatDateTime(yearStart), updated_at: formatDateTime(child.updated),
        });
      }
    }
    await w.flushIfDue();
  }
  await w.flush();
}
