#!/usr/bin/env node
// Field rounds against a running service holding the demo data, through the public calls only:
// company app accounts of the demo sign in (one phone per staff member), clock in, walk from
// check point to check point sending their trail in batches (now and then a batch twice, as a
// phone does after a lost answer), inspect each point they reach (a few items fail, each with a
// photo, making warnings the console's bell shows), then clock out and sign out.
//
//   npm run field -- --staff 5 --minutes 10 [--api http://127.0.0.1:3000/api] [--admin admin:admin123] [--password demo123456]
//
// The administrator finds the app accounts and the check points' codes (what a phone reads off a
// QR label); everything else is the app's own calls (docs/API.md, "Field app").
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const { values: args } = parseArgs({
  options: {
    staff: { type: 'string', default: '3' },
    minutes: { type: 'string', default: '5' },
    api: { type: 'string', default: 'http://127.0.0.1:3000/api' },
    admin: { type: 'string', default: 'admin:admin123' },
    password: { type: 'string', default: 'demo123456' },
  },
});
const STAFF = Math.max(1, Number(args.staff) || 1);
const MINUTES = Math.max(0.1, Number(args.minutes) || 1);
const API = args.api.replace(/\/$/, '');
/** A point every TICK_S seconds; a batch every BATCH_TICKS points. */
const TICK_S = 5;
const BATCH_TICKS = 6;
const WALK_MPS = 1.4;
const FAIL_RATE = 0.08;
const METERS_PER_DEGREE = 111_320;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function call(path, body, token) {
  const response = await fetch(`${API}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.error !== 2000) throw new Error(`${path}: ${answer.error} ${answer.message}${answer.data?.fields ? ` ${JSON.stringify(answer.data.fields)}` : ''}`);
  return answer.data;
}

/** A photo of a failed item, as a phone takes it: a JPEG, uploaded before the inspection names it. */
async function uploadPhoto(w, item) {
  const hue = (item.id * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="hsl(${hue},45%,55%)"/><text x="32" y="440" font-size="36" fill="#fff">${new Date().toISOString()}</text></svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `item-${item.id}.jpg`);
  const response = await fetch(`${API}/operate/app/photo-upload`, { method: 'POST', headers: { 'accept-language': 'en', 'x-token': w.token }, body: form });
  const answer = await response.json();
  if (answer.error !== 2000) throw new Error(`operate/app/photo-upload: ${answer.error} ${answer.message}`);
  return answer.data.id;
}

/** App accounts of companies with staff and placed check points, one walker per staff member, up to STAFF. */
async function walkers(admin) {
  const found = [];
  for (let page = 1; found.length < STAFF; page++) {
    const { list } = await call('operate/company/account-app-list', { page, limit: 100, status: 1 }, admin);
    if (list.length === 0) break;
    for (const account of list) {
      if (found.length >= STAFF) break;
      const points = (await call('operate/company/code-by-company', { company_id: account.owner_id }, admin)).filter((p) => p.lng !== null && p.lat !== null && p.items_count > 0);
      if (points.length === 0) continue;
      const first = await call('operate/app/login', { account: account.account, password: args.password, device_id: `field-${account.id}`, device_name: 'npm run field' });
      const { staff } = await call('operate/app/me', {}, first.token);
      for (const member of staff.slice(0, STAFF - found.length)) {
        // A phone per staff member: each its own device, session and sequence (from the clock, so a
        // second run of the script continues it rather than repeating it).
        const device = `field-${account.id}-${member.id}`;
        const { token } = await call('operate/app/login', { account: account.account, password: args.password, device_id: device, device_name: `${member.name}'s phone` });
        const start = pick(points);
        // The round starts at a check point: the first thing done is its inspection.
        found.push({ account: account.account, staff: member, token, points, target: start, lng: start.lng, lat: start.lat, seq: Date.now(), queue: [] });
      }
      await call('operate/app/logout', {}, first.token);
    }
  }
  return found;
}

