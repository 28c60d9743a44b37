import { ApiError } from '../../../src/api/errors';

/**
 * An in-memory stand-in for the calls behind the company screen, answering as docs/API.md says
 * (paging, the optional filters, 2005 for unknown ids). Tests replace the API client's `call`
 * with `backend.call`, hold a path to see its loading state, or make it fail.
 */

export interface Company {
  id: number;
  name: string;
  credit_code: string;
  contact: string;
  phone: string;
  address: string;
  city_id: number;
  city_name: string;
  government_id: number;
  government_name: string;
  status: number;
  staff_count: number;
  created_at: string;
}
export interface Staff { id: number; company_id: number; name: string; phone: string; position: string; status: number; last_clock_at: string | null }
export interface ClockRecord { id: number; staff_id: number; type: 'in' | 'out'; time: string; lng: number; lat: number; address: string }
export interface TrailPoint { id: number; lng: number; lat: number; time: string }
export interface CheckPoint { id: number; company_id: number; name: string; code: string; items_count: number }
export interface CheckItem { id: number; check_point_id: number; name: string; standard: string; sort: number }
export interface Inspection {
  id: number;
  company_id: number;
  check_point_id: number;
  check_name: string;
  staff_id: number;
  staff_name: string | null;
  status: 'normal' | 'error';
  results: { item: string; ok: boolean; remark: string }[];
  handle_status: number;
  created_at: string;
  /** The field app's photos (inspect-detail answers them; none unless a test gives some). */
  photos?: { id: string; name: string; size: number; type: string; thumbnail: boolean }[];
}
export interface Book { id: number; company_id: number; parent_id: number | null; name: string; year: number; type: string; children_count: number }
export interface Entry { id: number; book_id: number; title: string; content: string; recorded_by: string; recorded_at: string }

export interface CompanyBackend {
  companies: Company[];
  staff: Staff[];
  clock: ClockRecord[];
  /** Trail points by `staffId|YYYY-MM-DD`. */
  trails: Map<string, TrailPoint[]>;
  checkPoints: CheckPoint[];
  items: CheckItem[];
  inspections: Inspection[];
  books: Omit<Book, 'children_count'>[];
  entries: Entry[];
  /** Paths that fail with this error instead of answering. */
  failing: Map<string, ApiError>;
  /** Keeps every call to `path` waiting until the returned function is called. */
  hold: (path: string) => () => void;
  calls: { path: string; body: Record<string, unknown> }[];
  callsTo: (path: string) => Record<string, unknown>[];
  call: (path: string, body?: Record<string, unknown>) => Promise<unknown>;
}

export const COMPANY: Company = {
  id: 1,
  name: '北方航天仪器有限公司',
  credit_code: '91110108MA01A2B3C4',
  contact: '张伟',
  phone: '13800138000',
  address: '北京市海淀区知春路 8 号',
  city_id: 110108,
  city_name: '海淀区',
  government_id: 3,
  government_name: '海淀区应急管理局',
  status: 1,
  staff_count: 23,
  created_at: '2026-01-05 09:00:00',
};

export const THIS_YEAR = new Date().getFullYear();

const NAMES = ['毛娟文', '蒋东磊', '李秀英', '王建国', '刘芳', '陈明', '赵磊', '孙丽', '周杰', '吴敏', '郑强', '冯静'];
const POSITIONS = ['巡检员', '设备工程师', '安全员'];

function page<T>(rows: readonly T[], body: Record<string, unknown>) {
  const p = Number(body.page ?? 1);
  const limit = Number(body.limit ?? 20);
  return { list: rows.slice((p - 1) * limit, p * limit), total: rows.length, page: p, limit };
}

