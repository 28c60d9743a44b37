// The records the hand-written calls answer (docs/API.md "Records"), as zod schemas: the calls
// name them as their `answer`, and the OpenAPI document shows them (http/openapi.ts).
import { z } from 'zod';
import { AT, count, dateTime, flag, id, named, record } from './shapes.js';

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
}), { id: 12, name: '航天动力保障公司', credit_code: '91330100MA2XXXXX0A', contact: '王磊', phone: '13800000000', address: '杭州市滨江区江南大道 100 号', city_id: 330108, city_name: '滨江区', government_id: 3, government_name: '滨江区应急管理局', lng: 120.21, lat: 30.19, status: 1, staff_count: 18, created_at: AT, updated_at: AT, version: 4 });

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
}), { id: 40, company_id: 12, company_name: '航天动力保障公司', name: '1 号燃料库', code: 'CP-12-0040', lng: 120.211, lat: 30.191, radius: 30, items_count: 3, created_at: AT, version: 1 });

export const CheckItem = named('CheckItem', record({ id: id(), check_point_id: id(), name: text(), standard: text(), sort: z.number().int() }), { id: 101, check_point_id: 40, name: '灭火器压力', standard: '指针在绿区', sort: 1 });

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
}), { id: 7, owner_id: 12, owner_name: '航天动力保障公司', type: 'app', account: 'inspector01', name: '李娜', phone: '13900000000', status: 1, created_at: AT, version: 2 });

export const City = named('City', record({ id: id(), name: text(), parent_id: id().nullable(), has_children: z.boolean() }), { id: 330108, name: '滨江区', parent_id: 330100, has_children: false });

const result = z.strictObject({ item: text(), ok: z.boolean(), remark: text() });
const inspection = { id: 5012, company_id: 12, company_name: '航天动力保障公司', check_point_id: 40, check_name: '1 号燃料库', staff_id: 31, staff_name: '李娜', status: 'error' as const, results: [{ item: '灭火器压力', ok: false, remark: '压力不足' }], handle_status: 0 as const, created_at: AT };
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
}), inspection);

/** A photo the field app took with an inspection (files/inspection-photos.ts). */
const photo = { id: 'p7c1e9a2b4', name: 'IMG_20260302_093112.jpg', size: 482113, type: 'image/jpeg', thumbnail: true };
export const InspectionPhoto = named('InspectionPhoto', record({ id: text(), name: text(), size: z.number().int(), type: text(), thumbnail: z.boolean() }), photo);
export const InspectionDetail = named('InspectionDetail', Inspection.extend({ photos: z.array(InspectionPhoto) }), { ...inspection, photos: [photo] });

export const Warning = named('Warning', record({
  id: id(),
  content: text().nullable(),
  company_name: text().nullable(),
  check_name: text().nullable(),
  identity: z.enum(['staff', 'government', 'system']),
  handle_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  created_at: dateTime(),
}), { id: 5012, content: '1 号燃料库：灭火器压力不合格，压力不足', company_name: '航天动力保障公司', check_name: '1 号燃料库', identity: 'staff', handle_status: 0, created_at: AT });

export const HandlingStep = named('HandlingStep', record({ id: id(), inspection_id: id(), actor: text(), action: text(), remark: text(), created_at: dateTime() }), { id: 88, inspection_id: 5012, actor: '设备科 王磊', action: '整改', remark: '已更换灭火器', created_at: AT });

export const Staff = named('Staff', record({ id: id(), company_id: id(), name: text(), phone: text(), position: text(), status: flag(), last_clock_at: dateTime().nullable() }), { id: 31, company_id: 12, name: '李娜', phone: '13900000000', position: '安全员', status: 1, last_clock_at: AT });

export const ClockRecord = named('ClockRecord', record({ id: id(), staff_id: id(), type: z.enum(['in', 'out']), time: dateTime(), lng: z.number(), lat: z.number(), address: text() }), { id: 900, staff_id: 31, type: 'in', time: AT, lng: 120.21, lat: 30.19, address: '杭州市滨江区江南大道 100 号' });

export const TrailPoint = named('TrailPoint', record({ id: id(), lng: z.number(), lat: z.number(), time: dateTime() }), { id: 70001, lng: 120.2112, lat: 30.1913, time: AT });

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
const book = { id: 60, company_id: 12, parent_id: null, name: '2026年度安全生产台账', year: 2026, type: 'year', children_count: 0, updated_at: AT };
const entry = { id: 610, book_id: 60, title: '三月消防演练', content: '全员参加，用时 4 分钟', recorded_by: '王磊', recorded_at: AT };
export const StandingBook = named('StandingBook', record(bookShape), book);
export const StandingEntry = named('StandingEntry', record({ id: id(), book_id: id(), title: text(), content: text(), recorded_by: text(), recorded_at: dateTime() }), entry);
export const StandingBookWithParts = named('StandingBookWithParts', record({ ...bookShape, children: z.array(StandingBook), entries: z.array(StandingEntry) }), { ...book, children: [], entries: [entry] });

export const Role = named('Role', record({ id: id(), name: text(), title: text(), permission_ids: z.array(id()), created_at: dateTime().optional(), version: version() }), { id: 2, name: 'supervisor', title: '监管员', permission_ids: [1, 2, 5], created_at: AT, version: 3 });

const titles = z.strictObject({ zh: text(), en: text(), es: text() });
export const Permission = named('Permission', record({ id: id(), name: text(), title: text(), parent_id: id().nullable(), titles: titles.nullable().optional() }), { id: 5, name: 'company:view', title: '查看企业', parent_id: 1, titles: { zh: '查看企业', en: 'View companies', es: 'Ver empresas' } });

/** `government_id`: the body whose jurisdiction the user is bound to (none: the whole installation). */
export const SystemUser = named('SystemUser', record({ id: id(), account: text(), name: text(), roles: z.array(text()), status: flag(), government_id: id().nullable(), created_at: dateTime(), version: version() }), { id: 9, account: 'binjiang', name: '陈静', roles: ['supervisor'], status: 1, government_id: 3, created_at: AT, version: 1 });

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
}), { id: 3001, created_at: AT, user_id: 1, account: 'admin', user_name: '系统管理员', ip: '10.0.0.8', call: 'operate/company/company-update', action: 'update', resource: 'company', record_id: 12, record_name: '航天动力保障公司', changes: [{ field: 'phone', from: '13700000000', to: '13800000000' }] });

const source = z.string().min(1).max(64);
/** A saved list view's filters, sort and columns (the body's `state` is held to it too). */
export const ViewState = z.object({
  filter: z.record(z.string().max(64), z.unknown()),
  sort: z.object({ field: source, order: z.enum(['ASC', 'DESC']) }),
  columns: z.object({ order: z.array(source).max(100), hidden: z.array(source).max(100) }),
});
export const SavedView = named('SavedView', record({ id: id(), list: text(), name: text(), state: ViewState, created_at: dateTime(), updated_at: dateTime(), version: version() }), { id: 4, list: 'companies', name: '滨江区在营', state: { filter: { city_id: 330108, status: 1 }, sort: { field: 'name', order: 'ASC' }, columns: { order: ['name', 'city_name', 'staff_count'], hidden: ['credit_code'] } }, created_at: AT, updated_at: AT, version: 1 });

/** What every import answers (docs/API.md "Imports"). */
export const ImportAnswer = named('ImportAnswer', record({ rows: count(), created: count(), dry_run: z.boolean() }), { rows: 120, created: 118, dry_run: false });
