// The records the hand-written calls answer (docs/API.md "Records"), as zod schemas: the calls
// name them as their `answer`, and the OpenAPI document shows them (http/openapi.ts).
import { z } from 'zod';
import { count, dateTime, flag, id, named, record } from './shapes.js';

const text = () => z.string();
const coordinate = () => z.number().nullable();
/** Incremented by every write (docs/API.md "Record versions"). */
const version = () => z.number().int().positive();

export const Company = named('Company', record({
  id: id(),
  name: text(),
  credit_code: text(),
  contact: text(),
  phone: text(),
  address: text(),
  city_id: id(),
  city_name: text().nullable(),
  government_id: id(),
  government_name: text().nullable(),
  lng: coordinate(),
  lat: coordinate(),
  status: flag(),
  staff_count: count(),
  created_at: dateTime(),
  updated_at: dateTime(),
  version: version(),
}));

export const CheckPoint = named('CheckPoint', record({
  id: id(),
  company_id: id(),
  company_name: text().nullable(),
  name: text(),
  code: text(),
  lng: coordinate(),
  lat: coordinate(),
  radius: z.number().int().positive(),
  items_count: count(),
  created_at: dateTime(),
  version: version(),
}));

export const CheckItem = named('CheckItem', record({ id: id(), check_point_id: id(), name: text(), standard: text(), sort: z.number().int() }));

export const Account = named('Account', record({
  id: id(),
  owner_id: id(),
  owner_name: text().nullable(),
  type: z.enum(['web', 'app']),
  account: text(),
  name: text(),
  phone: text().nullable(),
  status: flag(),
  created_at: dateTime(),
  version: version(),
}));

export const City = named('City', record({ id: id(), name: text(), parent_id: id().nullable(), has_children: z.boolean() }));

const result = z.strictObject({ item: text(), ok: z.boolean(), remark: text() });
export const Inspection = named('Inspection', record({
  id: id(),
  company_id: id(),
  company_name: text().nullable(),
  check_point_id: id(),
  check_name: text().nullable(),
  staff_id: id().nullable(),
  staff_name: text().nullable(),
  status: z.enum(['normal', 'error']),
  results: z.array(result),
  handle_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  created_at: dateTime(),
}));

/** A photo the field app took with an inspection (files/inspection-photos.ts). */
export const InspectionPhoto = named('InspectionPhoto', record({ id: text(), name: text(), size: z.number().int(), type: text(), thumbnail: z.boolean() }));
export const InspectionDetail = named('InspectionDetail', Inspection.extend({ photos: z.array(InspectionPhoto) }));

export const Warning = named('Warning', record({
  id: id(),
  content: text().nullable(),
  company_name: text().nullable(),
  check_name: text().nullable(),
  identity: z.enum(['staff', 'government', 'system']),
  handle_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  created_at: dateTime(),
}));

export const HandlingStep = named('HandlingStep', record({ id: id(), inspection_id: id(), actor: text(), action: text(), remark: text(), created_at: dateTime() }));

export const Staff = named('Staff', record({ id: id(), company_id: id(), name: text(), phone: text(), position: text(), status: flag(), last_clock_at: dateTime().nullable() }));

export const ClockRecord = named('ClockRecord', record({ id: id(), staff_id: id(), type: z.enum(['in', 'out']), time: dateTime(), lng: z.number(), lat: z.number(), address: text() }));

export const TrailPoint = named('TrailPoint', record({ id: id(), lng: z.number(), lat: z.number(), time: dateTime() }));

const bookShape = {
  id: id(),
  company_id: id(),
  parent_id: id().nullable(),
  name: text(),
  year: z.number().int(),
  type: text(),
  children_count: count(),
  updated_at: dateTime(),
};
export const StandingBook = named('StandingBook', record(bookShape));
export const StandingEntry = named('StandingEntry', record({ id: id(), book_id: id(), title: text(), content: text(), recorded_by: text(), recorded_at: dateTime() }));
export const StandingBookWithParts = named('StandingBookWithParts', record({ ...bookShape, children: z.array(StandingBook), entries: z.array(StandingEntry) }));

export const Role = named('Role', record({ id: id(), name: text(), title: text(), permission_ids: z.array(id()), created_at: dateTime().optional(), version: version() }));

const titles = z.strictObject({ zh: text(), en: text(), es: text() });
export const Permission = named('Permission', record({ id: id(), name: text(), title: text(), parent_id: id().nullable(), titles: titles.nullable().optional() }));

/** `government_id`: the body whose jurisdiction the user is bound to (none: the whole installation). */
export const SystemUser = named('SystemUser', record({ id: id(), account: text(), name: text(), roles: z.array(text()), status: flag(), government_id: id().nullable(), created_at: dateTime(), version: version() }));

// A side left out is a field the record did not have then (a binding made later).
const change = z.union([z.strictObject({ field: text(), from: z.unknown().optional(), to: z.unknown().optional() }), z.strictObject({ field: text(), secret: z.literal(true) })]);
export const AuditEntry = named('AuditEntry', record({
  id: id(),
  created_at: dateTime(),
  user_id: id().nullable(),
  account: text(),
  user_name: text(),
  ip: text(),
  call: text(),
  action: z.enum(['create', 'update', 'delete', 'login', 'logout', 'password']),
  resource: text(),
  record_id: id().nullable(),
  record_name: text(),
  changes: z.array(change),
}));

const source = z.string().min(1).max(64);
/** A saved list view's filters, sort and columns (the body's `state` is held to it too). */
export const ViewState = z.object({
  filter: z.record(z.string().max(64), z.unknown()),
  sort: z.object({ field: source, order: z.enum(['ASC', 'DESC']) }),
  columns: z.object({ order: z.array(source).max(100), hidden: z.array(source).max(100) }),
});
export const SavedView = named('SavedView', record({ id: id(), list: text(), name: text(), state: ViewState, created_at: dateTime(), updated_at: dateTime(), version: version() }));

/** What every import answers (docs/API.md "Imports"). */
export const ImportAnswer = named('ImportAnswer', record({ rows: count(), created: count(), dry_run: z.boolean() }));
