// operate/app/inspection-submit: an inspection made at a check point, found by the code of its
// QR label (the console prints `check_points.code` as it is). A failed item makes it a warning
// (status `error` with its content), which open consoles are told of (events/hub.ts). Photos are
// uploaded first (files/inspection-photos.ts) and named here by id.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineAppCall } from '../../app/call.js';
import { crsField, isoTime, ownStaff, position, storedTime } from '../../app/fields.js';
import { distanceMetres, storedPosition } from '../../app/geo.js';
import type { AppAccount } from '../../app/session.js';
import type { DB } from '../../db/schema.js';
import { invalidField, notFound } from '../../http/errors.js';
import { v } from '../../http/validate.js';
import { MAX_CHECK_ITEMS } from '../company/check-points.js';
import { AppCheckPoint, AppInspection } from '../../http/answers/app.js';
import { FILE_ID } from '../../entities/language/file-fields.js';
import { checkPhotos, holdPhotos, MAX_PHOTOS } from '../../files/inspection-photos.js';

const CLIENT_ID = /^[A-Za-z0-9_.:-]+$/;
const NO_POINT = 'No check point you may inspect has this code.';

const result = z.object(
  { item_id: v.id(), ok: z.boolean({ error: 'Must be true or false.' }), note: v.withDefault(v.text(255, { min: 0 }), '') },
  { error: 'Must be an object.' },
);

/** The check point of a code, if the account may inspect it: its company's, or a company its government supervises. */
function checkPointOf(db: Kysely<DB>, account: AppAccount, code: string) {
  let query = db
    .selectFrom('check_points as cp')
    .innerJoin('companies as c', 'c.id', 'cp.company_id')
    .select(['cp.id', 'cp.company_id', 'c.name as company_name', 'cp.name', 'cp.lng', 'cp.lat', 'cp.radius'])
    .where('cp.code', '=', code);
  query = account.company_id !== null ? query.where('cp.company_id', '=', account.company_id) : query.where('c.government_id', '=', account.government_id);
  return query.executeTakeFirst();
}

/** The answer, the same for the first submission and every resend. */
function answerOf(db: Kysely<DB>, accountId: number, clientId: string) {
  return db
    .selectFrom('inspections as i')
    .innerJoin('check_points as cp', 'cp.id', 'i.check_point_id')
    .select(['i.id', 'i.client_id', 'i.company_id', 'i.check_point_id', 'cp.name as check_point_name', 'i.staff_id', 'i.status', 'i.content', 'i.far', 'i.distance', 'i.created_at'])
    .where('i.account_id', '=', accountId)
    .where('i.client_id', '=', clientId)
    .executeTakeFirst();
}

const inspectionSubmit = defineAppCall({
  path: 'operate/app/inspection-submit',
  example: { client_id: 'a3f1c9e2-round-0302-01', code: 'CP-12-0040', staff_id: 31, time: '2026-03-02T09:31:00+08:00', lat: 30.1889, lng: 120.2066, accuracy: 8, results: [{ item_id: 101, ok: false, note: '压力不足' }, { item_id: 102, ok: true }] },
  answer: AppInspection,
  json: true,
  body: z.object({
    client_id: v.text(64, { pattern: CLIENT_ID, patternMessage: 'Use only letters, digits and the characters - _ . :' }),
    code: v.text(64),
    staff_id: v.optional(v.id()),
    time: isoTime(),
    ...position,
    accuracy: v.number({ min: 0, max: 100_000 }),
    crs: crsField,
    results: z.array(result, { error: 'Must be a list.' }).max(MAX_CHECK_ITEMS, `Must have at most ${MAX_CHECK_ITEMS} items.`),
    photos: v.withDefault(z.array(z.string({ error: 'Must be text.' }).regex(FILE_ID, 'Must be the id of an uploaded photo.'), { error: 'Must be a list.' }).max(MAX_PHOTOS, `Must have at most ${MAX_PHOTOS} photos.`), []),
  }),
  async handler(input, { db, appAccount, config }) {
    const repeated = await answerOf(db, appAccount.id, input.client_id);
    if (repeated) return repeated;
    const point = await checkPointOf(db, appAccount, input.code);
    if (!point) throw notFound(NO_POINT);
    // The point is of the account's own company here: the staff member must be too.
    if (input.staff_id !== undefined) await ownStaff(db, appAccount, input.staff_id);
    const items = await db.selectFrom('check_items').select(['id', 'name']).where('check_point_id', '=', point.id).execute();
    const names = new Map(items.map((i) => [i.id, i.name]));
    const seen = new Set<number>();
    for (const r of input.results) {
      if (!names.has(r.item_id)) throw invalidField('results', 'Names an item that is not one of this check point’s.');
      if (seen.has(r.item_id)) throw invalidField('results', 'Names an item twice.');
      seen.add(r.item_id);
    }
    await checkPhotos(db, appAccount.id, input.photos);
    const [lng, lat] = storedPosition(input.lng, input.lat, input.crs);
    const distance = point.lng === null || point.lat === null ? null : Math.round(distanceMetres({ lng, lat }, { lng: point.lng, lat: point.lat }) * 10) / 10;
    const failed = input.results.filter((r) => !r.ok);
    // Worded as the console's warnings are: `<point>：<item>不合格，<note>；…`.
    const content = failed.length === 0 ? null : `${point.name}：` + failed.map((r) => `${names.get(r.item_id)}不合格${r.note ? `，${r.note}` : ''}`).join('；');
    await db
      .insertInto('inspections')
      .values({
        company_id: point.company_id,
        check_point_id: point.id,
        staff_id: input.staff_id ?? null,
        status: failed.length === 0 ? 'normal' : 'error',
        results: JSON.stringify(input.results.map((r) => ({ item_id: r.item_id, item: names.get(r.item_id), ok: r.ok, remark: r.note }))),
        content,
        identity: appAccount.company_id === null ? 'government' : 'staff',
        created_at: storedTime(input.time).time,
        account_id: appAccount.id,
        client_id: input.client_id,
        lng,
        lat,
        accuracy: input.accuracy,
        distance,
        far: distance !== null && distance > point.radius + config.inspectionDistanceSlack ? 1 : 0,
      })
      // Two resends racing: the second writes nothing and answers the first.
      .onConflict((oc) => oc.columns(['account_id', 'client_id']).doNothing())
      .execute();
    const answer = await answerOf(db, appAccount.id, input.client_id);
    if (answer) await holdPhotos(db, answer.id, input.photos);
    return answer;
  },
});

/** What the app shows once a label is scanned: the point and the items to check. */
const checkPoint = defineAppCall({
  path: 'operate/app/check-point',
  example: { code: 'CP-12-0040' },
  answer: AppCheckPoint,
  body: z.object({ code: v.text(64) }),
  async handler({ code }, { db, appAccount }) {
    const point = await checkPointOf(db, appAccount, code);
    if (!point) throw notFound(NO_POINT);
    const items = await db.selectFrom('check_items').select(['id', 'name', 'standard']).where('check_point_id', '=', point.id).orderBy('sort').orderBy('id').execute();
    return { ...point, code, items };
  },
});

export const inspectionCalls = [checkPoint, inspectionSubmit];
