// Staff, their clock-in/out records over the last two weeks and one day of GPS trail.
import { GATES, POSITION_WEIGHTS, POSITIONS } from '../data/names.js';
import {
  type Rng, atTime, coord, dayStart, formatDate, formatDateTime, isWeekend, mobile, workingTime,
} from '../random.js';
import type { SeedContext, StaffIndex } from './context.js';
import { personName } from './identity.js';
import { patrol } from './trail.js';

const DAY_MS = 86_400_000;
const CLOCK_DAYS = 14;

/** The latest working day before today: the day every demo staff member has a trail for. */
export function trailDay(now: Date): Date {
  let day = dayStart(now, -1);
  while (isWeekend(day)) day = dayStart(day, -1);
  return day;
}

interface ClockEvent {
  type: 'in' | 'out';
  time: Date;
}

/** Clock events of one person over the last CLOCK_DAYS days, never after `now`. */
function clockEvents(rng: Rng, now: Date, mustWork: Date): ClockEvent[] {
  const events: ClockEvent[] = [];
  for (let d = -CLOCK_DAYS + 1; d <= 0; d++) {
    const day = dayStart(now, d);
    const required = day.getTime() === mustWork.getTime();
    if (!required && (isWeekend(day) ? !rng.chance(0.08) : rng.chance(0.04))) continue;
    const clockIn = atTime(day, 7, rng.int(35, 59), rng.int(0, 59));
    if (rng.chance(0.5)) clockIn.setHours(8, rng.int(0, 29));
    const clockOut = atTime(day, rng.int(17, 18), rng.int(30, 59), rng.int(0, 59));
    if (rng.chance(0.15)) clockOut.setHours(19, rng.int(0, 59));
    if (clockIn <= now) events.push({ type: 'in', time: clockIn });
    if (clockOut <= now) events.push({ type: 'out', time: clockOut });
  }
  return events;
}

export async function writeStaff(ctx: SeedContext, rng: Rng): Promise<void> {
  const w = ctx.writer;
  const { companies, now } = ctx;
  const { detailed } = ctx.plan;
  const day = trailDay(now);
  const dayText = formatDate(day);
  const index: StaffIndex = {
    firstId: w.peekId('staff'),
    count: 0,
    name: [],
    companyFirst: new Int32Array(companies.count),
    companyCount: new Uint16Array(companies.count),
  };
  ctx.staff = index;
  const positions = POSITIONS.slice();

  for (let c = 0; c < companies.count; c++) {
    const isDetailed = c < detailed;
    const count = isDetailed ? rng.int(6, 14) : rng.int(1, 3);
    index.companyFirst[c] = index.count;
    index.companyCount[c] = count;
    const hiredFrom = companies.createdAt[c]! + 10 * DAY_MS;
    const hiredTo = Math.max(hiredFrom, now.getTime() - 100 * DAY_MS);
    for (let s = 0; s < count; s++) {
      const id = w.id('staff');
      const name = personName(rng);
      const position = rng.weighted(positions, POSITION_WEIGHTS);
      const createdAt = formatDateTime(workingTime(rng, new Date(hiredFrom), new Date(hiredTo)));
      index.name.push(name);
      index.count++;
      if (!isDetailed) {
        w.push('staff', {
          id, company_id: companies.firstId + c, name, phone: mobile(rng), position,
          status: rng.chance(0.95) ? 1 : 0, last_clock_at: null, created_at: createdAt,
        });
        continue;
      }

      const events = clockEvents(rng, now, day);
      const last = events.length > 0 ? events[events.length - 1]!.time : null;
      w.push('staff', {
        id, company_id: companies.firstId + c, name, phone: mobile(rng), position, status: 1,
        last_clock_at: last ? formatDateTime(last) : null, created_at: createdAt,
      });
      const gate = rng.pick(GATES);
      const gateLng = companies.lng[c]! + rng.float(-0.002, 0.002);
      const gateLat = companies.lat[c]! + rng.float(-0.0015, 0.0015);
      for (const e of events) {
        w.push('clock_records', {
          id: w.id('clock_records'), staff_id: id, type: e.type, time: formatDateTime(e.time),
          lng: coord(gateLng + rng.normal() * 0.00003), lat: coord(gateLat + rng.normal() * 0.00003),
          address: `${companies.address[c]}（${gate}）`,
        });
      }

      // Patrols on the trail day: one in the morning, usually another in the afternoon.
      const clockIn = events.find((e) => e.type === 'in' && formatDate(e.time) === dayText)!.time;
      const driving = rng.chance(0.15);
      const starts = [new Date(clockIn.getTime() + rng.int(20, 70) * 60_000)];
      if (rng.chance(0.7)) starts.push(atTime(day, 14, rng.int(0, 59), rng.int(0, 59)));
      for (const start of starts) {
        const samples = patrol(rng, {
          lng: companies.lng[c]!, lat: companies.lat[c]!, start, points: rng.int(180, 360), driving,
        });
        for (const p of samples) {
          w.push('trail_points', {
            id: w.id('trail_points'), staff_id: id, date: dayText, time: formatDateTime(new Date(p.time)), lng: p.lng, lat: p.lat,
          });
        }
      }
    }
    await w.flushIfDue();
  }
  await w.flush();
}
