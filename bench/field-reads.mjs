// The console's side of `npm run bench:field`: the staff trail of one day and the live map of the
// bench company, each timed call after call; and how long a failed item's warning takes from the
// phone's submit to an open console's event stream.
import { openEventStream } from '../scripts/event-stream.mjs';
import { call, percentile } from './load.mjs';

const WARM_UP = 20;

function ok(answer, what) {
  if (answer.error !== 2000) throw new Error(`${what}: ${answer.error} ${answer.message}`);
  return answer.data;
}

async function timed(base, path, body, token) {
  const started = performance.now();
  const answer = await call(base, path, body, token);
  return { ms: performance.now() - started, data: ok(answer, path) };
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};

/** `count` days of `count` staff members picked at random among the loaded ones, each read once (after a few to warm up). */
export async function timeTrailReads(base, token, { staffIds, days, count }) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const times = [];
  let points = 0;
  for (let i = 0; i < WARM_UP + count; i++) {
    const { ms, data } = await timed(base, 'admin/staff/staff-trail', { id: pick(staffIds), date: pick(days) }, token);
    if (i < WARM_UP) continue;
    times.push(ms);
    points += data.points.length;
  }
  return { ...summary(times), pointsPerRead: points / count };
}

/** The live map of the company, `count` times (after a few to warm up). */
export async function timeLiveMap(base, token, { companyId, count }) {
  const times = [];
  let staff = 0;
  for (let i = 0; i < WARM_UP + count; i++) {
    const { ms, data } = await timed(base, 'admin/staff/staff-positions', { company_id: companyId }, token);
    if (i < WARM_UP) continue;
    times.push(ms);
    staff = data.filter((s) => s.at !== null).length;
  }
  return { ...summary(times), staffPlaced: staff };
}

/** A check point of the company with its items, as a phone reads it after scanning the code. */
export async function checkPointToFail(base, adminToken, phoneToken, companyId) {
  const points = ok(await call(base, 'operate/company/code-by-company', { company_id: companyId }, adminToken), 'code-by-company');
  const placed = points.find((p) => p.lng !== null && p.items_count > 0);
  if (!placed) throw new Error(`company ${companyId} has no check point with items`);
  return ok(await call(base, 'operate/app/check-point', { code: placed.code }, phoneToken), 'check-point');
}

/**
 * Every `everyMs` until `until()` says stop: a phone on `submitBase` submits an inspection whose
 * first item fails, and the time until its warning reaches a console's stream on `streamBase`.
 */
export async function timeWarnings({ submitBase, streamBase, adminToken, phone, checkPoint, everyMs, until }) {
  // Arrival of each warning by id: the event may come before the submit's answer names it.
  const arrivals = new Map();
  const stream = await openEventStream(streamBase, adminToken, {
    onEvent: (record) => {
      if (record.data.kind === 'warning' && !arrivals.has(record.data.id)) arrivals.set(record.data.id, performance.now());
    },
  });
  if (stream.ok === false) throw new Error(`event stream: ${JSON.stringify(stream.answer)}`);
  const delays = [];
  // From the submit's answer (the warning made): the live changes' own part.
  const afterAnswer = [];
  const refused = [];
  let missed = 0;
  try {
    for (let n = 0; !until(); n++) {
      await new Promise((r) => setTimeout(r, everyMs));
      const body = {
        client_id: `bench-field-${Date.now()}-${n}`,
        code: checkPoint.code,
        staff_id: phone.staffId,
        time: new Date().toISOString(),
        lng: checkPoint.lng,
        lat: checkPoint.lat,
        accuracy: 5,
        results: checkPoint.items.map((item, i) => ({ item_id: item.id, ok: i !== 0, note: i === 0 ? 'Pressure low' : '' })),
      };
      const started = performance.now();
      const submitted = await call(submitBase, 'operate/app/inspection-submit', body, phone.token);
      // Refused under the load (5000: no database connection in time): counted, not waited for.
      if (submitted.error !== 2000) {
        refused.push(`${submitted.error} ${submitted.message}`);
        continue;
      }
      const answered = performance.now();
      const answer = submitted.data;
      if (answer.status !== 'error') throw new Error(`inspection ${answer.id} is ${answer.status}, not a warning`);
      for (const deadline = performance.now() + 5000; !arrivals.has(answer.id) && performance.now() < deadline; ) await new Promise((r) => setTimeout(r, 2));
      if (arrivals.has(answer.id)) {
        delays.push(arrivals.get(answer.id) - started);
        afterAnswer.push(Math.max(0, arrivals.get(answer.id) - answered));
      } else missed++;
    }
  } finally {
    stream.close();
  }
  return { ...summary(delays), afterAnswerMax: summary(afterAnswer).max, count: delays.length, missed, refused };
}
