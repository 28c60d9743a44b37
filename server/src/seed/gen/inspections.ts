// Inspections over the last 90 days, ~8% of them warnings, and the handling steps of
// warnings being handled or already closed. Ids follow time: older inspections first.
import { COMPANY_ROLES, HANDLING } from '../data/standing.js';
import { type Rng, atTime, dayStart, formatDateTime, intoWorkingHours, isWeekend } from '../random.js';
import { itemsOf } from './checks.js';
import type { SeedContext } from './context.js';
import { personName } from './identity.js';

export const INSPECTION_DAYS = 90;
export const ERROR_RATE = 0.08;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Identity = 'staff' | 'government' | 'system';
const IDENTITIES: readonly Identity[] = ['staff', 'government', 'system'];

/** How many inspections fall on each of the last INSPECTION_DAYS days, with each day's window. */
function dailyPlan(now: Date, total: number) {
  const days = [];
  let weightSum = 0;
  for (let d = -INSPECTION_DAYS + 1; d <= 0; d++) {
    const day = dayStart(now, d);
    const start = atTime(day, 7, 30).getTime();
    const end = Math.min(atTime(day, 19, 0).getTime(), now.getTime());
    const weight = Math.max(0, end - start) * (isWeekend(day) ? 0.35 : 1);
    weightSum += weight;
    days.push({ start, end, weight, count: 0 });
  }
  let cumulative = 0;
  let assigned = 0;
  for (const day of days) {
    cumulative += day.weight;
    const upTo = weightSum > 0 ? Math.round((total * cumulative) / weightSum) : 0;
    day.count = upTo - assigned;
    assigned = upTo;
  }
  return days;
}

/** Handling state from the warning's age: old warnings are mostly closed, fresh ones pending. */
function targetStatus(rng: Rng, ageMs: number): number {
  const days = ageMs / (24 * HOUR);
  const [pending, handling] = days > 14 ? [0.02, 0.08] : days > 3 ? [0.15, 0.35] : [0.5, 0.4];
  const r = rng.next();
  return r < pending ? 0 : r < pending + handling ? 1 : 2;
}

export async function writeInspections(ctx: SeedContext, rng: Rng): Promise<void> {
  const w = ctx.writer;
  const { checkPoints: cps, staff, companies, now } = ctx;
  if (cps.count === 0) return;
  const nowMs = now.getTime();

  for (const day of dailyPlan(now, ctx.plan.inspections)) {
    const times = new Float64Array(day.count);
    for (let i = 0; i < day.count; i++) times[i] = day.start + rng.next() * (day.end - day.start);
    times.sort();

    for (let i = 0; i < day.count; i++) {
      const created = Math.floor(times[i]! / 1000) * 1000;
      const cp = rng.int(0, cps.count - 1);
      const c = cps.company[cp]!;
      const isError = rng.chance(ERROR_RATE);
      const identity: Identity = isError
        ? rng.weighted(IDENTITIES, [60, 20, 20])
        : rng.weighted(IDENTITIES, [90, 10, 0]);
      const staffCount = staff.companyCount[c]!;
      const staffIndex = identity === 'staff' && staffCount > 0 ? staff.companyFirst[c]! + rng.int(0, staffCount - 1) : -1;

      const items = itemsOf(ctx, cp);
      const failed = new Set<number>();
      if (isError) {
        failed.add(rng.int(0, items.length - 1));
        if (rng.chance(0.2)) failed.add(rng.int(0, items.length - 1));
      }
      const results = items.map((item, j) => ({
        item: item.name,
        ok: !failed.has(j),
        remark: failed.has(j) ? rng.pick(item.defects) : '',
      }));
      const content = isError
        ? `${cps.name[cp]}：` + results.filter((r) => !r.ok).map((r) => `${r.item}不合格，${r.remark}`).join('；')
        : null;

      const id = w.id('inspections');
      let handleStatus = 2;
      if (isError) {
        const gov = ctx.governments[companies.government[c]!]!;
        const reporter =
          identity === 'staff' && staffIndex >= 0 ? staff.name[staffIndex]! :
          identity === 'government' ? `${gov.name} ${personName(rng)}` : '系统自动监测';
        handleStatus = writeSteps(ctx, rng, id, created, targetStatus(rng, nowMs - created), identity, reporter, gov.name);
      }
      const due = w.push('inspections', {
        id,
        company_id: companies.firstId + c,
        check_point_id: cps.firstId + cp,
        staff_id: staffIndex >= 0 ? staff.firstId + staffIndex : null,
        status: isError ? 'error' : 'normal',
        results: JSON.stringify(results),
        content,
        identity,
        handle_status: handleStatus,
        created_at: formatDateTime(new Date(created)),
      });
      if (due) await w.flush();
    }
  }
  await w.flush();
}

/**
 * Writes the steps that bring a warning to `target` (0 pending, 1 handling, 2 handled).
 * Steps that would lie in the future are left out, and the answered status is the state
 * the written steps actually reach.
 */
function writeSteps(
  ctx: SeedContext, rng: Rng, inspectionId: number, created: number, target: number,
  identity: Identity, reporter: string, government: string,
): number {
  if (target === 0) return 0;
  const reportKind = identity === 'system' ? 2 : identity === 'government' ? 3 : rng.int(0, 1);
  const steps: [string, string, string, number][] = [];
  let t = created + rng.int(1, 5) * MINUTE;
  steps.push(['上报', reporter, HANDLING.report[reportKind]!, t]);
  t = intoWorkingHours(rng, t + rng.int(10, 360) * MINUTE);
  steps.push(['受理', `${rng.pick(COMPANY_ROLES)} ${personName(rng)}`, rng.pick(HANDLING.accept), t]);
  const rectifier = `${rng.pick(['设备科', '生产部', '维修班', '车间班组'])} ${personName(rng)}`;
  if (target === 2 || rng.chance(0.5)) {
    t = intoWorkingHours(rng, t + rng.int(2, 72) * HOUR);
    steps.push(['整改', rectifier, rng.pick(HANDLING.rectify), t]);
  }
  if (target === 2) {
    t = intoWorkingHours(rng, t + rng.int(60, 1440) * MINUTE);
    const reviewer = identity === 'government' ? `${government} ${personName(rng)}` : `安全员 ${personName(rng)}`;
    steps.push(['复查', reviewer, rng.pick(HANDLING.review), t]);
    t = intoWorkingHours(rng, t + rng.int(10, 240) * MINUTE);
    steps.push(['办结', `安全主管 ${personName(rng)}`, rng.pick(HANDLING.close), t]);
  }
  const nowMs = ctx.now.getTime();
  const done = steps.filter((s) => s[3] <= nowMs);
  // Reported but not yet accepted counts as pending, with no steps to show.
  if (done.length < 2) return 0;
  for (const [action, actor, remark, at] of done) {
    ctx.writer.push('handling_steps', {
      id: ctx.writer.id('handling_steps'), inspection_id: inspectionId, actor, action, remark,
      created_at: formatDateTime(new Date(at)),
    });
  }
  return done.length === steps.length && target === 2 ? 2 : 1;
}