/** Twenty-three staff, a fortnight of clock records each, three check points, 25 inspections, a two-level book tree. */
export function makeCompanyBackend(): CompanyBackend {
  const staff: Staff[] = Array.from({ length: 23 }, (_, i) => ({
    id: i + 1,
    company_id: 1,
    name: i < NAMES.length ? NAMES[i]! : `${NAMES[i % NAMES.length]}${i + 1}`,
    phone: `1390000${String(i + 1).padStart(4, '0')}`,
    position: POSITIONS[i % 3]!,
    status: (i + 1) % 5 === 0 ? 0 : 1,
    last_clock_at: i === 1 ? null : '2026-05-04 18:02:00',
  }));
  const clock: ClockRecord[] = [];
  for (let day = 1; day <= 30; day++) {
    const date = `2026-04-${String(day).padStart(2, '0')}`;
    clock.push({ id: day * 2 - 1, staff_id: 1, type: 'in', time: `${date} 08:5${day % 10}:00`, lng: 116.3, lat: 39.98, address: `东门岗亭 ${day}` });
    clock.push({ id: day * 2, staff_id: 1, type: 'out', time: `${date} 18:0${day % 10}:00`, lng: 116.3, lat: 39.98, address: `西门岗亭 ${day}` });
  }
  const checkPoints: CheckPoint[] = [
    { id: 11, company_id: 1, name: '一号厂房配电室', code: 'CP-0011-A7F3', items_count: 3 },
    { id: 12, company_id: 1, name: '液氧储罐区', code: 'CP-0012-B2C9', items_count: 2 },
    { id: 13, company_id: 1, name: '总装车间消防通道', code: 'CP-0013-D4E1', items_count: 0 },
  ];
  const items: CheckItem[] = [
    { id: 101, check_point_id: 11, name: '配电柜接地', standard: '接地电阻不大于 4 欧姆', sort: 1 },
    { id: 102, check_point_id: 11, name: '绝缘手套', standard: '在检验有效期内', sort: 2 },
    { id: 103, check_point_id: 11, name: '应急照明', standard: '断电后自动点亮', sort: 3 },
    { id: 104, check_point_id: 12, name: '压力表', standard: '指针在绿色区间', sort: 1 },
    { id: 105, check_point_id: 12, name: '紧急切断阀', standard: '开关灵活无泄漏', sort: 2 },
  ];
  const inspections: Inspection[] = Array.from({ length: 25 }, (_, i) => {
    const id = 25 - i;
    const error = id % 3 === 0;
    return {
      id,
      company_id: 1,
      check_point_id: 12,
      check_name: `液氧储罐区 ${id}`,
      staff_id: 1,
      staff_name: id === 7 ? null : '毛娟文',
      status: error ? 'error' : 'normal',
      results: id === 24 ? [] : [
        { item: '压力表', ok: !error, remark: error ? '压力表过期' : '' },
        { item: '紧急切断阀', ok: true, remark: '' },
      ],
      handle_status: id % 3 === 0 ? (id / 3) % 3 : 0,
      created_at: `2026-05-${String(1 + (id % 28)).padStart(2, '0')} 10:${String(id).padStart(2, '0')}:00`,
    };
  });
  // This year and the last, which the panel's year filter offers.
  const [y, ly] = [THIS_YEAR, THIS_YEAR - 1];
  const books: Omit<Book, 'children_count'>[] = [
    { id: 1, company_id: 1, parent_id: null, name: `${y} 年度安全台账`, year: y, type: 'year' },
    { id: 2, company_id: 1, parent_id: null, name: `${ly} 年度安全台账`, year: ly, type: 'year' },
    { id: 3, company_id: 1, parent_id: 1, name: `${y} 安全检查台账`, year: y, type: 'inspection' },
    { id: 4, company_id: 1, parent_id: 1, name: `${y} 应急演练台账`, year: y, type: 'drill' },
    { id: 5, company_id: 1, parent_id: 2, name: `${ly} 安全教育培训台账`, year: ly, type: 'training' },
  ];
  const entries: Entry[] = [
    { id: 1, book_id: 3, title: '三月例行检查', content: '配电室接地电阻复测合格', recorded_by: '李秀英', recorded_at: `${y}-03-12 10:00:00` },
    { id: 2, book_id: 3, title: '四月例行检查', content: '液氧储罐压力表更换', recorded_by: '蒋东磊', recorded_at: `${y}-04-09 15:30:00` },
    { id: 3, book_id: 5, title: '新员工三级安全教育', content: '12 人参加，考核全部合格', recorded_by: '刘芳', recorded_at: `${ly}-07-01 09:00:00` },
  ];
  const gates = new Map<string, Promise<void>>();
  const withCount = (b: Omit<Book, 'children_count'>): Book => ({ ...b, children_count: backend.books.filter((c) => c.parent_id === b.id).length });

  const backend: CompanyBackend = {
    companies: [COMPANY],
    staff,
    clock,
    trails: new Map(),
    checkPoints,
    items,
    inspections,
    books,
    entries,
    failing: new Map(),
    calls: [],
    callsTo: (path) => backend.calls.filter((c) => c.path === path).map((c) => c.body),
    hold(path) {
      let release!: () => void;
      gates.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        gates.delete(path);
        release();
      };
    },
    call: async (path, body = {}) => {
      backend.calls.push({ path, body });
      await gates.get(path);
      const failure = backend.failing.get(path);
      if (failure) throw failure;
      const id = Number(body.id);
      const companyId = Number(body.company_id);
      const company = backend.companies.find((c) => c.id === (path === 'operate/company/company-detail' ? id : companyId));
      switch (path) {
        case 'operate/company/company-detail':
          if (!company) throw new ApiError(2005, 'The company does not exist.');
          return company;
        case 'admin/staff/staff-list': {
          if (!company) throw new ApiError(2005, 'The company does not exist.');
          const keyword = String(body.keyword ?? '');
          let rows = backend.staff.filter((s) => s.company_id === companyId);
          if (body.id !== undefined) rows = rows.filter((s) => s.id === id);
          if (keyword) rows = rows.filter((s) => [s.name, s.phone, s.position].some((t) => t.includes(keyword)));
          return page(rows, body);
        }
        case 'admin/staff/staff-clock': {
          if (!backend.staff.some((s) => s.id === id)) throw new ApiError(2005, 'The staff member does not exist.');
          const from = body.date_from ? String(body.date_from) : '';
          const to = body.date_to ? String(body.date_to) : '';
          const rows = backend.clock
            .filter((r) => r.staff_id === id && (!from || r.time.slice(0, 10) >= from) && (!to || r.time.slice(0, 10) <= to))
            .sort((a, b) => b.time.localeCompare(a.time));
          return page(rows, body);
        }
        case 'admin/staff/staff-trail': {
          if (!backend.staff.some((s) => s.id === id)) throw new ApiError(2005, 'The staff member does not exist.');
          return { staff_id: id, date: body.date, points: backend.trails.get(`${id}|${String(body.date)}`) ?? [] };
        }
        case 'operate/company/code-by-company':
          if (!company) throw new ApiError(2005, 'The company does not exist.');
          return backend.checkPoints.filter((p) => p.company_id === companyId);
        case 'admin/admin/code-model-list':
          return backend.items.filter((i) => i.check_point_id === id);
        case 'admin/standing/inspect-list': {
          if (!company) throw new ApiError(2005, 'The company does not exist.');
          // The filters as the server applies them: status, the staff member, days both included.
          const day = (i: Inspection) => i.created_at.slice(0, 10);
          const rows = backend.inspections.filter(
            (i) =>
              i.company_id === companyId &&
              (body.status === undefined || i.status === body.status) &&
              (body.staff_id === undefined || i.staff_id === body.staff_id) &&
              (body.date_from === undefined || day(i) >= String(body.date_from)) &&
              (body.date_to === undefined || day(i) <= String(body.date_to)),
          );
          return page(rows, body);
        }
        case 'admin/standing/inspect-detail': {
          const found = backend.inspections.find((i) => i.id === id);
          if (!found) throw new ApiError(2005, 'The inspection does not exist.');
          return { photos: [], ...found };
        }
        case 'admin/standing/standing-list':
          if (!company) throw new ApiError(2005, 'The company does not exist.');
          return backend.books.filter((b) => b.company_id === companyId && b.parent_id === null).map(withCount);
        case 'admin/standing/standing-book': {
          const book = backend.books.find((b) => b.id === id);
          if (!book) throw new ApiError(2005, 'The standing book does not exist.');
          return {
            ...withCount(book),
            children: backend.books.filter((b) => b.parent_id === id).map(withCount),
            entries: backend.entries.filter((e) => e.book_id === id),
          };
        }
        case 'admin/standing/get-standing-book': {
          if (!company) throw new ApiError(2005, 'The company does not exist.');
          return backend.books
            .filter((b) => b.company_id === companyId && (body.year === undefined || b.year === Number(body.year)) && (body.type === undefined || b.type === body.type))
            .map(withCount);
        }
        default:
          throw new ApiError(2005, `no route ${path}`);
      }
    },
  };
  return backend;
}
