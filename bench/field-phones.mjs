// Simulated phones for `npm run bench:field`: one app session per staff member of the bench
// company (a company app account, a device per phone, as `npm run field` signs them in), each
// sending its trail in batches through operate/app/trail-points, spread over the instances by
// round-robin, one call after another.
import { call, percentile } from './load.mjs';

export const BATCH = 20;
const ACCOUNT = 'benchfield01';
const PASSWORD = 'Field-phones-secret-1';

function ok(answer, what) {
  if (answer.error !== 2000) throw new Error(`${what}: ${answer.error} ${answer.message} ${JSON.stringify(answer.data ?? '').slice(0, 200)}`);
  return answer.data;
}

/** The company's app account (made through the console's call the first time) and `count` phones signed in, one per staff member. */
export async function signInPhones(base, adminToken, companyId, count) {
  const made = await call(base, 'operate/company/account-create', { company_id: companyId, type: 'app', account: ACCOUNT, password: PASSWORD, name: 'Bench phones' }, adminToken);
  // An earlier run made it: the name is taken (2001 on `account`).
  if (made.error !== 2000 && !made.data?.fields?.account) ok(made, 'account-create');
  const first = ok(await call(base, 'operate/app/login', { account: ACCOUNT, password: PASSWORD, device_id: 'bench-field-setup', device_name: 'bench' }), 'app login');
  const { staff } = ok(await call(base, 'operate/app/me', {}, first.token), 'app me');
  if (staff.length < count) throw new Error(`the bench company has ${staff.length} active staff, ${count} wanted`);
  const phones = [];
  // One at a time: the login throttle counts an account's attempts from one address before checking them.
  for (const member of staff.slice(0, count)) {
    const login = ok(await call(base, 'operate/app/login', { account: ACCOUNT, password: PASSWORD, device_id: `bench-field-${member.id}`, device_name: `${member.name}` }), 'app login');
    // A new numbering each run: the same day's points of an earlier run keep theirs.
    phones.push({ staffId: member.id, token: login.token, seq: Date.now() * 100, lng: 120.2 + (phones.length % 50) * 0.001, lat: 30.2 + phones.length * 0.00002 });
  }
  return { phones, accountId: first.account.id, token: first.token };
}

/** The next 20 points a phone walked, the last one now. */
function nextBatch(phone) {
  const now = Date.now();
  return Array.from({ length: BATCH }, (_, i) => {
    phone.lng += 0.00001;
    phone.lat += 0.000005;
    return { seq: phone.seq++, time: new Date(now - (BATCH - 1 - i) * 100).toISOString(), lat: phone.lat, lng: phone.lng, accuracy: 6, speed: 1.3 };
  });
}

async function send(base, phone) {
  const body = JSON.stringify({ staff_id: phone.staffId, points: nextBatch(phone) });
  const started = performance.now();
  const res = await fetch(`${base}/api/operate/app/trail-points`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': phone.token }, body });
  const answer = await res.json();
  return { ms: performance.now() - started, answer };
}

/**
 * Every phone sends for `seconds`: with `rate` (points a second, all phones together) each waits
 * for its next turn (a late phone sends at once); without, each sends again as soon as it is
 * answered (the instances' capacity). Answers the points accepted a second and the batches' times.
 */
export async function drivePhones(phones, bases, { seconds, rate }) {
  const intervalMs = rate ? (phones.length * BATCH * 1000) / rate : 0;
  const latencies = [];
  const failures = [];
  let accepted = 0;
  let turn = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(phones.map(async (phone, i) => {
    // Spread over one interval: 500 phones do not send in the same millisecond.
    let next = started + (intervalMs * i) / phones.length;
    for (;;) {
      if (intervalMs) await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      if (performance.now() >= end) return;
      const { ms, answer } = await send(bases[turn++ % bases.length], phone).catch((error) => ({ ms: NaN, answer: { error: -1, message: String(error) } }));
      if (answer.error !== 2000 || answer.data.accepted !== BATCH) {
        if (failures.length < 5) failures.push(`${answer.error} ${answer.message ?? ''} ${JSON.stringify(answer.data ?? '').slice(0, 200)}`);
        failures.count = (failures.count ?? 0) + 1;
        continue;
      }
      latencies.push(ms);
      accepted += answer.data.accepted;
      next += intervalMs;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { pointsPerSecond: accepted / elapsed, batches: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), failures, failed: failures.count ?? 0 };
}
