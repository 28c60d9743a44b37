// The field app's input fields: times as ISO 8601 with their offset (a phone's clock may be in
// any zone), positions with their coordinate system, and the staff member an app account acts for.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { formatDate, formatDateTime } from '../db/time.js';
import { forbidden, invalidField } from '../http/errors.js';
import { v } from '../http/validate.js';
import type { AppAccount } from './session.js';

/** A phone's clock may run a little ahead of the server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** An offline phone keeps its points for days at most; older ones are not the day's trail. */
export const MAX_AGE_DAYS = 7;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_MESSAGE = 'Must be a time in ISO 8601 with its offset, such as 2026-05-01T08:30:00+08:00.';

/** An ISO 8601 time with its offset, neither in the future (beyond the skew) nor too old; a Date. */
export function isoTime() {
  return v
    .text(40, { pattern: ISO_TIME, patternMessage: ISO_MESSAGE })
    .transform((s, context) => {
      const at = new Date(s);
      const now = Date.now();
      if (Number.isNaN(at.getTime())) context.addIssue({ code: 'custom', message: ISO_MESSAGE });
      else if (at.getTime() > now + CLOCK_SKEW_MS) context.addIssue({ code: 'custom', message: 'Is in the future.' });
      else if (at.getTime() < now - MAX_AGE_DAYS * 86_400_000) context.addIssue({ code: 'custom', message: `Is more than ${MAX_AGE_DAYS} days old.` });
      return at;
    });
}

export const position = {
  lat: v.number({ min: -90, max: 90 }),
  lng: v.number({ min: -180, max: 180 }),
};

/** The coordinate system the app's positions are in: GPS's by default. */
export const crsField = v.withDefault(v.oneOf(['wgs84', 'gcj02']), 'wgs84');

/** How a time is stored: server local text, and its day. */
export function storedTime(at: Date): { date: string; time: string } {
  return { date: formatDate(at), time: formatDateTime(at) };
}

/**
 * The staff member a company's app account acts for: no account is bound to a staff member, so
 * the app names one, an active member of the account's company. Government accounts have none.
 */
export async function ownStaff(db: Kysely<DB>, account: AppAccount, staffId: number): Promise<{ id: number; last_clock_at: string | null }> {
  if (account.company_id === null) throw forbidden('Only a company’s app account acts for its staff.');
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'last_clock_at'])
    .where('id', '=', staffId)
    .where('company_id', '=', account.company_id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!staff) throw invalidField('staff_id', 'Must be an active staff member of your company.');
  return staff;
}
