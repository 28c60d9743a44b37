// Inclusive day ranges (`date_from`, `date_to`) over the `YYYY-MM-DD HH:mm:ss` text columns,
// as the admin/* lists and the audit log filter them.
import { sql, type SelectQueryBuilder } from 'kysely';
import { invalidField } from './errors.js';
import { v } from './validate.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** Optional `date_from` / `date_to` (`YYYY-MM-DD`), both days included. */
export const dateRangeFields = {
  date_from: v.optional(v.date()),
  date_to: v.optional(v.date()),
};

export interface DateRange {
  /** First moment of date_from, when given. */
  from?: string | undefined;
  /** Last moment of date_to, when given. */
  to?: string | undefined;
}

/** The range as comparable date-time text; 2001 on date_to when it lies before date_from. */
export function dateRange(input: { date_from?: string | undefined; date_to?: string | undefined }): DateRange {
  const { date_from: first, date_to: last } = input;
  if (first !== undefined && last !== undefined && last < first) {
    throw invalidField('date_to', 'Must not be before the start date.');
  }
  return {
    from: first === undefined ? undefined : `${first} 00:00:00`,
    to: last === undefined ? undefined : `${last} 23:59:59`,
  };
}

/** Keeps rows whose date-time `column` lies in the range (a plain range test, index friendly). */
export function withinRange(column: string, range: DateRange) {
  return <QB extends AnySelect>(qb: QB): QB => {
    let out: AnySelect = qb;
    if (range.from !== undefined) out = out.where(sql.ref(column), '>=', range.from);
    if (range.to !== undefined) out = out.where(sql.ref(column), '<=', range.to);
    return out as QB;
  };
}