/** One step towards the target; answers true on arrival. */
function step(w) {
  const metersPerLng = METERS_PER_DEGREE * Math.cos((w.lat * Math.PI) / 180);
  const dx = (w.target.lng - w.lng) * metersPerLng;
  const dy = (w.target.lat - w.lat) * METERS_PER_DEGREE;
  const distance = Math.hypot(dx, dy);
  const stride = WALK_MPS * TICK_S;
  if (distance <= stride) {
    w.lng = w.target.lng;
    w.lat = w.target.lat;
  } else {
    w.lng += ((dx / distance) * stride) / metersPerLng;
    w.lat += ((dy / distance) * stride) / METERS_PER_DEGREE;
  }
  w.queue.push({ seq: w.seq++, time: new Date().toISOString(), lng: w.lng, lat: w.lat, accuracy: 5, speed: WALK_MPS });
  return distance <= stride;
}

async function sendBatch(w, totals) {
  if (w.queue.length === 0) return;
  const batch = { staff_id: w.staff.id, crs: 'gcj02', points: w.queue.splice(0) };
  const answer = await call('operate/app/trail-points', batch, w.token);
  // Now and then the answer is "lost" and the phone sends the batch again: it is taken once.
  const again = Math.random() < 0.2 ? await call('operate/app/trail-points', batch, w.token) : { duplicates: 0 };
  totals.points += answer.accepted;
  totals.duplicates += answer.duplicates + again.duplicates;
  totals.rejected += answer.rejected.length;
}

async function inspect(w, totals) {
  const point = await call('operate/app/check-point', { code: w.target.code }, w.token);
  const results = point.items.map((item) => ({ item_id: item.id, ok: Math.random() >= FAIL_RATE, note: '' }));
  for (const r of results) if (!r.ok) r.note = 'Found on the round';
  const photos = [];
  // One photo per failed item, as many as an inspection holds.
  for (const item of point.items.filter((it) => !results.find((r) => r.item_id === it.id).ok).slice(0, 9)) photos.push(await uploadPhoto(w, item));
  const answer = await call(
    'operate/app/inspection-submit',
    { client_id: `field-${w.staff.id}-${Date.now()}`, code: point.code, staff_id: w.staff.id, time: new Date().toISOString(), lng: w.lng, lat: w.lat, accuracy: 5, crs: 'gcj02', results, photos },
    w.token,
  );
  totals.inspections += 1;
  totals.photos += photos.length;
  if (answer.status === 'error') totals.warnings += 1;
  console.log(`${w.staff.name} inspected ${answer.check_point_name}: ${answer.status}${answer.far ? ' (far)' : ''}`);
  w.target = pick(w.points.filter((p) => p.id !== w.target.id)) ?? w.target;
}

const admin = (await call('operate/auth/login', { account: args.admin.split(':')[0], password: args.admin.split(':').slice(1).join(':') })).token;
if (!admin) throw new Error('The administrator must sign in without further steps (a second factor or a new password).');
const team = await walkers(admin);
if (team.length === 0) throw new Error('No app account of a company with staff and placed check points: is the demo data seeded?');
console.log(`${team.length} staff on their rounds for ${MINUTES} minutes (${API})`);
const totals = { points: 0, duplicates: 0, rejected: 0, inspections: 0, warnings: 0, photos: 0 };
const clock = (w, type) => call('operate/app/clock', { staff_id: w.staff.id, type, time: new Date().toISOString(), lng: w.lng, lat: w.lat, address: 'Gate', crs: 'gcj02' }, w.token);
await Promise.all(team.map((w) => clock(w, 'in')));
const end = Date.now() + MINUTES * 60_000;
for (let tick = 1; Date.now() < end; tick++) {
  await Promise.all(team.map(async (w) => (step(w) ? inspect(w, totals) : undefined)));
  if (tick % BATCH_TICKS === 0) await Promise.all(team.map((w) => sendBatch(w, totals)));
  await sleep(TICK_S * 1000);
}
for (const w of team) {
  await sendBatch(w, totals);
  await clock(w, 'out');
  await call('operate/app/logout', {}, w.token);
}
console.log(`points ${totals.points} (resent and taken once: ${totals.duplicates}, refused: ${totals.rejected}), inspections ${totals.inspections} (photos: ${totals.photos}), warnings ${totals.warnings}`);
